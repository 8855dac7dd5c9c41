/**
 * The Markdown twins: every doc page (guides and API reference, every version) gets a Markdown version at its path
 * plus `.md`, and each locale an llms.txt and llms-full.txt. This file is the Docusaurus part: the page's Markdown
 * actions (theme/, which link the twin). The twins and llms.txt are written after the build by `markdownTwins`
 * (postbuild.ts), a step of the post-build pipeline.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function markdownTwinsPlugin(): Plugin {
  return {
    name: 'markdown-twins',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
