import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/**
 * Docs versions. `current` (docs/) is the released 2.x line served at the root paths;
 * older lines are cut with `docusaurus docs:version` and live under their own path.
 * See CONTRIBUTING.md for how a version is cut and kept small.
 */
export const DOCS_VERSIONS = {
  current: {label: '2.x', path: '', banner: 'none'},
  '1.x': {label: '1.x', path: '1.x', banner: 'unmaintained'},
} satisfies DocsOptions['versions'];
