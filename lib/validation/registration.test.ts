import { describe, expect, it } from 'vitest';
import { registrationSchema } from './registration';

const valid = {
  first_name: 'Ion',
  last_name: 'Popescu',
  email: 'ion.popescu@example.md',
  phone: '+373 (691) 234-56',
  password: 'fereastra-2024',
  re_password: 'fereastra-2024',
  terms: true,
};

const messagesOf = (value: unknown) => {
  const result = registrationSchema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

describe('registration rules (spec 5)', () => {
  it('accepts a complete registration and trims names', () => {
    const parsed = registrationSchema.parse({ ...valid, first_name: '  Ion ' });
    expect(parsed.first_name).toBe('Ion');
  });

  it('ignores unknown fields', () => {
    const parsed = registrationSchema.parse({ ...valid, is_staff: true });
    expect(parsed).not.toHaveProperty('is_staff');
  });

  it('reports each missing field once as required', () => {
    expect(messagesOf({})).toEqual({
      first_name: ['required'],
      last_name: ['required'],
      email: ['required'],
      phone: ['required'],
      password: ['required'],
      re_password: ['required'],
      terms: ['terms_required'],
    });
  });

  it('bounds the e-mail to 6–64 characters and the password to 8–64', () => {
    expect(messagesOf({ ...valid, email: 'a@b.md' })).toEqual({});
    expect(messagesOf({ ...valid, email: `${'a'.repeat(60)}@example.md` }).email).toEqual([
      'max_length',
    ]);
    expect(messagesOf({ ...valid, password: 'short', re_password: 'short' }).password).toEqual([
      'min_length',
    ]);
    const long = 'p'.repeat(65);
    expect(messagesOf({ ...valid, password: long, re_password: long }).password).toEqual([
      'max_length',
    ]);
  });

  it('needs matching passwords, a masked phone and ticked terms', () => {
    expect(messagesOf({ ...valid, re_password: 'fereastra-2025' })).toEqual({
      re_password: ['passwords_must_match'],
    });
    expect(messagesOf({ ...valid, phone: '+37369123456' })).toEqual({ phone: ['invalid_phone'] });
    expect(messagesOf({ ...valid, terms: false })).toEqual({ terms: ['terms_required'] });
  });

  it('reports a password mismatch even when another field is wrong', () => {
    expect(messagesOf({ ...valid, first_name: '', re_password: 'something-else' })).toEqual({
      first_name: ['required'],
      re_password: ['passwords_must_match'],
    });
  });
});
