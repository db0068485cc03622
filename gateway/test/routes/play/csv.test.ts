import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { addDay, dayOf, localDateTime } from '@jogo/shared/time';
import { build } from '../../helper';
import { call, sessionFor } from '../../support/g2';
import fc from 'fast-check';
import { amountCell, csvFormat, csvWriter, textCell } from '../../../src/lib/csv';

/**
 * The CSV files a Brazilian opens and sums: every export is parsed by an independent parser
 * (csv-parse) with the delimiter of its language; the amount columns must be numbers (decimal comma in PT)
 * whose sums are the totals the API gives for the same filter.
 */

const ZONE = 'America/Sao_Paulo';
const today = dayOf(Date.now(), ZONE);
const cents = (n: number) => Math.round(n * 100);

/** Parses a downloaded file as a spreadsheet would, with the language's delimiter. */
function sheet(body: string, delimiter: ';' | ','): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true, delimiter, relax_column_count: false }) as string[][];
}

/** A cell of an amount column, read as a number written in the language's style; fails on text. */
function num(cell: string, decimal: ',' | '.'): number {
  const pattern = decimal === ',' ? /^-?\d+,\d{2}$/ : /^-?\d+\.\d{2}$/;
  expect(cell).toMatch(pattern);
  return Number(decimal === ',' ? cell.replace(',', '.') : cell);
}

/** The sum of a column in cents (empty cells are 0). */
function columnSum(rows: string[][], col: number, decimal: ',' | '.'): number {
  return rows.reduce((s, r) => s + (r[col] === '' ? 0 : cents(num(r[col]!, decimal))), 0);
}

async function download(
  app: FastifyInstance,
  token: string,
  url: string,
  body: unknown,
  language: 'PT' | 'EN',
): Promise<string> {
  const t = await call(app, 'POST', url, { token, body, headers: { language } });
  expect(t.statusCode).toBe(200);
  const file = await app.inject({ method: 'GET', url: t.json().value.url });
  expect(file.statusCode).toBe(200);
  return file.body;
}

describe('the CSV writer', () => {
  const pt = csvFormat('PT', ZONE);
  const en = csvFormat('EN', ZONE);
  const cols = [
    { title: 'Nome', kind: 'text' as const },
    { title: 'Valor', kind: 'amount' as const },
    { title: 'Data', kind: 'time' as const },
  ];
  const at = Date.parse('2026-11-27T01:30:00Z'); // 22:30 on 26/11 in São Paulo

  it('PT: ";", decimal comma, two decimals, local time with the offset in the title; EN: "," and "."', () => {
    const w = csvWriter(pt, cols, at);
    expect(w.header()).toBe('\uFEFFNome;Valor;Data (GMT-03:00)\r\n');
    expect(w.line(['Depósito', 5, at])).toBe('Depósito;5,00;2026-11-26 22:30:00\r\n');
    expect(w.line(['x', -21, '2026-11-27T01:30:00.000Z'])).toBe('x;-21,00;2026-11-26 22:30:00\r\n');
    expect(w.line(['x', 1.07, null])).toBe('x;1,07;\r\n');
    const e = csvWriter(en, cols, at);
    expect(e.header()).toBe('\uFEFFNome,Valor,Data (GMT-03:00)\r\n');
    expect(e.line(['Deposit', 1234.5, '2026-11-27 01:30:00'])).toBe(
      'Deposit,1234.50,2026-11-26 22:30:00\r\n',
    );
    expect(amountCell(-0.001, ',')).toBe('0,00');
  });

  it('writes an amount from its whole cents as toFixed(2) of the rounded amount would (amounts below 10^11)', () => {
    const byFixed = (v: number, decimal: ',' | '.') => {
      const fixed = (Math.round(v * 100) / 100).toFixed(2);
      const s = fixed === '-0.00' ? '0.00' : fixed;
      return decimal === ',' ? s.replace('.', ',') : s;
    };
    const cases = [
      0,
      -0,
      0.004,
      -0.004,
      -0.005,
      0.005,
      1.005,
      -1.07,
      21,
      -21,
      1234.5,
      0.1 + 0.2,
      1e15,
      -1e15,
      1e20,
      NaN,
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e13, max: 1e13 }).map((minor) => minor / 100),
          fc.double({ noNaN: true, min: -1e11, max: 1e11 }),
          fc.constantFrom(...cases),
        ),
        fc.constantFrom(',' as const, '.' as const),
        (v, decimal) => amountCell(v, decimal) === byFixed(v, decimal),
      ),
      { numRuns: 2000 },
    );
  });

  it('neutralises formulas and quotes delimiters in both formats (OWASP CSV injection)', () => {
    const evil = [
      '=1+1',
      '+55 11 99999-0000',
      '-2+3',
      '@SUM(A1)',
      '\t=cmd',
      '\r=cmd',
      '\n=HYPERLINK("http://x")',
      'a;=1+1',
      'a,=1+1',
      'say "hi"',
    ];
    for (const format of [pt, en]) {
      const w = csvWriter(format, [{ title: 't', kind: 'text' }], 0);
      const body = w.header() + evil.map((v) => w.line([v])).join('');
      const rows = sheet(body, format.delimiter).slice(1);
      // one cell per line (nothing spilled into a second cell), each the text itself behind an apostrophe
      // when it starts like a formula
      expect(rows.map((r) => r.length)).toEqual(evil.map(() => 1));
      rows.forEach((r, i) => {
        const v = evil[i]!;
        expect(r[0]).toBe(/^[=+\-@\t\r\n]/.test(v) ? `'${v}` : v);
        expect(r[0]).not.toMatch(/^[=+\-@\t\r\n]/);
      });
    }
    expect(textCell('a;b')).toBe('"a;b"');
    expect(textCell('a,b')).toBe('"a,b"');
    // an amount stays a number, sign first, never defused into text
    const w = csvWriter(pt, [{ title: 'Valor', kind: 'amount' }], 0);
    expect(w.line([-21])).toBe('-21,00\r\n');
  });
});

