import { describe, expect, it } from 'vitest';
import { isMaibSignatureValid, maibSignature } from './signature';

/** The example notification of maib's documentation ("Notifications on Callback Url"), verbatim. */
const documented = {
  result: {
    payId: 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
    orderId: '123',
    status: 'OK',
    statusCode: '000',
    statusMessage: 'Approved',
    threeDs: 'AUTHENTICATED',
    rrn: '331711380059',
    approval: '327593',
    cardNumber: '510218******1124',
    amount: 10.25,
    currency: 'MDL',
  },
  signature: '5wHkZvm9lFeXxSeFF0ui2CnAp7pCEFSNmuHYFYJlC0s=',
};
const key = '8508706b-3454-4733-8295-56e617c4abcf';

describe('maib callback signature', () => {
  it("matches the documentation's example notification", () => {
    expect(maibSignature(documented.result, key)).toBe(documented.signature);
    expect(isMaibSignatureValid(documented.result, documented.signature, key)).toBe(true);
  });

  it('does not depend on the order the fields arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(documented.result).reverse());
    expect(isMaibSignatureValid(reversed, documented.signature, key)).toBe(true);
  });

  it('refuses a changed field', () => {
    for (const [field, value] of [
      ['status', 'FAILED'],
      ['amount', 1025],
      ['currency', 'EUR'],
      ['orderId', '124'],
    ] as const) {
      const changed = { ...documented.result, [field]: value };
      expect(isMaibSignatureValid(changed, documented.signature, key), field).toBe(false);
    }
  });

  it('refuses a missing field, an added one and a null one', () => {
    const { rrn: _rrn, ...missing } = documented.result;
    expect(isMaibSignatureValid(missing, documented.signature, key)).toBe(false);
    expect(
      isMaibSignatureValid({ ...documented.result, extra: 'x' }, documented.signature, key),
    ).toBe(false);
    expect(
      isMaibSignatureValid({ ...documented.result, approval: null }, documented.signature, key),
    ).toBe(false);
  });

  it('signs a null field as an empty value, as the reference code does', () => {
    const withNull = { ...documented.result, approval: null };
    const withEmpty = { ...documented.result, approval: '' };
    expect(maibSignature(withNull, key)).toBe(maibSignature(withEmpty, key));
    expect(isMaibSignatureValid(withNull, maibSignature(withNull, key), key)).toBe(true);
  });

  it('refuses a missing, empty or foreign signature and another key', () => {
    expect(isMaibSignatureValid(documented.result, undefined, key)).toBe(false);
    expect(isMaibSignatureValid(documented.result, '', key)).toBe(false);
    expect(isMaibSignatureValid(documented.result, 42, key)).toBe(false);
    expect(isMaibSignatureValid(documented.result, 'AAAA', key)).toBe(false);
    expect(isMaibSignatureValid(documented.result, documented.signature, `${key}x`)).toBe(false);
  });
});
