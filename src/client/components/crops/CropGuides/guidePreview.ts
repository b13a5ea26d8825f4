import type { Language } from '../../../i18n';
import { markdownExcerpt } from '../../../lib/markdown';

/** The text a guide's card previews: an excerpt in a language, or word that the guide has no text in the reader's. */
export type GuidePreview = { excerpt: string; lang: Language } | { englishOnly: true } | null;

/**
 * A guide's preview for a reader of `language`: its Arabic excerpt for an Arabic reader when it has Arabic, else the
 * note that it is in English only (an English excerpt would pass for the page's language); its English excerpt for
 * an English reader, or none when it has no text.
 */
export function guidePreview(guide: { excerpt: string; body_ar: string | null }, language: Language): GuidePreview {
  if (language === 'ar')
    return guide.body_ar ? { excerpt: markdownExcerpt(guide.body_ar), lang: 'ar' } : { englishOnly: true };
  return guide.excerpt ? { excerpt: guide.excerpt, lang: 'en' } : null;
}
