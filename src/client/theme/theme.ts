import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Fellah's green, from young leaf (0) to deep field green (9); shade 7 keeps white text above 4.5:1. */
const leaf: MantineColorsTuple = [
  '#ecf8ee',
  '#d6eedb',
  '#a9dcb3',
  '#7ac98a',
  '#53b967',
  '#3aaf51',
  '#2c9a44',
  '#237f38',
  '#1c6a2f',
  '#135624',
];

/** Warm wheat accent for badges and highlights. */
const wheat: MantineColorsTuple = [
  '#fff8e6',
  '#fbefd2',
  '#f5dda5',
  '#efca74',
  '#eabb4b',
  '#e7b130',
  '#e5ac20',
  '#cb9612',
  '#b58508',
  '#9d7200',
];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The light, green agricultural theme. Arabic switches the font to Cairo in styles/global.css. */
export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: 7,
  colors: { leaf, wheat },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
