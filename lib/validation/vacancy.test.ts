import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvExtension, cvFileSchema, vacancyApplicationSchema } from './vacancy';

const valid = { name: 'Ion Rusu', phone: '+373 (691) 234-56', email: 'ion@example.md' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('vacancy application (spec 5)', () => {
  it('accepts a complete application', () => {
    expect(vacancyApplicationSchema.parse({ ...valid, name: '  Ion Rusu ' })).toEqual(valid);
  });

  it('needs a name of at least 6 characters', () => {
    expect(firstMessage(vacancyApplicationSchema.safeParse({ ...valid, name: 'Ion R' }))).toBe(
      'min_length',
    );
    expect(firstMessage(vacancyApplicationSchema.safeParse({ ...valid, name: '' }))).toBe(
      'required',
    );
  });

  it('uses the shared phone and e-mail rules', () => {
    expect(
      firstMessage(vacancyApplicationSchema.safeParse({ ...valid, phone: '+373 (777) 777-77' })),
    ).toBe('invalid_phone');
    expect(firstMessage(vacancyApplicationSchema.safeParse({ ...valid, email: 'ion@' }))).toBe(
      'invalid_email',
    );
  });

  it('accepts pdf, doc and docx names only', () => {
    expect(cvExtension('CV.PDF')).toBe('pdf');
    expect(cvExtension('cv.docx')).toBe('docx');
    expect(cvExtension('cv.doc')).toBe('doc');
    expect(cvExtension('cv.exe')).toBeNull();
    expect(cvExtension('pdf')).toBeNull();
  });

  it('checks the file before it is sent', () => {
    expect(cvFileSchema.safeParse({ name: 'cv.pdf', size: 1000 }).success).toBe(true);
    expect(firstMessage(cvFileSchema.safeParse({ name: 'cv.pdf', size: 0 }))).toBe('required');
    expect(firstMessage(cvFileSchema.safeParse({ name: 'cv.png', size: 10 }))).toBe(
      'invalid_file_type',
    );
    expect(firstMessage(cvFileSchema.safeParse({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 }))).toBe(
      'file_too_large',
    );
    expect(cvFileSchema.safeParse({ name: 'cv.pdf', size: CV_MAX_BYTES }).success).toBe(true);
    expect(firstMessage(cvFileSchema.safeParse(null))).toBe('required');
  });
});
