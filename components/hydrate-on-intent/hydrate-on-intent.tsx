'use client';

import {
  Activity,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactPromise,
} from 'react';
import styles from './hydrate-on-intent.module.scss';

/** Events that show the shopper reaching a part: the pointer over it, the focus in it, a finger or a key. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Keys a part answers (disclosures, menus); any other key, Tab first, goes on as the browser means it. */
const PART_KEYS = new Set([
  'Enter',
  ' ',
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/** A click as the pointer made it: on the icon inside a button as well (an SVG has no click()). */
const click = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));

/**
 * A client component whose code is fetched, and whose server markup React hydrates, when the shopper
 * first reaches it (docs/adr/0056-header-parts-hydrate-on-intent.md). The server renders the part
 * whole, so its links and CSS behaviour work from the first paint; in the browser the part stays as
 * the server wrote it, inside an Activity boundary React keeps dehydrated, until a pointer, focus,
 * touch or key reaches it. A click or key the part answers that comes before its code is held and
 * given to it once hydrated (React drops such events on a dehydrated boundary); links are never held.
 * Any render React needs of the part before then (a navigation changes the router's context, a
 * client render that has no server markup) fetches the code at once instead of waiting. Not for a
 * part with text fields: what is typed before hydration is not React's, and held keys would not
 * reach the field. One instance per page: the part's state (loaded, hydrated, held events) is the
 * wrapper's, not each element's.
 */
export function hydrateOnIntent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const server = typeof window === 'undefined';
  let start = () => {};
  const promise = server ? load() : new Promise<void>((resolve) => (start = resolve)).then(load);
  // Marked as React's `use` reads a settled promise without suspending.
  const loaded: ReactPromise<ComponentType<P>> = promise;
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {},
  );
  let renders = 0;
  let hydrated = false;
  /** Ends the window listeners of the mounted wrapper: once hydrated, the part answers by itself. */
  let stopListening = () => {};
  let held: { target: EventTarget; replay: (target: Element) => void }[] = [];

  const replayHeld = () => {
    const events = held;
    held = [];
    for (const { target, replay } of events) if (target instanceof Element) replay(target);
  };

  function Part(props: P) {
    // The first render is the page's hydration, which leaves the part as the server wrote it; any
    // later one is React needing the part now.
    if (!server && ++renders > 1) start();
    const Component = use(loaded);
    useLayoutEffect(() => {
      hydrated = true;
      stopListening();
      // After React's own replay of the pointer and focus events it queued for the part.
      setTimeout(replayHeld);
    }, []);
    return <Component {...props} />;
  }

  function OnIntent(props: P) {
    // On the server the part's module is awaited before its boundary renders, so the part is in the
    // shell, the first HTML. (An Activity, not a Suspense boundary: React's server streams a
    // Suspense boundary of more than 500 bytes after the shell, in an element only a script moves
    // into place, so the part would be missing without JavaScript.)
    if (server) use(loaded);
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (hydrated) return;
      const root = ref.current!;
      // No server markup to keep (a client render): the part is needed now.
      if (!root.firstElementChild) start();
      const inPart = (event: Event) => event.target instanceof Node && root.contains(event.target);
      const onIntent = (event: Event) => {
        if (inPart(event)) start();
      };
      const hold = (event: Event) => {
        if (!inPart(event) || (event.target as Element).closest('a[href]')) return;
        start();
        if (event instanceof KeyboardEvent) {
          if (!PART_KEYS.has(event.key)) return;
          const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
          // A key that activates a button gives it the click the browser would have made.
          const activates = key === 'Enter' || key === ' ';
          held.push({
            target: event.target!,
            replay: (target) =>
              activates && target instanceof HTMLButtonElement
                ? click(target)
                : target.dispatchEvent(
                    new KeyboardEvent('keydown', {
                      key,
                      code,
                      shiftKey,
                      altKey,
                      ctrlKey,
                      metaKey,
                      bubbles: true,
                      cancelable: true,
                    }),
                  ),
          });
        } else held.push({ target: event.target!, replay: click });
        event.preventDefault();
        event.stopPropagation();
      };
      const listening = new AbortController();
      const { signal } = listening;
      for (const type of INTENT_EVENTS)
        window.addEventListener(type, onIntent, { capture: true, passive: true, signal });
      window.addEventListener('click', hold, { capture: true, signal });
      window.addEventListener('keydown', hold, { capture: true, signal });
      stopListening = () => listening.abort();
      return stopListening;
    }, []);
    return (
      <div ref={ref} className={styles.part}>
        <Activity mode="visible">
          <Part {...props} />
        </Activity>
      </div>
    );
  }
  return OnIntent;
}
