import { api, ENDPOINTS, type InhouseClientSeedBody, type InhouseStateValue } from '@jogo/shared/api';

/** `POST /wps/inhouse/client-seed`: the player's own client seed for the next rounds. */
export const setClientSeed = (body: InhouseClientSeedBody) =>
  api().call<InhouseStateValue>(ENDPOINTS.inhouseSetClientSeed, { body });
