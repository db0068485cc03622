/**
 * The one reader of amounts typed by a person. Pure, no I/O, no Intl.
 *
 * Each language has one style: PT writes `1.234,56` (`.` groups thousands, `,` separates the cents), EN writes
 * `1,234.56`. The rules, in the order they are checked:
 * 1. Blanks around the text and a leading currency symbol (`R$`) are ignored; nothing left is `empty`.
 * 2. Only digits and the two separators may remain (no sign, no inner space, no letters), a separator never
 *    starts or ends the text nor follows another one: otherwise `invalid`.
 * 3. Digits only: a whole amount (`1234`).
 * 4. Thousands are grouped by the language's group mark in groups of exactly three digits after a first group
 *    of one to three digits that does not start with 0 (`1.234`, `12.345.678`); any other grouping is
 *    `grouping`.
 * 5. At most one decimal mark, after every group mark, followed by one or two digits (`10,5`, `10,55`).
 *    Three digits after it where the part before is one to three digits without a leading zero (PT `10,555`,
 *    EN `10.555`) is `ambiguous`: the other language reads it as thousands (10555), this one as 10.555. More
 *    decimals than two otherwise is `tooManyDecimals` (`10,5555`, `1.234,567`).
 * 6. A text that is well formed in the OTHER language's style and not in this one (PT `10.55`, `1,234.56`,
 *    `1,234,567`; EN `10,55`, `1.234,56`) is `otherStyle`, with the same amount written in this style as
 *    `params.example`; it is never silently read in either style.
 * 7. More than Number.MAX_SAFE_INTEGER cents is `tooLarge`.
 * Zero is a valid reading (`0`, `0,00`); whether it is allowed is the form's rule (its minimum).
 */

export type AmountLanguage = 'PT' | 'EN';

export type AmountFailureReason =
  | 'empty'
  | 'invalid'
  | 'grouping'
  | 'ambiguous'
  | 'tooManyDecimals'
  | 'otherStyle'
  | 'tooLarge'
  | 'notWhole'
  | 'ambiguousWhole';

export interface AmountFailure {
  ok: false;
  reason: AmountFailureReason;
  /** The i18n key of the message (namespace `common`), e.g. `common:amountInput.ambiguous`. */
  key: `common:amountInput.${AmountFailureReason}`;
  /** Values for the message: the ways to write what may have been meant, in this language's style. */
  params: Record<string, string>;
}

export type AmountParse = { ok: true; minor: number } | AmountFailure;
export type WholeParse = { ok: true; value: number } | AmountFailure;

interface Style {
  group: string;
  decimal: string;
}

const STYLES: Record<AmountLanguage, Style> = {
  PT: { group: '.', decimal: ',' },
  EN: { group: ',', decimal: '.' },
};

/** The examples every message may show, in the language's style. */
const EXAMPLES: Record<AmountLanguage, Record<string, string>> = {
  PT: { sample: '1.234,56' },
  EN: { sample: '1,234.56' },
};

function fail(reason: AmountFailureReason, language: AmountLanguage, params: Record<string, string> = {}) {
  return {
    ok: false as const,
    reason,
    key: `common:amountInput.${reason}` as const,
    params: { ...EXAMPLES[language], ...params },
  };
}

/** Integer digits grouped in threes with `mark` (no leading zero), for messages. */
function group(digits: string, mark: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, mark);
}

