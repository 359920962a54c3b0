import type { z } from '../../validation/zod';
import type {
  aboutPageSchema,
  achievementsSchema,
  articleDetailSchema,
  articlesAnswerSchema,
  articlesQuerySchema,
  articleSummarySchema,
  branchSchema,
  dealerSchema,
  dynamicPageSchema,
  dynamicPageSummarySchema,
  faqSchema,
  homeCategorySchema,
  homeItemSchema,
  homeSectionsSchema,
  offerItemSchema,
  pageContentSchema,
  partnerSchema,
  promoDetailSchema,
  promoSchema,
  reviewSchema,
  specialistCitiesSchema,
  specialistSchema,
  specialistsQuerySchema,
  tabSchema,
  vacancySchema,
  worksAnswerSchema,
  workSchema,
  worksQuerySchema,
  workStepSchema,
} from '../schemas/pages';
import type { Sent } from './sent';

export type OfferItem = z.infer<typeof offerItemSchema>;
export type HomeItem = z.infer<typeof homeItemSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Achievements = z.infer<typeof achievementsSchema>;
export type Work = z.infer<typeof workSchema>;
export type Promo = z.infer<typeof promoSchema>;
export type PromoDetail = z.infer<typeof promoDetailSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type HomeCategory = z.infer<typeof homeCategorySchema>;
export type HomeSections = z.infer<typeof homeSectionsSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
export type DynamicPageSummary = z.infer<typeof dynamicPageSummarySchema>;
export type DynamicPage = z.infer<typeof dynamicPageSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export type Tab = z.infer<typeof tabSchema>;
export type ArticlesAnswer = z.infer<typeof articlesAnswerSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type Dealer = z.infer<typeof dealerSchema>;
export type Vacancy = z.infer<typeof vacancySchema>;
export type WorksAnswer = z.infer<typeof worksAnswerSchema>;
export type WorkStep = z.infer<typeof workStepSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type Specialist = z.infer<typeof specialistSchema>;
export type SpecialistCities = z.infer<typeof specialistCitiesSchema>;
export type ArticlesQuery = Sent<z.input<typeof articlesQuerySchema>>;
export type WorksQuery = Sent<z.input<typeof worksQuerySchema>>;
export type SpecialistsQuery = z.input<typeof specialistsQuerySchema>;
