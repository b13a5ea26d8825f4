import { Badge, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../../hooks/useLanguage';
import { type CropSummary, cropPath, cutDescription, localisedCrop } from '../../../lib/cropDisplay';
import { CropPicture } from '../CropPicture/CropPicture';
import classes from './CropCard.module.css';

interface CropCardProps {
  crop: CropSummary;
  /** The first cards of a page are above the fold: their pictures load at once. */
  eagerImage?: boolean;
}

/**
 * A crop of the list: picture (or an emoji by type), name in the reader's language, the description cut at 100
 * characters, type, growing season in days, climate and View Details (storefront.md, Crops list). Compact on a phone,
 * two to a row (CropCard.module.css): the type as a badge on the picture, no description, season and climate side by
 * side.
 */
export function CropCard({ crop, eagerImage = false }: CropCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = localisedCrop(crop, language);
  const name = text.name ?? t('crops.card.unnamed');
  const href = cropPath(crop);
  const typeLabel = crop.type ? t(`crops.types.${crop.type}`) : t('crops.types.unknown');
  const climate = t(`crops.climates.${crop.climate}`, { defaultValue: crop.climate.replace(/_/g, ' ') });

  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      data-testid="crop-card"
      data-crop-type={crop.type ?? undefined}
    >
      <Card.Section>
        <Link href={href} tabIndex={-1} aria-hidden className={classes.pictureLink}>
          <CropPicture image={crop.image} type={crop.type} name={name} variant="card" lazy={!eagerImage} />
        </Link>
      </Card.Section>
      <div className={classes.body}>
        <div className={classes.title}>
          <Link href={href} className={classes.name} data-testid="crop-name">
            {name}
          </Link>
          <Badge
            variant="light"
            color={crop.type === 'grain' ? 'wheat' : 'leaf'}
            c={crop.type === 'grain' ? 'wheat.9' : undefined}
            className={classes.type}
            data-testid="crop-type"
          >
            {typeLabel}
          </Badge>
        </div>
        {text.description && (
          <p className={classes.description} data-testid="crop-description">
            {cutDescription(text.description)}
          </p>
        )}
        <dl className={classes.facts}>
          <div className={classes.typeFact}>
            <dt className="phone-visually-hidden">{t('crops.card.type')}</dt>
            <dd>{typeLabel}</dd>
          </div>
          <div>
            <dt className="phone-visually-hidden">{t('crops.card.season')}</dt>
            <dd data-testid="crop-season">
              {crop.seasonDays === null
                ? t('crops.card.seasonUnknown')
                : t('crops.card.days', { count: crop.seasonDays })}
            </dd>
          </div>
          <div>
            <dt className="phone-visually-hidden">{t('crops.card.climate')}</dt>
            <dd data-testid="crop-climate">{climate}</dd>
          </div>
        </dl>
        <Button
          component={Link}
          href={href}
          variant="light"
          fullWidth
          className={classes.details}
          aria-label={t('crops.card.viewDetailsOf', { crop: name })}
          data-testid="crop-view-details"
        >
          {t('crops.card.viewDetails')}
        </Button>
      </div>
    </Card>
  );
}
