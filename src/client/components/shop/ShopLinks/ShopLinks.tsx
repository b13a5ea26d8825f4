import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

const LINKS = [
  { href: '/crops', title: 'shop.links.crops', text: 'shop.links.cropsText', icon: '🌱' },
  { href: '/projects', title: 'shop.links.projects', text: 'shop.links.projectsText', icon: '💧' },
  { href: '/about', title: 'shop.links.about', text: 'shop.links.aboutText', icon: '🏡' },
] as const;

/** Links from the shop to the crop guides, the projects and the about page. */
export function ShopLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shop.links.title')}>
      <Text fw={700} mb="sm">
        {t('shop.links.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {LINKS.map((link) => (
          <Card key={link.href} component={Link} href={link.href} withBorder radius="md" padding="md">
            <Text fw={700}>
              <span aria-hidden>{link.icon} </span>
              {t(link.title)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(link.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
