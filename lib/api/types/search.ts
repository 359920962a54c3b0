import type { z } from '../../validation/zod';
import type {
  searchAnswerSchema,
  searchQuerySchema,
  searchResultSchema,
  searchResultTypeSchema,
} from '../schemas/search';
import type { Sent } from './sent';

export type SearchResultType = z.infer<typeof searchResultTypeSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type SearchQuery = Sent<z.input<typeof searchQuerySchema>>;
