import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyExport, preload } from './lazy-export';

const Hello = ({ who }: { who: string }) => <p>hello {who}</p>;

describe('lazyExport', () => {
  it('suspends on its first render while the module comes', async () => {
    const load = () => Promise.resolve({ Hello });
    const Lazy = lazyExport(load, 'Hello');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy who="a" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('hello a')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preload has brought the module', async () => {
    const load = () => Promise.resolve({ Hello });
    const Lazy = lazyExport(load, 'Hello');
    await act(async () => preload(load));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy who="b" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('hello b')).toBeInTheDocument();
  });

  it('a failed preload leaves the render to load it', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Hello }));
    const Lazy = lazyExport(load, 'Hello');
    await act(async () => preload(load));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy who="c" />
      </Suspense>,
    );
    expect(await screen.findByText('hello c')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
