// `tsx gateway/scripts/art-bytes.ts`: the bytes of the demo's generated pictures, as JSON on stdout, for the
// picture budget of scripts/check-budgets.mjs: every game tile of the seed's catalogue, a wide and a square banner,
// and each vendor wordmark sprite. Raw and gzip bytes (the gateway's pictures go out compressed by dev-proxy or a
// CDN; raw bytes bound what a device parses).
import zlib from 'node:zlib';
import { bannerSvg, gameSvg, vendorSpriteSvg } from '../src/routes/content/art-svg';
import { buildGames, VENDORS } from '../src/db/seed/games';

const gz = (s: string) => zlib.gzipSync(s, { level: 9 }).length;
const tiles = buildGames().map((g) => gameSvg(g.code, g.name));
const vendors = [...new Map(VENDORS.map((v) => [v.code, { code: v.code, name: v.name }])).values()];
const banners = [
  bannerSvg('Bônus de boas-vindas 100% no primeiro depósito', '#b5179e', true, 'Saiba mais'),
  bannerSvg('Programa VIP: suba de nível e ganhe', '#7209b7', false, 'Participar'),
];
const sprite = vendorSpriteSvg(vendors, 'color');
const out = {
  tiles: tiles.length,
  tileMaxBytes: Math.max(...tiles.map((s) => s.length)),
  tileMaxGzipBytes: Math.max(...tiles.map(gz)),
  bannerMaxBytes: Math.max(...banners.map((s) => s.length)),
  spriteBytes: sprite.length,
  spriteGzipBytes: gz(sprite),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
