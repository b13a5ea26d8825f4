import { createTheme } from '@mantine/core';
import { leaf, wheat } from './colors';

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
