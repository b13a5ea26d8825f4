/**
 * Marks a screen's or a form's primary action (Save, Update status, Import, Confirm): the phone checks of issue 27 find
 * it by `data-primary-action`, and styles/global.css holds every element so marked to at least 44×44 CSS px, a thumb's
 * target. Spread it on a Mantine button.
 */
export const PRIMARY_ACTION = { 'data-primary-action': true } as const;

/** The height a primary action gets from global.css (2.75rem), for the buttons beside it (Back, Undo) to match. */
export const PRIMARY_HEIGHT = 44;
