/**
 * The Docusaurus half of the post-build pipeline (postbuild/run.ts). The pipeline runs once after
 * `docusaurus build`, over every locale's pages, but some of its steps need what only the build of a locale
 * knows: its docs, and the site's areas (the plugin's `areas` option) named as the locale's translated navbar
 * names them (areas.ts). This plugin writes those facts, with the locale's output folder, into the site's
 * generated files (`.docusaurus/postbuild-facts/`), never into the build, so a bare `docusaurus build` serves
 * nothing extra; the pipeline reads the facts of the folders it processes and deletes them. A build without this
 * plugin (the stock peer of `bench:lighthouse`) gets only the steps that need no facts. The facts' types are
 * declared in postbuild-facts.d.ts, for the steps of other plugins that read them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {AreaFacts, DocFacts, LocaleFacts} from '@postbuild/facts';
import {areaTitles, type AreaOption, type NavbarItemLike} from './areas';

export type {AreaFacts, DocFacts, LocaleFacts};
export {areaTitles, type AreaOption, type NavbarItemLike};

export interface PostbuildFactsOptions {
  /** The site's documentation areas in reading order. */
  readonly areas: readonly AreaOption[];
}

const OPTIONS = Joi.object<PostbuildFactsOptions>({
  areas: Joi.array()
    .items(
      Joi.object<AreaOption>({
        key: Joi.string().required(),
        sidebarId: Joi.string().required(),
        label: Joi.string().required(),
        docs: Joi.array().items(Joi.string()).unique().required(),
      }),
    )
    .unique('key')
    .required(),
});

function validateOptions({
  validate,
  options,
}: OptionValidationContext<PostbuildFactsOptions, PostbuildFactsOptions>): PostbuildFactsOptions {
  return validate(OPTIONS, options);
}

/** The facts' folder, under a site's generated files folder (`context.generatedFilesDir`, `<site>/.docusaurus`). */
export function factsDirOf(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'postbuild-facts');
}

/** The facts as written: with the locale's output folder (absolute), which the pipeline matches to its build. */
export interface WrittenFacts extends LocaleFacts {
  readonly outDir: string;
}

/** Writes a locale's facts into `factsDir` (one file per locale, replaced by the locale's next build). */
export function writeLocaleFacts(factsDir: string, facts: WrittenFacts): void {
  fs.mkdirSync(factsDir, {recursive: true});
  fs.writeFileSync(path.join(factsDir, `${facts.locale}.json`), JSON.stringify(facts));
}

/** The facts of the locales built into `buildDir` or a folder under it; deletes them (a build is processed once). */
export function takeLocaleFacts(factsDir: string, buildDir: string): WrittenFacts[] {
  if (!fs.existsSync(factsDir)) return [];
  return fs
    .readdirSync(factsDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const file = path.join(factsDir, name);
      const facts = JSON.parse(fs.readFileSync(file, 'utf8')) as WrittenFacts;
      const relative = path.relative(path.resolve(buildDir), facts.outDir);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return [];
      fs.rmSync(file);
      return [facts];
    });
}

interface LoadedDocs {
  loadedVersions: {versionName: string; docs: DocFacts[]}[];
}

function postbuildFactsPlugin(context: LoadContext, options: PostbuildFactsOptions): Plugin {
  let versions: LocaleFacts['versions'] = [];
  return {
    name: 'postbuild-facts',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => ({
        name: version.versionName,
        docs: version.docs.map(({id, title, description, permalink}) => ({id, title, description, permalink})),
      }));
    },
    postBuild({outDir, siteConfig}) {
      // The theme config as the theme translated it for this locale.
      const navbar = (siteConfig.themeConfig as {navbar?: {items?: NavbarItemLike[]}}).navbar;
      writeLocaleFacts(factsDirOf(context.generatedFilesDir), {
        locale: context.i18n.currentLocale,
        outDir: path.resolve(outDir),
        baseUrl: siteConfig.baseUrl,
        url: siteConfig.url,
        title: siteConfig.title,
        areas: areaTitles(options.areas, navbar?.items ?? []),
        versions,
      });
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(postbuildFactsPlugin, {validateOptions}) as PluginModule;
