import type { Http } from '../http';
import type { ContactUsPayload, SubscribePayload, VacancyApplication } from '../types/forms';

/** Form calls of spec 7: newsletter, call-back request and vacancy application. */
export const formsApi = (http: Http) => ({
  subscribe: (payload: SubscribePayload) =>
    http('subscription', { method: 'POST', path: '/feedbacks/subscribe/', body: payload }),
  contactUs: (payload: ContactUsPayload) =>
    http('contactRequest', {
      method: 'POST',
      path: '/feedbacks/contact_us/',
      body: payload.name?.trim()
        ? { phone: payload.phone, name: payload.name.trim() }
        : { phone: payload.phone },
    }),
  vacancy: ({ vacancyId, name, phone, email, file }: VacancyApplication) => {
    const form = new FormData();
    form.set('name', name);
    form.set('phone', phone);
    form.set('email', email);
    // Spec 7: the file part is sent only when it is non-empty.
    if (file && file.size > 0) form.set('file', file);
    return http('vacancyApplicationAnswer', {
      method: 'POST',
      path: '/feedbacks/vacancy/',
      query: { vacancy: vacancyId },
      body: form,
    });
  },
});
