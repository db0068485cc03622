import { Suspense } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChunkBoundary, retryableLazy } from './retryable-lazy';

function Part() {
  return <p>the part</p>;
}
const partModule = { default: Part };
type Module = typeof partModule;

const view = (Comp: React.ComponentType) => (
  <ChunkBoundary
    fallback={(retry) => (
      <button type="button" onClick={retry}>
        retry
      </button>
    )}
  >
    <Suspense fallback={<p>loading</p>}>
      <Comp />
    </Suspense>
  </ChunkBoundary>
);

let errors: jest.SpyInstance;
beforeEach(() => {
  // React reports the caught load error on the console
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('retryableLazy and ChunkBoundary', () => {
  it('a load that failed once is asked again on retry, and then shows the part', async () => {
    const load = jest
      .fn<Promise<Module>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue(partModule);
    const Lazy = retryableLazy(load);
    render(view(Lazy));
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that succeeded is not asked again on a later render', async () => {
    const load = jest.fn<Promise<Module>, []>().mockResolvedValue(partModule);
    const Lazy = retryableLazy(load);
    const { unmount } = render(view(Lazy));
    await screen.findByText('the part');
    unmount();
    render(view(Lazy));
    expect(screen.getByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the boundary keeps a failed part to itself, and the load is not asked again by itself', async () => {
    const load = jest.fn(() => Promise.reject<Module>(new Error('offline')));
    const Lazy = retryableLazy(load);
    render(
      <div>
        <header>the header</header>
        {view(Lazy)}
      </div>,
    );
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'retry' })).toBeTruthy();
    expect(screen.getByText('the header')).toBeTruthy();
    // offline, no loop of requests: one load until the player asks again
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
