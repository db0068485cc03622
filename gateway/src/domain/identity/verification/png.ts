import zlib from 'node:zlib';

/** An RGB raster; `set` ignores pixels outside the image so callers can draw without clipping. */
export class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
    fill: [number, number, number] = [255, 255, 255],
  ) {
    this.data = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) this.data.set(fill, i * 3);
  }

  set(x: number, y: number, rgb: [number, number, number]): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.data.set(rgb, (Math.floor(y) * this.width + Math.floor(x)) * 3);
  }

  get(x: number, y: number): [number, number, number] {
    const i = (y * this.width + x) * 3;
    return [this.data[i]!, this.data[i + 1]!, this.data[i + 2]!];
  }

  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
    for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) this.set(x + i, y + j, rgb);
  }

  line(x0: number, y0: number, x1: number, y1: number, rgb: [number, number, number]): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++)
      this.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, rgb);
  }
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * Encodes a raster as a PNG (8-bit RGB, filter 0 on every row, deflate from node:zlib), so the gateway
 * needs no native image library.
 * @returns the PNG file bytes
 */
export function encodePng(r: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(r.width, 0);
  header.writeUInt32BE(r.height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const stride = r.width * 3;
  const raw = Buffer.alloc((stride + 1) * r.height);
  for (let y = 0; y < r.height; y++) r.data.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 5x7 bitmap digits, one string of 7 rows of 5 bits each. */
const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Draws one digit scaled by `scale`, with a small per-row shear so the glyphs are not pixel-identical. */
export function drawDigit(
  r: Raster,
  digit: string,
  x: number,
  y: number,
  scale: number,
  shear: number,
  rgb: [number, number, number],
): void {
  const rows = DIGITS[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  rows.forEach((row, j) => {
    for (let i = 0; i < 5; i++) {
      if (row[i] !== '1') continue;
      const dx = Math.round(shear * (3 - j));
      r.rect(x + i * scale + dx, y + j * scale, scale, scale, rgb);
    }
  });
}
