import {themes, type PrismTheme} from 'prism-react-renderer';

/** Returns the theme with some token colours swapped, everything else (font styles, background) kept. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const {opacity: _faded, ...style} = entry.style;
      const color = style.color && colours[style.color];
      return {...entry, style: color ? {...style, color} : style};
    }),
  };
}

/**
 * The code block themes: GitHub (light) and Dracula (dark), with the token colours that fall below the 4.5:1
 * WCAG AA contrast darkened (light) or lightened (dark) in the same hue. Each replacement keeps AA on the
 * plain background and on a highlighted line (--docusaurus-highlighted-code-line-bg in src/css/custom.css).
 * Faded (opacity) tokens are shown at full strength for the same reason.
 */
export const codeThemes = {
  light: recolour(themes.github, {
    '#999988': '#5e5e50',
    '#e3116c': '#a8104f',
    '#36acaa': '#17706e',
    '#00a4db': '#005f94',
    '#d73a49': '#b02736',
  }),
  dark: recolour(themes.dracula, {
    'rgb(98, 114, 164)': '#94a0cc',
  }),
};
