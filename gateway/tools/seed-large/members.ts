import { DEMO_PASSWORD } from '../../src/db/seed/members';
import { hashPassword } from '../../src/domain/identity/passwords';
import { AGENT_TYPE_BY_DEPTH } from './model';
import { HOUR, MIN, NICKNAMES, type World } from './context';

/** Members (agents in their chains, then players), with an affiliate or referral code each. */
export async function writeMembers(w: World): Promise<void> {
  const { o, progress, rand, starts, worldStart, worldNow, pop, N, A, memberId, username, iso, T, chunk } = w;
  progress.phase('members', N);
  const hash = await hashPassword(DEMO_PASSWORD);
  const created = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    if (i < A) created[i] = worldStart - 400 * 86_400_000 + i * 30 * MIN;
    else if (pop.joinDay[i]! >= 0) created[i] = starts[pop.joinDay[i]!]! + rand.int(12 * HOUR);
    else created[i] = worldStart - (1 + rand.int(300)) * 86_400_000 - rand.int(24 * HOUR);
  }
  await chunk(async () => {
    for (let i = 0; i < N; i++) {
      const at = iso(created[i]!);
      if ((i & 1023) === 0) await T.member.drain();
      T.member.add(
        memberId(i),
        o.merchant,
        username(i),
        hash,
        NICKNAMES[i % NICKNAMES.length]!,
        i < A ? AGENT_TYPE_BY_DEPTH[pop.depth[i]!]! : 0,
        pop.parent[i]! >= 0 ? memberId(pop.parent[i]!) : null,
        'PT',
        0,
        iso(worldNow),
        at,
      );
      if ((i & 1023) === 0) progress.advance(i);
    }
    await T.member.flush();
    for (let i = 0; i < N; i++) {
      if ((i & 1023) === 0) await T.invite.drain();
      T.invite.add(
        i < A ? `LWA${i + 1}` : `LWR${i - A + 1}`,
        o.merchant,
        memberId(i),
        i < A ? 'affiliate' : 'referral',
        null,
        iso(created[i]!),
      );
    }
    await T.invite.flush();
  });
  progress.advance(N);
}
