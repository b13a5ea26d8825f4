import { generatedImages } from '../catalogue/images';
import type { DataSet } from '../dataSet';
import { type DemoProduct, demoFiles } from './content';

/** One week, in hours: the demo products' ages are spread over it so that "newest" and "oldest" differ. */
const SPREAD_HOURS = 7 * 24;

/** A demo product's Arabic long texts (the columns of migrations/0021_product_texts_ar.sql). */
function arabicTextsOf(product: DemoProduct) {
  const {
    usage_instructions_ar,
    maintenance_tips_ar,
    shipping_info_ar,
    warranty_info_ar,
    features_ar,
    specifications_ar,
  } = product;
  return {
    usage_instructions_ar,
    maintenance_tips_ar,
    shipping_info_ar,
    warranty_info_ar,
    features_ar,
    specifications_ar,
  };
}

/**
 * The demo catalogue (content/demo/products.json) with the generated pictures of src/server/catalogue/images.ts.
 * Its products come without stars: their ratings and review counts are those of the demo growers' reviews
 * (content/demo/reviews.json, src/server/demo/reviews.ts), as for every product.
 */
export const demoCatalogue: DataSet = {
  name: 'demo-catalogue',
  async load(tx) {
    const demoProducts = demoFiles.products.load();
    const last = demoProducts.length - 1;
    const rows = demoProducts.map((product, i) => {
      const { main_image, images } = generatedImages(product);
      return {
        ...product,
        features: tx.json(product.features),
        features_ar: tx.json(product.features_ar),
        specifications: tx.json(product.specifications),
        specifications_ar: tx.json(product.specifications_ar),
        images: tx.json(images),
        main_image,
        // Orders from before the event log: product-sales keeps order_count = base_order_count + its own count.
        base_order_count: product.order_count,
        // Later entries of the list are newer.
        created_at: new Date(Date.now() - Math.round(((last - i) / Math.max(last, 1)) * SPREAD_HOURS) * 3_600_000),
      };
    });
    await tx`insert into products ${tx(rows)} on conflict (slug) where deleted_at is null do nothing`;
  },
};

/**
 * The crops and Arabic brand names of the demo products for a database that loaded the
 * catalogue before products had them: each live demo product, found by slug, that names no crop (no Arabic brand) yet
 * gets the file's. An administrator's choice is kept.
 */
export const demoCatalogueCrops: DataSet = {
  name: 'demo-catalogue-crops',
  async load(tx) {
    const facts = demoFiles.products
      .load()
      .map((product) => ({ slug: product.slug, crops: product.crops, brand_ar: product.brand_ar }));
    await tx`
      update products p set
        crops = case when p.crops = '{}' then array(select jsonb_array_elements_text(t.crops)) else p.crops end,
        brand_ar = coalesce(p.brand_ar, t.brand_ar)
      from jsonb_to_recordset(${tx.json(facts)}) as t(slug text, crops jsonb, brand_ar text)
      where p.slug = t.slug and p.deleted_at is null`;
  },
};

/**
 * The Arabic long texts of the demo catalogue for a database that loaded it before they were written:
 * each live demo product, found by slug, gets the Arabic the file gives it where it has none of its own yet, so an
 * administrator's edits are kept. One statement over the whole file, read as a record set.
 */
export const demoCatalogueArabicTexts: DataSet = {
  name: 'demo-catalogue-texts-ar',
  async load(tx) {
    const texts = demoFiles.products.load().map((product) => ({ slug: product.slug, ...arabicTextsOf(product) }));
    await tx`
      update products p set
        usage_instructions_ar = coalesce(p.usage_instructions_ar, t.usage_instructions_ar),
        maintenance_tips_ar = coalesce(p.maintenance_tips_ar, t.maintenance_tips_ar),
        shipping_info_ar = coalesce(p.shipping_info_ar, t.shipping_info_ar),
        warranty_info_ar = coalesce(p.warranty_info_ar, t.warranty_info_ar),
        features_ar = case when p.features_ar = '[]'::jsonb then t.features_ar else p.features_ar end,
        specifications_ar = case when p.specifications_ar = '{}'::jsonb then t.specifications_ar else p.specifications_ar end
      from jsonb_to_recordset(${tx.json(texts)}) as t(slug text, usage_instructions_ar text, maintenance_tips_ar text, shipping_info_ar text,
                                                      warranty_info_ar text, features_ar jsonb, specifications_ar jsonb)
      where p.slug = t.slug and p.deleted_at is null`;
  },
};
