import fc from 'fast-check';
import { z } from 'zod';
import type { RestRoute } from '../../src/rest-adapter/types';
import { appRouter } from '../../src/server/routers';
import { type FormPart, SAMPLE_FILES, multipartBody } from './multipart';

/*
 * Generated requests for the fuzzing test of issue #11: per route, from the JSON Schema of its procedure's zod input —
 * plausible values (enums, real ids, numbers in range) mixed with wrong types, missing fields, huge strings (100 KB),
 * odd unicode (RTL marks, NUL, lone surrogates, emoji), negative, huge and NaN-like numbers, bad ids in the path,
 * bodies that are not objects or not JSON, and tokens of every kind.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

export const HUGE_STRINGS = [
  'A'.repeat(100_000),
  '😀'.repeat(25_000),
  'ف'.repeat(50_000),
  `${'\u202E'.repeat(10)}${'x'.repeat(100_000)}`,
];

export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C.png',
  '\u200F\u200E\u061C',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '😀🌾🚜🇪🇬',
  'فلّاح مصري',
  'e\u0301\u0301\u0301',
  '\t\n\r',
  '\uFEFF',
  '\uFFFF',
  '../',
  '../../etc/passwd',
  '%00',
  '%zz',
  `${'$'}{7*7}`, // a template-injection probe, sent as text
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣',
  '9'.repeat(30),
  '-1',
  '0',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const ODD_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e-9,
  123456789012345,
];

/** Bad values for a path parameter. */
export const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '9'.repeat(30),
  '1.5',
  '1e3',
  '../',
  '..',
  ' ',
  '%',
  'null',
  '١',
  '😀',
  '\u202E1',
  'a'.repeat(600),
];

const anyString = fc.string({ unit: 'binary', maxLength: 30 });

/** A value of the wrong kind, or a hostile one. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...HUGE_STRINGS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [1, 2],
      { a: 1 },
      [null],
      ['x'],
      JSON.parse('{"__proto__":{"role":"admin"}}'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: anyString },
);

/** Words that fields checked by a refinement (not an enum the JSON Schema shows) take. */
const WORDS: Record<string, string[]> = {
  sort_by: ['created_at', 'name', 'price', 'rating', 'total', 'email', 'status', 'order_number', 'last_login_at'],
  sort_order: ['asc', 'desc'],
  status: [
    'pending',
    'confirmed',
    'processing',
    'shipped',
    'delivered',
    'cancelled',
    'open',
    'answered',
    'closed',
    'active',
    'banned',
    'deactivated',
  ],
  period: ['day', 'week', 'month'],
  group_by: ['day', 'week', 'month', 'category', 'product', 'city'],
  format: ['csv'],
  type: ['sales', 'users', 'products', 'reviews', 'comments', 'product', 'crop', 'guide', 'general', 'cod'],
  role: ['customer', 'admin'],
  action: ['approve', 'reject'],
  approval_status: ['pending', 'approved', 'rejected'],
  category: ['seeds', 'tools', 'fertilizers', 'irrigation'],
  price_range: ['0-100', '100-500', '500-1000', '1000+'],
  location: ['Cairo', 'Giza', 'Aswan', 'Alexandria'],
  q: ['wheat', 'tomato', 'pump', 'قمح'],
  search: ['wheat', 'seeds', 'ORD', 'pump'],
  code: ['WELCOME10', 'FELLAH50', 'HARVEST15', '123456'],
  key: ['free_shipping_threshold', 'shipping_fee', 'moderation_enabled'],
  password: ['green-fields-1'],
  reason: ['Spam', 'Ordered twice'],
  body: ['Good seeds.'],
  message: ['Any news about my order?'],
  subject: ['Late delivery'],
};

/** Values that would pass the schema (or nearly), so a request gets past validation into the procedure. */
function plausible(schema: JsonSchema | undefined, name: string, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => plausible(v, name, ids)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const idLike = /(^id$|_id$|Id$|^item_id$)/.test(name) && ids.length > 0;
  if (idLike) return fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map(Number));
  switch (type) {
    case 'integer':
    case 'number': {
      const counted = /^(page|limit|days|year|month|top|quantity|rating|week_start|week_end)$/.test(name);
      const min = Math.max(schema.minimum ?? (counted ? 1 : 0), -1e6);
      const max = Math.min(schema.maximum ?? (counted ? 20 : 1_000), 1e6);
      const n =
        type === 'integer' || counted
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
          : fc.double({ min, max: Math.max(min, max), noNaN: true });
      return fc.oneof(n, n.map(String));
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case 'array':
      return fc.array(plausible(schema.items, name, ids), { maxLength: 3 });
    case 'object':
      return schema.properties
        ? validObject(schema, ids)
        : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    case 'string': {
      if (schema.format === 'email' || /email/i.test(name))
        return fc.constantFrom('grower@example.com', 'demo@fellah.eg', 'not-an-email', 'a@b.c');
      if (/date|from|to/.test(name))
        return fc.constantFrom('2025-01-31', '2024-02-29', '2023-02-29', '2025-13-01', '2025-06-15T10:00:00Z');
      const words = WORDS[name];
      if (words) return fc.constantFrom(...words);
      const max = Math.min(schema.maxLength ?? 40, 60);
      return fc.oneof(
        fc.string({ maxLength: max }),
        fc.constantFrom('seeds', 'wheat', 'Cairo', 'winter', 'general', 'approve', 'sales', 'day', 'csv'),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Any value for a field: plausible more often than not, else wrong or hostile. */
export function fieldValue(
  schema: JsonSchema | undefined,
  name: string,
  ids: readonly string[],
): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(schema, name, ids) }, { weight: 2, arbitrary: nastyValue });
}

/** The required fields and a few others (a quarter of them), each with a plausible value. */
function validObject(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, s]) => [
      name,
      required.has(name)
        ? plausible(s, name, ids)
        : fc.oneof({ weight: 3, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: plausible(s, name, ids) }),
    ]),
  );
  return fc
    .record(fields)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT)));
}
const ABSENT = Symbol('absent');

