import type { FastifyInstance } from 'fastify';
import { build } from '../../test/helper';
import { call, sessionFor } from '../../test/support/g2';
import { addDay } from '@jogo/shared/time';
import { siteClock } from '../domain/site/clock';

/**
 * Server texts in the request's language: what the gateway stores and a player reads (VIP level
 * names, inbox titles and bodies, reward titles, promotion, mission, announcement, banner and point-mall
 * names) exists in Portuguese and in English, and a PT request gets no English. This fails on a seeded row
 * without its English, and on an English word in a PT answer of the calls below.
 */

/** Words that say a text is English (a PT answer must have none). "Black" and "VIP" are names in both. */
const ENGLISH =
  /\b(the|your|you|daily|raffle|weekly|mission|welcome|deposit|withdrawal|bonus|rebate|silver|gold|platinum|diamond|lucky|wheel|level|completed|available|confirmed|progress|rounds?|this week)\b/i;

/** Every string of an answer, with its JSON path, skipping codes, dates, images and links. */
function strings(v: unknown, at = ''): [string, string][] {
  if (typeof v === 'string') return /^[A-Z0-9_]+$/.test(v) ? [] : [[at, v]]; // codes such as RAFFLE
  if (Array.isArray(v)) return v.flatMap((x, i) => strings(x, `${at}[${i}]`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) =>
      /(code|Code|Id|id|url|Url|image|Image|icon|Icon|color|Time|time|At|Date|date|status|Status|type|Type|source|category|state|key|Key|linkage|account|username|vassalage|reference)$/.test(
        k,
      )
        ? []
        : strings(x, `${at}.${k}`),
    );
  return [];
}

describe('server texts follow the request language', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('every seeded text a player reads has its English beside the Portuguese', async () => {
    const missing = async (sql: string) => (await app.db.all(sql)) as unknown[];
    expect(await missing("SELECT level FROM vip_level WHERE name_en IS NULL OR name_en = ''")).toEqual([]);
    expect(
      await missing('SELECT id FROM inbox_message WHERE title_en IS NULL OR content_en IS NULL'),
    ).toEqual([]);
    expect(await missing('SELECT id FROM reward WHERE title_en IS NULL')).toEqual([]);
    for (const [table, cols] of [
      ['promotion', ['title_pt', 'title_en', 'content_pt', 'content_en']],
      ['mission', ['title_pt', 'title_en', 'desc_pt', 'desc_en']],
      ['announcement', ['title_pt', 'title_en', 'content_pt', 'content_en']],
      ['banner', ['title_pt', 'title_en']],
    ] as const)
      expect(
        await missing(
          `SELECT * FROM ${table} WHERE ${cols.map((c) => `COALESCE(${c}, '') = ''`).join(' OR ')}`,
        ),
      ).toEqual([]);
    // a Portuguese column holds Portuguese
    const ptTexts = [
      ...((await app.db.all('SELECT name AS t FROM vip_level')) as { t: string }[]),
      ...((await app.db.all(
        'SELECT title AS t FROM inbox_message UNION SELECT content FROM inbox_message',
      )) as {
        t: string;
      }[]),
      ...((await app.db.all('SELECT title AS t FROM reward')) as { t: string }[]),
      ...((await app.db.all('SELECT title_pt AS t FROM promotion UNION SELECT title_pt FROM mission')) as {
        t: string;
      }[]),
    ];
    expect(ptTexts.filter((x) => ENGLISH.test(x.t))).toEqual([]);
  });

  it('PT answers carry no English; EN answers the English names', async () => {
    const token = await sessionFor(app, 'demo_player');
    // the seeded history: the last 90 days of the site's clock
    const today = (await siteClock(app.db, 'jogo')).today();
    const lastDays = `startDate=${addDay(today, -90)}&endDate=${today}`;
    const calls = [
      '/wps/relay/MCS2_getVipLevels',
      '/wps/relay/MCS2_getVipProgress',
      '/wps/relay/CSP_messageList?pageNo=1&pageSize=50',
      '/wps/relay/MCS2_getRewardList?pageNo=1&pageSize=50',
      '/wps/relay/MCS2_getPromotionList',
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/member/profile',
      // ledger remarks (raffle, missions, promotions, operator moves) in the account record and wallet history
      `/wps/records/transactions?pageNo=1&pageSize=100&${lastDays}`,
      `/wps/wallet/transactions?pageNo=1&pageSize=100&${lastDays}`,
    ];
    for (const url of calls) {
      const r = await call(app, 'GET', url, { token, headers: { language: 'PT' } });
      expect([url, r.statusCode]).toEqual([url, 200]);
      const english = strings(r.json().value).filter(([, s]) => ENGLISH.test(s));
      expect([url, english]).toEqual([url, []]);
    }
    // the agent's account details show the team's ledger remarks in the reader's language too
    const agent = await sessionFor(app, 'demo_agent');
    const team = await call(
      app,
      'GET',
      `/wps/agent/downline/transactions?pageNo=1&pageSize=100&${lastDays}`,
      { token: agent, headers: { language: 'PT' } },
    );
    expect(team.statusCode).toBe(200);
    const remarks = (team.json().value.content as { remark: string }[]).map((r) => r.remark);
    // codes (a contract kind, a wallet, a vendor) are shown by the page in its language; words are the gateway's
    expect(remarks.filter((r) => !/^[A-Z0-9_:]+$/.test(r) && ENGLISH.test(r))).toEqual([]);
    expect(remarks).toContain('Sorteio diário');
    const en = async (url: string) =>
      (await call(app, 'GET', url, { token, headers: { language: 'EN' } })).json().value;
    expect((await en('/wps/relay/MCS2_getVipLevels')).list.map((l: { name: string }) => l.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Black',
    ]);
    const inbox = await en('/wps/relay/CSP_messageList?pageNo=1&pageSize=5');
    expect(inbox.content[0].title).toMatch(
      /^(Deposit confirmed|Bonus available|New VIP level|Withdrawal in progress|Mission completed)$/,
    );
    const rewards = await en('/wps/relay/MCS2_getRewardList?pageNo=1&pageSize=50');
    expect(rewards.content.map((r: { title: string }) => r.title)).toContain('Daily raffle');
  });
});
