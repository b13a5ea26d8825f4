import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { type Message, msg } from '../../shared/messages';

/*
 * What a JSON body may cost before anything reads it: its size, its
 * nesting depth and its number of elements are checked on the raw text, in one linear pass, before JSON.parse, before
 * the walks over the input (the unstorable-text check), before superjson and before zod. A body past a budget is
 * refused with 413 (too large) or 400 (too deep, too many elements) in the documented error shape, and no work beyond
 * reading at most its limit has been spent on it.
 */

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON body, unless its call is named in LARGE_JSON_CALLS. */
export const JSON_BODY_LIMIT = 64 * KB;

/**
 * The calls that take more than JSON_BODY_LIMIT, by tRPC procedure (each sends a file as base64; base64 is 4/3 of the
 * file, plus the envelope): the avatar (a 2 MB picture), the price bulletin (a 2 MB CSV) and the product CSV (3 MB),
 * as the admin screens send them; the upload procedures over tRPC, kept at the 3.5 MB every body had before (their larger files go over REST as
 * multipart, read part by part within each route's file limits).
 */
export const LARGE_JSON_CALLS: Readonly<Record<string, number>> = {
  'auth.uploadAvatar': 3 * MB,
  'marketPrices.import': 3 * MB,
  'admin.products.importCsv': 4.5 * MB,
  'uploads.image': 3.5 * MB,
  'uploads.document': 3.5 * MB,
  'uploads.multiple': 3.5 * MB,
};

/** Nesting levels (arrays and objects inside each other); superjson's envelope and a batch add three. */
export const MAX_JSON_DEPTH = 32;
/** Values in one body (array items, object members, counted by their separators, and the containers themselves). */
export const MAX_JSON_ELEMENTS = 10_000;

/** The byte limit of a tRPC request calling `names` (a batch takes the largest of its calls'). */
export const trpcBodyLimit = (names: readonly string[]) =>
  // Own entries only: a call named `toString` or `constructor` must not find Object.prototype's.
  names.reduce(
    (limit, name) =>
      Math.max(limit, Object.hasOwn(LARGE_JSON_CALLS, name) ? (LARGE_JSON_CALLS[name] as number) : JSON_BODY_LIMIT),
    JSON_BODY_LIMIT,
  );

/** A body refused before it was read or parsed: its status, its code and its keyed message. */
export class BodyRefused extends Error {
  override name = 'BodyRefused';
  constructor(
    readonly statusCode: 400 | 413,
    readonly code: 'PAYLOAD_TOO_LARGE' | 'BODY_TOO_DEEP' | 'BODY_TOO_MANY_ELEMENTS' | 'CONTENT_LENGTH_MISMATCH',
    readonly said: Message,
  ) {
    super(code);
  }
}

export const tooLarge = (limit: number) =>
  new BodyRefused(413, 'PAYLOAD_TOO_LARGE', msg('call.bodyOverLimit', { kilobytes: Math.floor(limit / KB) }));

/**
 * Check the shape of a JSON text without parsing it: at most `maxDepth` levels of nesting and `maxElements` values,
 * counting `[`, `{` and `,` outside strings. Linear in the text, constant memory; stops at the first budget passed.
 * Whether the text is valid JSON is left to the parser that follows.
 */
export function jsonShapeRefusal(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxElements = MAX_JSON_ELEMENTS,
): BodyRefused | undefined {
  let depth = 0;
  let elements = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return new BodyRefused(400, 'BODY_TOO_DEEP', msg('call.bodyTooDeep', { max: maxDepth }));
      if (++elements > maxElements) return tooManyElements(maxElements);
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
    else if (c === 0x2c /* , */ && ++elements > maxElements) return tooManyElements(maxElements);
  }
  return undefined;
}

const tooManyElements = (max: number) =>
  new BodyRefused(400, 'BODY_TOO_MANY_ELEMENTS', msg('call.bodyTooManyElements', { max }));

/**
 * Read a request body of at most `limit` bytes as UTF-8 text: refused at once when its Content-Length says more, and as
 * soon as more has arrived when it is sent in chunks; what was read of it is let go at once.
 */
export function readBodyText(req: IncomingMessage, payload: Readable, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const header = req.headers['content-length'];
    const declared = header === undefined ? undefined : Number(header);
    if (declared !== undefined && declared > limit) return reject(tooLarge(limit));
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      chunks.length = 0;
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        stop();
        // The rest is not wanted: the connection is closed after the refusal instead of reading it (see the handlers).
        payload.resume();
        return reject(tooLarge(limit));
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks, received);
      stop();
      if (declared !== undefined && declared !== received) {
        return reject(new BodyRefused(400, 'CONTENT_LENGTH_MISMATCH', msg('call.contentLengthMismatch')));
      }
      resolve(body.toString('utf8'));
    };
    const onError = (err: Error) => {
      stop();
      reject(err);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
