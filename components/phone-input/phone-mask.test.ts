import { describe, expect, it } from 'vitest';
import { isPhoneValid, PHONE_LENGTH } from '@/lib/validation/phone';
import {
  LOCAL_PLACEHOLDER,
  localFromPhone,
  maskPhone,
  PHONE_PLACEHOLDER,
  readPhoneText,
} from './phone-mask';

const value = (typed: string) => readPhoneText(typed).value;

describe('phone numbers as people type and paste them (spec 5, issue 39)', () => {
  it.each([
    '69123456',
    '069123456',
    '069 123 456',
    '+373 69 123 456',
    '+37369123456',
    '+373 069 123 456',
    '0037369123456',
    '00 373 69 12 34 56',
    '37369123456',
    '(691) 234-56',
    '+373 (691) 234-56',
  ])('%s is +373 (691) 234-56', (typed) => {
    expect(value(typed)).toBe('+373 (691) 234-56');
    expect(value(typed)).toHaveLength(PHONE_LENGTH);
    expect(isPhoneValid(value(typed))).toBe(true);
    expect(readPhoneText(typed).text).toBe('(691) 234-56');
  });

  it('keeps a country code being typed as typed, with no number yet', () => {
    for (const typed of ['+', '+3', '+37', '+373', '00', '0037', '3', '37', '373'])
      expect(readPhoneText(typed)).toEqual({ text: typed, value: '' });
  });

  it('shows a number being typed with the separators only once a digit follows them', () => {
    expect(readPhoneText('6')).toEqual({ text: '(6', value: '+373 (6' });
    expect(readPhoneText('691')).toEqual({ text: '(691', value: '+373 (691' });
    expect(readPhoneText('(691) 2')).toEqual({ text: '(691) 2', value: '+373 (691) 2' });
    // Deleting the digit after ') ' leaves '(691) ', which reads back as '(691': deleting works.
    expect(readPhoneText('(691) ').text).toBe('(691');
    expect(readPhoneText('+37369').text).toBe('(69');
  });

  it('refuses, never guesses, what cannot be a Moldovan mobile number', () => {
    for (const typed of ['22800800', '+44 20 7946 0958', '0044207946', '691234567', '+37322800800'])
      expect(isPhoneValid(value(typed))).toBe(false);
    expect(value('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    // Typed key by key, the spaces stay where they were typed.
    expect(readPhoneText('+44 ').text).toBe('+44 ');
    expect(readPhoneText('').value).toBe('');
  });

  it('masks a paste into the form shape, or nothing', () => {
    expect(maskPhone('0037369123456')).toBe('+373 (691) 234-56');
    expect(maskPhone('22800800')).toBe('');
  });

  it('shows the mask shape as its placeholder, and a saved number without the prefix', () => {
    expect(PHONE_PLACEHOLDER).toBe('+373 (___) ___-__');
    expect(LOCAL_PLACEHOLDER).toBe('(___) ___-__');
    expect(localFromPhone('+373 (691) 234-56')).toBe('(691) 234-56');
    expect(localFromPhone('')).toBe('');
  });
});
