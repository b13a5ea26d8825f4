import type { FormErrors, schemaResolver } from '@mantine/form';
import { type KeyedMessage, sayKeyed } from './errors';

/** Any Standard Schema (zod 4 schemas are), as Mantine 9's `schemaResolver` reads them. */
type FormSchema = Parameters<typeof schemaResolver>[0];

/** A failed check of a Standard Schema (a zod issue), with the key a shared schema gives its message. */
type FormIssue = KeyedMessage & { path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined };

/** A form field's dotted path ('address.city', 'items.0.quantity'), as Mantine names its errors. */
const pathOf = (issue: FormIssue) =>
  (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');

/**
 * A Mantine form `validate` function from a shared zod schema (zod 4 implements Standard Schema). A shared schema's
 * issue names its message's key (`message_key`, src/shared/messages.ts `says`): it is said in the visitor's language
 * by that key; `translate` then words any text (a key of the site's catalogue). The first message per field is kept.
 */
export function schemaValidator(schema: FormSchema, translate: (message: string) => string) {
  return (values: unknown): FormErrors => {
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise)
      throw new TypeError('A form schema must check its values at once (no async refinements)');
    const errors: FormErrors = {};
    for (const issue of (result.issues ?? []) as readonly FormIssue[])
      errors[pathOf(issue)] ??= translate(sayKeyed(issue));
    return errors;
  };
}
