import { AsyncLocalStorage } from 'node:async_hooks';
import { type Language, type MessageKey, type MessageParams, msg } from '../shared/messages';
import { renderMessage } from '../shared/messagesLocalised';

/*
 * The language of the call being answered (its context's `language`: Accept-Language, else the signed-in user's saved
 * one, else English). The procedures' middleware runs each call inside it, so a success answer deep in a module says
 * its message in the caller's language (`say('cart.cleared')`) without every function taking the language along.
 */
const callLanguage = new AsyncLocalStorage<Language>();

/** Run a call's work in its caller's language. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return callLanguage.run(language, work);
}

/** The language of the call being answered (English outside a call). */
export const languageOfCall = (): Language => callLanguage.getStore() ?? 'en';

/** A success answer's message by key, in the language of the call (English outside a call). */
export function say(key: MessageKey, params: MessageParams = {}): string {
  return renderMessage(msg(key, params), languageOfCall());
}