describe('exports a Brazilian opens and sums', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(() => close());

  it('member betting record: PT and EN files whose amount columns sum to the grand totals', async () => {
    const token = await sessionFor(app, 'demo_player');
    const query = { startDate: addDay(today, -29), endDate: today, gameType: 'ALL', status: 'ALL' };
    const api = (
      await call(
        app,
        'GET',
        `/wps/records/bets?startDate=${query.startDate}&endDate=${query.endDate}&pageSize=100`,
        {
          token,
        },
      )
    ).json().value;
    expect(api.totalCount).toBeGreaterThan(0);
    for (const [lang, d, dec] of [
      ['PT', ';', ','],
      ['EN', ',', '.'],
    ] as const) {
      const rows = sheet(await download(app, token, '/wps/records/export', { kind: 'bets', query }, lang), d);
      const [header, ...body] = rows;
      expect(header![1]).toBe(lang === 'PT' ? 'Hora da aposta (GMT-03:00)' : 'Bet time (GMT-03:00)');
      expect(body).toHaveLength(api.totalCount);
      // columns 7..10: stake, valid bet, payout, win/loss
      expect(columnSum(body, 7, dec)).toBe(cents(api.grandTotals.stake));
      expect(columnSum(body, 8, dec)).toBe(cents(api.grandTotals.validBet));
      expect(columnSum(body, 9, dec)).toBe(cents(api.grandTotals.payout));
      expect(columnSum(body, 10, dec)).toBe(cents(api.grandTotals.winLoss));
      // times in the site's zone, as on the page
      expect(body[0]![0]).toBe(String(api.content[0].id));
      expect(body[0]![1]).toBe(localDateTime(Date.parse(api.content[0].betTime), ZONE));
    }
  });

  it('member account record: credit and debit columns sum to the totals', async () => {
    const token = await sessionFor(app, 'demo_player');
    const query = { startDate: addDay(today, -29), endDate: today };
    const api = (
      await call(
        app,
        'GET',
        `/wps/records/transactions?startDate=${query.startDate}&endDate=${query.endDate}`,
        {
          token,
        },
      )
    ).json().value;
    expect(api.totalCount).toBeGreaterThan(0);
    const [header, ...body] = sheet(
      await download(app, token, '/wps/records/export', { kind: 'transactions', query }, 'PT'),
      ';',
    );
    expect(header).toEqual([
      'ID',
      'Hora (GMT-03:00)',
      'Tipo',
      'Código',
      'Carteira',
      'Crédito',
      'Débito',
      'Saldo após',
      'Referência',
    ]);
    expect(body).toHaveLength(api.totalCount);
    expect(columnSum(body, 5, ',')).toBe(cents(api.totalCredit));
    expect(columnSum(body, 6, ',')).toBe(cents(api.totalDebit));
    for (const r of body) num(r[7]!, ',');
  });

  it('agent exports (bets, profit and loss, transactions): PT files whose amounts sum to the reports', async () => {
    const token = await sessionFor(app, 'demo_agent');
    const filters = { startDate: '2026-09-01', endDate: '2026-11-20' };
    const q = `startDate=${filters.startDate}&endDate=${filters.endDate}`;
    const get = async (path: string) => (await call(app, 'GET', `${path}?${q}`, { token })).json().value;

    const bets = await get('/wps/agent/team/bets');
    const b = sheet(await download(app, token, '/wps/agent/export', { report: 'bets', filters }, 'PT'), ';');
    expect(b[0]![0]).toBe('Data (GMT-03:00)');
    expect(b.length - 1).toBe(bets.totalCount);
    expect(columnSum(b.slice(1), b[0]!.indexOf('Aposta'), ',')).toBe(cents(bets.totalBet));
    expect(columnSum(b.slice(1), b[0]!.indexOf('Ganho/Perda'), ',')).toBe(cents(bets.totalWinLoss));

    const pnl = await get('/wps/agent/team/pnl');
    const p = sheet(await download(app, token, '/wps/agent/export', { report: 'pnl', filters }, 'PT'), ';');
    expect(p.length).toBeGreaterThan(1);
    const keys = ['deposit', 'withdraw', 'bet', 'payout', 'winLoss', 'bonus'] as const;
    const ptTitles = ['Depósito', 'Saque', 'Apostas', 'Pagamento', 'Ganho/Perda', 'Bônus'];
    keys.forEach((k, i) =>
      expect(columnSum(p.slice(1), p[0]!.indexOf(ptTitles[i]!), ',')).toBe(cents(pnl.totals[k])),
    );

    const tx = await get('/wps/agent/downline/transactions');
    const t = sheet(
      await download(app, token, '/wps/agent/export', { report: 'transactions', filters }, 'PT'),
      ';',
    );
    expect(t.length - 1).toBe(tx.totalCount);
    expect(columnSum(t.slice(1), t[0]!.indexOf('Valor'), ',')).toBe(
      cents(tx.totals.credit) - cents(tx.totals.debit),
    );

    // EN: "," and "."
    const e = sheet(await download(app, token, '/wps/agent/export', { report: 'pnl', filters }, 'EN'), ',');
    const enTitles = ['Deposit', 'Withdrawal', 'Bets', 'Payout', 'Win/Loss', 'Bonus'];
    keys.forEach((k, i) =>
      expect(columnSum(e.slice(1), e[0]!.indexOf(enTitles[i]!), '.')).toBe(cents(pnl.totals[k])),
    );
  });
});
