import { createFakeApi, fireEvent, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import type { AgentContract, ContractProcessBody, ContractProcessValue } from '@jogo/shared/api';
import { ContractPage, Offers } from './contract-page';

const offer = (over: Partial<AgentContract> = {}): AgentContract => ({
  id: 7,
  kind: 'DAILY',
  fromUsername: 'house',
  toUsername: 'demo_agent',
  rate: 0.5,
  status: 'OFFERED',
  period: 'DAILY',
  createdAt: '2026-11-20T12:00:00Z',
  signedAt: null,
  ...over,
});

function fake() {
  const bodies: ContractProcessBody[] = [];
  const api = createFakeApi().on(
    '/wps/relay/MCS2_processDailySalContract',
    ({ body }: { body?: unknown }) => {
      bodies.push(body as ContractProcessBody);
      return { kind: 'DAILY' } as ContractProcessValue;
    },
  );
  return { api, bodies };
}

describe('contract offers (spec 8: a downline with a higher rate)', () => {
  it('accepting an offer that terminates a downline contract asks first, saying so', async () => {
    const { api, bodies } = fake();
    renderWithProviders(
      <Offers kind="DAILY" offers={[offer({ terminates: [{ username: 'sub_agent', rate: 0.8 }] })]} />,
      { api },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    // nothing sent yet: the confirmation names the downline that loses its contract
    expect(bodies).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'A downline holds a higher rate than 0.5%: agreeing terminates the downline contract.',
    );
    expect(dialog).toHaveTextContent('sub_agent (0.8%) loses this contract');
    fireEvent.click(screen.getByRole('button', { name: 'Agree and terminate' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'accept', contractId: 7, confirm: true }]));
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { api, bodies } = fake();
    renderWithProviders(
      <Offers kind="DAILY" offers={[offer({ terminates: [{ username: 'sub_agent', rate: 0.8 }] })]} />,
      { api },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
  });

  it('an offer that terminates nothing is accepted at once', async () => {
    const { api, bodies } = fake();
    renderWithProviders(<Offers kind="DAILY" offers={[offer({ terminates: [] })]} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'accept', contractId: 7, confirm: undefined }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reject sends reject', async () => {
    const { api, bodies } = fake();
    renderWithProviders(<Offers kind="DAILY" offers={[offer()]} />, { api });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{ action: 'reject', contractId: 7, confirm: undefined }]));
  });
});

describe('the offer form', () => {
  it('is not shown to an agent without a rate of its own (an offer could never succeed)', async () => {
    const api = createFakeApi().on(
      '/wps/relay/MCS2_processDailySalContract',
      ({ body }: { body?: unknown }) => ({
        kind: 'DAILY',
        state: 'COMING_SOON',
        mine: null,
        maxRate: 0,
        pending: [],
        downlines: [],
        contract: null,
        records: (body as ContractProcessBody).action === 'records' ? { content: [], totalPages: 0 } : null,
        unclaimed: [],
        claimed: null,
      }),
    );
    renderWithProviders(<ContractPage kind="DAILY" />, { api });
    expect(await screen.findByText('You have no signed contract of this kind')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /offer/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offer' })).toBeNull();
  });
});
