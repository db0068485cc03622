import type { Endpoint } from './endpoint';
import { ApiError, NETWORK_ERROR_CODE, REAUTH_REQUIRED_CODE } from './errors';
import { webCryptoCodec, type PayloadCodec } from './codec';

export type Language = 'PT' | 'EN';

export interface ApiClientOptions {
  /** origin prefix, '' for same origin (dev-proxy) */
  baseUrl?: string;
  merchant: string;
  getLanguage: () => Language;
  getToken: () => string | null;
  /** called on any 401: the shell turns the session to guest and opens login */
  onUnauthorized?: (error: ApiError) => void;
  /** called on 503: the shell shows maintenance */
  onMaintenance?: (error: ApiError) => void;
  /**
   * called when the gateway asks for the password again after the idle limit (`session.reauth.required`,
   * player protection): the shell shows the password dialog over the page; `true` (confirmed) sends the call again
   * once, `false` (cancelled) rejects it with that error. The session stays open either way.
   */
  onReauthRequired?: (error: ApiError) => Promise<boolean>;
  codec?: PayloadCodec;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions<Req = unknown> {
  query?: Query;
  body?: Req;
  signal?: AbortSignal;
  /** extra headers, e.g. an idempotency key */
  headers?: Record<string, string>;
}

/** The one gateway client. Every call goes through `call(endpoint, options)`. */
export interface ApiClient {
  /** The answer type comes from the endpoint's declaration (`Static<>` of its answer schema). */
  call<T, Req = unknown>(endpoint: Endpoint<Req, T>, options?: CallOptions<Req>): Promise<T>;
}

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

const DEVICE_ID_KEY = 'jogo.deviceId';

/** A device id kept in localStorage, sent as `loginDeviceId` in login and register bodies. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = globalThis.crypto.randomUUID();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
}

/** Rejects with the caller's abort (its `reason`, an AbortError by default) before anything is sent. */
function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The protocol headers with the caller's extra ones (an idempotency key, the token of a session being ended).
 * Header names are case-insensitive: a caller's `authorization` replaces `Authorization` instead of sending
 * two values, so there is always exactly one `Merchant`, `Language`, ...
 */
function withHeaders(
  base: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers = { ...base };
  for (const [name, value] of Object.entries(extra)) {
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
    headers[name] = value;
  }
  return headers;
}

/** @returns a client bound to one merchant; see DESIGN.md section 5 for headers and envelope. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const codec = options.codec ?? webCryptoCodec;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const baseUrl = options.baseUrl ?? '';
  let publicKey: Promise<string> | null = null;

  const headersFor = (endpoint: Endpoint<never, never>): Record<string, string> => {
    const h: Record<string, string> = {
      Merchant: options.merchant,
      Device: 'web',
      Language: options.getLanguage(),
      ModuleId: endpoint.moduleId,
    };
    const token = options.getToken();
    if (endpoint.auth && token) h.Authorization = token;
    return h;
  };

  const fetchKey = () => {
    if (publicKey) return publicKey;
    const key = raw<{ key: string }>(
      { method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', auth: false },
      {},
    ).then((v) => v.key);
    // a failed fetch is not kept; a newer fetch (after a stale-key retry) is not dropped by an older failure
    key.catch(() => {
      if (publicKey === key) publicKey = null;
    });
    return (publicKey = key);
  };

  async function raw<T>(
    endpoint: Endpoint<never, never>,
    opts: CallOptions<unknown>,
    retried = false,
    reauthed = false,
  ): Promise<T> {
    throwIfAborted(opts.signal);
    const headers = withHeaders(headersFor(endpoint), opts.headers);
    let body: BodyInit | undefined;
    if (opts.body !== undefined && endpoint.method !== 'GET') {
      if (endpoint.encrypted) {
        const enc = await codec.encrypt(opts.body, await fetchKey());
        headers.Encryption = enc.header;
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(enc.payload);
      } else if (endpoint.body === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.body as Record<string, string>).toString();
      } else if (endpoint.body === 'multipart' && opts.body instanceof FormData) {
        body = opts.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined && v !== null) qs.set(k, String(v));
    const url = `${baseUrl}${endpoint.path}${qs.size ? `?${qs}` : ''}`;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? 30_000);
    const onAbort = () => timeout.abort();
    opts.signal?.addEventListener('abort', onAbort);
    let res: Response;
    try {
      // the signal may have been aborted while the key was fetched or the body encrypted
      throwIfAborted(opts.signal);
      res = await fetchImpl(url, { method: endpoint.method, headers, body, signal: timeout.signal });
    } catch (e) {
      if (opts.signal?.aborted) throw e;
      throw new ApiError(0, NETWORK_ERROR_CODE, 'Network link is abnormal, please try again');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    let env: Envelope;
    try {
      env = (await res.json()) as Envelope;
    } catch {
      throw new ApiError(res.status || 0, NETWORK_ERROR_CODE, 'Network link is abnormal, please try again');
    }
    if (res.ok && env.success) return env.value as T;
    const error = new ApiError(
      res.status,
      env.errorCode ?? 'system.error',
      env.message ?? res.statusText,
      (env.value as Record<string, unknown>) ?? {},
    );
    // A stale public key (gateway restarted): fetch it again once.
    if (error.is('request.decrypt_failed') && endpoint.encrypted && !retried) {
      publicKey = null;
      return raw<T>(endpoint, opts, true, reauthed);
    }
    // idle re-authentication: not a dead session, so no onUnauthorized; the call is sent again once confirmed
    if (error.is(REAUTH_REQUIRED_CODE) && options.onReauthRequired) {
      if (!reauthed && (await options.onReauthRequired(error))) return raw<T>(endpoint, opts, retried, true);
      throw error;
    }
    if (res.status === 401) options.onUnauthorized?.(error);
    if (res.status === 503) options.onMaintenance?.(error);
    throw error;
  }

  return {
    call: <T, Req>(endpoint: Endpoint<Req, T>, opts: CallOptions<Req> = {}) =>
      raw<T>(endpoint as Endpoint<never, never>, opts),
  };
}
