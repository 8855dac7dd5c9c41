import type {MermaidConfig} from 'mermaid';

/**
 * The fonts diagrams are drawn in. The build lays each label out in the fonts of the machine it runs on, and readers
 * see it in theirs: Latin text in Arial's metrics first (Arial on macOS and Windows, Liberation Sans on Linux), else
 * DejaVu Sans, which is wider, so a box laid out in it still holds its label in Arial; Hangul in the faces the page
 * names for Korean (src/css/custom.css), which give Hangul nearly the same widths.
 */
const DIAGRAM_FONTS = [
  'Arial',
  "'Liberation Sans'",
  "'DejaVu Sans'",
  "'Apple SD Gothic Neo'",
  "'Malgun Gothic'",
  "'Noto Sans KR'",
  "'Noto Sans CJK KR'",
  'NanumGothic',
  'sans-serif',
].join(', ');

/** Labels as SVG text (not HTML in foreignObject), so that they read and scale as the rest of the drawing. */
const COMMON: MermaidConfig = {
  fontFamily: DIAGRAM_FONTS,
  htmlLabels: false,
  flowchart: {htmlLabels: false},
  securityLevel: 'strict',
};

/**
 * Mermaid's configuration for each colour mode of the site. Dark mode writes edge labels on the page's own
 * background (#1b1b1d): Mermaid's dark theme puts #ccc on a half-transparent #585858. Its notes get the page's
 * text colour (#e3e3e3, 7.2:1 on the note): the theme's #b8b6b6 on #474949 is 4.49:1, short of WCAG's 4.5:1.
 */
export const diagramThemes: Record<'light' | 'dark', MermaidConfig> = {
  light: {...COMMON, theme: 'neutral'},
  dark: {...COMMON, theme: 'dark', themeVariables: {edgeLabelBackground: '#1b1b1d', noteTextColor: '#e3e3e3'}},
};
