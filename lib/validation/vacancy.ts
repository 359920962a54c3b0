import { z } from './zod';
import { missingOrInvalid } from './messages';
import { emailSchema } from './email';
import { phoneSchema } from './phone';

/** Spec 5 and 9: a vacancy application's name has at least 6 characters. */
export const VACANCY_NAME_MIN = 6;
export const VACANCY_NAME_MAX = 100;
/** Spec 9: the CV is at most 15 728 640 bytes (15 MB). */
export const CV_MAX_BYTES = 15_728_640;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type CvExtension = (typeof CV_EXTENSIONS)[number];
/** For the file input's `accept` attribute. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text fields of the vacancy form, the same rules on both sides. */
export const vacancyApplicationSchema = z.object({
  name: z
    .string({ error: missingOrInvalid })
    .trim()
    .min(1, 'required')
    .min(VACANCY_NAME_MIN, 'min_length')
    .max(VACANCY_NAME_MAX, 'max_length'),
  phone: phoneSchema,
  email: emailSchema,
});

export type VacancyApplicationFields = z.infer<typeof vacancyApplicationSchema>;

export function cvExtension(fileName: string): CvExtension | null {
  const extension = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  return CV_EXTENSIONS.find((allowed) => allowed === extension) ?? null;
}

/** What the browser can check before sending (the provider also checks the content's magic bytes). */
export interface CvFileLike {
  name: string;
  size: number;
}

export const cvFileSchema = z
  .custom<CvFileLike>(
    (value) => typeof value === 'object' && value !== null && 'name' in value && 'size' in value,
    'required',
  )
  .refine((file) => file.size > 0, 'required')
  .refine((file) => cvExtension(file.name) !== null, 'invalid_file_type')
  .refine((file) => file.size <= CV_MAX_BYTES, 'file_too_large');

/** The first bytes of each CV type: PDF, the OLE container of .doc, the ZIP container of .docx. */
const CV_SIGNATURES: Record<CvExtension, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};
export const CV_SIGNATURE_BYTES = 8;

/** Whether a file's first bytes are those of the type its name claims (an .exe renamed .pdf is not). */
export function cvContentMatches(fileName: string, head: Uint8Array): boolean {
  const extension = cvExtension(fileName);
  if (!extension) return false;
  return CV_SIGNATURES[extension].every((byte, index) => head[index] === byte);
}
