/*
 * The palette, apart from the theme so the build (vite.config.ts: the web app manifest's theme colour) can read it
 * without loading Mantine.
 */
/** Fellah's green, from young leaf (0) to deep field green (9); shade 7 keeps white text above 4.5:1. */
export const leaf = [
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
] as const;

/** Warm wheat accent for badges and highlights; shades 7–9 dark enough for text (4.5:1 on white and on shade 1). */
export const wheat = [
  '#fff8e6',
  '#fbefd2',
  '#f5dda5',
  '#efca74',
  '#eabb4b',
  '#e7b130',
  '#e5ac20',
  '#946e0d',
  '#846106',
  '#715200',
] as const;

/** The brand colour: leaf 7, the primary shade (header bar of an installed app, `theme-color`). */
export const brandColor = leaf[7];
