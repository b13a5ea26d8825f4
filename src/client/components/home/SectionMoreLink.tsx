import { Button, Center } from '@mantine/core';
import { Link } from 'wouter';

/** The button under a section of the home page that leads to the page it gives a taste of ('Try the Calculators'). */
export function SectionMoreLink({ href, children }: { href: string; children: string }) {
  return (
    <Center mt="xl">
      <Button component={Link} href={href} variant="light">
        {children}
      </Button>
    </Center>
  );
}
