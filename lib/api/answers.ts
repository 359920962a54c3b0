// The answer of every call of lib/api/endpoints, by name: the server parses each answer with its
// schema here (lib/api/server.ts); the browser's client takes the answer as its type says and does
// not load this module, zod or the schemas (ADR 46).
import { z } from '../validation/zod';
import {
  authTokensSchema,
  countrySchema,
  regionSchema,
  registeredUserSchema,
  updatedProfileSchema,
  userAddressSchema,
  userProfileSchema,
} from './schemas/auth';
import {
  calculatorQuoteSchema,
  calculatorSchema,
  orderRequestCreatedSchema,
} from './schemas/calculator';
import { calculatorSeoSchema, categoryCalculatorRefSchema } from './schemas/calculator-pages';
import {
  awaitingPaymentSchema,
  cartItemSchema,
  cartSchema,
  createdOrderSchema,
  ordersPageSchema,
} from './schemas/cart';
import {
  accessoriesSchema,
  categoryDetailSchema,
  categoryTreeEntrySchema,
  productDetailSchema,
  productsPageSchema,
} from './schemas/catalog';
import { detailMessageSchema } from './schemas/common';
import {
  footerColumnSchema,
  homePageSchema,
  infoPageSchema,
  infoPageSummarySchema,
  menuLinkSchema,
  navCategorySchema,
} from './schemas/content';
import {
  contactRequestSchema,
  subscriptionSchema,
  vacancyApplicationAnswerSchema,
} from './schemas/forms';
import {
  aboutPageSchema,
  articleDetailSchema,
  articlesAnswerSchema,
  branchSchema,
  contactsPageSchema,
  dealersPageSchema,
  dynamicPageSchema,
  dynamicPageSummarySchema,
  homeSectionsSchema,
  offerItemSchema,
  promoDetailSchema,
  promosPageSchema,
  singleBannerSchema,
  specialistCitiesSchema,
  specialistSchema,
  specialistsAnswerSchema,
  tabSchema,
  vacanciesPageSchema,
  workStepSchema,
  worksAnswerSchema,
} from './schemas/pages';
import { searchAnswerSchema } from './schemas/search';
import { seoBranchSchema, seoContentSchema } from './schemas/seo';

export const answers = {
  aboutPage: aboutPageSchema,
  accessories: accessoriesSchema,
  articleDetail: articleDetailSchema,
  articlesAnswer: articlesAnswerSchema,
  authTokens: authTokensSchema,
  awaitingPayment: awaitingPaymentSchema,
  branch: branchSchema,
  calculator: calculatorSchema,
  calculatorList: z.array(calculatorSchema),
  calculatorQuote: calculatorQuoteSchema,
  calculatorSeo: calculatorSeoSchema,
  cart: cartSchema,
  cartItemList: z.array(cartItemSchema),
  categoryCalculatorRef: categoryCalculatorRefSchema,
  categoryDetail: categoryDetailSchema,
  categoryTreeEntryList: z.array(categoryTreeEntrySchema),
  contactRequest: contactRequestSchema,
  contactsPage: contactsPageSchema,
  countryList: z.array(countrySchema),
  createdOrder: createdOrderSchema,
  dealersPage: dealersPageSchema,
  detailMessage: detailMessageSchema,
  dynamicPage: dynamicPageSchema,
  dynamicPageSummaryList: z.array(dynamicPageSummarySchema),
  footerColumnList: z.array(footerColumnSchema),
  homePage: homePageSchema,
  homeSections: homeSectionsSchema,
  infoPage: infoPageSchema,
  infoPageSummaryList: z.array(infoPageSummarySchema),
  menuLinkList: z.array(menuLinkSchema),
  navCategoryList: z.array(navCategorySchema),
  none: z.null(),
  offerItemList: z.array(offerItemSchema),
  orderRequestCreated: orderRequestCreatedSchema,
  ordersPage: ordersPageSchema,
  productDetail: productDetailSchema,
  productsPage: productsPageSchema,
  promoDetail: promoDetailSchema,
  promosPage: promosPageSchema,
  regionList: z.array(regionSchema),
  registeredUser: registeredUserSchema,
  searchAnswer: searchAnswerSchema,
  seoBranchList: z.array(seoBranchSchema),
  seoContent: seoContentSchema,
  singleBanner: singleBannerSchema,
  specialist: specialistSchema,
  specialistCities: specialistCitiesSchema,
  specialistsAnswer: specialistsAnswerSchema,
  subscription: subscriptionSchema,
  tabList: z.array(tabSchema),
  updatedProfile: updatedProfileSchema,
  userAddress: userAddressSchema,
  userAddressList: z.array(userAddressSchema),
  userProfile: userProfileSchema,
  vacanciesPage: vacanciesPageSchema,
  vacancyApplicationAnswer: vacancyApplicationAnswerSchema,
  workStepList: z.array(workStepSchema),
  worksAnswer: worksAnswerSchema,
};

export type Answers = typeof answers;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Answers whose parse reshapes them (a default, a transform): the browser would see another type. */
type Reshaped = {
  [K in keyof Answers]: Same<z.input<Answers[K]>, z.output<Answers[K]>> extends true ? never : K;
}[keyof Answers];
/** Fails `tsc` with the answer's name if one reshapes: the browser's unparsed copy must be its type. */
export const noAnswerIsReshaped: [Reshaped] extends [never] ? true : Reshaped = true;

/** The server's check of an answer: its data as the schema outputs it, or the contract's issues. */
export function parseAnswer(answer: keyof Answers, body: unknown) {
  return answers[answer].safeParse(body);
}
