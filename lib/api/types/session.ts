import type { z } from '../../validation/zod';
import type {
  sessionRefreshRequestSchema,
  sessionSchema,
  signedInSessionSchema,
} from '../schemas/session';

export type SessionRefreshRequest = z.infer<typeof sessionRefreshRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
