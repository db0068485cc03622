import {
  api,
  ENDPOINTS,
  type RewardTaskClaimValue,
  type RewardTaskKey,
  type RewardTasksValue,
} from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const REWARDS_KEY = 'promotions:rewards';

export const useRewardTasks = () =>
  useResource(REWARDS_KEY, (signal): Promise<RewardTasksValue> =>
    api().call(ENDPOINTS.rewardTasks, { signal }),
  );

/** Claims one reward-centre task (sign-in of the day, a newbie task, the rescue bonus). */
export const claimRewardTask = (task: RewardTaskKey): Promise<RewardTaskClaimValue> =>
  api().call(ENDPOINTS.rewardTaskClaim, { body: { task } });
