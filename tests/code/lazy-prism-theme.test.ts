import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import * as themeClassicModule from '@docusaurus/theme-classic';
import themeClassicLazyPrism, {EAGER_PRISM} from '../../plugins/theme-classic-lazy-prism';

const context = {
  siteDir: path.resolve(__dirname, '../..'),
  siteStorage: {type: 'localStorage', namespace: ''},
  i18n: {currentLocale: 'ko', localeConfigs: {ko: {direction: 'ltr'}}},
  siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: []}, announcementBar: undefined}},
} as unknown as LoadContext;
const options = {customCss: []};

const classic = (themeClassicModule as unknown as {default: typeof themeClassicLazyPrism}).default(context, options);
const lazy = themeClassicLazyPrism(context, options);

// The wrapper names one thing of the classic theme; if upstream renames or drops it, this fails first.
describe('the classic theme without its eager Prism module', () => {
  it('is the classic theme with exactly that one client module left out', () => {
    const upstream = classic.getClientModules?.() ?? [];
    expect(upstream).toContain(EAGER_PRISM);
    const kept = lazy.getClientModules?.() ?? [];
    expect(kept).toHaveLength(upstream.length - 1);
    expect(kept.some((module) => module.includes('prism-include-languages'))).toBe(false);
    for (const module of kept) expect(fs.existsSync(module) || fs.existsSync(`${module}.js`)).toBe(true);
  });

  it("uses the classic theme's own theme folders, resolved against its package", () => {
    const themePath = lazy.getThemePath?.() ?? '';
    expect(path.isAbsolute(themePath)).toBe(true);
    expect(fs.existsSync(path.join(themePath, 'CodeBlock'))).toBe(true);
    expect(path.isAbsolute(lazy.getTypeScriptThemePath?.() ?? '')).toBe(true);
    expect(lazy.name).toBe(classic.name);
  });
});
