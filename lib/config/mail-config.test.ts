import { describe, expect, it } from 'vitest';
import { getConfig, getMailConfig } from './index';

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });

describe('mail configuration', () => {
  it('is off by default and takes an smtp:// or smtps:// relay with a sender', () => {
    expect(getMailConfig(env({}))).toEqual({ SMTP_URL: undefined, MAIL_FROM: undefined });
    expect(getMailConfig(env({ SMTP_URL: ' ', MAIL_FROM: '' }))).toEqual({
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
    });
    const relay = {
      SMTP_URL: 'smtp://user:pass@mail.example.md:587',
      MAIL_FROM: 'Fereastra Moldovei <no-reply@example.md>',
    };
    expect(getMailConfig(env(relay))).toEqual(relay);
    expect(
      getMailConfig(env({ SMTP_URL: 'smtps://mail.example.md', MAIL_FROM: 'no-reply@example.md' }))
        .SMTP_URL,
    ).toBe('smtps://mail.example.md');
  });

  it('stops with a readable message on a bad URL, a bad sender or a relay without sender', () => {
    expect(() =>
      getMailConfig(env({ SMTP_URL: 'http://mail.example.md', MAIL_FROM: 'a@b.md' })),
    ).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => getMailConfig(env({ SMTP_URL: 'smtp://', MAIL_FROM: 'a@b.md' }))).toThrow(
      /SMTP_URL/,
    );
    expect(() => getMailConfig(env({ MAIL_FROM: 'no address' }))).toThrow(
      /MAIL_FROM must be an address/,
    );
    expect(() => getMailConfig(env({ SMTP_URL: 'smtp://mail.example.md' }))).toThrow(
      /MAIL_FROM is required when SMTP_URL is set/,
    );
    expect(() => getConfig(env({ SMTP_URL: 'smtp://mail.example.md' }))).toThrow(
      /MAIL_FROM is required/,
    );
  });
});

describe('STAFF_EMAIL', () => {
  it('is unset by default and takes one address or several separated by commas', () => {
    expect(getMailConfig(env({})).STAFF_EMAIL).toBeUndefined();
    expect(getMailConfig(env({ STAFF_EMAIL: ' ' })).STAFF_EMAIL).toBeUndefined();
    expect(getMailConfig(env({ STAFF_EMAIL: 'orders@example.md' })).STAFF_EMAIL).toEqual([
      'orders@example.md',
    ]);
    expect(
      getMailConfig(env({ STAFF_EMAIL: ' orders@example.md , manager@example.md,' })).STAFF_EMAIL,
    ).toEqual(['orders@example.md', 'manager@example.md']);
  });

  it('stops start-up with a readable message when an address is not one', () => {
    expect(() => getMailConfig(env({ STAFF_EMAIL: 'orders@example.md, nobody' }))).toThrow(
      /STAFF_EMAIL: STAFF_EMAIL must be one or more e-mail addresses/,
    );
    expect(() => getConfig(env({ STAFF_EMAIL: 'Shop <orders@example.md>' }))).toThrow(
      /STAFF_EMAIL must be one or more e-mail addresses/,
    );
    expect(() => getConfig(env({ STAFF_EMAIL: ',' }))).toThrow(/STAFF_EMAIL/);
  });
});
