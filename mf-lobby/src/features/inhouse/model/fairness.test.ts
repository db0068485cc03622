import { createHash, createHmac, webcrypto } from 'node:crypto';
import { checkRound, computeRoll, sha256Hex } from './fairness';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;

/** The gateway's derivation (routes/inhouse/dice.ts), restated with node:crypto as the oracle. */
const nodeRoll = (seed: string, client: string, nonce: number) =>
  Math.floor(
    (createHmac('sha256', seed).update(`${client}:${nonce}`).digest().readUInt32BE(0) * 10000) / 2 ** 32,
  ) / 100;

describe('provably fair check in the browser', () => {
  const seed = 'b3f1c2d4e5a6978812345678abcdef00112233445566778899aabbccddeeff00';

  it('hashes the server seed like the commitment', async () => {
    expect(await sha256Hex(seed, subtle)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('recomputes the same roll as the gateway for many nonces', async () => {
    for (let nonce = 0; nonce < 25; nonce++)
      expect(await computeRoll(seed, 'my-seed', nonce, subtle)).toBe(nodeRoll(seed, 'my-seed', nonce));
  });

  it('flags a round whose seed does not match its commitment', async () => {
    const recordedRoll = nodeRoll(seed, 'c', 3);
    const good = await checkRound(
      {
        serverSeed: seed,
        serverSeedHash: createHash('sha256').update(seed).digest('hex'),
        clientSeed: 'c',
        nonce: 3,
        recordedRoll,
      },
      subtle,
    );
    expect(good).toEqual({ hashMatches: true, roll: recordedRoll, rollMatches: true });
    const bad = await checkRound(
      { serverSeed: seed, serverSeedHash: 'f'.repeat(64), clientSeed: 'c', nonce: 3, recordedRoll: 50 },
      subtle,
    );
    expect(bad.hashMatches).toBe(false);
    expect(bad.rollMatches).toBe(recordedRoll === 50);
  });
});
