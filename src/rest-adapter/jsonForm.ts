import { z } from 'zod';
import { answerComponents } from '../server/routers/outputs';

/*
 * A procedure's output schema describes the server's value; a REST answer is that value as JSON carries it. The one
 * difference that matters is time: a Date (`S.at`) becomes its ISO 8601 string. `jsonForm` maps a schema to the schema
 * of its JSON form by rebuilding only the parts that hold a date, so strictness, checks and the OpenAPI component names
 * (`answerComponents`) carry over. openapi.ts publishes the JSON forms; the answers test checks observed bodies
 * against them.
 */

/** A moment as JSON.stringify writes a Date. */
const isoMoment = z.iso.datetime().describe('ISO 8601 date and time');

/** The def keys that hold child schemas, one schema or a list of them (objects' `shape` is handled apart). */
const CHILD_KEYS = [
  'element',
  'innerType',
  'options',
  'keyType',
  'valueType',
  'left',
  'right',
  'in',
  'out',
  'items',
  'rest',
  'catchall',
] as const;

const forms = new WeakMap<z.ZodType, z.ZodType>();

/** The schema of a value of `schema` after JSON.stringify (the same schema when nothing in it changes). */
export function jsonForm(schema: z.ZodType): z.ZodType {
  const known = forms.get(schema);
  if (known) return known;
  const form = schema instanceof z.ZodDate ? isoMoment : rebuilt(schema);
  const name = answerComponents.get(schema);
  if (name && form !== schema) answerComponents.add(form, name);
  forms.set(schema, form);
  return form;
}

/** `schema` with its children in JSON form: a clone of its definition when one of them changed. */
function rebuilt(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of CHILD_KEYS) {
    const child = def[key];
    if (child instanceof z.ZodType) {
      const form = jsonForm(child);
      if (form !== child) changes[key] = form;
    } else if (Array.isArray(child)) {
      const forms = child.map((c: z.ZodType) => jsonForm(c));
      if (forms.some((form, i) => form !== child[i])) changes[key] = forms;
    }
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, jsonForm(value)]),
    );
    if (Object.entries(shape).some(([key, form]) => form !== schema.shape[key])) changes.shape = shape;
  }
  if (Object.keys(changes).length === 0) return schema;
  return schema.clone({ ...schema._zod.def, ...changes } as typeof schema._zod.def);
}
