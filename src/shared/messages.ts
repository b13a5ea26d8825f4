import { messagesEn } from './messagesEn';

/**
 * The server's messages by key (issue 25 "errors by code", issue 22 "the server speaks Arabic"). A throw site or a
 * success answer names a key and its parameters (`msg('cart.onlyLeft', { available, name })`); the answer's `message`
 * is the text in the caller's language, `error` stays the category code, and `details.message_key` (with the
 * parameters) lets a client word it itself. English is here (the spec's words; every client bundle has it); Arabic is
 * in messagesAr.ts, read through messagesLocalised.ts by the server and by the client's Arabic catalogue only.
 */

import { type Language, MESSAGE_LANGUAGES } from './languages';

export { type Language, MESSAGE_LANGUAGES } from './languages';

/** One text per plural form of its language (Intl.PluralRules), chosen by the `count` parameter. */
export type PluralText = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;
export type MessageText = string | PluralText;

export type MessageKey = keyof typeof messagesEn;
export type MessageCatalogue = Readonly<Record<MessageKey, MessageText>>;
/**
 * A name the shop keeps in both languages (a product's `name` and `name_ar`): said in the message's language, the
 * English one where there is no Arabic.
 */
export interface Bilingual {
  readonly en: string;
  readonly ar: string | null;
}

/** A product's (or crop's) name for a message: `{{name}}` is its Arabic name in an Arabic message. */
export const bilingual = (en: string, ar: string | null | undefined): Bilingual => ({ en, ar: ar ?? null });

const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === 'object' && value !== null && 'en' in value && 'ar' in value;

/**
 * A value a message fills in: a number, a text said as it is (a date, a code), a name the shop keeps in both
 * languages, or a word of the catalogue itself (a status in "Cannot cancel an order that {{state}}"), said in the
 * message's language.
 */
export type MessageParam = string | number | Bilingual | Message;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message named by key, with the values its text fills in. */
export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/** A message by key (what domain errors and success answers carry instead of English text). */
export const msg = (key: MessageKey, params: MessageParams = {}): Message => ({ key, params });

/** An error answer's `details` (tRPC and REST alike): its message's parameters, the error's own details, `message_key`. */
export const messageDetails = (message: Message, own?: Record<string, unknown>): Record<string, unknown> => ({
  // A name in both languages is its English one, its Arabic beside it (`name`, `name_ar`), as the shop's records give them.
  ...Object.fromEntries(
    Object.entries(message.params).flatMap(([name, value]): [string, unknown][] =>
      isBilingual(value)
        ? [
            [name, value.en],
            [`${name}_ar`, value.ar],
          ]
        : [[name, value]],
    ),
  ),
  ...own,
  message_key: message.key,
});

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messagesEn, value);
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && isMessageKey((value as Message).key);
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(text: PluralText, language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return text[rules.select(count)] ?? text.other;
}

/**
 * A catalogue text with its `{{name}}` placeholders filled in (the placeholders i18next reads on the client too); a
 * value that is itself a message is said by `say` (in the same language).
 */
export function fillIn(
  text: MessageText,
  params: MessageParams,
  language: Language,
  say: (message: Message) => string,
): string {
  const form = typeof text === 'string' ? text : pluralForm(text, language, Number(params.count));
  return form.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (isMessage(value)) return say(value);
    if (isBilingual(value)) return language === 'ar' ? (value.ar ?? value.en) : value.en;
    return String(value ?? '');
  });
}

/** A message's English text: what `message` says by default, and what the spec's tests read. */
export function englishText(message: Message): string {
  return fillIn(messagesEn[message.key], message.params, 'en', englishText);
}

/**
 * The language a caller's `Accept-Language` header prefers of ours (`ar-EG;q=0.9, en;q=0.8` → 'ar'), by quality and
 * then by order; undefined when it names neither (then the signed-in user's saved language, or English, applies).
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  let best: { language: Language; quality: number } | undefined;
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...options] = range.trim().toLowerCase().split(';');
    const language = MESSAGE_LANGUAGES.find((ours) => tag === ours || tag.startsWith(`${ours}-`));
    const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    if (language && quality > 0 && (!best || quality > best.quality)) best = { language, quality };
  }
  return best?.language;
}

/** What a zod issue of a shared schema carries beside its English message: the message's key and parameters. */
export interface KeyedIssue {
  message_key: MessageKey;
  message_params: MessageParams;
}

/**
 * A zod check's error parameter that says a keyed message (`z.string().min(1, says('accounts.emailRequired'))`): the
 * issue's message stays the English text (the spec's words), and the issue names its key and parameters, so the
 * server says it in the caller's language and a form in the reader's — by key, never by its English words.
 */
export function says(key: MessageKey, params: MessageParams = {}) {
  return {
    error: (issue: object): string => {
      Object.assign(issue, { message_key: key, message_params: params } satisfies KeyedIssue);
      return englishText(msg(key, params));
    },
  };
}

/** A custom zod issue (`ctx.addIssue({ code: 'custom', path, ...keyedIssue(key) })`) that says a keyed message. */
export function keyedIssue(key: MessageKey, params: MessageParams = {}): KeyedIssue & { message: string } {
  return { message: englishText(msg(key, params)), message_key: key, message_params: params };
}
