import { PRODUCT_IMAGES_DIR, writeProductImages } from '../catalogue/images';
import { demoFiles } from '../demo/content';

/**
 * `npx tsx src/server/cli/productImages.ts`: draw the category pictures and one picture per demo product into the
 * client's public folder (src/client/public/images/products), from which the build serves them. Run it after
 * changing the demo catalogue (content/demo/products.json) and commit the files; a unit test checks they are up to date.
 */
const written = writeProductImages(demoFiles.products.load());
console.log(`Wrote ${written} product pictures to ${PRODUCT_IMAGES_DIR}`);
