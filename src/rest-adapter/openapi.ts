import { z } from 'zod';
import { isCacheableRoute } from '../server/http/cacheableReads';
import { answerComponents } from '../server/routers/outputs';
import { MAX_BATCH_SIZE } from '../shared/batching';
import { answerDoc } from './answers';
import { jsonForm } from './jsonForm';
import { procedureAccess, procedureDef } from './procedures';
import type { AnswerDoc, RestRoute } from './types';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    return undefined;
  }
}

const errorSchema = {
  type: 'object',
  required: ['success', 'message', 'error'],
  properties: {
    success: { const: false },
    message: { type: 'string' },
    error: { type: 'string', description: 'Machine-readable code, e.g. VALIDATION_ERROR, NOT_FOUND, CONFLICT' },
    field: { type: 'string', description: 'The first failing input field, for validation errors' },
    details: {
      type: 'object',
      description:
        "Machine-readable detail: the message's key and its parameters, and more about some conflicts (e.g. what is left in stock)",
      properties: {
        message_key: {
          type: 'string',
          description: "The message's catalogue key (e.g. orders.notFound), for a client that words it itself",
        },
      },
      additionalProperties: true,
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** An uploaded file as the procedures take it (`{filename, base64, ...}`): a binary part on the wire. */
const isFileSchema = (s: JsonSchema | undefined) => Boolean(s?.properties?.base64 && s.properties.filename);

/** The input schema without the path parameters (they travel in the path, not in the body or the query). */
function withoutPathParams(input: JsonSchema, pathParams: readonly string[]): JsonSchema {
  if (!input.properties) return input;
  const properties = Object.fromEntries(
    Object.entries(input.properties).filter(([name]) => !pathParams.includes(name)),
  );
  const required = (input.required ?? []).filter((name) => !pathParams.includes(name));
  const { required: _r, ...rest } = input;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** The multipart form of a body: file-shaped fields become binary parts (named as the route reads them). */
function multipartSchema(body: JsonSchema, fileField: string | undefined): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const rename = (name: string) => (fileField && name === 'file' ? fileField : name);
  for (const [name, schema] of Object.entries(body.properties ?? {})) {
    if (isFileSchema(schema)) properties[rename(name)] = { type: 'string', format: 'binary' };
    else if (schema.type === 'array' && isFileSchema(schema.items))
      properties[name] = { type: 'array', items: { type: 'string', format: 'binary' } };
    else properties[name] = schema;
  }
  const required = (body.required ?? []).map(rename);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

const dropMomentPattern = ({ jsonSchema }: { jsonSchema: { format?: string; pattern?: string } }) => {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
};

/** A documented answer body as JSON Schema: its named parts (Product, Order, ...) go to components.schemas. */
function answerJsonSchema(schema: z.ZodType, components: Record<string, unknown>): JsonSchema {
  // A moment's format names it; zod's long ISO pattern beside it would only repeat that, hundreds of times.
  const converted = z.toJSONSchema(jsonForm(schema), {
    metadata: answerComponents,
    io: 'output',
    unrepresentable: 'any',
    override: dropMomentPattern,
  }) as JsonSchema & { $defs?: Record<string, unknown> };
  const { $schema: _ignored, $defs, ...rest } = converted;
  const toComponents = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= toComponents(def);
  return toComponents(rest);
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted: still being prepared',
};

/** The success answers of a route from its answer (src/rest-adapter/answers): JSON bodies per status, or a file. */
function documentedResponses(doc: AnswerDoc, components: Record<string, unknown>): Record<string, unknown> {
  const responses: Record<string, { description: string; content: Record<string, unknown> }> = {};
  for (const [status, schema] of Object.entries(doc.json) as [string, z.ZodType][]) {
    responses[status] = {
      description: SUCCESS_DESCRIPTIONS[Number(status)] ?? 'Success',
      content: { 'application/json': { schema: answerJsonSchema(schema, components) } },
    };
  }
  if (doc.file) {
    const ok = responses['200'] ?? { description: 'Success: a download', content: {} };
    ok.content[doc.file.contentType] = { schema: { type: 'string', format: 'binary' } };
    responses['200'] = ok;
  }
  return responses;
}

/** OpenAPI 3.1 generated from the route table and the procedures' zod input and output schemas (through the routes' envelopes). */
export function buildOpenApi(routes: readonly RestRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, unknown> = { Error: errorSchema };
  for (const route of routes) {
    const def = procedureDef(route.procedure);
    const access = procedureAccess(route.procedure) ?? 'public';
    const input = def?.inputs[0] ? toJsonSchema(def.inputs[0], 'input') : undefined;
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const parameters: unknown[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: input?.properties?.[name] ?? { type: 'string' },
    }));
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    const rest = input ? withoutPathParams(input, pathParams) : undefined;
    if (inQuery && rest?.properties) {
      for (const [name, schema] of Object.entries(rest.properties)) {
        parameters.push({ name, in: 'query', required: rest.required?.includes(name) ?? false, schema });
      }
    }
    const doc = answerDoc(route);
    const responses: Record<string, unknown> = doc ? documentedResponses(doc, components) : {};
    if (input) responses['400'] = errorResponse('The input is not valid: `field` names the first failing one');
    if (access !== 'public') responses['401'] = errorResponse('No valid access token (sign in, or refresh the token)');
    if (access === 'admin') responses['403'] = errorResponse('For administrators only');
    const withoutDatabase = def?.meta?.withoutDatabase;
    if (!withoutDatabase)
      responses['503'] = errorResponse(
        'The database cannot be reached now (`SERVICE_UNAVAILABLE`): call again after `Retry-After` seconds',
      );
    if (isCacheableRoute(route))
      responses['304'] = {
        description:
          'Not modified: If-None-Match names the current ETag (a cacheable public read, see the API description)',
      };
    responses.default = errorResponse('Error');
    const operation: Record<string, unknown> = {
      tags: [route.group],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}_${route.path.replace(/[{}]/g, '').replace(/[^\w]+/g, '_')}`,
      'x-trpc-procedure': route.procedure,
      'x-access': access,
      parameters,
      security: access === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      responses,
    };
    const hasBody = rest && (!rest.properties || Object.keys(rest.properties).length > 0);
    if (!inQuery && rest && hasBody) {
      const required = (rest.required?.length ?? 0) > 0 || !rest.properties;
      operation.requestBody = route.multipart
        ? {
            required: true,
            content: { 'multipart/form-data': { schema: multipartSchema(rest, route.multipart.fileField) } },
          }
        : { required, content: { 'application/json': { schema: rest } } };
    }
    const key = route.path;
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Fellah API', version, description: API_DESCRIPTION },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
    paths,
  };
}

/** What every client should know before the first call: the base path, the limits and the batch cap. */
const API_DESCRIPTION = [
  'The REST face of the Fellah tRPC procedures. Base path /api.',
  'Rate limits: each client (an IPv4 address, or an IPv6 /64) has one budget of calls per minute across /api and /trpc',
  '(RATE_LIMIT_PER_MINUTE, 600 by default), shared by every server process; upload calls (the Uploads group and',
  '/auth/upload-avatar) have a stricter budget of their own (UPLOAD_RATE_LIMIT_PER_MINUTE, 30 by default). Answers carry',
  'x-ratelimit-limit, x-ratelimit-remaining and x-ratelimit-reset; past the limit the answer is 429 TOO_MANY_REQUESTS with',
  "Retry-After. GET /rate-limit-info reports the caller's budget without counting against it.",
  `tRPC batches (/trpc/a,b,c?batch=1) carry at most ${MAX_BATCH_SIZE} calls (a larger batch is refused with 400), and each`,
  'call of a batch counts against the budget as one call.',
  'Answers of 1 kB and more are compressed (brotli, else gzip) as Accept-Encoding allows. The public reads of the',
  'catalogue and the crops (the operations with a 304 answer) carry a weak ETag and answer 304 to a matching',
  'If-None-Match; asked without an Authorization header they may be kept briefly (Cache-Control: public, max-age=60,',
  'stale-while-revalidate=300), asked with one only privately (private, no-cache). Every other answer, and every error,',
  'is no-store.',
].join(' ');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A light, dependency-free docs page for /api/docs. */
export function docsPage(openapi: ReturnType<typeof buildOpenApi>): string {
  const groups = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const o = op as {
        tags: string[];
        summary: string;
        parameters: { name: string; in: string }[];
        'x-trpc-procedure': string;
      };
      const group = o.tags[0] ?? 'Other';
      const params = o.parameters.map((p) => `${escapeHtml(p.name)} <small>(${p.in})</small>`).join(', ');
      const row = `<tr><td><b>${method.toUpperCase()}</b></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(o.summary)}</td><td>${params}</td><td><code>${escapeHtml(o['x-trpc-procedure'])}</code></td></tr>`;
      groups.set(group, [...(groups.get(group) ?? []), row]);
    }
  }
  const sections = [...groups]
    .map(
      ([g, rows]) =>
        `<h2>${escapeHtml(g)}</h2><table><tr><th>Method</th><th>Path</th><th>What it does</th><th>Parameters</th><th>Procedure</th></tr>${rows.join('')}</table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fellah API</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:70rem;padding:0 1rem;color:#1b2e1b}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}td,th{border-bottom:1px solid #dde5dd;padding:.35rem;text-align:start;vertical-align:top;font-size:.9rem}code{font-size:.85rem}</style></head>
<body><h1>Fellah API <small>${escapeHtml(openapi.info.version)}</small></h1><p>Every call answers <code>{"success": true, "data": ...}</code> or <code>{"success": false, "message", "error", "field"?}</code>. Send <code>Authorization: Bearer &lt;access token&gt;</code>. Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
}
