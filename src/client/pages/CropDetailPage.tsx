import '../styles/cropPages';
import { Container, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailPageState } from '../components/DetailPageState/DetailPageState';
import { CropComments } from '../components/crops/CropComments/CropComments';
import { CropFacts } from '../components/crops/CropFacts/CropFacts';
import { CropGuides } from '../components/crops/CropGuides/CropGuides';
import { CropHeader } from '../components/crops/CropHeader/CropHeader';
import { CropProducts } from '../components/crops/CropProducts/CropProducts';
import { CropSection } from '../components/crops/CropSection/CropSection';
import { CropSectionNav } from '../components/crops/CropSectionNav/CropSectionNav';
import { CropSoils } from '../components/crops/CropSoils/CropSoils';
import { CropTasks } from '../components/crops/CropTasks/CropTasks';
import { CropWeather } from '../components/crops/CropWeather/CropWeather';
import { MarketPrices } from '../components/crops/MarketPrices/MarketPrices';
import { PlantingCalendar } from '../components/crops/PlantingCalendar/PlantingCalendar';
import { type CropDetail, PRICE_HISTORY_DAYS, useCrop } from '../hooks/useCrop';
import { decodedParam } from '../hooks/useDetailByRef';
import { useLanguage } from '../hooks/useLanguage';
import { usePageTitle } from '../hooks/usePageTitle';
import { cropPath, localisedCrop, normaliseCrop } from '../lib/cropDisplay';

/** The loaded crop: header, facts, planting calendar, tasks, prices, weather and soils, guides, comments. */
function CropView({ crop }: { crop: CropDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const summary = normaliseCrop(crop);
  const name = localisedCrop(summary, language).name ?? t('crops.card.unnamed');
  const sections = [
    { id: 'about', label: t('crop.about') },
    { id: 'calendar', label: t('crop.calendar.title') },
    { id: 'tasks', label: t('crop.tasks.title') },
    { id: 'prices', label: t('crop.prices.title') },
    { id: 'weather', label: t('crop.weather.title') },
    { id: 'soils', label: t('crop.soils.title') },
    { id: 'guides', label: t('crop.guides.title') },
    { id: 'products', label: t('crop.products.title') },
    { id: 'comments', label: t('crop.comments.title') },
  ];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <CropHeader crop={crop} summary={summary} />
        <CropSectionNav sections={sections} />
        <CropSection id="about" title={t('crop.about')}>
          <CropFacts crop={crop} summary={summary} />
        </CropSection>
        <CropSection id="calendar" title={t('crop.calendar.title')} subtitle={t('crop.calendar.subtitle')}>
          <PlantingCalendar plantingMonths={crop.planting_months} />
        </CropSection>
        <CropSection id="tasks" title={t('crop.tasks.title')} subtitle={t('crop.tasks.subtitle')}>
          <CropTasks cropId={crop.id} />
        </CropSection>
        <CropSection
          id="prices"
          title={t('crop.prices.title')}
          subtitle={t('crop.prices.subtitle', { count: PRICE_HISTORY_DAYS })}
        >
          <MarketPrices crop={crop} cropName={name} returnPath={cropPath(summary)} />
        </CropSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CropSection id="weather" title={t('crop.weather.title')}>
            <CropWeather />
          </CropSection>
          <CropSection id="soils" title={t('crop.soils.title')}>
            <CropSoils cropId={crop.id} />
          </CropSection>
        </SimpleGrid>
        <CropSection id="guides" title={t('crop.guides.title')}>
          <CropGuides cropId={crop.id} />
        </CropSection>
        <CropSection id="products" title={t('crop.products.title')} subtitle={t('crop.products.subtitle')}>
          <CropProducts slug={crop.slug} cropName={name} />
        </CropSection>
        <CropSection id="comments" title={t('crop.comments.title')}>
          <CropComments cropId={crop.id} cropName={name} returnPath={cropPath(summary)} />
        </CropSection>
      </Stack>
    </Container>
  );
}

/** /crops/{slug or id} — the crop by slug, else by id when the reference is a number. */
export function CropDetailPage({ params }: { params: { slug: string } }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = useCrop(decodedParam(params.slug));
  usePageTitle(
    state.status === 'loaded'
      ? (localisedCrop(normaliseCrop(state.item), language).name ?? t('crops.pageTitle'))
      : state.status === 'notFound'
        ? t('crop.notFoundTitle')
        : t('crops.pageTitle'),
  );
  if (state.status !== 'loaded') {
    const texts = {
      loading: t('crop.loading'),
      notFoundTitle: t('crop.notFoundTitle'),
      notFoundText: t('crop.notFoundText'),
      errorTitle: t('crop.errorTitle'),
      errorText: t('crop.errorText'),
      retry: t('crop.retry'),
      back: t('crop.backToCrops'),
    };
    return <DetailPageState state={state} texts={texts} backHref="/crops" testId="crop-state" />;
  }
  return <CropView crop={state.item} />;
}
