import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('chunk-load failure (spec 8: one reload per 60 s)', () => {
  it('recognises chunk-load errors and nothing else', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the first time and again only after 60 s', () => {
    const now = 1_000_000;
    expect(shouldReloadForChunkError(now, null)).toBe(true);
    expect(shouldReloadForChunkError(now, now - 1_000)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
