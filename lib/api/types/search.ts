import type { z } from '../../validation/zod';
import type {
  searchAnswerSchema,
  searchResultSchema,
  searchResultTypeSchema,
} from '../schemas/search';

export type SearchResultType = z.infer<typeof searchResultTypeSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
