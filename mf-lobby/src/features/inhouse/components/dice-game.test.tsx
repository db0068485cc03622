import { createHash, createHmac, webcrypto } from 'node:crypto';
import type { InhouseRound } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { DiceGame } from './dice-game';

const SEED = 'a'.repeat(64);
const HASH = createHash('sha256').update(SEED).digest('hex');
const roll = (client: string, nonce: number) =>
  Math.floor(
    (createHmac('sha256', SEED).update(`${client}:${nonce}`).digest().readUInt32BE(0) * 10000) / 2 ** 32,
  ) / 100;

const round = (over: Partial<InhouseRound> = {}): InhouseRound => ({
  roundId: 7,
  gameCode: 'DICE',
  nonce: 0,
  clientSeed: 'my-seed',
  serverSeedHash: HASH,
  serverSeed: null,
  amount: 1,
  target: 50,
  direction: 'under',
  roll: roll('my-seed', 0),
  multiplier: 1.98,
  win: roll('my-seed', 0) < 50,
  payout: roll('my-seed', 0) < 50 ? 1.98 : 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function diceApi() {
  return createFakeApi()
    .on('/wps/inhouse/games', {
      list: [
        {
          gameCode: 'DICE',
          name: 'Fair Dice',
          description: 'Roll under or over',
          minBet: 1,
          maxBet: 1000,
          houseEdge: 1,
          iconUrl: '',
        },
      ],
    })
    .on('/wps/inhouse/state', {
      gameCode: 'DICE',
      serverSeedHash: HASH,
      clientSeed: 'my-seed',
      nonce: 0,
      balance: 100,
    })
    .on('/wps/inhouse/history', { list: [], totalPages: 1 })
    .on('POST /wps/inhouse/play', { round: round(), balance: round().win ? 100.98 : 99, nextNonce: 1 })
    .on('POST /wps/inhouse/rotate', {
      previousServerSeed: SEED,
      previousServerSeedHash: HASH,
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'my-seed',
      nonce: 0,
    })
    .on('/wps/inhouse/verify', {
      roundId: 7,
      serverSeed: SEED,
      serverSeedHash: HASH,
      clientSeed: 'my-seed',
      nonce: 0,
      computedRoll: roll('my-seed', 0),
      recordedRoll: roll('my-seed', 0),
      verified: true,
    });
}

beforeAll(() => {
  // jsdom has no WebCrypto: give it Node's, the same API the browser has
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

describe('DiceGame (in-house provably fair game)', () => {
  it('plays a round, shows the roll and new balance, and asks the shell to refresh the header balance', async () => {
    const api = diceApi();
    renderWithProviders(<DiceGame gameCode="DICE" />, { api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Fair Dice' });
    expect(screen.getByTestId('server-seed-hash')).toHaveTextContent(HASH);
    const refresh = jest.fn();
    const off = bus.on('wallet:balance-refresh-requested', refresh);
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await screen.findByText(roll('my-seed', 0).toFixed(2), { selector: 'span' });
    expect(api.calls.find((c) => c.endpoint.path === '/wps/inhouse/play')?.options.body).toEqual({
      gameCode: 'DICE',
      amount: 1,
      target: 50,
      direction: 'under',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('nonce')).toHaveTextContent('1');
    off();
  });

  it('reads the stake in the page language (PT 2,50) and refuses an ambiguous one (PT 1,500) before any call', async () => {
    const api = diceApi();
    renderWithProviders(<DiceGame gameCode="DICE" />, { api, session: memberSession(), language: 'PT' });
    await screen.findByRole('heading', { name: 'Fair Dice' });
    const stake = screen.getByLabelText('Valor da aposta');
    expect(stake).toHaveValue('1');
    fireEvent.change(stake, { target: { value: '1,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    expect(await screen.findByText(/“1,500” pode ser lido de duas formas/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/inhouse/play')).toBe(false);
    fireEvent.change(stake, { target: { value: '2,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rolar' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.endpoint.path === '/wps/inhouse/play')?.options.body).toMatchObject({
        amount: 2.5,
      }),
    );
  });

  it('refuses a bet above the balance before calling the gateway', async () => {
    const api = diceApi();
    renderWithProviders(<DiceGame gameCode="DICE" />, { api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Fair Dice' });
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('Your balance is not enough for this bet')).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint.path === '/wps/inhouse/play')).toBe(false);
  });

  it('rotates the seed (revealing the old one) and verifies a round on the gateway and in the browser', async () => {
    const api = diceApi().on('/wps/inhouse/history', { list: [round({ serverSeed: SEED })], totalPages: 1 });
    renderWithProviders(<DiceGame gameCode="DICE" />, { api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Fair Dice' });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate server seed' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent(SEED);
    fireEvent.click(screen.getByRole('button', { name: 'Verify round 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify round 0' });
    await waitFor(() => expect(within(dialog).getByTestId('browser-verdict')).toHaveTextContent('✓'));
    expect(within(dialog).getByTestId('gateway-verdict')).toHaveTextContent('✓ matches');
    // the round's own nonce, not the fairness panel's "next nonce"
    expect(within(dialog).getByText('Round nonce')).toBeInTheDocument();
    expect(within(dialog).queryByText('Next nonce')).toBeNull();
  });

  it('sets a client seed', async () => {
    const api = diceApi().on('POST /wps/inhouse/client-seed', {
      gameCode: 'DICE',
      serverSeedHash: HASH,
      clientSeed: 'lucky_7',
      nonce: 0,
      balance: 100,
    });
    renderWithProviders(<DiceGame gameCode="DICE" />, { api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Fair Dice' });
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'bad seed!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this client seed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 to 64 letters');
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'lucky_7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this client seed' }));
    expect(await screen.findByText('Client seed saved for the next rounds')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint.path === '/wps/inhouse/client-seed')?.options.body).toEqual({
      gameCode: 'DICE',
      clientSeed: 'lucky_7',
    });
  });
});
