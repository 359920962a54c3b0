import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@/lib/validation/vacancy';
import { vacancyFormSchema } from './schema';

const valid = { name: 'Ion Popescu', phone: '+373 (691) 234-56', email: 'ion@example.md' };
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const fileError = (value: File | null) => {
  const result = vacancyFormSchema.safeParse({ ...valid, file: value });
  return result.success
    ? null
    : result.error.issues.find((issue) => issue.path[0] === 'file')?.message;
};

describe('vacancy form (spec 5)', () => {
  it('accepts a pdf, doc or docx CV up to 15 MB', () => {
    expect(fileError(file('cv.pdf', 1000))).toBeNull();
    expect(fileError(file('CV.DOCX', 1000))).toBeNull();
  });

  it('requires a CV and refuses other types and files over 15 MB', () => {
    expect(fileError(null)).toBe('required');
    expect(fileError(file('cv.exe', 1000))).toBe('invalid_file_type');
    expect(fileError(file('cv.pdf', CV_MAX_BYTES + 1))).toBe('file_too_large');
  });

  it('needs a name of at least 6 characters', () => {
    const result = vacancyFormSchema.safeParse({ ...valid, name: 'Ion', file: file('cv.pdf', 10) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('min_length');
  });
});
