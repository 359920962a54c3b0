import { z } from '@/lib/validation/zod';
import { cvFileSchema, vacancyApplicationSchema } from '@/lib/validation/vacancy';

/** Spec 5 'Vacancy application': the shared text rules plus the CV checks a browser can make. */
export const vacancyFormSchema = vacancyApplicationSchema.extend({
  file: z
    .custom<File | null>(
      (value) => value === null || (typeof value === 'object' && value !== undefined),
      'required',
    )
    .superRefine((file, context) => {
      const checked = cvFileSchema.safeParse(file);
      if (!checked.success)
        context.addIssue({
          code: 'custom',
          message: checked.error.issues[0]?.message ?? 'required',
        });
    }),
});

export type VacancyFormValues = z.input<typeof vacancyFormSchema>;
