import { OFFLINE_SCREEN_READS } from '../../shared/publicReads.ts';
/** The header the service worker adds to an answer it gives from its saved copy (lib/connection.ts reads it). */
export const SAVED_ANSWER_HEADER = 'x-fellah-saved-answer';

/**
 * The public reads: queries whose answer is the same for every visitor (no account, no cart, nothing personal), of
 * the screens that should work offline once visited — crops and their guides, soils, seasonal tasks, prices and
 * weather, calculators (the crops' figures) and quizzes. The storefront sends them without the bearer token, and the
 * service worker keeps their answers (network first, the saved copy when the network gives none in time).
 * Anything else — accounts, cart, favourites, orders, /api — is never kept.
 */
export const PUBLIC_READ_PROCEDURES: readonly string[] = [...OFFLINE_SCREEN_READS, 'comments.list'];

/** Whether a procedure (`crops.list`) is one of the public reads. */
export function isPublicRead(procedure: string): boolean {
  return PUBLIC_READ_PROCEDURES.includes(procedure);
}

/** What the service worker's route sees of a request. */
export interface RequestFacts {
  url: URL;
  sameOrigin: boolean;
  request: { method: string; headers: { has(name: string): boolean } };
}

/**
 * Whether the service worker may keep the answer of a request: a same-origin GET of /trpc whose every batched
 * procedure is a public read, sent without an Authorization header. Self-contained (no outer names), because the
 * service worker build copies its source text (`serviceWorkerMatcher`).
 */
export function isKeepablePublicRead(
  { url, sameOrigin, request }: RequestFacts,
  procedures: readonly string[],
): boolean {
  if (!sameOrigin || request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (!url.pathname.startsWith('/trpc/')) return false;
  let names: string[];
  try {
    names = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  } catch {
    return false;
  }
  return names.length > 0 && names.every((name) => procedures.includes(name));
}

/**
 * The route matcher for the generated service worker: `isKeepablePublicRead` with the list written into it.
 * workbox-build writes a matcher into sw.js by its source text, so `toString` gives a self-contained function;
 * called directly (in Node, in tests) it behaves the same.
 */
export function serviceWorkerMatcher(
  procedures: readonly string[] = PUBLIC_READ_PROCEDURES,
): (facts: RequestFacts) => boolean {
  const matcher = (facts: RequestFacts) => isKeepablePublicRead(facts, procedures);
  const source = `(facts) => (${isKeepablePublicRead.toString()})(facts, ${JSON.stringify(procedures)})`;
  return Object.assign(matcher, { toString: () => source });
}

/** The saved copy of an answer, marked with `header` so the page can tell it from a fresh one. Self-contained. */
export async function markSavedAnswer(
  cachedResponse: Response | undefined,
  header: string,
): Promise<Response | undefined> {
  if (!cachedResponse) return cachedResponse;
  const headers = new Headers(cachedResponse.headers);
  headers.set(header, '1');
  return new Response(await cachedResponse.blob(), {
    status: cachedResponse.status,
    statusText: cachedResponse.statusText,
    headers,
  });
}

/**
 * The workbox plugin that marks answers taken from the cache (`markSavedAnswer`), with the same two faces as
 * `serviceWorkerMatcher`: callable here, and a self-contained source text for sw.js.
 */
export function savedAnswerPlugin(header: string = SAVED_ANSWER_HEADER) {
  const cachedResponseWillBeUsed = ({ cachedResponse }: { cachedResponse?: Response }) =>
    markSavedAnswer(cachedResponse, header);
  const source = `({ cachedResponse }) => (${markSavedAnswer.toString()})(cachedResponse, ${JSON.stringify(header)})`;
  return { cachedResponseWillBeUsed: Object.assign(cachedResponseWillBeUsed, { toString: () => source }) };
}
