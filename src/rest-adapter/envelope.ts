import { z } from 'zod';
import type { Message } from '../shared/messages';
import type { AnswerDoc, Envelope, RestReply, RestRoute, RouteRequest } from './types';

/*
 * The envelopes a route's `respond` puts around its procedure's output. Each is the reply and its `doc` (the body
 * schema per status, built from the procedure's `.output()` schema), made together by `envelopeOf`: the REST answers
 * and /api/openapi.json are derived from the procedures' outputs through them, never written a second time.
 */

type Keys = Record<string, z.ZodType>;
type SuccessStatus = 200 | 201 | 202;

/** `{success: true, data, ...beside}`: the success body's schema. */
export const bodySchema = (data: z.ZodType, beside: Keys = {}) =>
  z.strictObject({ success: z.literal(true), data, ...beside });

/** One JSON body at one status. */
const answerAt = (status: SuccessStatus, body: z.ZodType): AnswerDoc => ({ json: { [status]: body } });

/** An envelope from its reply and its doc. */
export function envelopeOf<Out>(
  reply: (output: Out) => RestReply,
  doc: (output: z.ZodType) => AnswerDoc,
): Envelope<Out> {
  return Object.assign(reply, { doc });
}

/**
 * An output schema rebuilt through its keys: `map` for an object, for each option of a union of objects (a sign-in
 * that may ask for the second step). Envelopes that move keys of the output (`message`, `items`) need its keys.
 */
export function perObject(schema: z.ZodType, map: (object: z.ZodObject) => z.ZodType): z.ZodType {
  if (schema instanceof z.ZodUnion)
    return z.union((schema.options as z.ZodType[]).map((option) => perObject(option, map)));
  if (schema instanceof z.ZodObject) return map(schema);
  throw new Error(`This envelope moves keys of the output: it needs an object schema, not ${schema._zod.def.type}`);
}

/** The keys of an object schema without `names`. */
const shapeWithout = (object: z.ZodObject, ...names: string[]): Keys =>
  Object.fromEntries(Object.entries(object.shape as Keys).filter(([name]) => !names.includes(name)));

/** What an answer says: text, or a message by key (`msg`) that the adapter says in the caller's language. */
export type Said = string | Message;
/** A message given, or made from the output (e.g. how many prices a bulletin saved). */
type MessageOf<Out> = Said | ((output: Out) => Said);
const messageFor = <Out>(message: MessageOf<Out>, output: Out) =>
  typeof message === 'function' ? message(output) : message;

/** `{success: true, data, ...extra}`, plus top-level keys the spec reads directly (e.g. `pagination`, `products`). */
export function envelope(data: unknown, extra: Record<string, unknown> = {}): RestReply {
  return { json: { success: true, data, ...extra } };
}

/** The default: `{success: true, data: output}`. */
export const dataEnvelope = envelopeOf<unknown>(
  (output) => envelope(output),
  (output) => answerAt(200, bodySchema(output)),
);

/** The envelope a route answers with (its own, or the default), for any output: the adapter's one erasure of types. */
export const envelopeOfRoute = (route: RestRoute): Envelope<unknown> =>
  (route.respond ?? dataEnvelope) as Envelope<unknown>;

/**
 * A list answer from a procedure returning `{items, pagination?, ...rest}`:
 * `{success, data: items, pagination, [key]: items, ...rest}` (the spec reads crops, products, orders by key).
 */
export function listEnvelope(key?: string) {
  return envelopeOf<{ items: unknown[] }>(
    (output) => {
      const { items, pagination, ...rest } = output as { items: unknown[]; pagination?: unknown };
      return envelope(items, { pagination, ...(key ? { [key]: items } : {}), ...rest });
    },
    (output) =>
      answerAt(
        200,
        perObject(output, (object) => {
          const { items, ...rest } = object.shape as Keys & { items: z.ZodType };
          return bodySchema(items, { ...rest, ...(key ? { [key]: items } : {}) });
        }),
      ),
  );
}

