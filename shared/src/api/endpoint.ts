/** One entry of the endpoint catalogue (DESIGN.md section 5). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path under the site origin, e.g. `/wps/relay/GCSGAME_gameList` */
  path: string;
  /** the platform module id sent as the `ModuleId` header */
  moduleId: string;
  /** whether the call needs the session token */
  auth: boolean;
  /** whether the body is hybrid-encrypted */
  encrypted?: boolean;
  /** `form` sends application/x-www-form-urlencoded (forgot by email) */
  body?: 'json' | 'form' | 'multipart';
}

export const endpoint = (e: Endpoint): Endpoint => e;
