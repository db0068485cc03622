import { bus, type ModalRequest } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  recordModals,
  renderWithProviders,
  screen,
  within,
} from '@jogo/shared/testing';
import { Footer } from '../footer/footer';
import { SideMenu } from './side-menu';

/** The chat-room and contract dialogs existed in the modal host but nothing opened them. */
const api = () => createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } });
const menu = () => screen.getByRole('navigation', { name: 'Side menu' });

describe('dialog entry points of the side menu and footer', () => {
  it('opens the chat room from the side menu and from the footer', () => {
    renderWithProviders(
      <>
        <SideMenu />
        <Footer />
      </>,
      { api: api() },
    );
    const seen: ModalRequest[] = [];
    recordModals((m) => seen.push(m));
    fireEvent.click(within(menu()).getByRole('button', { name: 'Chat room' }));
    const support = screen.getByRole('navigation', { name: 'Support' });
    fireEvent.click(within(support).getByRole('button', { name: 'Chat room' }));
    expect(seen).toEqual([{ name: 'chat' }, { name: 'chat' }]);
  });

  it('offers a member the contract dialog, and a guest or trial account nothing of the kind', () => {
    const { unmount } = renderWithProviders(<SideMenu />, { api: api() });
    expect(within(menu()).queryByRole('button', { name: 'My contracts' })).toBeNull();
    unmount();
    const trial = renderWithProviders(<SideMenu />, {
      api: api(),
      session: memberSession({ isTrial: true }),
    });
    expect(within(menu()).queryByRole('button', { name: 'My contracts' })).toBeNull();
    trial.unmount();
    renderWithProviders(<SideMenu />, { api: api(), session: memberSession() });
    const seen: ModalRequest[] = [];
    recordModals((m) => seen.push(m));
    fireEvent.click(within(menu()).getByRole('button', { name: 'My contracts' }));
    expect(seen).toEqual([{ name: 'contract' }]);
    expect(bus.current('session:changed').status).toBe('member');
  });
});
