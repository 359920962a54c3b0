import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  contactRequestSchema,
  contactUsPayloadSchema,
  subscribePayloadSchema,
  subscriptionSchema,
  vacancyApplicationAnswerSchema,
  vacancyApplicationQuerySchema,
} from '../../lib/api/schemas/forms';
import { getConfig } from '../../lib/config';
import { CV_MAX_BYTES, cvExtension, vacancyApplicationSchema } from '../../lib/validation/vacancy';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import { contactRequests, vacancies, vacancyApplications } from '../db/schema';
import { rateRules } from '../domain/rate-limit';
import { ClientError, type FieldErrors } from '../http/errors';
import { bucketKey, consume, ensureAllowed, requestIp } from '../http/rate-limit';
import { answer, createRouter, errorAnswers, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { toFieldErrors } from '../http/validate';
import { translate } from '../i18n';
import { callBackMail, vacancyApplicationMail } from '../mail/lead-mails';
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';
import { cvStorageMaxBytes, localFilePath, localFileStorage, type FileStorage } from '../storage';
import { notFound } from './catalog';
import { requestSubscription } from './newsletter';

/** Room for the multipart framing and the text fields around the CV. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** What the CV's content must be, by its magic bytes: PDF, Word 97–2003 (OLE compound file), Word 2007+. */
const CV_CONTENT_TYPES = new Set(['pdf', 'cfb', 'docx']);

/** Enough of the file's start to tell a .docx from other zip files (its `word/` entry comes early). */
const SNIFF_BYTES = 64 * 1024;

type Ctx = Context<AppEnv>;

async function sniffFileType(localPath: string) {
  const handle = await open(localPath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return (await fileTypeFromBuffer(buffer.subarray(0, bytesRead)))?.ext;
  } finally {
    await handle.close();
  }
}

interface UploadedCv {
  key: string;
  localPath: string;
  fileName: string;
  size: number;
}

interface VacancyForm {
  fields: Record<string, string>;
  file: UploadedCv | null;
  tooLarge: boolean;
}

/**
 * Reads the multipart body as it arrives: text fields into memory (small, capped), the CV straight
 * into a storage draft. Past CV_MAX_BYTES the request is abandoned at once, so an oversize upload is
 * neither held in memory nor read to its end.
 */
function readVacancyForm(c: Ctx, storage: FileStorage): Promise<VacancyForm> {
  const body = c.req.raw.body;
  const contentType = c.req.header('content-type') ?? '';
  if (!body || !contentType.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.resolve({ fields: {}, file: null, tooLarge: false });
  }
  // busboy reports 'limit' on reaching its limit, so one byte more than allowed marks an oversize CV.
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let upload: Promise<UploadedCv | null> = Promise.resolve(null);
    let settled = false;
    let oversize = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file name with non-ASCII letters as raw UTF-8 (busboy's default: latin1).
        defParamCharset: 'utf8',
        limits: { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      reject(new ClientError(400, { detail: translate(c.get('locale'), 'bad_json') }));
      return;
    }
    const input = Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
    const finish = (result: VacancyForm) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.destroy();
      reject(error);
    };

    parser.on('field', (name, value) => {
      if (['name', 'phone', 'email'].includes(name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        oversize = true;
        input.unpipe(parser);
        input.destroy();
        stream.destroy();
        // Destroying the stream fails the draft's write, which deletes the partial file; answer after that.
        upload
          .then((file) => file && storage.remove(file.key))
          .catch(() => undefined)
          .finally(() => finish({ fields, file: null, tooLarge: true }));
      });
      upload = storage
        .writeDraft(stream, 'cv')
        .then(({ key, localPath, size }) => ({
          key,
          localPath,
          fileName: info.filename ?? '',
          size,
        }))
        .catch((error: unknown) => {
          if (oversize || settled) return null;
          throw error;
        });
    });
    parser.on('close', () => {
      if (oversize) return;
      upload
        .then(async (file) => {
          // Spec 7 sends the file only when non-empty; an empty part counts as no file.
          if (file && file.size === 0) await storage.remove(file.key);
          finish({ fields, file: file && file.size > 0 ? file : null, tooLarge: false });
        })
        .catch(fail);
    });
    parser.on('error', () =>
      fail(new ClientError(400, { detail: translate(c.get('locale'), 'bad_json') })),
    );
    input.on('error', (error) => {
      if (!settled) fail(error);
    });
    input.pipe(parser);
  });
}

