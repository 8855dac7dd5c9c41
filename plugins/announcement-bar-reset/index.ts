import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus hides the announcement bar before hydration when the reader dismissed *a* bar, even if
 * the bar's id has changed since; the new bar then stays hidden until the next full page load. This
 * inline script runs just before Docusaurus's own and clears a dismissal that belongs to another bar id,
 * so a new announcement is seen at once and without a layout shift.
 */
export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!bar) return {};
      const script = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(bar.id)})localStorage.setItem('docusaurus.announcement.dismiss','false')}catch(e){}})();`;
      return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
