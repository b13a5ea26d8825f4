import { Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LEGAL_LINKS, MAIN_NAV_LINKS } from '../../data/navigation';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { Logo } from '../Logo/Logo';
import { AppVersion } from './AppVersion';
import classes from './SiteFooter.module.css';

interface FooterLinkListProps {
  title: string;
  links: readonly { path: string; label: string }[];
}

/** A titled list of links, one row each (44 px tall on a phone). */
function FooterLinkList({ title, links }: FooterLinkListProps) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="leaf.9">
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
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
    <Box
      component="footer"
      bg="leaf.0"
      mt="xl"
      pt="xl"
      pb="md"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 650px' }}
    >
      <Container size="lg">
        <div className={classes.grid}>
          <Stack gap="xs" className={classes.wide}>
            <Logo />
            <Text size="sm" c="gray.7">
              {t('app.tagline')}
            </Text>
          </Stack>
          <FooterLinkList title={t('footer.quickLinks')} links={quickLinks} />
          <FooterLinkList title={t('footer.legal')} links={legalLinks} />
          <Stack gap={6} className={classes.wide}>
            <Title order={3} fz="sm" tt="uppercase" c="leaf.9">
              {t('footer.contact')}
            </Title>
            <ContactDetails />
          </Stack>
        </div>
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
