import { act, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { AgentClock, TopBar } from './top-bar';
import { formatClock, gmtOffset } from './clock';

describe('agent top bar', () => {
  afterEach(() => jest.useRealTimers());

  it('the clock ticks every second and shows the GMT offset', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 10, 31, 5) });
    renderWithProviders(<AgentClock />);
    expect(screen.getByText('2026-11-23 10:31:05')).toBeInTheDocument();
    expect(screen.getByText(gmtOffset(new Date()))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('2026-11-23 10:31:06')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('2026-11-23 10:32:06')).toBeInTheDocument();
  });

  it('formats offsets east and west of Greenwich', () => {
    const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
    expect(gmtOffset(at(180))).toBe('GMT-03:00');
    expect(gmtOffset(at(-330))).toBe('GMT+05:30');
    expect(formatClock(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
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
