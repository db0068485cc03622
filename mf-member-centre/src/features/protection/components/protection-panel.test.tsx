import type { PlayerLimit, ProtectionState } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { LIMIT_ORDER } from '../model/limits';
import { ProtectionPanel } from './protection-panel';

const RESET = '2026-11-27T00:00:00-03:00';

function state(over: Partial<ProtectionState> = {}, limits: Partial<PlayerLimit>[] = []): ProtectionState {
  return {
    market: 'BR',
    coolingOffHours: 24,
    limits: LIMIT_ORDER.map(({ kind, period }) => ({
      kind,
      period,
      value: null,
      pending: null,
      used: 0,
      remaining: null,
      resetsAt: RESET,
      ...limits.find((l) => l.kind === kind && l.period === period),
    })),
    realityCheck: { minutes: null, intervalSeconds: null },
    session: {
      loginAt: '2026-11-26T10:00:00-03:00',
      serverNow: '2026-11-26T10:30:00-03:00',
      elapsedSeconds: 1800,
      net: 0,
      stakes: 0,
      wins: 0,
      lastActivityAt: '2026-11-26T10:30:00-03:00',
      reauthRequired: false,
    },
    pause: null,
    exclusion: null,
    blockedBy: null,
    blockedUntil: null,
    ...over,
  };
}

function setup(initial: ProtectionState) {
  const api = createFakeApi().on('GET /wps/relay/RG_getProtection', initial);
  renderWithProviders(<ProtectionPanel />, { api, session: memberSession() });
  act(() => bus.emit('settings:changed', { status: 0, flags: {}, info: { timeZone: 'America/Sao_Paulo' } }));
  return api;
}

describe('the responsible gaming page', () => {
  it('states the cooling-off rule and shows a limit with its use, what is left and its reset', async () => {
    setup(state({}, [{ kind: 'DEPOSIT', period: 'DAY', value: 100, used: 30, remaining: 70 }]));
    expect(
      await screen.findByText(/Raising or removing one waits 24 hours, and you can cancel it meanwhile/),
    ).toBeInTheDocument();
    const row = screen.getByTestId('limit-DEPOSIT-DAY');
    expect(within(row).getByText('R$100.00')).toBeInTheDocument();
    expect(within(row).getByText('R$30.00')).toBeInTheDocument();
    expect(within(row).getByText('R$70.00')).toBeInTheDocument();
    // midnight in São Paulo, whatever the machine's zone
    expect(within(row).getByText('27/11/2026 00:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('limit-LOSS-DAY')).getByText('No limit')).toBeInTheDocument();
  });

  it('sends a raise, shows it pending with the moment it takes effect, and cancels it', async () => {
    const pendingState = state({}, [
      {
        kind: 'DEPOSIT',
        period: 'DAY',
        value: 100,
        remaining: 100,
        pending: { value: 500, effectiveAt: '2026-11-27T10:30:00-03:00' },
      },
    ]);
    const api = setup(state({}, [{ kind: 'DEPOSIT', period: 'DAY', value: 100, remaining: 100 }]))
      .on('POST /wps/relay/RG_setLimit', pendingState)
      .on('POST /wps/relay/RG_cancelLimit', state({}, [{ kind: 'DEPOSIT', period: 'DAY', value: 100 }]));
    const published: (ProtectionState | null)[] = [];
    bus.on('protection:changed', (s) => published.push(s));
    fireEvent.click(await screen.findByRole('button', { name: 'Change: Deposits per day' }));
    const input = screen.getByLabelText('New limit: Deposits per day');
    fireEvent.change(input, { target: { value: '0' } });
    const save = () => within(screen.getByTestId('limit-DEPOSIT-DAY')).getByRole('button', { name: 'Save' });
    fireEvent.click(save());
    expect(await screen.findByText('Enter a number greater than 0.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(save());
    expect(await screen.findByText('Change to R$500.00 from 27/11/2026 10:30')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint.path === '/wps/relay/RG_setLimit')?.options.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      value: 500,
    });
    // the shell's clock and checks hear of it without asking again
    expect(published.at(-1)).toEqual(pendingState);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel change: Deposits per day' }));
    await waitFor(() => expect(screen.queryByText(/Change to R\$500.00/)).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.endpoint.path === '/wps/relay/RG_cancelLimit')?.options.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
    });
  });

  it("shows the gateway's refusal in the row", async () => {
    setup(state()).on('POST /wps/relay/RG_setLimit', () => {
      throw apiError(400, 'protection.invalid', 'The limit is out of range');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change: Number of bets per week' }));
    fireEvent.change(screen.getByLabelText('New limit: Number of bets per week'), { target: { value: '5' } });
    const row = screen.getByTestId('limit-BETS-WEEK');
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('The limit is out of range');
  });

  it('asks before a pause and shows it in force', async () => {
    const api = setup(state()).on(
      'POST /wps/relay/RG_pause',
      state({ pause: { since: '2026-11-26T10:30:00-03:00', until: '2026-12-03T10:30:00-03:00' } }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a pause of 7 days?' });
    expect(api.calls.some((c) => c.endpoint.path === '/wps/relay/RG_pause')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the pause' }));
    expect(await screen.findByText('Paused until 03/12/2026 10:30.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint.path === '/wps/relay/RG_pause')?.options.body).toEqual({
      days: 7,
      confirm: true,
    });
  });

  it('self-excludes after a confirmation, then asks the shell to log out', async () => {
    const api = setup(state()).on('POST /wps/relay/RG_selfExclude', {
      since: '2026-11-26T10:30:00-03:00',
      until: null,
      indefinite: true,
    });
    const logouts: { confirm: boolean }[] = [];
    bus.on('auth:logout-requested', (e) => logouts.push(e));
    expect(await screen.findByText(/An indefinite exclusion lasts until/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'indefinite' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for Indefinite?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude me and log out' }));
    await waitFor(() => expect(logouts).toEqual([{ confirm: false }]));
    expect(api.calls.find((c) => c.endpoint.path === '/wps/relay/RG_selfExclude')?.options.body).toEqual({
      months: null,
      confirm: true,
    });
  });
});
