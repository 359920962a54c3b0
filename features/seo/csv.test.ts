import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('leaves plain fields alone and writes empty ones as nothing', () => {
    expect(toCsv([['/en/contacts', 200, null, undefined, '']])).toBe('/en/contacts,200,,,\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps non-Latin text as it is', () => {
    expect(csvField('Контакты | Fereastra Moldovei')).toBe('Контакты | Fereastra Moldovei');
  });

  it('defuses text that a spreadsheet would read as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-1)).toBe('-1');
  });

  it('ends every line, the last one too, with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });
});
