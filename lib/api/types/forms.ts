/** Spec 7 'Forms': what the feedback endpoints take. */
export interface SubscribePayload {
  email: string;
}

export interface ContactUsPayload {
  phone: string;
  name?: string;
}

export interface VacancyApplication {
  vacancyId: number | string;
  name: string;
  phone: string;
  email: string;
  file: File | Blob | null;
}
