/**
 * The site's languages. Their own small module: the first load of every page needs them (src/shared/addresses.ts),
 * and importing them from messages.ts would bring the server's whole English catalogue into it.
 */
export type Language = 'en' | 'ar';
export const MESSAGE_LANGUAGES: readonly Language[] = ['en', 'ar'];