/**
 * A request's fields (body or query): plausible ones (to reach the procedure), plausible ones with one wrong or
 * hostile value, any subset with any values (missing required fields included), or that with unknown keys.
 */
export function fieldsOf(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validObject(schema, ids);
  const chaos = fc.record(
    Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, fieldValue(s, name, ids)])),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'role', 'user_id', 'is_admin', 'x', ''),
    nastyValue,
    { maxKeys: 2 },
  );
  if (names.length === 0) return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), nastyValue)
        .map(([fields, name, value]) => ({ ...fields, [name]: value })),
    },
    { weight: 2, arbitrary: chaos },
    { weight: 1, arbitrary: fc.tuple(chaos, extra).map(([fields, more]) => ({ ...more, ...fields })) },
  );
}

/** The JSON Schema of a procedure's input (an empty object schema when it takes none). */
export function inputSchemaOf(procedure: string): JsonSchema {
  const def = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { inputs: unknown[] } }> } })._def
    .procedures[procedure]?._def;
  const input = def?.inputs[0];
  if (!(input instanceof z.ZodType)) return { type: 'object', properties: {} };
  try {
    return z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return { type: 'object', properties: {} };
  }
}

export type TokenKind = 'none' | 'customer' | 'admin' | `bad:${string}`;

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'huge'; bytes: number }
  | { kind: 'multipart'; parts: FuzzPart[] };

export type FuzzPart =
  | { name: string; value: string }
  | {
      name: string;
      filename: string;
      contentType: string;
      file: 'png' | 'gif' | 'pdf' | 'text' | 'empty' | 'random';
      random?: number[];
    };

export interface FuzzRequest {
  token: TokenKind;
  params: Record<string, string>;
  /** Put the path values into the URL as they are (no percent-encoding). */
  rawPath: boolean;
  query: [string, string][];
  body: FuzzBody;
}

const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"oops' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'application/json', payload: '{"__proto__":{"role":"admin"}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nbroken' },
];

const fuzzPart: fc.Arbitrary<FuzzPart> = fc.oneof(
  fc.record({
    name: fc.constantFrom('type', 'image', 'document', 'files', 'avatar', 'x'),
    value: fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.constantFrom('general', 'product', 'avatar')),
  }),
  fc.record({
    name: fc.constantFrom('image', 'document', 'files', 'avatar', 'file', ''),
    filename: fc.oneof(
      fc.constantFrom('a.png', 'doc.pdf', '../../x.png', '\u202Egnp.exe', 'x'.repeat(300), ''),
      anyString,
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/gif',
      'application/pdf',
      'text/html',
      'application/octet-stream',
      'image/svg+xml',
    ),
    file: fc.constantFrom('png', 'gif', 'pdf', 'text', 'empty', 'random'),
    random: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
  }),
);

