/**
 * PIX "copy and paste" codes: the EMV QR Code for Payment Systems (Merchant-Presented Mode) as the
 * Banco Central do Brasil's BR Code manual profiles it. Each field is ID (2 digits), length (2 digits),
 * value; field 63 is the CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the whole string up to
 * and including "6304", in 4 upper-case hex digits.
 */

const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`BR Code field ${id} too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** @returns CRC16/CCITT-FALSE of the text as 4 upper-case hex digits ("123456789" gives 29B1). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Upper-case ASCII without accents, as field 59/60 expect. */
const ascii = (s: string, max: number) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max);

export interface PixCharge {
  /** the receiving PIX key of the merchant (here a random key) */
  key: string;
  /** minor units */
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** the transaction id the provider reconciles with: 1 to 25 letters and digits */
  txid: string;
}

/** @returns the BR Code "copy and paste" string of a PIX charge, CRC included. */
export function pixBrCode(c: PixCharge): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(c.txid)) throw new Error('bad PIX txid');
  const body =
    field('00', '01') +
    field('01', '12') + // 12: the code is for one payment only
    field('26', field('00', 'br.gov.bcb.pix') + field('01', c.key)) +
    field('52', '0000') +
    field('53', '986') + // BRL
    field('54', (c.amount / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', ascii(c.merchantName, 25)) +
    field('60', ascii(c.merchantCity, 15)) +
    field('62', field('05', c.txid)) +
    '6304';
  return body + crc16(body);
}

/** @returns whether a BR Code string carries a correct CRC (what a bank app checks first). */
export function brCodeValid(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === '6304' && crc16(code.slice(0, -4)) === code.slice(-4);
}

/** Reads the top-level fields of a BR Code (for tests and the operator's view). */
export function parseBrCode(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i + 4 <= code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    out[id] = code.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}
