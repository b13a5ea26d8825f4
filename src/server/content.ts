import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROOT } from './paths';

/*
 * content/ at the project root holds what the shop ships as data rather than code (the Dockerfile copies it as it is;
 * the server reads it from the root, built or not):
 * - content/reference: crops, soils, tag names, guides (Markdown), seasonal tasks, quizzes, markets and the weather
 *   normals, seeded into every database (src/server/reference) and read by the weather model;
 * - content/demo: the demo customer, catalogue, growers' reviews, sample price bases, coupons and credit line, seeded
 *   only with DEMO_DATA=1 (src/server/demo).
 * A file is read and validated by its zod schema the first time it is needed, never when a module is imported, and
 * kept once read: a start with DEMO_DATA=0 never opens content/demo.
 */

/** The content folder. */
export const CONTENT_DIR = join(ROOT, 'content');

/** A value computed on first call and kept. */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The text of a file under content/. */
export function contentText(path: string): string {
  return readFileSync(join(CONTENT_DIR, path), 'utf8');
}

/** A JSON file under content/ and the schema its data must match. */
export interface ContentFile<T> {
  /** Its path under content/. */
  readonly path: string;
  /** Its data from its text, validated: a broken file throws an error naming the file and the failing fields. */
  parse(text: string): T;
  /** Its data, read and validated on first use. */
  load(): T;
}

export function jsonContentFile<S extends z.ZodType>(path: string, schema: S): ContentFile<z.output<S>> {
  const parse = (text: string): z.output<S> => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new Error(`content/${path} is not valid JSON: ${(err as Error).message}`);
    }
    const result = schema.safeParse(json);
    if (!result.success)
      throw new Error(`content/${path} does not match its schema:\n${z.prettifyError(result.error)}`);
    return result.data;
  };
  return { path, parse, load: lazily(() => parse(contentText(path))) };
}
