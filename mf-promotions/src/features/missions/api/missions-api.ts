import {
  api,
  ENDPOINTS,
  type MissionClaimValue,
  type MissionLeaderboardValue,
  type MissionSummaryValue,
} from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const MISSIONS_KEY = 'promotions:missions';

export const useMissions = () =>
  useResource(`${MISSIONS_KEY}:summary`, (signal): Promise<MissionSummaryValue> =>
    api().call(ENDPOINTS.missionSummary, { signal }),
  );

export const useLeaderboard = (enabled: boolean) =>
  useResource(
    `${MISSIONS_KEY}:leaderboard`,
    (signal): Promise<MissionLeaderboardValue> => api().call(ENDPOINTS.missionLeaderboard, { signal }),
    { enabled },
  );

/** Claims a completed mission: its points (and bonus) are paid once per period. */
export const claimMission = (missionId: number): Promise<MissionClaimValue> =>
  api().call(ENDPOINTS.missionClaim, { body: { missionId } });
