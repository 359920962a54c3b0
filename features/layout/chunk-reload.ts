/** Spec 8 'Chunk-load failure': reload the page to fetch the new build, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** A script chunk of an older build failed to load (the server has a newer build). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading chunk [\w-]+ failed|Failed to load chunk/i.test(message))
  );
}

/** Whether to reload now, given when the last such reload happened (epoch ms, or null). */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
