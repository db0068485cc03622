import { endpoint } from '../endpoint';

/** Calls of the system domain not declared yet (src/contract/endpoints/system.ts has the others). */
export const SYSTEM_ENDPOINTS = {
  /** → RegisterSettings (cache it in the session) */
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    auth: false,
  }),
};
