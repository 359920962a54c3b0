import type { z } from '../../validation/zod';
import type {
  availableLanguageSchema,
  footerColumnSchema,
  homePageSchema,
  infoPageQuerySchema,
  infoPageSchema,
  infoPageSummarySchema,
  menuLinkSchema,
  navCategorySchema,
  navSubitemSchema,
} from '../schemas/content';

export type AvailableLanguage = z.infer<typeof availableLanguageSchema>;
export type HomePage = z.infer<typeof homePageSchema>;
export type MenuLink = z.infer<typeof menuLinkSchema>;
export type NavSubitem = z.infer<typeof navSubitemSchema>;
export type NavCategory = z.infer<typeof navCategorySchema>;
export type FooterColumn = z.infer<typeof footerColumnSchema>;
export type InfoPageSummary = z.infer<typeof infoPageSummarySchema>;
export type InfoPage = z.infer<typeof infoPageSchema>;
export type InfoPageQuery = z.input<typeof infoPageQuerySchema>;
