import { Badge } from '@mantine/core';

/** A small filled tag beside a name that marks it out ('This device' in the sessions, 'Staff' in a support thread). */
export function NameTag({ children }: { children: string }) {
  return (
    <Badge size="xs" color="leaf" variant="filled">
      {children}
    </Badge>
  );
}
