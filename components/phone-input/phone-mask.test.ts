import { describe, expect, it } from 'vitest';
import { isPhoneValid, PHONE_LENGTH } from '@/lib/validation/phone';
import { maskPhone, PHONE_PLACEHOLDER, prepareFirstPhoneChar } from './phone-mask';

describe('phone mask helpers (spec 5)', () => {
  it('pours pasted digits into the 17-character mask', () => {
    expect(maskPhone('69123456')).toBe('+373 (691) 234-56');
    expect(maskPhone('+373 69 123 456')).toBe('+373 (691) 234-56');
    expect(maskPhone('37378123456')).toBe('+373 (781) 234-56');
    expect(maskPhone('69123456')).toHaveLength(PHONE_LENGTH);
    expect(isPhoneValid(maskPhone('079 123 456'))).toBe(true);
  });

  it('removes a zero typed at the start of the area code', () => {
    expect(maskPhone('069123456')).toBe('+373 (691) 234-56');
    expect(maskPhone('+373 0691 23 456')).toBe('+373 (691) 234-56');
  });

  it('keeps a partial number partial and rejects area codes not starting with 6 or 7', () => {
    expect(maskPhone('6912')).toBe('+373 (691) 2');
    expect(maskPhone('22800800')).toBe('');
    expect(maskPhone('')).toBe('');
  });

  it('shows the mask shape as its placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('+373 (___) ___-__');
  });

  it('sends the first typed digit to the area code, not into the +373 prefix', () => {
    expect(prepareFirstPhoneChar('7', '')).toBe('3737');
    expect(prepareFirstPhoneChar('0', '')).toBe('3730');
    expect(prepareFirstPhoneChar('3', '')).toBe('3');
    expect(prepareFirstPhoneChar('+', '')).toBe('+');
    expect(prepareFirstPhoneChar('9', '+373 (7')).toBe('9');
  });
});
