import { type Language, type Message, type MessageCatalogue, fillIn } from './messages';
import { messagesAr } from './messagesAr';
import { messagesEn } from './messagesEn';

/** Every language's catalogue of the server's messages (the server's; a client bundle takes only its language's). */
export const MESSAGE_CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = { en: messagesEn, ar: messagesAr };

/** A message in a language: its text there, with its parameters filled in. */
export function renderMessage(message: Message, language: Language): string {
  return fillIn(MESSAGE_CATALOGUES[language][message.key], message.params, language, (word) =>
    renderMessage(word, language),
  );
}
