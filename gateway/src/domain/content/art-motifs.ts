/**
 * The demo catalogue's illustrations: one motif per theme (a tiger, a crown, cards, a roulette wheel...), each a
 * few flat shapes in a 120×120 box, with the palette of its scene. A game's title picks its theme by its words
 * ("Fortune Tiger": the tiger; "Speed Baccarat": cards), its code's type when no word matches (a fish for a
 * fishing game, balls for a lottery). Drawn by us, flat and small (about 1 KB a motif), so a tile stays a few KB.
 */

export interface Motif {
  /** the shapes, in a 120×120 box */
  art: string;
  /** the scene: centre and edge of the background, and the title's colour */
  palette: readonly [string, string, string];
}

const m = (art: string, palette: readonly [string, string, string]): Motif => ({ art, palette });

const GOLD = '#ffd54a';

const MOTIFS = {
  tiger: m(
    `<circle cx="26" cy="30" r="15" fill="#f28c28"/><circle cx="94" cy="30" r="15" fill="#f28c28"/><circle cx="26" cy="30" r="7" fill="#ffd2a0"/><circle cx="94" cy="30" r="7" fill="#ffd2a0"/><circle cx="60" cy="66" r="44" fill="#f28c28"/><ellipse cx="60" cy="86" rx="25" ry="18" fill="#fff3e0"/><path d="M60 24v14M40 30l6 12M80 30l-6 12M17 62h14M89 62h14M19 76h12M89 76h12" stroke="#2b1a10" stroke-width="5" stroke-linecap="round"/><circle cx="44" cy="58" r="6" fill="#1b1b1b"/><circle cx="76" cy="58" r="6" fill="#1b1b1b"/><path d="M52 76h16l-8 9z" fill="#3b1f1f"/>`,
    ['#ff9f43', '#7a1c00', GOLD],
  ),
  ox: m(
    `<path d="M24 42C8 32 6 12 16 4c1 16 9 24 22 28zM96 42c16-10 18-30 8-38-1 16-9 24-22 28z" fill="#f5e6c8"/><path d="M28 34h64l-6 52c-2 16-13 26-26 26S36 102 34 86z" fill="#8d5a3b"/><ellipse cx="60" cy="94" rx="22" ry="14" fill="#e8b4a0"/><circle cx="52" cy="94" r="3" fill="#5d3a2a"/><circle cx="68" cy="94" r="3" fill="#5d3a2a"/><circle cx="46" cy="60" r="5" fill="#1b1b1b"/><circle cx="74" cy="60" r="5" fill="#1b1b1b"/><circle cx="60" cy="110" r="8" fill="none" stroke="${GOLD}" stroke-width="4"/>`,
    ['#ffb74d', '#5d1a00', GOLD],
  ),
  rabbit: m(
    `<ellipse cx="42" cy="30" rx="11" ry="30" fill="#fff"/><ellipse cx="78" cy="30" rx="11" ry="30" fill="#fff"/><ellipse cx="42" cy="32" rx="5" ry="22" fill="#f8bbd0"/><ellipse cx="78" cy="32" rx="5" ry="22" fill="#f8bbd0"/><circle cx="60" cy="78" r="36" fill="#fff"/><circle cx="47" cy="72" r="5" fill="#1b1b1b"/><circle cx="73" cy="72" r="5" fill="#1b1b1b"/><path d="M55 84h10l-5 6z" fill="#ec407a"/><circle cx="38" cy="88" r="6" fill="#f8bbd0"/><circle cx="82" cy="88" r="6" fill="#f8bbd0"/>`,
    ['#f06292', '#4a0d2e', GOLD],
  ),
  gem: m(
    `<path d="M14 44L36 14h48l22 30-46 62z" fill="#4fc3f7"/><path d="M14 44h92L60 106zM36 14l24 30 24-30" fill="#0288d1" opacity=".45"/><path d="M14 44h92M36 14l24 30 24-30M60 44v62" stroke="#e1f5fe" stroke-width="2.5" fill="none"/><path d="M98 6l3 8 8 3-8 3-3 8-3-8-8-3 8-3zM16 88l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="#fff"/>`,
    ['#26c6da', '#0d1b4c', '#e1f5fe'],
  ),
  coins: m(
    `<ellipse cx="60" cy="100" rx="40" ry="12" fill="#b8860b"/><rect x="20" y="74" width="80" height="26" fill="#e6a800"/><ellipse cx="60" cy="74" rx="40" ry="12" fill="${GOLD}"/><rect x="20" y="50" width="80" height="24" fill="#e6a800"/><ellipse cx="60" cy="50" rx="40" ry="12" fill="#ffe082"/><circle cx="60" cy="26" r="24" fill="${GOLD}" stroke="#b8860b" stroke-width="4"/><text x="60" y="35" font-family="Verdana,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#8d6e00">$</text>`,
    ['#ffca28', '#5a3200', '#fff8e1'],
  ),
  chest: m(
    `<path d="M14 50c0-24 20-36 46-36s46 12 46 36z" fill="#8d5524"/><rect x="14" y="50" width="92" height="54" rx="4" fill="#a0642c"/><path d="M14 50h92M14 74h92" stroke="${GOLD}" stroke-width="6"/><rect x="50" y="62" width="20" height="24" rx="3" fill="${GOLD}"/><circle cx="60" cy="72" r="4" fill="#5d3a00"/><circle cx="34" cy="40" r="8" fill="${GOLD}"/><circle cx="86" cy="38" r="7" fill="${GOLD}"/><path d="M60 18l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fff"/>`,
    ['#ffb300', '#3e1f00', GOLD],
  ),
  fruit: m(
    `<path d="M40 68C46 40 58 22 84 10M84 10c-6 24-12 40-6 62" stroke="#2e7d32" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M84 10c14 0 26 8 28 20-14 2-24-6-28-20z" fill="#43a047"/><circle cx="38" cy="82" r="24" fill="#e53935"/><circle cx="80" cy="86" r="24" fill="#c62828"/><circle cx="30" cy="74" r="6" fill="#fff" opacity=".6"/><circle cx="72" cy="78" r="6" fill="#fff" opacity=".6"/>`,
    ['#ff7043', '#4a0010', GOLD],
  ),
  reel: m(
    `<rect x="8" y="22" width="104" height="76" rx="12" fill="#fff"/><rect x="8" y="22" width="104" height="76" rx="12" fill="none" stroke="${GOLD}" stroke-width="6"/><path d="M43 26v68M77 26v68" stroke="#cfd8dc" stroke-width="3"/><g font-family="Verdana,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#e53935"><text x="26" y="72">7</text><text x="60" y="72">7</text><text x="94" y="72">7</text></g><circle cx="116" cy="40" r="6" fill="#e53935"/><path d="M116 46v26" stroke="#90a4ae" stroke-width="4"/>`,
    ['#ab47bc', '#1a0033', GOLD],
  ),
  crown: m(
    `<path d="M14 96L6 34l30 24 24-40 24 40 30-24-8 62z" fill="${GOLD}"/><rect x="14" y="96" width="92" height="14" rx="3" fill="#e6a800"/><circle cx="60" cy="70" r="9" fill="#e53935"/><circle cx="32" cy="78" r="6" fill="#1e88e5"/><circle cx="88" cy="78" r="6" fill="#1e88e5"/><circle cx="6" cy="32" r="6" fill="${GOLD}"/><circle cx="60" cy="16" r="6" fill="${GOLD}"/><circle cx="114" cy="32" r="6" fill="${GOLD}"/>`,
    ['#7e57c2', '#1a0b3d', GOLD],
  ),
  jungle: m(
    `<circle cx="88" cy="28" r="18" fill="#ffeb3b"/><path d="M58 112c0-30 2-56 6-76" stroke="#6d4c41" stroke-width="7" fill="none"/><path d="M64 36C44 20 22 22 8 36c20-2 36 2 56 0zM64 36c10-20 28-28 48-22-14 8-30 14-48 22zM64 36c-20 4-34 20-36 40 12-14 24-26 36-40zM64 36c20 4 32 20 34 40-12-14-22-26-34-40z" fill="#43a047"/><path d="M4 112c20-16 40-16 60-8s40 8 52-4v16H4z" fill="#2e7d32"/>`,
    ['#9ccc65', '#0b3d0b', '#fff59d'],
  ),
  wolf: m(
    `<path d="M16 10l28 30h32l28-30-4 56-40 46-40-46z" fill="#90a4ae"/><path d="M40 76l20 36 20-36-20-8z" fill="#eceff1"/><path d="M30 52l14 8M90 52l-14 8" stroke="#263238" stroke-width="4" stroke-linecap="round"/><circle cx="44" cy="62" r="4" fill="#ffeb3b"/><circle cx="76" cy="62" r="4" fill="#ffeb3b"/><path d="M54 92h12l-6 7z" fill="#263238"/>`,
    ['#5c6bc0', '#0a0f2e', '#e8eaf6'],
  ),
  flame: m(
    `<path d="M60 4c22 26 44 42 44 72a44 44 0 0 1-88 0c0-20 12-32 20-44 2 14 8 20 16 22-4-20 0-34 8-50z" fill="#ff5722"/><path d="M60 46c12 14 24 22 24 38a24 24 0 0 1-48 0c0-10 6-18 10-24 2 8 6 10 10 12-2-10 0-18 4-26z" fill="#ffca28"/>`,
    ['#ff7043', '#3d0000', GOLD],
  ),
  candy: m(
    `<path d="M60 112V64" stroke="#fff" stroke-width="7"/><circle cx="60" cy="44" r="36" fill="#ec407a"/><path d="M60 44m-26 0a26 26 0 1 0 26-26M60 44m-14 0a14 14 0 1 0 14-14" stroke="#fff" stroke-width="7" fill="none"/><circle cx="20" cy="92" r="12" fill="#ab47bc"/><circle cx="100" cy="90" r="12" fill="#29b6f6"/><circle cx="16" cy="88" r="4" fill="#fff" opacity=".6"/>`,
    ['#f48fb1', '#4a0033', '#fff'],
  ),
  bomb: m(
    `<circle cx="56" cy="70" r="40" fill="#263238"/><rect x="66" y="20" width="22" height="16" rx="3" transform="rotate(35 77 28)" fill="#455a64"/><path d="M84 22c8-10 18-12 24-6" stroke="#8d6e63" stroke-width="4" fill="none"/><path d="M108 6l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="${GOLD}"/><circle cx="40" cy="56" r="9" fill="#fff" opacity=".25"/>`,
    ['#26a69a', '#002420', GOLD],
  ),
  mask: m(
    `<path d="M94 30c8-18 20-24 24-26-2 14-10 26-20 34M86 26c2-16 10-24 16-26 0 12-4 22-12 30" stroke="#ffca28" stroke-width="5" fill="none"/><path d="M8 44c24-12 80-12 104 0-2 32-18 44-32 44-10 0-14-12-20-12s-10 12-20 12C24 88 10 76 8 44z" fill="#e91e63"/><ellipse cx="38" cy="56" rx="13" ry="9" fill="#1a0010"/><ellipse cx="82" cy="56" rx="13" ry="9" fill="#1a0010"/><path d="M8 44c24-12 80-12 104 0" stroke="${GOLD}" stroke-width="4" fill="none"/><circle cx="60" cy="42" r="5" fill="#00e5ff"/>`,
    ['#7c4dff', '#22003d', GOLD],
  ),
  bolt: m(
    `<path d="M70 4L22 68h32l-12 48 56-72H64z" fill="#ffeb3b" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
    ['#00b0ff', '#001a40', '#e1f5fe'],
  ),
  skull: m(
    `<path d="M14 100l92-30M14 70l92 30" stroke="#eceff1" stroke-width="9" stroke-linecap="round"/><path d="M24 48a36 36 0 0 1 72 0c0 14-6 20-12 24v12H36V72c-6-4-12-10-12-24z" fill="#eceff1"/><circle cx="46" cy="50" r="9" fill="#1b1b1b"/><circle cx="74" cy="50" r="9" fill="#1b1b1b"/><path d="M56 66h8l-4 8z" fill="#1b1b1b"/><path d="M48 84v-8M60 84v-8M72 84v-8" stroke="#1b1b1b" stroke-width="3"/>`,
    ['#546e7a', '#0b1418', GOLD],
  ),
  moon: m(
    `<path d="M70 10a50 50 0 1 0 40 72A40 40 0 1 1 70 10z" fill="#ffe082"/><path d="M92 16l3 8 8 3-8 3-3 8-3-8-8-3 8-3zM100 56l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM22 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff"/>`,
    ['#5e35b1', '#0d0524', '#ffe082'],
  ),
  clover: m(
    `<path d="M60 64c8 20 14 34 30 48" stroke="#1b5e20" stroke-width="7" fill="none" stroke-linecap="round"/><g fill="#43a047"><circle cx="42" cy="44" r="20"/><circle cx="78" cy="44" r="20"/><circle cx="42" cy="80" r="20"/><circle cx="78" cy="80" r="20"/></g><circle cx="60" cy="62" r="8" fill="#2e7d32"/><circle cx="36" cy="38" r="5" fill="#fff" opacity=".4"/>`,
    ['#66bb6a', '#05320a', GOLD],
  ),
  star: m(
    `<path d="M60 4l16 36 40 4-30 26 9 40-35-21-35 21 9-40L4 44l40-4z" fill="${GOLD}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><path d="M60 30l7 16 17 2-13 11 4 17-15-9-15 9 4-17-13-11 17-2z" fill="#ff8f00"/>`,
    ['#ef5350', '#3d0010', GOLD],
  ),
  cards: m(
    `<g transform="rotate(-14 60 70)"><rect x="14" y="16" width="56" height="82" rx="7" fill="#fff" stroke="#cfd8dc" stroke-width="2"/><text x="26" y="40" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#1b1b1b">A</text><path d="M42 56c-10 12-16 16-16 24a8 8 0 0 0 14 4l-4 10h12l-4-10a8 8 0 0 0 14-4c0-8-6-12-16-24z" fill="#1b1b1b"/></g><g transform="rotate(12 60 70)"><rect x="50" y="18" width="56" height="82" rx="7" fill="#fff" stroke="#cfd8dc" stroke-width="2"/><text x="62" y="42" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#d32f2f">K</text><path d="M78 92c-14-12-22-20-22-30a10 10 0 0 1 22-4 10 10 0 0 1 22 4c0 10-8 18-22 30z" fill="#d32f2f"/></g>`,
    ['#2e7d32', '#04200a', GOLD],
  ),
  wheel: m(
    `<circle cx="60" cy="60" r="54" fill="#5d4037" stroke="${GOLD}" stroke-width="5"/><circle cx="60" cy="60" r="40" fill="none" stroke="#c62828" stroke-width="20" stroke-dasharray="10.47 10.47"/><circle cx="60" cy="60" r="40" fill="none" stroke="#1b1b1b" stroke-width="20" stroke-dasharray="10.47 10.47" stroke-dashoffset="10.47"/><circle cx="60" cy="60" r="26" fill="#2e7d32"/><circle cx="60" cy="60" r="9" fill="${GOLD}"/><circle cx="60" cy="24" r="5" fill="#fff"/>`,
    ['#43a047', '#061f08', GOLD],
  ),
  showwheel: m(
    `<circle cx="60" cy="60" r="54" fill="#fff" stroke="${GOLD}" stroke-width="6"/><circle cx="60" cy="60" r="28" fill="none" stroke="#e53935" stroke-width="50" stroke-dasharray="22 22"/><circle cx="60" cy="60" r="28" fill="none" stroke="#1e88e5" stroke-width="50" stroke-dasharray="22 66" stroke-dashoffset="22"/><circle cx="60" cy="60" r="28" fill="none" stroke="#43a047" stroke-width="50" stroke-dasharray="22 66" stroke-dashoffset="-22"/><circle cx="60" cy="60" r="12" fill="${GOLD}"/><path d="M52 0h16l-8 16z" fill="#fff"/>`,
    ['#ff4081', '#2a0033', GOLD],
  ),
  dice: m(
    `<g transform="rotate(-12 40 66)"><rect x="10" y="36" width="58" height="58" rx="12" fill="#fff"/><g fill="#d32f2f"><circle cx="26" cy="52" r="6"/><circle cx="39" cy="65" r="6"/><circle cx="52" cy="78" r="6"/></g></g><g transform="rotate(16 84 50)"><rect x="56" y="20" width="54" height="54" rx="11" fill="#fff"/><g fill="#1b1b1b"><circle cx="70" cy="34" r="5.5"/><circle cx="96" cy="34" r="5.5"/><circle cx="70" cy="60" r="5.5"/><circle cx="96" cy="60" r="5.5"/></g></g>`,
    ['#ef5350', '#2b0006', GOLD],
  ),
  fish: m(
    `<path d="M8 62c22-34 62-38 84 0-22 36-62 32-84 0z" fill="#ffa726"/><path d="M88 62l26-24v48z" fill="#fb8c00"/><path d="M40 34c6 10 6 46 0 56" stroke="#fff3e0" stroke-width="4" fill="none"/><circle cx="26" cy="56" r="6" fill="#1b1b1b"/><circle cx="50" cy="14" r="6" fill="none" stroke="#e1f5fe" stroke-width="3"/><circle cx="66" cy="6" r="4" fill="none" stroke="#e1f5fe" stroke-width="3"/><path d="M0 108c20-8 40-8 60 0s40 8 60 0" stroke="#4fc3f7" stroke-width="5" fill="none"/>`,
    ['#29b6f6', '#002a4a', GOLD],
  ),
  domino: m(
    `<g transform="rotate(-18 60 60)"><rect x="32" y="6" width="56" height="108" rx="10" fill="#fafafa" stroke="#1b1b1b" stroke-width="3"/><path d="M36 60h48" stroke="#1b1b1b" stroke-width="3"/><g fill="#1b1b1b"><circle cx="48" cy="22" r="6"/><circle cx="72" cy="44" r="6"/><circle cx="60" cy="33" r="6"/><circle cx="48" cy="78" r="6"/><circle cx="72" cy="78" r="6"/><circle cx="48" cy="98" r="6"/><circle cx="72" cy="98" r="6"/></g></g>`,
    ['#8d6e63', '#1f0f08', GOLD],
  ),
  balls: m(
    `<circle cx="30" cy="78" r="26" fill="#e53935"/><circle cx="90" cy="78" r="26" fill="#1e88e5"/><circle cx="60" cy="38" r="28" fill="${GOLD}"/><g fill="#fff"><circle cx="30" cy="78" r="13"/><circle cx="90" cy="78" r="13"/><circle cx="60" cy="38" r="14"/></g><g font-family="Verdana,sans-serif" font-weight="700" text-anchor="middle" fill="#1b1b1b" font-size="14"><text x="30" y="83">7</text><text x="90" y="83">21</text><text x="60" y="44">8</text></g>`,
    ['#26a69a', '#002b26', GOLD],
  ),
  football: m(
    `<circle cx="60" cy="60" r="50" fill="#fff" stroke="#1b1b1b" stroke-width="3"/><path d="M60 40l19 14-7 22H48l-7-22z" fill="#1b1b1b"/><path d="M60 40V14M79 54l24-8M72 76l14 22M48 76L34 98M41 54l-24-8" stroke="#1b1b1b" stroke-width="3"/><path d="M50 12l10 6 10-6M98 38l4 12-6 10M92 92l-12 6-10-4M28 92l12 6 10-4M22 38l-4 12 6 10" stroke="#1b1b1b" stroke-width="3" fill="none"/>`,
    ['#43a047', '#062b0c', '#fff'],
  ),
  controller: m(
    `<path d="M30 34h60c16 0 26 14 28 34 2 24-4 38-16 38-10 0-14-14-24-18H42c-10 4-14 18-24 18-12 0-18-14-16-38 2-20 12-34 28-34z" fill="#263238" stroke="#7c4dff" stroke-width="4"/><path d="M32 56v20M22 66h20" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="84" cy="58" r="6" fill="#00e676"/><circle cx="96" cy="70" r="6" fill="#ff1744"/><circle cx="72" cy="70" r="6" fill="#2979ff"/><circle cx="84" cy="82" r="6" fill="#ffea00"/>`,
    ['#7c4dff', '#0d0030', '#e040fb'],
  ),
  rooster: m(
    `<path d="M44 30c-4-12 4-22 12-20 0-8 10-12 16-4 6-6 16 0 12 10z" fill="#e53935"/><path d="M40 40c8-10 40-10 48 6 8 16 0 40-14 52l14 16H34l10-18C26 84 26 56 40 40z" fill="#ff8f00"/><path d="M86 46l22 8-22 8z" fill="${GOLD}"/><circle cx="72" cy="50" r="5" fill="#1b1b1b"/><path d="M76 64c4 8 2 16-4 20" stroke="#e53935" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M34 76C14 70 6 52 10 34c8 12 16 18 26 20" fill="#2e7d32"/>`,
    ['#ff7043', '#2d0a00', GOLD],
  ),
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

/** The words of a title that name its theme (English words, as the vendors write their titles). */
const WORDS: [RegExp, MotifName][] = [
  [/tiger/i, 'tiger'],
  [/\box\b|bull/i, 'ox'],
  [/rabbit|bunny/i, 'rabbit'],
  [/gem|crystal|diamond|jewel/i, 'gem'],
  [/treasure|riches/i, 'chest'],
  [/fortune|golden|gold|money|cash/i, 'coins'],
  [/fruit|cherry/i, 'fruit'],
  [/spin|rush|slot/i, 'reel'],
  [/queen|royal|king(?!dom)|kingdom/i, 'crown'],
  [/jungle|safari/i, 'jungle'],
  [/wolf/i, 'wolf'],
  [/phoenix|dragon|fire|boom/i, 'flame'],
  [/bonanza|sweet|candy/i, 'candy'],
  [/mine/i, 'bomb'],
  [/carnival|samba/i, 'mask'],
  [/crazy time|monopoly|mega ball|wheel/i, 'showwheel'],
  [/neon|lightning|wild|mega|super/i, 'bolt'],
  [/pirate/i, 'skull'],
  [/mystic|moon/i, 'moon'],
  [/lucky|clover/i, 'clover'],
  [/roulette/i, 'wheel'],
  [/dice|sic bo/i, 'dice'],
  [/fish|ocean/i, 'fish'],
  [/domino/i, 'domino'],
  [
    /baccarat|blackjack|poker|patti|rummy|truco|niu|pai gow|dizhu|landlord|omaha|deck|bahar|fan tan/i,
    'cards',
  ],
  [/cockfight|rooster/i, 'rooster'],
  [/e-?sport|gaming/i, 'controller'],
  [/sport/i, 'football'],
  [/lott?o|4d|pk10|fast|streak|mien|bac|nam/i, 'balls'],
];

/** The motif a code's type gives when no word of the title names one. */
const BY_TYPE: [RegExp, MotifName][] = [
  [/_FISH_/, 'fish'],
  [/_LIVE_/, 'cards'],
  [/_PVP_/, 'cards'],
  [/_ESPORTS_|^(IMES|TF|IA)_/, 'controller'],
  [/_SPORTS_/, 'football'],
];

/** @returns the motif of a game: the first of its title's theme words, else its type's, else a star */
export function motifOf(code: string, title: string): Motif {
  // a fishing game is a fish whatever its title ("Ocean King")
  if (/_FISH_/.test(code)) return MOTIFS.fish;
  // the last word names the subject ("Golden Tiger": a tiger), so it is tried first
  const words = title.split(/\s+/);
  for (const phrase of [words.slice(-1).join(' '), title]) {
    const hit = WORDS.find(([re]) => re.test(phrase));
    if (hit) return MOTIFS[hit[1]];
  }
  const byType = BY_TYPE.find(([re]) => re.test(code));
  return MOTIFS[byType ? byType[1] : 'star'];
}

/** @returns a named motif (banners and promotions pick theirs by their words too) */
export const motif = (name: MotifName): Motif => MOTIFS[name];

/** The motif a banner's or promotion's words call for (bonus: coins, VIP: a crown, raffle: a gift of coins…). */
export function bannerMotifOf(title: string): Motif {
  const words: [RegExp, MotifName][] = [
    [/vip|clube|club|nível|level/i, 'crown'],
    [/dados|dice/i, 'dice'],
    [/ao vivo|live|cassino|casino/i, 'cards'],
    [/roleta|wheel/i, 'showwheel'],
    [/sorteio|raffle|envelope/i, 'chest'],
    [/bônus|bonus|reembolso|rebate|recarga|reload/i, 'coins'],
    [/amigo|friend|convide|invite/i, 'star'],
    [/slot|rodada|spin/i, 'reel'],
    [/copa|cup|torneio|tournament/i, 'star'],
    [/entre|log in|cadastre|sign up|acesso|get back/i, 'clover'],
  ];
  const hit = words.find(([re]) => re.test(title));
  return MOTIFS[hit ? hit[1] : 'star'];
}
