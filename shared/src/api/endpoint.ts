/**
 * One entry of the endpoint catalogue (DESIGN.md section 5). `Req` and `Res` are phantom types: the
 * catalogue says what a call takes and answers, so `api().call(ENDPOINTS.x, { body })` is typed without
 * `call<T>`. An endpoint declared without types answers `unknown` until it gets them. `Endpoint` without
 * parameters is any endpoint (the phantoms are contravariant, so `never` accepts every typed entry).
 */
export interface Endpoint<Req = never, Res = never> {
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
  // Phantoms, never set at run time: they carry the request and answer types. Method syntax makes them
  // bivariant, so an untyped entry fits any call and `Endpoint` (never, never) accepts every entry.
  /** phantom: the request body type */
  __req?(req: Req): void;
  /** phantom: the answer (`value`) type */
  __res?(res: Res): void;
}

/** The request body type of an endpoint. */
export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
/** The answer (`value`) type of an endpoint. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

/** Declares a catalogue entry; `endpoint<Req, Res>({...})` types its body and answer. */
export const endpoint = <Req = unknown, Res = unknown>(
  e: Omit<Endpoint<Req, Res>, '__req' | '__res'>,
): Endpoint<Req, Res> => e;

/** Any catalogue entry, whatever its types (for code that handles endpoints generically). */
export type AnyEndpoint = Endpoint<never, never>;
