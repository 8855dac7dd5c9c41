/**
 * Local theme that shows readers where a translation may lag its source. Its remark step (remark.ts, in the docs
 * plugin's remarkPlugins) puts `@theme/TranslationNotice` under the title of an English page, or under the heading
 * of a section, that an author acknowledged as behind its Korean source (`npm run i18n:pending`, recorded in the
 * page's front matter: record.ts); the API reference puts the same notice on Korean entries behind the English
 * contract. Its `NavbarItem/LocaleDropdownNavbarItem` wraps the classic language menu so that switching language
 * keeps the reader at the section they are reading. Listed after the classic theme, whose item it wraps.
 *
 * The records themselves are written and checked by scripts/i18n (`npm run i18n:status`, `i18n:pending`,
 * `i18n:sync`); nothing here reads them but the front matter Docusaurus hands the remark step.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkTranslationStatus, type RemarkTranslationStatusOptions} from './remark';

export default function translationStatusPlugin(): Plugin {
  return {
    name: 'translation-status',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
