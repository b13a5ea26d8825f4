import { generatedImages } from '../catalogue/images';
import type { DataSet } from '../seed';
import { demoFiles } from './content';

/** One week, in hours: the demo products' ages are spread over it so that "newest" and "oldest" differ. */
const SPREAD_HOURS = 7 * 24;

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
    const rows = demoProducts.map(({ features, specifications, ...product }, i) => {
      const { main_image, images } = generatedImages(product);
      return {
        ...product,
        features: tx.json(features),
        specifications: tx.json(specifications),
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
