import crypto from 'node:crypto';
import { bannerMotifOf, motifOf } from '../../domain/content/art-motifs';

/**
 * The drawings of the generated art: game tiles, vendor logos (one file each, or one sprite of every vendor per
 * variant), banners, reward and promotion images. Colours and letters derive from a hash of the code, so the
 * same code always draws the same picture.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hue = (code: string, salt = '') =>
  crypto
    .createHash('sha256')
    .update(code + salt)
    .digest()[0]! *
  (360 / 256);

/** Twelve light rays from the motif's centre (120, 96), behind it. */
const RAYS = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const p = (t: number) => `${Math.round(120 + 220 * Math.cos(t))} ${Math.round(96 + 220 * Math.sin(t))}`;
  return `M120 96L${p(a - 0.09)}L${p(a + 0.09)}z`;
}).join('');

/**
 * A game's tile (240×240): the scene of its theme (radial light, rays), its motif (a tiger for "Fortune Tiger",
 * cards for a baccarat table: domain/content/art-motifs.ts) and its title as the vendor writes it, on a band at the
 * foot. Games of one theme differ by a turn of the scene's hue drawn from their code.
 */
export function gameSvg(code: string, name: string): string {
  const { art, palette } = motifOf(code, name);
  const turn = Math.round(hue(code) / 4.5) - 40; // -40..40 degrees
  const lines = wrapTitle(name.toUpperCase(), name.length > 13 ? 15 : 13, 2);
  // Verdana bold is about 0.68 em a character: the longest line fits in 220 of the 240 px
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(lines.length > 1 ? 20 : 24, Math.floor(220 / (longest * 0.68)));
  const text = lines
    .map((l, i) => `<tspan x="120" y="${lines.length > 1 ? 198 + i * 24 : 214}">${esc(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${esc(name)}">
<defs><radialGradient id="b" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></radialGradient><filter id="h"><feColorMatrix type="hueRotate" values="${turn}"/></filter><clipPath id="c"><rect width="240" height="240" rx="24"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="url(#b)" filter="url(#h)"/><path d="${RAYS}" fill="#fff" opacity=".09"/>
<g transform="translate(48 18) scale(1.2)">${art}</g>
<rect y="176" width="240" height="64" fill="#000" opacity=".42"/></g>
<text font-family="Verdana,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${palette[2]}" stroke="#000" stroke-width="3" paint-order="stroke">${text}</text></svg>`;
}

const VARIANTS: Record<string, (h: number) => { bg: string; fg: string }> = {
  color: (h) => ({ bg: `hsl(${h},65%,42%)`, fg: '#fff' }),
  white: () => ({ bg: 'none', fg: '#fff' }),
  purple: () => ({ bg: 'none', fg: '#7b4bd6' }),
  default: () => ({ bg: 'none', fg: '#9aa3b2' }),
  active: (h) => ({ bg: 'none', fg: `hsl(${h},80%,55%)` }),
};
export type VendorVariant = 'color' | 'white' | 'purple' | 'default' | 'active';

/** The emblems of the wordmarks (a 36×36 box at the logo's left), one per vendor by its code's hash. */
const EMBLEMS = [
  (c: string) =>
    `<circle cx="26" cy="40" r="16" fill="${c}"/><circle cx="26" cy="40" r="7" fill="none" stroke="#fff" stroke-width="3" opacity=".85"/>`,
  (c: string) =>
    `<path d="M26 22l18 18-18 18-18-18z" fill="${c}"/><path d="M26 31l9 9-9 9-9-9z" fill="#fff" opacity=".5"/>`,
  (c: string) => `<path d="M26 22l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" fill="${c}"/>`,
  (c: string) =>
    `<path d="M26 22l16 9v18l-16 9-16-9V31z" fill="${c}"/><path d="M26 32l7 4v8l-7 4-7-4v-8z" fill="#fff" opacity=".5"/>`,
  (c: string) =>
    `<path d="M10 56l16-34 16 34z" fill="${c}"/><path d="M20 50l6-13 6 13z" fill="#fff" opacity=".5"/>`,
  (c: string) =>
    `<rect x="10" y="24" width="32" height="32" rx="9" fill="${c}"/><path d="M19 40h14M26 33v14" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
];

/**
 * The drawing of one vendor's wordmark (200×80), without its <svg> element: an emblem of our own and the vendor's
 * name in our lettering (never the vendor's trademark), its first word large and the rest spaced out beneath.
 * The name is also the picture's accessible text (`aria-label`, and `<title>` in the sprite).
 */
function vendorArt(code: string, name: string, variant: string): string {
  const h = Math.round(hue(code));
  const v = (VARIANTS[variant] ?? VARIANTS.color!)(h);
  const accent = variant === 'color' ? '#fff' : variant === 'active' ? v.fg : v.fg;
  const emblem = EMBLEMS[Math.floor(hue(code, 'e')) % EMBLEMS.length]!(accent);
  const [first = code, ...rest] = name.split(/\s+/);
  const italic = Math.floor(hue(code, 'i')) % 3 === 0 ? ' font-style="italic"' : '';
  const big = Math.min(rest.length ? 28 : 30, Math.floor(140 / (first.length * 0.66)));
  const font = `font-family="Verdana,sans-serif" font-weight="700" fill="${v.fg}"`;
  const words = rest.length
    ? `<text x="52" y="44" ${font} font-size="${big}"${italic}>${esc(first)}</text><text x="53" y="63" ${font} font-size="${Math.min(13, Math.floor(140 / (rest.join(' ').length * 0.8)))}" letter-spacing="2" opacity=".85">${esc(rest.join(' ').toUpperCase())}</text>`
    : `<text x="52" y="${40 + big * 0.36}" ${font} font-size="${big}"${italic}>${esc(first)}</text>`;
  return `<rect width="200" height="80" rx="12" fill="${v.bg}"/>${emblem}${words}`;
}

export function vendorSvg(code: string, variant: string, name = code): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${esc(name)}">
${vendorArt(code, name, variant)}</svg>`;
}

/**
 * Every vendor's logo of one variant in one file, a `<symbol id="<code>">` each (the 38 logos of
 * home were 38 requests). A page draws one with `<svg><use href="sprite-white.svg#PG"/></svg>`.
 */
export function vendorSpriteSvg(vendors: readonly { code: string; name: string }[], variant: string): string {
  const symbols = vendors.map(
    ({ code, name }) =>
      `<symbol id="${esc(code)}" viewBox="0 0 200 80"><title>${esc(name)}</title>${vendorArt(code, name, variant)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>`;
}

/** Word-wraps a title into at most `maxLines` lines of about `perLine` characters (the last one cut with …). */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, perLine - 1)}…`;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/**
 * A banner, promotion or reward picture: the title on the left over the item's colour, the artwork its words
 * call for on the right (coins for a bonus, a crown for VIP, dice for the dice game: domain/content/art-motifs.ts) in a
 * burst of light, and the call to action as a drawn button when it leads somewhere. Wide banners are 1200×400, the
 * others 600×600 (the artwork above the title).
 */
export function bannerSvg(title: string, color: string, wide = true, cta?: string): string {
  const [w, h] = wide ? [1200, 400] : [600, 600];
  const size = wide ? 56 : 44;
  const { art } = bannerMotifOf(title);
  // Verdana bold is about 0.68 em a character: keep the text inside the left 58 % (wide) or 88 % of the width
  const lines = wrapTitle(title, Math.floor((w * (wide ? 0.58 : 0.88)) / (size * 0.68)), wide ? 2 : 3);
  const lineHeight = Math.round(size * 1.2);
  const block = lines.length * lineHeight + (cta ? 90 : 0);
  const top = wide ? h / 2 - block / 2 + size : h * 0.62;
  const text = lines
    .map((l, i) => `<tspan x="${w * 0.06}" y="${Math.round(top + i * lineHeight)}">${esc(l)}</tspan>`)
    .join('');
  const [cx, cy, scale] = wide ? [w * 0.8, h / 2, 2.5] : [w / 2, h * 0.3, 2];
  const button = cta
    ? (() => {
        const y = Math.round(top + (lines.length - 1) * lineHeight + 40);
        const bw = Math.round(cta.length * 15 + 64);
        return `<rect x="${w * 0.06}" y="${y}" width="${bw}" height="56" rx="28" fill="#ffd54a"/><text x="${w * 0.06 + bw / 2}" y="${y + 37}" font-family="Verdana,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#1b1b1b">${esc(cta)}</text>`;
      })()
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${esc(color)}"/><stop offset="1" stop-color="#111827"/></linearGradient><radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/><circle cx="${cx}" cy="${cy}" r="${h * (wide ? 0.5 : 0.3)}" fill="url(#l)"/>
<g transform="translate(${cx - 60 * scale} ${cy - 60 * scale}) scale(${scale})">${art}</g>
<text font-family="Verdana,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text>${button}</svg>`;
}
