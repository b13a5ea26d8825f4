import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LEGAL_LINKS, MAIN_NAV_LINKS } from '../../data/navigation';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { Logo } from '../Logo/Logo';
import { AppVersion } from './AppVersion';

interface FooterLinkListProps {
  title: string;
  links: readonly { path: string; label: string }[];
}

function FooterLinkList({ title, links }: FooterLinkListProps) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="leaf.9">
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.path} component={Link} href={link.path} size="sm" c="gray.7">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Tagline, quick links, legal links and the contact details. */
export function SiteFooter() {
  const { t } = useTranslation();
  const quickLinks = MAIN_NAV_LINKS.map((link) => ({ path: link.path, label: t(link.labelKey) }));
  const legalLinks = LEGAL_LINKS.map((link) => ({ path: link.path, label: t(link.labelKey) }));
  return (
    // Laid out only when near the screen (its height kept once known): the footer is a screen tall on a phone and
    // below every page's first screen, so the first paint does not pay for it.
    <Box component="footer" bg="leaf.0" mt="xl" pt="xl" pb="md" style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 650px' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="gray.7">
              {t('app.tagline')}
            </Text>
          </Stack>
          <FooterLinkList title={t('footer.quickLinks')} links={quickLinks} />
          <FooterLinkList title={t('footer.legal')} links={legalLinks} />
          <Stack gap={6}>
            <Title order={3} fz="sm" tt="uppercase" c="leaf.9">
              {t('footer.contact')}
            </Title>
            <ContactDetails />
          </Stack>
        </SimpleGrid>
        <Divider my="md" color="leaf.2" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
          <AppVersion />
        </Group>
      </Container>
    </Box>
  );
}
