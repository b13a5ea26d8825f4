import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { leaf, wheat } from './colors';

const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Mantine's palette with shades 7–9 darkened for WCAG AA: a filled or outline component (shade 7, hover 8) and coloured
 * text keep 4.5:1 with white, and a light one (shade 9 on shade 1) too. Shades 0–6 (backgrounds, charts) are Mantine's.
 */
const accessible = (
  color: 'red' | 'green' | 'blue' | 'yellow' | 'orange' | 'cyan',
  dark: [string, string, string],
): MantineColorsTuple => [...DEFAULT_THEME.colors[color].slice(0, 7), ...dark] as unknown as MantineColorsTuple;

/** The light, green agricultural theme. Arabic switches the font to Cairo in styles/global.css. */
export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: 7,
  colors: {
    leaf,
    wheat,
    red: accessible('red', ['#d83838', '#c32b2b', '#a72323']),
    green: accessible('green', ['#298439', '#237532', '#1f632d']),
    blue: accessible('blue', ['#1a76c9', '#1769b4', '#155998']),
    yellow: accessible('yellow', ['#a26900', '#975800', '#854500']),
    orange: accessible('orange', ['#c35106', '#b04409', '#9c340b']),
    cyan: accessible('cyan', ['#0d8091', '#0a7182', '#095f6e']),
  },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  /*
   * Touch targets: checkboxes, radios and switches at Mantine's md size (a 24 px box, a 16 px label a line
   * of 25 px), so the box and its label are both a target of at least 24×24 CSS px. Named by their keys, not through
   * `Checkbox.extend`, so the theme (part of the first load) does not bring those components' code.
   */
  components: {
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
  },
});

/**
 * Secondary ("dimmed") text a shade darker than Mantine's gray 6 (3.3:1 on white), and error text in red 7 rather than
 * red 6: both keep 4.5:1 on white and on the light leaf, wheat and gray backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': 'var(--mantine-color-red-7)' },
  dark: {},
});
