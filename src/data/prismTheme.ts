import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The site's dark editor-style code theme, used in both colour modes: VS Dark with the few token
 * colours that fall below WCAG AA (4.5:1 on #1E1E1E) lightened.
 */
const LIGHTER: Record<string, string> = {
  '#808080': '#a8a8a8',
  'rgb(100, 102, 149)': '#9ea3f5',
  'rgb(0, 0, 128)': '#8f8fff',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    return color && LIGHTER[color] ? {...entry, style: {...entry.style, color: LIGHTER[color]}} : entry;
  }),
};
