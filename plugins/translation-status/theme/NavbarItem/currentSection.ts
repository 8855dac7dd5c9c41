/**
 * The section a reader is at, by the rule the classic theme's table of contents highlights one with: the first
 * heading below the navbar if it is in the upper half of the viewport, else the heading before it; at the end of
 * the page, the last heading. Undefined above the first heading, and on pages without headings.
 */
export function currentSectionId(root: ParentNode = document): string | undefined {
  const headings = Array.from(root.querySelectorAll<HTMLElement>('article :is(h2, h3, h4, h5, h6)[id]:not([id=""])'));
  const navbar = root.querySelector('.navbar');
  const top = navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
  const next = headings.findIndex((heading) => heading.getBoundingClientRect().top >= top);
  if (next === -1) return headings.at(-1)?.id;
  const rect = headings[next]!.getBoundingClientRect();
  const inUpperHalf = rect.top > 0 && rect.bottom < window.innerHeight / 2;
  return inUpperHalf ? headings[next]!.id : headings[next - 1]?.id;
}
