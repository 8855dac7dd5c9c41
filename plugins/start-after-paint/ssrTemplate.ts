import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The line of Docusaurus's page template that loads each bundle with a `defer` script. */
export const UPSTREAM_SCRIPT_LINE = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';

/**
 * The same bundles preloaded at low priority (like the `defer` scripts, so they do not compete with the
 * stylesheet) and marked for the starter script (./index.ts), which runs them once the page is painted.
 */
export const PRELOAD_LINE =
  '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-app-script />';

/**
 * Docusaurus's page template as installed, with its script line replaced by the preload line. Everything else
 * follows upstream on an upgrade; if upstream changes the replaced line, the build fails here instead of
 * silently keeping the old template.
 */
export function ssrTemplate(template: string = upstreamTemplate): string {
  const occurrences = template.split(UPSTREAM_SCRIPT_LINE).length - 1;
  if (occurrences !== 1) {
    throw new Error(
      `start-after-paint: expected Docusaurus's page template to contain its script line once, found ${occurrences}` +
        ` times. Upstream changed how pages load their bundles; review plugins/start-after-paint before upgrading.`,
    );
  }
  return template.replace(UPSTREAM_SCRIPT_LINE, PRELOAD_LINE);
}
