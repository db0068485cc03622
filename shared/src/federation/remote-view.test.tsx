import { act, renderWithProviders, screen } from '../testing';
import { Suspense, type ComponentType } from 'react';
import { fireEvent } from '@testing-library/react';
import { RemoteView } from './remote-view';
import { retryableLazy } from './retryable-lazy';

const loadRemoteModule = jest.fn();
jest.mock('./runtime', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
}));

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Screen = ({ basePath }: { basePath: string }) => <p>screen of {basePath}</p>;

describe('RemoteView (the first screen renders in the remote first commit)', () => {
  beforeEach(() => loadRemoteModule.mockReset());

  it("awaits the remote's prepare(props) before rendering it, keeping the skeleton meanwhile", async () => {
    const first = deferred();
    const prepare = jest.fn(() => first.promise);
    loadRemoteModule.mockResolvedValue({ default: Screen, prepare });
    renderWithProviders(<RemoteView id="mf_x/routes" props={{ basePath: '/x' }} />);
    await act(async () => undefined);
    expect(prepare).toHaveBeenCalledWith({ basePath: '/x' });
    expect(screen.queryByText('screen of /x')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => first.resolve());
    expect(screen.getByText('screen of /x')).toBeInTheDocument();
  });

  it('renders the remote anyway when prepare fails (the remote then loads its screen itself)', async () => {
    const first = deferred();
    loadRemoteModule.mockResolvedValue({ default: Screen, prepare: () => first.promise });
    renderWithProviders(<RemoteView id="mf_x/routes" props={{ basePath: '/y' }} />);
    await act(async () => first.reject(new Error('chunk failed')));
    expect(screen.getByText('screen of /y')).toBeInTheDocument();
  });

  it('renders a remote without prepare as soon as it is loaded', async () => {
    loadRemoteModule.mockResolvedValue({ default: Screen });
    renderWithProviders(<RemoteView id="mf_x/routes" props={{ basePath: '/z' }} />);
    expect(await screen.findByText('screen of /z')).toBeInTheDocument();
  });

  it("its retry loads again a part of the remote whose chunk failed (the remote's retryableLazy)", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValue({ default: () => <p>the deposit page</p> });
    // what a remote's routes module does: its pages are lazy parts of their own
    const Page = retryableLazy(chunk);
    const Routes = () => (
      <Suspense fallback={<p>page loading</p>}>
        <Page />
      </Suspense>
    );
    loadRemoteModule.mockResolvedValue({ default: Routes });
    renderWithProviders(<RemoteView id="mf_x/routes" props={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the deposit page')).toBeInTheDocument();
    expect(chunk).toHaveBeenCalledTimes(2);
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mf_x/routes', true);
    errors.mockRestore();
  });
});
