import crypto from 'node:crypto';

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

export function gameSvg(code: string, name: string): string {
  const h1 = Math.round(hue(code));
  const h2 = Math.round(hue(code, 'b'));
  const letters = name
    .split(/[\s_]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},70%,45%)"/><stop offset="1" stop-color="hsl(${h2},70%,25%)"/></linearGradient></defs>
<rect width="240" height="240" rx="24" fill="url(#g)"/><circle cx="${60 + (h1 % 120)}" cy="${60 + (h2 % 120)}" r="70" fill="#fff" opacity="0.08"/>
<text x="120" y="138" font-family="Verdana,sans-serif" font-size="72" font-weight="700" text-anchor="middle" fill="#fff">${esc(letters)}</text>
<text x="120" y="210" font-family="Verdana,sans-serif" font-size="16" text-anchor="middle" fill="#fff" opacity="0.9">${esc(name.slice(0, 22))}</text></svg>`;
}

const VARIANTS: Record<string, (h: number) => { bg: string; fg: string }> = {
  color: (h) => ({ bg: `hsl(${h},65%,42%)`, fg: '#fff' }),
  white: () => ({ bg: 'none', fg: '#fff' }),
  purple: () => ({ bg: 'none', fg: '#7b4bd6' }),
  default: () => ({ bg: 'none', fg: '#9aa3b2' }),
  active: (h) => ({ bg: 'none', fg: `hsl(${h},80%,55%)` }),
};
export type VendorVariant = 'color' | 'white' | 'purple' | 'default' | 'active';

/** The drawing of one vendor logo (200×80), without its <svg> element. */
function vendorArt(code: string, variant: string): string {
  const v = (VARIANTS[variant] ?? VARIANTS.color!)(Math.round(hue(code)));
  return `<rect width="200" height="80" rx="12" fill="${v.bg}"/><text x="100" y="50" font-family="Verdana,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${v.fg}">${esc(code.replace(/_/g, ' '))}</text>`;
}

export function vendorSvg(code: string, variant: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${esc(code)}">
${vendorArt(code, variant)}</svg>`;
}

/**
 * Every vendor's logo of one variant in one file, a `<symbol id="<code>">` each (issue 14: the 38 logos of
 * home were 38 requests). A page draws one with `<svg><use href="sprite-white.svg#PG"/></svg>`.
 */
export function vendorSpriteSvg(codes: readonly string[], variant: string): string {
  const symbols = codes.map(
    (code) => `<symbol id="${esc(code)}" viewBox="0 0 200 80">${vendorArt(code, variant)}</symbol>`,
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

export function bannerSvg(title: string, color: string, wide = true): string {
  const [w, h] = wide ? [1200, 400] : [600, 600];
  const size = wide ? 56 : 44;
  // Verdana bold is about 0.68 em a character: keep the text inside 88 % of the width
  const lines = wrapTitle(title, Math.floor((w * 0.88) / (size * 0.68)), wide ? 2 : 3);
  const lineHeight = Math.round(size * 1.2);
  const top = h / 2 + size * 0.35 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<tspan x="${w * 0.06}" y="${Math.round(top + i * lineHeight)}">${esc(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${esc(color)}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/><circle cx="${w * 0.8}" cy="${h / 2}" r="${h * 0.4}" fill="#fff" opacity="0.1"/>
<text font-family="Verdana,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${text}</text></svg>`;
}
