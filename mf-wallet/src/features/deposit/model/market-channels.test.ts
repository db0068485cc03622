import type { DepositChannel } from '@jogo/shared/api';
import { channelsOfMarket } from './market-channels';

const ch = (channelId: string, type: DepositChannel['type']) => ({ channelId, type }) as DepositChannel;
const LIST = [ch('pix', 'PIX'), ch('ted', 'BANK'), ch('usdt', 'CRYPTO'), ch('wallet', 'EWALLET')];

it('hides the channels the market forbids (BR: no USDT), and none without a profile', () => {
  expect(channelsOfMarket(LIST, { paymentChannels: ['PIX', 'TED'] }).map((c) => c.channelId)).toEqual([
    'pix',
    'ted',
  ]);
  expect(channelsOfMarket(LIST, { paymentChannels: ['PIX', 'TED', 'USDT', 'EWALLET'] })).toHaveLength(4);
  expect(channelsOfMarket(LIST, null)).toHaveLength(4);
});
