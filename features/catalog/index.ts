// Server entry of the catalog feature (pages under app/). Client pieces are not exported here.
export {
  CATEGORY_PAGE_SIZE,
  getProductPage,
  getSlugPage,
  getSubcategoryPage,
  pageParam,
  type SlugPage,
} from './loaders';
export { CategoryView } from './components/category-view';
export { OG_CARD_SIZE, ProductOgCard } from './components/product-og-card';
export { ogCardFonts } from './og-card-fonts';
export { ProductList } from './components/product-list';
export { productPrice } from './price';
