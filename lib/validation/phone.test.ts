import { describe, expect, it } from 'vitest';
import { isPhoneValid, phoneSchema, PHONE_LENGTH } from './phone';

describe('phone rule (spec 5)', () => {
  it('accepts a masked Moldovan mobile number of 17 characters', () => {
    expect('+373 (691) 234-56').toHaveLength(PHONE_LENGTH);
    expect(isPhoneValid('+373 (691) 234-56')).toBe(true);
    expect(isPhoneValid('+373 (781) 000-12')).toBe(true);
  });

  it('needs an area code starting with 6 or 7', () => {
    expect(isPhoneValid('+373 (591) 234-56')).toBe(false);
    expect(isPhoneValid('+373 (022) 234-56')).toBe(false);
  });

  it('rejects incomplete or unmasked numbers', () => {
    expect(isPhoneValid('+373 (691) 234-5')).toBe(false);
    expect(isPhoneValid('+37369123456')).toBe(false);
    expect(isPhoneValid('')).toBe(false);
  });

  it('rejects a number made of one repeated digit', () => {
    expect(isPhoneValid('+373 (777) 777-77')).toBe(false);
    expect(isPhoneValid('+373 (666) 666-66')).toBe(false);
    expect(isPhoneValid('+373 (777) 777-76')).toBe(true);
  });

  it('gives message keys the UI translates', () => {
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(phoneSchema.safeParse('+373 (777) 777-77').error?.issues[0]?.message).toBe(
      'invalid_phone',
    );
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('required');
  });
});
