import { act, Activity, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnIntent } from './hydrate-on-intent';
import styles from './hydrate-on-intent.module.scss';

function Disclosure({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <nav>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" width="10" height="10">
          <path d="M1 1h8" />
        </svg>
        {label}
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </nav>
  );
}

/** The part's code, delivered when the test says so. */
function deferredLoad() {
  let deliver!: () => void;
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ label: string }>>((resolve) => {
        deliver = () => resolve(Disclosure);
      }),
  );
  return {
    load,
    deliver: async () => {
      await vi.waitFor(() => expect(load).toHaveBeenCalled());
      await act(async () => deliver());
      // The held events are given back on the next task.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}

/** What the server writes for the part: its whole markup in the wrapper, in an Activity boundary. */
const serverHtml = (label: string) =>
  renderToString(
    <div className={styles.part}>
      <Activity mode="visible">
        <Disclosure label={label} />
      </Activity>
    </div>,
  );

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(Part: ComponentType<{ label: string }>, label = 'Menu') {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(label);
  document.body.append(container);
  const button = container.querySelector('button')!;
  await act(async () => {
    root = hydrateRoot(container, <Part label={label} />);
  });
  return { container, button };
}

describe('hydrateOnIntent: a part hydrates when the shopper reaches it (issue 40)', () => {
  it('keeps the server markup without fetching the code, then hydrates it in place on focus', async () => {
    const { load, deliver } = deferredLoad();
    const { container, button } = await hydrate(hydrateOnIntent(load));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await act(async () => button.focus());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await deliver();
    // The same node, still focused: hydration adopted the server's markup.
    expect(container.querySelector('button')).toBe(button);
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives a click that came before the code to the part once hydrated, once, on its icon too', async () => {
    const { load, deliver } = deferredLoad();
    const { button } = await hydrate(hydrateOnIntent(load));
    await act(async () =>
      button
        .querySelector('path')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await deliver();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('turns an Enter that came before the code into the button’s click, and leaves Tab alone', async () => {
    const { load, deliver } = deferredLoad();
    const { button } = await hydrate(hydrateOnIntent(load));
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(async () => button.dispatchEvent(tab));
    expect(tab.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => button.dispatchEvent(enter));
    expect(enter.defaultPrevented).toBe(true);
    await deliver();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('never holds a link: its click goes on as the browser means it', async () => {
    const { load } = deferredLoad();
    const { container } = await hydrate(hydrateOnIntent(load));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('a')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(false);
  });

  it('fetches the code at once when React must render the part before any intent (new props, a navigation)', async () => {
    const { load, deliver } = deferredLoad();
    const Part = hydrateOnIntent(load);
    const { container } = await hydrate(Part);
    expect(load).not.toHaveBeenCalled();
    await act(async () => root!.render(<Part label="Other" />));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await deliver();
    await vi.waitFor(() => expect(container.querySelector('button')).toHaveTextContent('Other'));
  });
});