/** Generated requests for one route. `ids` are real record ids (to get past validation); `badTokens` the refused kinds. */
export function requestsFor(
  route: RestRoute,
  ids: readonly string[],
  badTokens: readonly string[],
  opts: { adminArm: boolean },
): fc.Arbitrary<FuzzRequest> {
  const schema = inputSchemaOf(route.procedure);
  const properties = schema.properties ?? {};
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constant<TokenKind>('customer') },
    { weight: opts.adminArm ? 3 : 0, arbitrary: fc.constant<TokenKind>('admin') },
    { weight: 2, arbitrary: fc.constant<TokenKind>('none') },
    { weight: 2, arbitrary: fc.constantFrom(...badTokens.map((k) => `bad:${k}` as TokenKind)) },
  );

  const paramValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...BAD_IDS) },
      {
        weight: 3,
        arbitrary: plausible(properties[name], name === 'cropId' ? 'crop_id' : name, ids).map((v) => String(v)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_STRINGS.filter((s) => s !== '')) },
      { weight: 1, arbitrary: anyString.filter((s) => s.length > 0) },
    );
  const params = fc.record(Object.fromEntries(pathParams.map((name) => [name, paramValue(name)])));

  const queryFields = Object.entries(properties).filter(([name]) => !pathParams.includes(name));
  const asText = (v: unknown): string[] =>
    Array.isArray(v)
      ? v.map((x) => (typeof x === 'string' ? x : (JSON.stringify(x) ?? '')))
      : [typeof v === 'string' ? v : (JSON.stringify(v) ?? '')];
  const query: fc.Arbitrary<[string, string][]> =
    route.method === 'GET' || route.method === 'DELETE'
      ? fc
          .tuple(
            fieldsOf(
              { type: 'object', properties: Object.fromEntries(queryFields), required: schema.required ?? [] },
              ids,
            ),
            fc.oneof(
              { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
              {
                weight: 1,
                arbitrary: fc.array(
                  fc.tuple(
                    fc.constantFrom('page', 'limit', 'x', '__proto__', 'a[b]', ''),
                    fc.constantFrom(...ODD_STRINGS),
                  ),
                  { minLength: 1, maxLength: 2 },
                ),
              },
            ),
          )
          .map(([fields, extra]) => [
            ...Object.entries(fields).flatMap(([k, v]) => asText(v).map((text) => [k, text] as [string, string])),
            ...extra,
          ])
      : fc.constant([]);

  const bodyFields: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(properties).filter(([name]) => !pathParams.includes(name)),
  );
  const jsonObject = fieldsOf(
    { type: 'object', properties: bodyFields, required: (schema.required ?? []).filter((name) => name in bodyFields) },
    ids,
  );
  const takesBody =
    route.method === 'POST' || route.method === 'PUT' || route.path === '/auth/account' || route.path === '/users/{id}';
  const body: fc.Arbitrary<FuzzBody> = takesBody
    ? fc.oneof(
        { weight: route.multipart ? 2 : 8, arbitrary: jsonObject.map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: route.multipart ? 6 : 0,
          arbitrary: fc.array(fuzzPart, { maxLength: 4 }).map((parts) => ({ kind: 'multipart' as const, parts })),
        },
        { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })) },
        { weight: 1, arbitrary: fc.constantFrom<FuzzBody>({ kind: 'none' }, { kind: 'huge', bytes: 4 * 1024 * 1024 }) },
      )
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
        { weight: 1, arbitrary: nastyValue.map((value) => ({ kind: 'json' as const, value })) },
      );

  return fc.record({ token, params, rawPath: fc.boolean().map((b) => b && pathParams.length > 0), query, body });
}

/** Percent-encode every byte but the unreserved ones (lone surrogates become U+FFFD, as a browser would send them). */
export function encodePart(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A raw path value that can still be sent (no character that ends or breaks the path). */
const RAW_SAFE = /^[\w.%~-]*$/;

/** The URL below /api of a generated request. */
export function urlOf(route: RestRoute, req: FuzzRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = req.params[name] ?? '';
    return req.rawPath && RAW_SAFE.test(value) ? value : encodePart(value);
  });
  const query = req.query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

const FILES: Record<Exclude<FuzzPart & { file: string }, { value: string }>['file'], Buffer> = {
  png: SAMPLE_FILES.png,
  gif: SAMPLE_FILES.gif,
  pdf: SAMPLE_FILES.pdf,
  text: Buffer.from('<html><script>alert(1)</script></html>'),
  empty: Buffer.alloc(0),
  random: Buffer.alloc(0),
};

/** The payload and content type of a generated body (undefined: no body). */
export function payloadOf(body: FuzzBody): { payload: string | Buffer; contentType: string } | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
    case 'raw':
      return { payload: body.payload, contentType: body.contentType };
    case 'huge':
      return { payload: `{"a":"${'x'.repeat(body.bytes)}"}`, contentType: 'application/json' };
    case 'multipart': {
      const parts: FormPart[] = body.parts.map((p) =>
        'value' in p
          ? p
          : {
              name: p.name,
              filename: p.filename,
              contentType: p.contentType,
              data: p.file === 'random' ? Buffer.from(p.random ?? []) : FILES[p.file],
            },
      );
      return multipartBody(parts);
    }
  }
}

/** A generated request for a report: long strings shortened, so a failing case prints readably. */
export function describeRequest(route: RestRoute, req: FuzzRequest): string {
  const shorten = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > 120
      ? `<${value.length} chars: ${JSON.stringify(value.slice(0, 40))}…>`
      : value;
  const body = req.body.kind === 'huge' ? { kind: 'huge', bytes: req.body.bytes } : req.body;
  return JSON.stringify(
    { call: `${route.method} ${route.path}`, url: shortUrl(urlOf(route, req)), token: req.token, body },
    shorten,
    1,
  );
}

const shortUrl = (url: string) => (url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url);
