/**
 * The player's own check of a round, in the browser with WebCrypto (no trust in the gateway needed):
 * SHA-256(serverSeed) must equal the commitment shown before the round, and
 * HMAC-SHA256(key = serverSeed, message = `clientSeed:nonce`) gives the roll: the first 4 bytes as an
 * unsigned big-endian integer u, roll = floor(u × 10000 / 2^32) hundredths.
 */
const encoder = new TextEncoder();
const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

const defaultSubtle = (): SubtleCrypto => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available');
  return subtle;
};

export async function sha256Hex(text: string, subtle: SubtleCrypto = defaultSubtle()): Promise<string> {
  return hex(await subtle.digest('SHA-256', encoder.encode(text)));
}

/** @returns the roll of a round, 0.00 to 99.99. */
export async function computeRoll(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  subtle: SubtleCrypto = defaultSubtle(),
): Promise<number> {
  const key = await subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new DataView(await subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}`)));
  const u = mac.getUint32(0, false);
  return Math.floor((u * 10000) / 2 ** 32) / 100;
}

export interface LocalCheck {
  hashMatches: boolean;
  roll: number;
  rollMatches: boolean;
}

/** Recomputes a revealed round and compares it with what was recorded. */
export async function checkRound(
  round: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    recordedRoll: number;
  },
  subtle?: SubtleCrypto,
): Promise<LocalCheck> {
  const [hash, roll] = await Promise.all([
    sha256Hex(round.serverSeed, subtle),
    computeRoll(round.serverSeed, round.clientSeed, round.nonce, subtle),
  ]);
  return {
    hashMatches: hash === round.serverSeedHash,
    roll,
    rollMatches: Math.round(roll * 100) === Math.round(round.recordedRoll * 100),
  };
}
