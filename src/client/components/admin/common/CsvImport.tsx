import { Alert, Button, FileInput, Group, List, Loader, Text } from '@mantine/core';
import type { CsvRefusal } from '../../../hooks/useCsvImport';
import { PRIMARY_ACTION, PRIMARY_HEIGHT } from './primaryAction';

/*
 * The pieces every admin CSV import shows (the price bulletin, the product catalogue; the steps are in useCsvImport):
 * the file field, "checking", the refusal, the preview's buttons and the applied note. Each screen gives its own texts
 * and the prefix of its test ids (`${testId}-file`, `${testId}-checking`, ...).
 */

/** The CSV file field; choosing a file checks it, clearing it starts over. */
export function CsvFileInput({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <FileInput
      label={label}
      placeholder={placeholder}
      // Mantine's placeholder grey is too faint on white for a span (4.5:1 is needed); the gray-7 text reads well.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      accept=".csv,text/csv"
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      disabled={disabled}
      data-testid={`${testId}-file`}
    />
  );
}

/** The file is being read and sent as a dry run. */
export function CsvChecking({ label, testId }: { label: string; testId: string }) {
  return (
    <Group gap="xs" data-testid={`${testId}-checking`}>
      <Loader size="xs" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** A refused file: the first problem, the next few listed, and how many more there are. */
export function CsvRefused({
  refusal,
  title,
  moreProblems,
  testId,
}: {
  refusal: CsvRefusal;
  title: string;
  moreProblems: (count: number) => string;
  testId: string;
}) {
  const shown = Math.max(1, refusal.problems.length);
  return (
    <Alert color="red" title={title} data-testid={`${testId}-refused`} role="alert">
      <Text size="sm" fw={600} data-testid={`${testId}-refused-message`}>
        {refusal.message}
      </Text>
      {refusal.problems.length > 1 && (
        <List size="sm" mt="xs" spacing={2}>
          {refusal.problems.slice(1).map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      )}
      {refusal.count > shown && (
        <Text size="sm" mt={4}>
          {moreProblems(refusal.count - shown)}
        </Text>
      )}
    </Alert>
  );
}

/** Under a preview: apply the file (when `apply` is given) or choose another one. */
export function CsvPreviewButtons({
  apply,
  applying,
  again,
  anotherLabel,
}: {
  apply?: { label: string; onClick: () => void; testId: string };
  applying: boolean;
  again: () => void;
  anotherLabel: string;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      {apply && (
        <Button onClick={apply.onClick} loading={applying} data-testid={apply.testId} {...PRIMARY_ACTION}>
          {apply.label}
        </Button>
      )}
      <Button variant="default" onClick={again} disabled={applying} h={PRIMARY_HEIGHT}>
        {anotherLabel}
      </Button>
    </Group>
  );
}

/** The file is applied: what was saved, and a button to import another one. */
export function CsvDone({
  title,
  hint,
  again,
  anotherLabel,
  testId,
}: {
  title: string;
  hint: string;
  again: () => void;
  anotherLabel: string;
  testId: string;
}) {
  return (
    <Alert color="green" title={title} data-testid={`${testId}-done`} role="status">
      <Text size="sm">{hint}</Text>
      <Button variant="light" size="xs" mt="xs" onClick={again}>
        {anotherLabel}
      </Button>
    </Alert>
  );
}
