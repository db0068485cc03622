import type { ProtectionState } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  act,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
} from '@jogo/shared/testing';
import { RealityCheckDialog } from './reality-check-dialog';

const LOGIN = Date.parse('2026-11-26T10:00:00-03:00');
const NOW = LOGIN + (2 * 3600 + 3 * 60 + 4) * 1000;

const state = (net: number): ProtectionState => ({
  market: 'BR',
  coolingOffHours: 24,
  limits: [],
  realityCheck: { minutes: 30, intervalSeconds: null },
  session: {
    loginAt: new Date(LOGIN).toISOString(),
    serverNow: new Date(NOW).toISOString(),
    elapsedSeconds: (NOW - LOGIN) / 1000,
    net,
    stakes: 50,
    wins: 50 + net,
    lastActivityAt: new Date(NOW).toISOString(),
    reauthRequired: false,
  },
  pause: null,
  exclusion: null,
  blockedBy: null,
  blockedUntil: null,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

it('shows the session time and the net loss since login, with continue, log out and the record', async () => {
  const api = createFakeApi().on('GET /wps/relay/RG_getProtection', state(-12.5));
  const onClose = jest.fn();
  renderWithProviders(<RealityCheckDialog props={{}} onClose={onClose} />, { api, session: memberSession() });
  act(() => bus.emit('protection:changed', state(-12.5)));
  expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('2:03:04');
  expect(screen.getByTestId('reality-net')).toHaveTextContent(/lost R\$\s?12\.50/);
  expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'See my betting record' })).toBeInTheDocument();
  act(() => bus.emit('protection:changed', state(30)));
  expect(screen.getByTestId('reality-net')).toHaveTextContent(/won R\$\s?30\.00/);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(onClose).toHaveBeenCalled();
});