async function applyForVacancy(c: Ctx, vacancy: number) {
  const locale = c.get('locale');
  const db = c.get('db');
  const [row] = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(and(eq(vacancies.id, vacancy), eq(vacancies.active, true)));
  if (!row) notFound(c);

  // Issue 26: a client that already sent its share of applications is refused before its upload is
  // read; every upload counts towards a second, wider limit.
  const ip = requestIp(c);
  await ensureAllowed(c, bucketKey('vacancy-ip', ip), rateRules.vacancyPerIp);
  await consume(c, bucketKey('cv-upload-ip', ip), rateRules.cvUploadPerIp);

  const tooLarge = () => new ClientError(400, { file: [translate(locale, 'file_too_large')] });
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > CV_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();

  // Issue 26: the stored CVs have a total cap; past it the form says so instead of filling the disk.
  const storage = localFileStorage(c.get('dataDir'));
  const cap = cvStorageMaxBytes();
  const storageFull = () => new ClientError(507, { detail: translate(locale, 'uploads_full') });
  // The declared length (the file and its framing) when there is one; the exact check follows the upload.
  const incoming = Number.isFinite(declared) && declared > 0 ? Math.min(declared, CV_MAX_BYTES) : 1;
  if ((await storage.usage('cv')) + incoming > cap) throw storageFull();

  const form = await readVacancyForm(c, storage);
  if (form.tooLarge) throw tooLarge();

  const discard = async () => {
    if (form.file) await storage.remove(form.file.key);
  };
  // Uploads running side by side may each have passed the check above: the total is checked again.
  if (form.file && (await storage.usage('cv')) > cap) {
    await discard();
    throw storageFull();
  }
  const parsed = vacancyApplicationSchema.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(c, parsed.error, form.fields);
  let contentType: string | undefined;
  if (!form.file) errors.file = [translate(locale, 'required')];
  else {
    contentType = await sniffFileType(form.file.localPath);
    if (!cvExtension(form.file.fileName) || !contentType || !CV_CONTENT_TYPES.has(contentType)) {
      errors.file = [translate(locale, 'invalid_file_type')];
    }
  }
  if (!parsed.success || errors.file || !form.file) {
    await discard();
    throw new ClientError(400, errors);
  }

  try {
    await consume(c, bucketKey('vacancy-ip', ip), rateRules.vacancyPerIp);
  } catch (error) {
    await discard();
    throw error;
  }
  await storage.keep(form.file.key);
  const fileName = form.file.fileName.slice(0, 255);
  // The shop's mail carries the stored CV by its path; the outbox reads it when it sends (issue 37).
  const mail = await vacancyApplicationMail(
    {
      ...parsed.data,
      vacancy: pick(row!.title, 'ro'),
      cv: { path: localFilePath(c.get('dataDir'), form.file.key), filename: fileName },
      locale,
    },
    getConfig().SITE_URL,
  );
  const fileKey = form.file.key;
  const application = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(vacancyApplications)
      .values({
        vacancyId: vacancy,
        ...parsed.data,
        fileKey,
        fileName,
        fileType: contentType === 'cfb' ? 'doc' : contentType!,
        fileSize: form.file!.size,
        locale,
      })
      .returning({ id: vacancyApplications.id });
    await storeInOutbox(tx, mail, c.get('now')());
    return inserted!;
  });
  void sendPendingMail(db);
  return { id: application.id, vacancy, ...parsed.data };
}

const contactUsRoute = createRoute({
  method: 'post',
  path: '/feedbacks/contact_us/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(contactUsPayloadSchema) },
  responses: {
    201: answer(contactRequestSchema, 'The call-back request, stored'),
    ...errorAnswers,
  },
});
const subscribeRoute = createRoute({
  method: 'post',
  path: '/feedbacks/subscribe/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(subscribePayloadSchema) },
  responses: {
    202: answer(
      subscriptionSchema,
      'The same answer for every address: an address not confirmed yet is sent the confirmation link',
    ),
    ...errorAnswers,
  },
});
/** Streamed to disk and checked field by field in the handler, so documented with a plain schema (no validator reads the body). */
const vacancyForm = {
  type: 'object' as const,
  required: ['name', 'phone', 'email', 'file'],
  properties: {
    name: { type: 'string' as const },
    phone: { type: 'string' as const },
    email: { type: 'string' as const },
    file: {
      type: 'string' as const,
      contentMediaType: 'application/octet-stream',
      description: 'pdf, doc or docx, at most 15 MB',
    },
  },
};
const vacancyRoute = createRoute({
  method: 'post',
  path: '/feedbacks/vacancy/',
  request: {
    query: vacancyApplicationQuerySchema,
    body: { content: { 'multipart/form-data': { schema: vacancyForm } }, required: true },
  },
  responses: {
    201: answer(vacancyApplicationAnswerSchema, 'The application, with its CV stored'),
    ...errorAnswers,
  },
});

export const formsRoutes = createRouter()
  .openapi(contactUsRoute, async (c) => {
    const data = c.req.valid('json');
    await consume(c, bucketKey('contact-ip', requestIp(c)), rateRules.contactPerIp);
    const name = data.name || null;
    const locale = c.get('locale');
    const mail = await callBackMail({ phone: data.phone, name, locale }, getConfig().SITE_URL);
    const db = c.get('db');
    // The request and the shop's mail of it are stored together (issue 37).
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contactRequests)
        .values({ phone: data.phone, name, locale })
        .returning({ id: contactRequests.id });
      await storeInOutbox(tx, mail, c.get('now')());
      return inserted!;
    });
    void sendPendingMail(db);
    return reply(c, contactRequestSchema, { id: row.id, phone: data.phone, name }, 201);
  })
  .openapi(subscribeRoute, async (c) => {
    const { email } = c.req.valid('json');
    await consume(c, bucketKey('subscribe-ip', requestIp(c)), rateRules.subscribePerIp);
    const normalized = email.toLowerCase();
    // Issue 37 (double opt-in): one answer whatever the address's state, so the form tells no one
    // whether it is subscribed; the address is stored once and counts once its owner confirms.
    await requestSubscription(c, normalized);
    return reply(c, subscriptionSchema, { email: normalized }, 202);
  })
  .openapi(vacancyRoute, async (c) =>
    reply(
      c,
      vacancyApplicationAnswerSchema,
      await applyForVacancy(c, c.req.valid('query').vacancy),
      201,
    ),
  );
