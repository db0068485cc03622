import { act } from 'react';
import { bus } from '@jogo/shared/bus';
import { fireEvent, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import { dialogQueue } from './dialog-queue';
import { ModalHost } from './modal-host';

// the help dialog's chunk cannot load (offline before the service worker cached it)
jest.mock('./help-dialog', () => {
  throw new Error('Loading chunk 731 failed');
});

beforeEach(() => {
  dialogQueue.drop(() => true);
  sessionStorage.setItem('jogo.announcements.closed.guest', 'closed');
});

it('a shell dialog whose code does not load says so, with a retry and a close, and the site stays', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderWithProviders(
      <>
        <header>the header</header>
        <ModalHost />
      </>,
    );
    const closed: string[] = [];
    bus.on('ui:modal-closed', (e) => closed.push(e.name));
    act(() => bus.emit('ui:modal-requested', { name: 'help' }));
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain('This window did not load. Check your connection and try again.');
    // a retry asks again (still offline here: the same message, no error over the site)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This window did not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(closed).toEqual(['help']);
    expect(screen.getByText('the header')).toBeTruthy();
  } finally {
    errors.mockRestore();
  }
});
