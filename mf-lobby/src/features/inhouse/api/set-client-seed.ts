import { api, ENDPOINTS, type InhouseClientSeedBody } from '@jogo/shared/api';

/** `POST /wps/inhouse/client-seed`: the player's own client seed for the next rounds. */
export const setClientSeed = (body: InhouseClientSeedBody) =>
  api().call(ENDPOINTS.inhouseSetClientSeed, { body });
