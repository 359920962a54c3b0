import { describe, expect, it } from 'vitest';
import { isPhoneValid, PHONE_LENGTH } from '@/lib/validation/phone';
import {
  LOCAL_PLACEHOLDER,
  localFromPhone,
  maskPhone,
  PHONE_PLACEHOLDER,
  phoneFromLocal,
} from './phone-mask';

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

  it('joins the fixed +373 prefix and the masked local part', () => {
    expect(phoneFromLocal('(691) 234-56')).toBe('+373 (691) 234-56');
    expect(phoneFromLocal('(')).toBe('');
    expect(localFromPhone('+373 (691) 234-56')).toBe('(691) 234-56');
    expect(localFromPhone('')).toBe('');
    expect(LOCAL_PLACEHOLDER).toBe('(___) ___-__');
  });
});
