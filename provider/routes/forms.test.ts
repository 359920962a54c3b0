import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, subscriptions, vacancyApplications } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

const PHONE = '+373 (691) 234-56';
const CV_MAX_BYTES = 15_728_640;

const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')], {
    type: 'application/pdf',
  });
/** A Word 97–2003 file starts with the OLE compound file signature. */
const doc = () => {
  const bytes = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return new Blob([bytes]);
};

/** A stored (uncompressed) zip holding the entries a .docx has. */
function docx(): Blob {
  const entries = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    ],
  ] as const;
  const parts: Buffer[] = [];
  for (const [name, content] of entries) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(Buffer.byteLength(content), 18);
    header.writeUInt32LE(Buffer.byteLength(content), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), Buffer.from(content));
  }
  return new Blob([new Uint8Array(Buffer.concat(parts))]);
}

function vacancyForm(
  fields: Record<string, string | undefined>,
  file?: { blob: Blob; name: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (file) form.set('file', file.blob, file.name);
  return form;
}

const applicant = { name: 'Ion Rusu', phone: PHONE, email: 'ion@example.md' };

describe('feedback forms', () => {
  let provider: TestProvider;
  let vacancyId: number;
  beforeAll(async () => {
    provider = await createTestProvider();
    const vacancies = (await (await provider.request('/vacancies', { locale: 'en' })).json()) as {
      id: number;
    }[];
    vacancyId = vacancies[0]!.id;
  });
  afterAll(() => provider.close());

  const apply = (form: FormData | undefined, locale = 'en', query = `?vacancy=${vacancyId}`) =>
    provider.request(`/feedbacks/vacancy/${query}`, { method: 'POST', body: form, locale });

  describe('POST /feedbacks/contact_us/', () => {
    it('stores a call-back request with an optional name', async () => {
      const response = await provider.request('/feedbacks/contact_us/', {
        method: 'POST',
        json: { phone: PHONE },
        locale: 'ro',
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ phone: PHONE, name: null });
      const named = await provider.request('/feedbacks/contact_us/', {
        method: 'POST',
        json: { phone: PHONE, name: 'Maria' },
      });
      expect(named.status).toBe(201);
      const rows = await provider.db.select().from(contactRequests);
      expect(rows.map((row) => row.name)).toEqual([null, 'Maria']);
    });

    it('rejects a missing, badly typed or placeholder phone', async () => {
      const send = async (json: unknown, locale = 'en') => {
        const response = await provider.request('/feedbacks/contact_us/', {
          method: 'POST',
          json,
          locale,
        });
        return { status: response.status, body: await response.json() };
      };
      expect(await send({})).toEqual({ status: 400, body: { phone: ['This field is required'] } });
      // A number is not a missing phone.
      expect(await send({ phone: 69123456 })).toEqual({
        status: 400,
        body: { phone: ['Enter a valid value'] },
      });
      expect(await send({ phone: '+373 (777) 777-77' }, 'ru')).toEqual({
        status: 400,
        body: { phone: ['Введите корректный номер телефона'] },
      });
      expect(await send({ phone: '069123456' })).toEqual({
        status: 400,
        body: { phone: ['Enter a valid phone number'] },
      });
      expect((await send({ phone: PHONE, name: 5 })).status).toBe(400);
      const broken = await provider.request('/feedbacks/contact_us/', {
        method: 'POST',
        body: '{nope',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(broken.status).toBe(400);
    });
  });

  describe('POST /feedbacks/subscribe/', () => {
    it('stores one row however often the same address subscribes, answering the same each time', async () => {
      const first = await provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: { email: 'Ana@Example.md' },
      });
      expect(first.status).toBe(202);
      const again = await provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: { email: 'ana@example.md' },
      });
      expect(again.status).toBe(202);
      expect(await again.json()).toEqual({ email: 'ana@example.md' });
      expect(await provider.db.$count(subscriptions)).toBe(1);
    });

    it('rejects a missing or invalid e-mail', async () => {
      const missing = await provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: {},
        locale: 'it',
      });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ email: ['Questo campo è obbligatorio'] });
      const invalid = await provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: { email: 'not-an-email' },
        locale: 'en',
      });
      expect(await invalid.json()).toEqual({ email: ['Enter a valid e-mail address'] });
      const wrongType = await provider.request('/feedbacks/subscribe/', {
        method: 'POST',
        json: { email: ['a@b.md'] },
      });
      expect(wrongType.status).toBe(400);
    });
  });

  describe('POST /feedbacks/vacancy/', () => {
    it.each([
      ['cv.pdf', pdf, 'pdf'],
      ['cv.doc', doc, 'doc'],
      ['cv.docx', docx, 'docx'],
    ])('accepts %s and keeps it in the file storage', async (name, blob, type) => {
      const response = await apply(vacancyForm(applicant, { blob: blob(), name }));
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ vacancy: vacancyId, ...applicant });
      const [row] = (await provider.db.select().from(vacancyApplications)).filter(
        (r) => r.id === body.id,
      );
      expect(row).toMatchObject({ fileName: name, fileType: type, vacancyId });
      const stored = await readdir(path.join(provider.dataDir, 'uploads', 'cv'));
      expect(stored).toContain(row!.fileKey.split('/')[1]);
      expect(stored.some((file) => file.endsWith('.part'))).toBe(false);
    });

    it('checks the content, not only the name', async () => {
      const fake = await apply(
        vacancyForm(applicant, { blob: new Blob(['MZ this is an executable']), name: 'cv.pdf' }),
      );
      expect(fake.status).toBe(400);
      expect(await fake.json()).toEqual({ file: ['Only PDF, DOC or DOCX files are accepted'] });
      const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')]);
      expect((await apply(vacancyForm(applicant, { blob: png, name: 'cv.png' }))).status).toBe(400);
      const renamed = await apply(vacancyForm(applicant, { blob: pdf(), name: 'cv.exe' }), 'ro');
      expect(await renamed.json()).toEqual({
        file: ['Sunt acceptate doar fișiere PDF, DOC sau DOCX'],
      });
    });

    it('validates every field and reports them together', async () => {
      const response = await apply(
        vacancyForm({ name: 'Ion', phone: '+373 (691) 234', email: 'x@' }),
        'en',
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        name: ['At least 6 characters'],
        phone: ['Enter a valid phone number'],
        email: ['Enter a valid e-mail address'],
        file: ['This field is required'],
      });
      const empty = await apply(undefined);
      expect(await empty.json()).toMatchObject({
        name: ['This field is required'],
        file: ['This field is required'],
      });
      const emptyFile = await apply(vacancyForm(applicant, { blob: new Blob([]), name: 'cv.pdf' }));
      expect(await emptyFile.json()).toEqual({ file: ['This field is required'] });
    });

    it('answers 404 for an unknown vacancy and 400 for a bad id', async () => {
      expect(
        (
          await apply(
            vacancyForm(applicant, { blob: pdf(), name: 'cv.pdf' }),
            'en',
            '?vacancy=999999',
          )
        ).status,
      ).toBe(404);
      expect(
        (await apply(vacancyForm(applicant, { blob: pdf(), name: 'cv.pdf' }), 'en', '?vacancy=abc'))
          .status,
      ).toBe(400);
      expect(
        (await apply(vacancyForm(applicant, { blob: pdf(), name: 'cv.pdf' }), 'en', '')).status,
      ).toBe(400);
    });

    it('accepts a CV of exactly 15 728 640 bytes and refuses one byte more', async () => {
      const exact = Buffer.alloc(CV_MAX_BYTES, 0x20);
      Buffer.from('%PDF-1.4\n').copy(exact);
      const accepted = await apply(
        vacancyForm(applicant, { blob: new Blob([exact]), name: 'cv.pdf' }),
      );
      expect(await accepted.json()).toMatchObject({ name: applicant.name });
      const over = await apply(
        vacancyForm(applicant, { blob: new Blob([exact, Buffer.from(' ')]), name: 'cv.pdf' }),
        'ru',
      );
      expect(over.status).toBe(400);
      expect(await over.json()).toEqual({ file: ['Файл больше 15 МБ'] });
    });

    it('refuses a 50 MB streamed upload without reading it to the end', async () => {
      const boundary = '----cv-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nIon Rusu\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      const total = 50 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
        },
        pull(controller) {
          if (sent >= total) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await provider.request(`/feedbacks/vacancy/?vacancy=${vacancyId}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
        locale: 'en',
      } as RequestInit);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ file: ['The file is larger than 15 MB'] });
      expect(sent).toBeLessThan(CV_MAX_BYTES + 4 * 1024 * 1024);
      const stored = await readdir(path.join(provider.dataDir, 'uploads', 'cv'));
      expect(stored.some((file) => file.endsWith('.part'))).toBe(false);
    });

    it('refuses an upload whose declared length is over the limit before reading it', async () => {
      const response = await provider.request(`/feedbacks/vacancy/?vacancy=${vacancyId}`, {
        method: 'POST',
        body: 'x',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(50 * 1024 * 1024),
        },
      });
      expect(response.status).toBe(400);
    });
  });
});
