import { PRODUCT_IMAGES_DIR, writeProductImages } from '../catalogue/images';
import { demoProducts } from '../demo/data/products';

/**
 * `npx tsx src/server/cli/productImages.ts`: draw the category pictures and one picture per demo product into the
 * client's public folder (src/client/public/images/products), from which the build serves them. Run it after
 * changing the demo catalogue and commit the files; a unit test checks they are up to date.
 */
const written = writeProductImages(demoProducts);
console.log(`Wrote ${written} product pictures to ${PRODUCT_IMAGES_DIR}`);
