import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  addressUpdateSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from './auth';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('login rules (spec 5)', () => {
  it('needs a valid e-mail and a password of any length', () => {
    expect(loginSchema.safeParse({ email: 'ion@example.md', password: 'x' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'invalid_email',
      password: 'required',
    });
  });
});

describe('password recovery', () => {
  it('needs a valid e-mail and drops an unknown language', () => {
    expect(passwordResetRequestSchema.parse({ email: 'ion@example.md', lang: 'ru' }).lang).toBe(
      'ru',
    );
    expect(
      passwordResetRequestSchema.parse({ email: 'ion@example.md', lang: 'fr' }).lang,
    ).toBeUndefined();
    expect(issues(passwordResetRequestSchema.safeParse({}))).toEqual({ email: 'required' });
  });

  it('confirms with a token and two equal passwords of 8–64 characters', () => {
    const ok = { token: 'abc', password: 'new-password', re_password: 'new-password' };
    expect(passwordResetConfirmSchema.safeParse(ok).success).toBe(true);
    expect(
      issues(passwordResetConfirmSchema.safeParse({ ...ok, re_password: 'other-password' })),
    ).toEqual({
      re_password: 'passwords_must_match',
    });
    expect(
      issues(passwordResetConfirmSchema.safeParse({ password: 'short', re_password: 'short' })),
    ).toEqual({
      token: 'required',
      password: 'min_length',
      re_password: 'min_length',
    });
  });
});

describe('profile update (spec 7: changed fields plus action update)', () => {
  it('needs the action', () => {
    expect(issues(profileUpdateSchema.safeParse({ first_name: 'Ion' }))).toEqual({
      action: 'invalid_value',
    });
    expect(profileUpdateSchema.parse({ action: 'update', first_name: 'Ion' })).toEqual({
      action: 'update',
      first_name: 'Ion',
    });
  });

  it('needs the current password and a repeat for a new password', () => {
    expect(
      issues(profileUpdateSchema.safeParse({ action: 'update', password: 'new-password' })),
    ).toEqual({
      re_password: 'required',
      current_password: 'required',
    });
    expect(
      issues(
        profileUpdateSchema.safeParse({
          action: 'update',
          password: 'new-password',
          re_password: 'other-pass',
          current_password: 'x',
        }),
      ),
    ).toEqual({ re_password: 'passwords_must_match' });
  });
});

describe('address (spec 3 and 5)', () => {
  const valid = {
    city: '3',
    street: 'Strada Ștefan cel Mare',
    house: '12',
    apartment: '4',
    first_name: 'Ion',
    last_name: 'Popescu',
    phone: '+373 (691) 234-56',
  };

  it('takes the city id from a select and defaults to delivery', () => {
    const address = addressSchema.parse(valid);
    expect(address.city).toBe(3);
    expect(address.delivery_type).toBe('delivery');
    expect(address.company).toBeNull();
  });

  it('requires city, street, house and apartment', () => {
    expect(
      issues(
        addressSchema.safeParse({
          ...valid,
          city: '',
          street: ' ',
          house: undefined,
          apartment: '',
        }),
      ),
    ).toEqual({
      city: 'required',
      street: 'required',
      house: 'required',
      apartment: 'required',
    });
    expect(issues(addressSchema.safeParse({ ...valid, city: 'Chisinau' }))).toEqual({
      city: 'invalid_value',
    });
    expect(issues(addressSchema.safeParse({ ...valid, delivery_type: 'drone' }))).toEqual({
      delivery_type: 'invalid_value',
    });
  });

  it('lets a PATCH carry any subset', () => {
    expect(addressUpdateSchema.parse({ street: 'Bd. Dacia' })).toEqual({ street: 'Bd. Dacia' });
    expect(addressUpdateSchema.parse({ company: '' })).toEqual({ company: null });
    expect(issues(addressUpdateSchema.safeParse({ house: '' }))).toEqual({ house: 'required' });
  });
});
