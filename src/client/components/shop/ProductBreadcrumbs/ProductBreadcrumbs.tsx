import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCategoryName } from '../../../hooks/useCategoryName';
import classes from './ProductBreadcrumbs.module.css';

interface ProductBreadcrumbsProps {
  category: string | null | undefined;
  name: string;
}

/**
 * Shop / category (underscores shown as spaces) / name. The category opens the shop filtered by it. A plain list
 * rather than Mantine's Breadcrumbs, whose bundle brings a shared chunk of about 13 kB gzip to this page.
 */
export function ProductBreadcrumbs({ category, name }: ProductBreadcrumbsProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <nav aria-label={t('product.breadcrumb')}>
      <ol className={classes.list} data-testid="breadcrumb">
        <li className={classes.item}>
          <Anchor component={Link} href="/shop" size="sm">
            {t('nav.shop')}
          </Anchor>
        </li>
        {category && (
          <li className={classes.item}>
            <Anchor component={Link} href={`/shop?category=${encodeURIComponent(category)}`} size="sm">
              {categoryName(category)}
            </Anchor>
          </li>
        )}
        <li className={classes.item}>
          <span className={classes.current} aria-current="page" dir="auto">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