/** The output as data and also under `key` (`{success, data, products}`), with a message when given. */
export function keyed<Out = unknown>(key: string, message?: MessageOf<Out>) {
  return envelopeOf<Out>(
    (output) => envelope(output, { [key]: output, ...(message ? { message: messageFor(message, output) } : {}) }),
    (output) => answerAt(200, bodySchema(output, { [key]: output, ...(message ? { message: z.string() } : {}) })),
  );
}

/** A `{message, ...data}` answer: the message goes beside data (e.g. "Cart cleared successfully"), at `status`. */
export function messageEnvelopeAt(status: SuccessStatus) {
  return envelopeOf<{ message: Said }>(
    (output) => {
      const { message, ...data } = output;
      return { status, ...envelope(data, { message }) };
    },
    (output) =>
      answerAt(
        status,
        perObject(output, (object) =>
          bodySchema(z.strictObject(shapeWithout(object, 'message')), { message: z.string() }),
        ),
      ),
  );
}

/** A `{message, ...data}` answer with 200. */
export const messageEnvelope = messageEnvelopeAt(200);

/** A write's answer: `{success, data, message}`, 201 for what it created. */
export function written<Out = unknown>(message: MessageOf<Out>, status: SuccessStatus = 200) {
  return envelopeOf<Out>(
    (output) => ({ status, ...envelope(output, { message: messageFor(message, output) }) }),
    (output) => answerAt(status, bodySchema(output, { message: z.string() })),
  );
}

/** `{message, [key]: value, ...rest}` → `{success, data: value, message, ...rest}` (e.g. a review with the product's new rating). */
export function writtenAs<Key extends string>(key: Key, status: SuccessStatus = 200) {
  return envelopeOf<{ message: Said } & Record<Key, unknown>>(
    (output) => {
      const { message, [key]: data, ...rest } = output as Record<string, unknown>;
      return { status, ...envelope(data, { message, ...rest }) };
    },
    (output) =>
      answerAt(
        status,
        perObject(output, (object) =>
          bodySchema((object.shape as Keys)[key] ?? z.never(), {
            message: z.string(),
            ...shapeWithout(object, 'message', key),
          }),
        ),
      ),
  );
}

/**
 * A download: the output made into a file of `contentType` (documented as that file, not as JSON); the file may name
 * its exact type (`text/csv; charset=utf-8`).
 */
export function download<Out>(
  contentType: string,
  file: (output: Out) => { filename: string; data: Buffer | string; contentType?: string },
) {
  return envelopeOf<Out>(
    (output) => ({ file: { contentType, ...file(output) } }),
    () => ({ json: {}, file: { contentType } }),
  );
}

/** No input at all (the procedure takes none). */
export const noInput = () => undefined;

/**
 * Path params over the query, with the named query values read as numbers (query strings arrive as text;
 * a value that is not a number is passed on as NaN, and the procedure's schema refuses it with its field).
 */
export function queryWithNumbers(...names: string[]) {
  return ({ query, params }: RouteRequest): Record<string, unknown> => {
    const input: Record<string, unknown> = { ...query, ...params };
    for (const name of names) if (typeof input[name] === 'string') input[name] = Number(input[name]);
    return input;
  };
}

/** Path params over the JSON body and the query: for DELETE calls that carry a body (e.g. a password). */
export function bodyQueryAndParams({ body, query, params }: RouteRequest): Record<string, unknown> {
  return { ...query, ...(body && typeof body === 'object' ? body : {}), ...params };
}

/**
 * Path and query values for a procedure: empty query values dropped (`?crop_type=` means "any"), the named ones
 * read as numbers (page and limit read text themselves).
 */
export function queryInput(...numbers: string[]) {
  const withNumbers = queryWithNumbers(...numbers);
  return (req: RouteRequest) =>
    withNumbers({ ...req, query: Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== '')) });
}
