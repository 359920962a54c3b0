import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyPart: a part whose code loads when it first renders (ADR 60)', () => {
  it('fetches nothing until rendered, shows nothing while loading, then the part with its props', async () => {
    let deliver!: () => void;
    const load = vi.fn(
      () => new Promise<typeof Greeting>((resolve) => (deliver = () => resolve(Greeting))),
    );
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();

    const { container, rerender } = render(
      <section>
        <h2>Beside it</h2>
        <Part name="Ana" />
      </section>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    // Its own boundary: the rest of the tree shows while the part's code is on its way.
    expect(screen.getByRole('heading', { name: 'Beside it' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();

    await act(async () => deliver());
    expect(screen.getByText('Hello, Ana')).toBeInTheDocument();
    rerender(
      <section>
        <h2>Beside it</h2>
        <Part name="Ion" />
      </section>,
    );
    expect(screen.getByText('Hello, Ion')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
