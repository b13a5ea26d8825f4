import { z } from 'zod';
import { appRouter } from '../server/routers';
import type { RestRoute } from './types';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

interface ProcedureDef {
  _def: { inputs: unknown[]; output?: unknown; type: string };
}

function procedureDef(path: string): ProcedureDef['_def'] | undefined {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
  return procedures[path]?._def;
}

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
  },
};

/** OpenAPI 3.1 generated from the route table and the procedures' zod schemas. */
export function buildOpenApi(routes: readonly RestRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const def = procedureDef(route.procedure);
    const input = def?.inputs[0] ? toJsonSchema(def.inputs[0], 'input') : undefined;
    const output = def?.output ? toJsonSchema(def.output, 'output') : undefined;
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    const inQuery = route.method === 'GET' || route.method === 'DELETE';
    if (inQuery && input?.properties) {
      for (const [name, schema] of Object.entries(input.properties)) {
        if (!pathParams.includes(name)) parameters.push({ name, in: 'query', required: input.required?.includes(name) ?? false, schema });
      }
    }
    const operation: Record<string, unknown> = {
      tags: [route.group],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}_${route.path.replace(/[{}]/g, '').replace(/[^\w]+/g, '_')}`,
      'x-trpc-procedure': route.procedure,
      parameters,
      security: [{ bearer: [] }, {}],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: { type: 'object', properties: { success: { const: true }, data: output ?? {} } } } },
        },
        default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
      },
    };
    if (!inQuery && input) operation.requestBody = { required: true, content: { 'application/json': { schema: input } } };
    const key = route.path;
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Fellah API', version, description: 'The REST face of the Fellah tRPC procedures. Base path /api.' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A light, dependency-free docs page for /api/docs. */
export function docsPage(openapi: ReturnType<typeof buildOpenApi>): string {
  const groups = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const o = op as { tags: string[]; summary: string; parameters: { name: string; in: string }[]; 'x-trpc-procedure': string };
      const group = o.tags[0] ?? 'Other';
      const params = o.parameters.map((p) => `${escapeHtml(p.name)} <small>(${p.in})</small>`).join(', ');
      const row = `<tr><td><b>${method.toUpperCase()}</b></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(o.summary)}</td><td>${params}</td><td><code>${escapeHtml(o['x-trpc-procedure'])}</code></td></tr>`;
      groups.set(group, [...(groups.get(group) ?? []), row]);
    }
  }
  const sections = [...groups]
    .map(([g, rows]) => `<h2>${escapeHtml(g)}</h2><table><tr><th>Method</th><th>Path</th><th>What it does</th><th>Parameters</th><th>Procedure</th></tr>${rows.join('')}</table>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fellah API</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:70rem;padding:0 1rem;color:#1b2e1b}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}td,th{border-bottom:1px solid #dde5dd;padding:.35rem;text-align:start;vertical-align:top;font-size:.9rem}code{font-size:.85rem}</style></head>
<body><h1>Fellah API <small>${escapeHtml(openapi.info.version)}</small></h1><p>Every call answers <code>{"success": true, "data": ...}</code> or <code>{"success": false, "message", "error", "field"?}</code>. Send <code>Authorization: Bearer &lt;access token&gt;</code>. Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
}
