import { TRPCClientError } from '@trpc/client';
import i18n from 'i18next';

/**
 * A message that may name its key in the server's catalogue (src/shared/messages.ts): a refused call's (its
 * `details.message_key`, with the parameters beside it) or a shared schema's zod issue (`message_key`,
 * `message_params`). `message` is its own wording, shown when the client's catalogue has no text for the key.
 */
export interface KeyedMessage {
  message: string;
  message_key?: unknown;
  message_params?: Record<string, unknown> | undefined;
}

/** A message's words in the reader's language by its key, `undefined` when the catalogue has no text for it. */
function wordsOf(key: unknown, params: Record<string, unknown> | undefined): string | undefined {
  const path = `server.${String(key)}`;
  if (typeof key !== 'string' || !i18n.exists(path)) return undefined;
  // A parameter that is itself a message ({key, params}: "an order that {{state}}") is said first, by its key.
  const said = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => {
      const word = value as { key?: unknown; params?: Record<string, unknown> } | null;
      return [name, typeof word === 'object' && word !== null ? (wordsOf(word.key, word.params) ?? value) : value];
    }),
  );
  return String(i18n.t(path as never, said as never));
}

/** A keyed message in the reader's language, by its key (the catalogue's `server` section); else its own words. */
export function sayKeyed({ message, message_key: key, message_params: params }: KeyedMessage): string {
  return wordsOf(key, params) ?? message;
}

/** The key of a refused call's message (`details.message_key`), when the server named one. */
export function messageKeyOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  const key = (error.data as { details?: { message_key?: unknown } | null }).details?.message_key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * What went wrong with a call, for the screens: the server's own message when it answered (backend-api.md
 * section 8, "the server's message" first) in the reader's language by its key, or null when no answer came back
 * (a weak or lost connection).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError) || !error.data) return null;
  const details = (error.data as { details?: Record<string, unknown> | null }).details ?? undefined;
  return sayKeyed({ message: error.message, message_key: details?.message_key, message_params: details }) || null;
}

/** The application's error code of a refused call (`EMAIL_NOT_VERIFIED`, `CONFLICT`, …), when the server answered. */
export function appCodeOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError) || !error.data) return undefined;
  const code = (error.data as { appCode?: unknown }).appCode;
  return typeof code === 'string' ? code : undefined;
}

/** True when the call got no answer from the server at all. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof TRPCClientError && error.data);
}

/**
 * Which of an action's two failure texts to show: `refused` when the server answered (it turned the action down),
 * `unanswered` when the call ended without an answer (a lost connection, an exception) — the spec's 'Failed to update
 * favorites' and 'Failed to update favorites. Please try again.'
 */
export function failureText(error: unknown, refused: string, unanswered: string): string {
  return isNetworkFailure(error) ? unanswered : refused;
}
