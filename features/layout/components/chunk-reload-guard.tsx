'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '../chunk-reload';

/** Reloads once when a chunk of an older build fails to load; the guard lives in sessionStorage. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const stored = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
      const now = Date.now();
      if (!shouldReloadForChunkError(now, stored > 0 ? stored : null)) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
