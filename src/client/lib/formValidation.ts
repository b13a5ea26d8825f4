import { type FormErrors, schemaResolver } from '@mantine/form';

/** Any Standard Schema (zod 4 schemas are). */
type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * A Mantine form `validate` function from a shared zod schema (zod 4 implements Standard Schema, which
 * Mantine 9's `schemaResolver` reads), with each message passed through `translate` so the spec's English
 * messages show in the visitor's language. The first message per field is kept.
 */
export function schemaValidator(schema: FormSchema, translate: (message: string) => string) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    const translated: FormErrors = {};
    for (const [path, message] of Object.entries(errors)) {
      translated[path] = typeof message === 'string' ? translate(message) : message;
    }
    return translated;
  };
}
