import type { FastifyInstance } from 'fastify';
import type { ContractKind } from '@jogo/shared/api';
import { AGENT_CENTRE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { SETTLE_TICK_MS, settleAll } from '../../domain/agent/contracts';
import { agentIncome, statementDetail } from '../../domain/agent/income';
import { nowOf } from '../../domain/site/clock';
import { processContract } from '../../domain/agent/offers';
import { downlineTransactions, teamBets, teamOverview, teamPnl } from '../../domain/agent/reports';
import { agentNotices, agentProfile, downlineList, registerDownline } from '../../domain/agent/team';
import { exportRoutes } from './export';
import { leaderTask } from '../../db/leader';
import { rollPlay, ROLL_TICK_MS } from '../../db/daily-figures';

/** The agent centre (docs/gateway/design-notes.md "Agent centre"): profile, notices, team reports, downline, contracts. */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  // Real-time salary settles every 5 minutes (spec 9); hourly, daily, weekly, semi-monthly and monthly
  // contracts settle on the same tick once their own period has ended by the gateway's real clock. Of several
  // gateway processes, one settles at a time (src/db/leader.ts); another takes over when it dies.
  const settlement = leaderTask(db, app.gatewayOptions.dbFile, {
    name: 'agent-settlement',
    everyMs: SETTLE_TICK_MS,
    run: () => settleAll(db, nowOf(db)),
    log: app.log,
  });
  app.addHook('onClose', () => settlement.stop());
  // the play of the bets since the last roll, into the daily figures (a report rolls first as well)
  const figures = leaderTask(db, app.gatewayOptions.dbFile, {
    name: 'daily-figures-roll',
    everyMs: ROLL_TICK_MS,
    run: () => rollPlay(db),
    log: app.log,
  });
  app.addHook('onClose', () => figures.stop());

  await app.register(exportRoutes);

  route(app, D.agentProfile, async (request) => ok(await agentProfile(db, memberOf(request).id)));

  route(app, D.agentAnnouncements, async (request) =>
    ok(await agentNotices(db, memberOf(request).merchantCode, request.lang, request.query)),
  );

  route(app, D.agentTeamOverview, async (request) =>
    ok(await teamOverview(db, memberOf(request).id, request.query)),
  );

  route(app, D.agentDownlines, async (request) =>
    ok(await downlineList(db, memberOf(request), request.query)),
  );

  route(app, D.agentRegisterDownline, async (request) =>
    ok(await registerDownline(db, memberOf(request), request.lang, request.body)),
  );

  route(app, D.agentTeamBets, async (request) =>
    ok(await teamBets(db, memberOf(request).id, request.lang, request.query)),
  );

  route(app, D.agentTeamPnl, async (request) => ok(await teamPnl(db, memberOf(request).id, request.query)));

  route(app, D.agentIncome, async (request) =>
    ok(await agentIncome(db, memberOf(request).id, request.query)),
  );

  route(app, D.agentStatement, async (request) =>
    ok(await statementDetail(db, memberOf(request).id, request.query.id)),
  );

  route(app, D.agentDownlineTransactions, async (request) =>
    ok(await downlineTransactions(db, memberOf(request).id, request.query, request.lang)),
  );

  // ---- Contracts --------------------------------------------------------------------------------

  const contractRoute = (d: typeof D.dividendContract, kind: ContractKind) =>
    route(app, d, async (request) => ok(await processContract(db, memberOf(request).id, kind, request.body)));

  contractRoute(D.dividendContract, 'DIVIDEND');
  contractRoute(D.dailySalaryContract, 'DAILY');
  contractRoute(D.hourlySalaryContract, 'HOURLY');
  contractRoute(D.realTimeSalaryContract, 'REALTIME');
}
