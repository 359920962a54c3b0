import type { z } from '../../validation/zod';
import type { contactUsPayloadSchema, subscribePayloadSchema } from '../schemas/forms';

export type SubscribePayload = z.input<typeof subscribePayloadSchema>;
export type ContactUsPayload = z.input<typeof contactUsPayloadSchema>;

/** What the vacancy form hands to the call layer: sent as multipart, so not a JSON schema. */
export interface VacancyApplication {
  vacancyId: number | string;
  name: string;
  phone: string;
  email: string;
  file: File | Blob | null;
}