/** Cents from whole digits and up to two decimals, or null past the safe-integer range. */
function toMinor(whole: string, cents: string): number | null {
  const minor = Number((whole.replace(/^0+/, '') || '0') + cents.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Is `runs` (the digit runs between group marks) a valid grouping: `1`–`999` then groups of exactly three? */
function groupedWell(runs: string[]): boolean {
  const [first, ...rest] = runs;
  return /^[1-9]\d{0,2}$/.test(first ?? '') && rest.every((r) => /^\d{3}$/.test(r));
}

type Reading =
  | { kind: 'ok'; whole: string; cents: string }
  | { kind: 'ambiguous'; whole: string; fraction: string }
  | { kind: 'tooManyDecimals' }
  | { kind: 'grouping' }
  | { kind: 'malformed' };

/** Reads `t` (digits and separators only) in one style. */
function read(t: string, style: Style): Reading {
  const parts = t.split(style.decimal);
  if (parts.length > 2) return { kind: 'malformed' };
  const [intText, fraction] = parts as [string, string | undefined];
  if (fraction !== undefined && fraction.includes(style.group)) return { kind: 'malformed' };
  const runs = intText.split(style.group);
  const grouped = runs.length > 1;
  if (grouped && !groupedWell(runs)) return { kind: 'grouping' };
  const whole = runs.join('');
  if (fraction === undefined) return { kind: 'ok', whole, cents: '' };
  if (fraction.length <= 2) return { kind: 'ok', whole, cents: fraction };
  if (fraction.length === 3 && !grouped && /^[1-9]\d{0,2}$/.test(intText))
    return { kind: 'ambiguous', whole, fraction };
  return { kind: 'tooManyDecimals' };
}

/**
 * Reads an amount typed in `language`'s style (rules at the top of this file).
 * @returns the amount in minor units (cents), or why it was refused with the message key and its values
 */
export function parseAmount(text: string, language: AmountLanguage): AmountParse {
  const style = STYLES[language];
  const other = STYLES[language === 'PT' ? 'EN' : 'PT'];
  const t = text.trim().replace(/^R\$\s*/i, '');
  if (!t) return fail('empty', language);
  if (!/^\d+([.,]\d+)*$/.test(t)) return fail('invalid', language);

  const mine = read(t, style);
  if (mine.kind === 'ok') {
    const minor = toMinor(mine.whole, mine.cents);
    return minor === null ? fail('tooLarge', language) : { ok: true, minor };
  }
  if (mine.kind === 'ambiguous') {
    const asThousands = group(mine.whole + mine.fraction, style.group);
    return fail('ambiguous', language, {
      text: t,
      thousands: asThousands,
      plain: (mine.whole + mine.fraction).replace(/^0+(?=\d)/, ''),
      cents: `${group(mine.whole, style.group)}${style.decimal}${mine.fraction.slice(0, 2)}`,
    });
  }
  if (mine.kind === 'tooManyDecimals') return fail('tooManyDecimals', language, { text: t });
  // not this style: is it the other language's way of writing an amount?
  const theirs = read(t, other);
  if (theirs.kind === 'ok') {
    const example = group(theirs.whole, style.group) + (theirs.cents ? style.decimal + theirs.cents : '');
    return fail('otherStyle', language, { text: t, example, cents: theirs.cents });
  }
  return fail(mine.kind === 'grouping' ? 'grouping' : 'invalid', language, { text: t });
}

/**
 * Reads a whole number typed in `language`'s style (points, counts): the same rules as parseAmount, and a
 * fraction (`100,5`, `100.5` in either style) is `notWhole`, and PT `1,000` / EN `1.000` is `ambiguousWhole`
 * (its message offers no cents).
 * @returns the number, or why it was refused
 */
export function parseWhole(text: string, language: AmountLanguage): WholeParse {
  const r = parseAmount(text, language);
  if (r.ok)
    return r.minor % 100 === 0
      ? { ok: true, value: r.minor / 100 }
      : fail('notWhole', language, { text: text.trim() });
  if (r.reason === 'tooManyDecimals' || (r.reason === 'otherStyle' && r.params.cents))
    return fail('notWhole', language, { text: r.params.text ?? text.trim() });
  if (r.reason === 'ambiguous') return fail('ambiguousWhole', language, r.params);
  return r;
}

/** @returns an amount in minor units as a typed value for a field, in the language's style (`1234,5` → `1.234,50`; whole amounts without decimals). */
export function amountInputText(minor: number, language: AmountLanguage): string {
  const style = STYLES[language];
  const abs = Math.abs(Math.trunc(minor));
  const whole = group(String(Math.floor(abs / 100)), style.group);
  const cents = abs % 100;
  return cents ? `${whole}${style.decimal}${String(cents).padStart(2, '0')}` : whole;
}
