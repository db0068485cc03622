import { act, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { AgentClock, TopBar } from './top-bar';
import { formatClock, gmtOffset } from './clock';

describe('agent top bar', () => {
  afterEach(() => jest.useRealTimers());

  it('the clock of the site zone (São Paulo by default) ticks every second and shows its GMT offset', () => {
    // 13:31:05 UTC is 10:31:05 in São Paulo, whatever the machine's zone
    jest.useFakeTimers({ now: Date.parse('2026-11-23T13:31:05Z') });
    renderWithProviders(<AgentClock />);
    expect(screen.getByText('2026-11-23 10:31:05')).toBeInTheDocument();
    expect(screen.getByText('GMT-03:00')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('2026-11-23 10:31:06')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('2026-11-23 10:32:06')).toBeInTheDocument();
  });

  it('formats offsets east and west of Greenwich', () => {
    const t = Date.parse('2026-01-02T03:04:05Z');
    expect(gmtOffset(t, 'America/Sao_Paulo')).toBe('GMT-03:00');
    expect(gmtOffset(t, 'Asia/Kolkata')).toBe('GMT+05:30');
    expect(formatClock(t, 'UTC')).toBe('2026-01-02 03:04:05');
    expect(formatClock(t, 'America/Sao_Paulo')).toBe('2026-01-02 00:04:05');
  });

  it('shows the nickname and signs out through the bus', () => {
    renderWithProviders(<TopBar onMenu={() => undefined} />, {
      session: memberSession({
        isAgent: true,
        member: { id: 1, account: 'demo_agent', nickname: 'Agente Demo', type: 1 },
      }),
    });
    expect(screen.getByText('Agente Demo')).toBeInTheDocument();
    const asked: { confirm: boolean }[] = [];
    bus.on('auth:logout-requested', (e) => asked.push(e));
    screen.getByRole('button', { name: 'Sign out' }).click();
    expect(asked).toEqual([{ confirm: true }]);
  });

  it("asks the shell for customer service (the site's one popup)", () => {
    renderWithProviders(<TopBar onMenu={() => undefined} />, { session: memberSession({ isAgent: true }) });
    const asked: { csType?: string }[] = [];
    const off = bus.on('ui:customer-service-requested', (e) => asked.push(e));
    screen.getByRole('button', { name: 'Customer service' }).click();
    expect(asked).toEqual([{}]);
    off();
  });

  it('falls back to the account when there is no nickname', () => {
    renderWithProviders(<TopBar onMenu={() => undefined} />, {
      session: memberSession({
        isAgent: true,
        member: { id: 1, account: 'other_agent', nickname: '', type: 1 },
      }),
    });
    expect(screen.getByTestId('agent-account')).toHaveTextContent('other_agent');
  });
});
