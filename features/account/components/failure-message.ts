import { firstOfLastField } from '@/features/auth/client';
import { ApiFailure } from '@/lib/query/failure';

/** The provider's message of a failed mutation, as the forms show it (spec 8). */
export const failureMessage = (error: unknown): string | null =>
  error instanceof ApiFailure ? firstOfLastField(error.error) : null;
