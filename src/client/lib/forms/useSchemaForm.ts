import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useMessageTranslation } from '../../hooks/useMessageTranslation';
import { schemaValidator } from '../formValidation';

type FormSchema = Parameters<typeof schemaValidator>[0];
/** What Mantine accepts as a form's values (a record of fields, interfaces included). */
type FormValues = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['initialValues']>;

/** A Mantine form checked with a shared schema, its messages in the current language (lib/formValidation.ts). */
export function useSchemaForm<Values extends FormValues>(schema: FormSchema, initialValues: Values) {
  const translate = useMessageTranslation();
  const validate = useMemo(() => schemaValidator(schema, translate), [schema, translate]);
  return useForm<Values>({ initialValues, validate });
}
