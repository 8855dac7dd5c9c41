import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '@theme-init/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import {currentSectionId} from './currentSection';

/** The events that come before a link is followed, opened in a new tab, copied or shown in the status bar. */
const BEFORE_FOLLOWING = ['pointerdown', 'focusin', 'click'] as const;

/**
 * The classic language menu, whose links keep the URL's hash, made to take the reader to the section they are
 * reading even when the URL has none: just before a locale link is used, its hash becomes the id of the section
 * the viewport is in (both locales give a section the same heading id). Without JavaScript the links are the
 * classic ones. The links are the classic item's own (plain anchors, as they leave this locale's app), found by
 * the `lang` of a locale and their `target`, since the item takes no ref.
 */
export default function LocaleDropdownNavbarItemKeepingSection(props: Props): ReactNode {
  const {
    i18n: {localeConfigs},
  } = useDocusaurusContext();
  useEffect(() => {
    const languages = new Set(Object.values(localeConfigs).map((config) => config.htmlLang));
    const aimAtSection = (event: Event): void => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[lang][target="_self"]');
      if (!(link instanceof HTMLAnchorElement) || !languages.has(link.lang)) return;
      const section = currentSectionId();
      link.hash = section === undefined ? window.location.hash : section;
    };
    for (const type of BEFORE_FOLLOWING) document.addEventListener(type, aimAtSection, true);
    return () => {
      for (const type of BEFORE_FOLLOWING) document.removeEventListener(type, aimAtSection, true);
    };
  }, [localeConfigs]);
  return <LocaleDropdownNavbarItem {...props} />;
}
