'use client';

import { useEffect } from 'react';
import {
  configurationQueryString,
  parseConfigurationQuery,
  type ConfigurationQuery,
} from '@/lib/routing/configuration-query';
import { toCalculatorConfiguration, type CalculatorStore } from './store';

/**
 * Adds a history entry without going through Next's router. Next patches `history.pushState` on the
 * instance so that useSearchParams follows, and each call runs a router restore: a navigation over
 * the cached tree, a re-render of every layout and a re-prefetch of the visible links, about 20 ms of
 * script per option change (issue 10's reprice budget is 16). Nothing reads the configuration back
 * from the router: the store is its source and the popstate listener below restores it. The entry
 * keeps the current history state (Next's tree), so Next's own back/forward handling knows it.
 * ADRs 28 and 54: why no public API of Next's does this, and the test that sees it break.
 */
export function pushHistoryEntry(url: string): void {
  History.prototype.pushState.call(window.history, window.history.state, '', url);
}

/**
 * The configuration a (re)mounting configurator starts from. Back/forward to one of its entries from
 * another page makes Next restore the page it rendered for the URL it first loaded, so the `query`
 * prop can be older than the URL; on the first load both are the same string, so hydration matches.
 */
export function startingQuery(typeId: number, query: ConfigurationQuery): ConfigurationQuery {
  if (typeof window === 'undefined') return query;
  const inUrl = parseConfigurationQuery(new URLSearchParams(window.location.search));
  return inUrl.typeId === typeId ? inUrl : query;
}

/**
 * Runs `write` after the next paint: a frame callback runs just before the browser paints, and a
 * task it queues runs after that paint. The shopper's answer (price, drawing) paints first.
 */
function afterNextPaint(write: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(write, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The URL mirrors the configuration (issue 8): a link can be shared, a reload keeps it, and
 * back/forward step through the configurations. The entry is written after the paint that shows the
 * change (issue 40: the interaction's next paint waits for no work it does not show); a change that
 * comes before that write is in the same entry, and the write names the store's configuration of
 * the moment it runs, so a back/forward in between adds nothing.
 */
export function useConfigurationUrl(
  store: CalculatorStore,
  typeId: number,
  editItemId: number | null,
): void {
  useEffect(() => {
    let restoring = false;
    let cancelWrite: (() => void) | null = null;
    const write = () => {
      cancelWrite = null;
      const next = `?${configurationQueryString(toCalculatorConfiguration(typeId, store.getState()), editItemId)}`;
      if (next !== window.location.search) pushHistoryEntry(`${window.location.pathname}${next}`);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (
        restoring ||
        cancelWrite ||
        (state.features === previous.features &&
          state.sizes === previous.sizes &&
          state.additionals === previous.additionals)
      )
        return;
      cancelWrite = afterNextPaint(write);
    });
    const onPopState = () => {
      const restored = parseConfigurationQuery(new URLSearchParams(window.location.search));
      if (restored.typeId !== null && restored.typeId !== typeId) return;
      restoring = true;
      store.getState().restore(restored);
      restoring = false;
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      cancelWrite?.();
      window.removeEventListener('popstate', onPopState);
    };
  }, [store, typeId, editItemId]);
}
