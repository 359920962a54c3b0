// Server entry of the content feature (pages under app/). Client components: './client'.
export {
  GENERAL_TAB,
  getAboutPage,
  getArticlePage,
  getBlogPage,
  getBranchPage,
  getContactsPage,
  getDealersPage,
  getHomePage,
  getInfoPage,
  getOffers,
  getPromoPage,
  getPromosPage,
  getWorksPage,
  tabParam,
} from './loaders';
export { HomeView } from './components/home-view';
export { OffersBlocks, type Offers } from './components/offers-blocks';
export { ArticleView, BlogView, blogHref } from './components/blog-views';
export { PromoView, PromosView } from './components/promo-views';
export { WorksView } from './components/works-view';
export { AboutView } from './components/about-view';
export { BranchView, ContactsView, DealersView } from './components/contacts-views';
export { TextPageView } from './components/text-page-view';
export { RichText } from './components/rich-text';
