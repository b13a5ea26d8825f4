/*
 * Cairo (Arabic + Latin), self-hosted. Each weight's CSS declares the arabic, latin-ext and latin files with a
 * unicode-range, so the browser downloads only the subsets a page actually shows — and nothing at all while
 * the site is in English, where global.css does not use Cairo.
 */
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
