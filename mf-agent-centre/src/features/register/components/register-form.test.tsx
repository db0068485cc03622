import { bus } from '@jogo/shared/bus';
import { act, createFakeApi, renderWithProviders, screen, fireEvent, waitFor } from '@jogo/shared/testing';
import type { AgentProfileValue } from '@jogo/shared/api';
import { RegisterForm } from './register-form';

const profile = { canCreateAgent: true, affiliateCodes: ['DEMO2026'] } as unknown as AgentProfileValue;
const market = (cpf: boolean) =>
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: {},
      info: { market: { registration: { cpf } } },
    } as never),
  );

/** Where a bettor signs up in person (BR), the agent opens sub-agent accounts only. */
describe('register form and the market', () => {
  it('in BR: the player type is off, the form says why, and what it sends is a sub-agent', async () => {
    const bodies: unknown[] = [];
    const api = createFakeApi().on('/wps/agent/downline', ({ body }: { body?: unknown }) => {
      bodies.push(body);
      return { username: 'sub01' };
    });
    renderWithProviders(<RegisterForm profile={profile} />, { api });
    market(true);
    expect(screen.getByRole('radio', { name: 'Player' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Sub-agent' })).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(/players sign up in person/);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'sub01' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Abcdef12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ username: 'sub01', accountType: 'AGENT' });
  });

  it('in OPEN: a player account as the spec has it', () => {
    renderWithProviders(<RegisterForm profile={profile} />);
    market(false);
    expect(screen.getByRole('radio', { name: 'Player' })).toBeChecked();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
