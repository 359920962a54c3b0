import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files (vacancy CVs) live. Local disk by default; an S3-compatible bucket can
 * implement the same three calls. A file is first written as a draft, checked, then kept or dropped.
 */
export interface FileStorage {
  /** Streams `source` into a new draft and answers its key, local path and size; a failed stream leaves nothing. */
  writeDraft(
    source: Readable,
    folder: string,
  ): Promise<{ key: string; localPath: string; size: number }>;
  /** Makes a draft permanent under its key. */
  keep(key: string): Promise<void>;
  /** Deletes a draft or a kept file; missing files are fine. */
  remove(key: string): Promise<void>;
  /** Bytes held in `folder`, kept files and drafts alike (issue 26: the CV folder has a total cap). */
  usage(folder: string): Promise<number>;
}

/** Default total of stored CVs: 1 GiB (about 70 CVs of the 15 MB maximum, thousands of usual ones). */
export const CV_STORAGE_DEFAULT_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * The cap on the bytes of all stored CVs (`CV_STORAGE_MAX_BYTES`, a positive whole number of bytes);
 * past it the vacancy form answers 507 instead of filling the disk.
 */
export function cvStorageMaxBytes(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const raw = env.CV_STORAGE_MAX_BYTES?.trim();
  if (!raw) return CV_STORAGE_DEFAULT_MAX_BYTES;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(
      `CV_STORAGE_MAX_BYTES must be a positive whole number of bytes, not ${JSON.stringify(raw)}`,
    );
  return value;
}

const DRAFT_SUFFIX = '.part';

/** Where a kept file of the local storage lives (the mail outbox attaches a CV from there). */
export function localFilePath(dataDir: string, key: string): string {
  const root = path.resolve(dataDir, 'uploads');
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep))
    throw new Error(`storage key outside the uploads folder: ${key}`);
  return full;
}

/** Files under `<dataDir>/uploads/<folder>/<uuid>`; drafts carry a `.part` suffix until kept. */
export function localFileStorage(dataDir: string): FileStorage {
  const resolve = (key: string) => localFilePath(dataDir, key);
  return {
    async writeDraft(source, folder) {
      const key = `${folder}/${randomUUID()}`;
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target + DRAFT_SUFFIX);
      try {
        await pipeline(source, out);
      } catch (error) {
        // The file may still be opening when the source fails; delete it only once it is closed.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(target + DRAFT_SUFFIX, { force: true });
        throw error;
      }
      return {
        key,
        localPath: target + DRAFT_SUFFIX,
        size: (await stat(target + DRAFT_SUFFIX)).size,
      };
    },
    async keep(key) {
      await rename(resolve(key) + DRAFT_SUFFIX, resolve(key));
    },
    async remove(key) {
      await rm(resolve(key) + DRAFT_SUFFIX, { force: true });
      await rm(resolve(key), { force: true });
    },
    async usage(folder) {
      const dir = resolve(folder);
      const entries = await readdir(dir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      let total = 0;
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // A file removed meanwhile counts for nothing.
        total += (await stat(path.join(dir, entry.name)).catch(() => null))?.size ?? 0;
      }
      return total;
    },
  };
}
