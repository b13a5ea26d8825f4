import type { MessageCatalogue } from '../../shared/messages';

/** The server's messages as i18next texts: `server.<domain>.<name>`, a plural as `<name>_one`, `<name>_other`, … */
export type ServerTexts = Record<string, Record<string, string>>;

/**
 * The catalogue of the server's messages (src/shared/messagesEn.ts, messagesAr.ts) as a section of the site's
 * catalogue, so that the client words a message by the key the server names (`details.message_key`, a form's zod
 * issue) in the reader's language — the texts are defined once, for both sides.
 */
export function serverTexts(catalogue: MessageCatalogue): ServerTexts {
  const texts: ServerTexts = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const [domain = '', name = ''] = key.split('.');
    texts[domain] ??= {};
    if (typeof text === 'string') texts[domain][name] = text;
    else for (const [form, wording] of Object.entries(text)) texts[domain][`${name}_${form}`] = wording;
  }
  return texts;
}
