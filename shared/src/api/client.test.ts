import { createApiClient, type ApiClientOptions } from './client';
import type { PayloadCodec } from './codec';
import { endpoint } from './endpoint';
import { ApiError, NETWORK_ERROR_CODE } from './errors';

/** One recorded call of the fake `fetch`. */
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

type Answer = { status: number; json: unknown } | { status: number; text: string } | 'hang' | 'reject';

const KEY_PATH = '/wps/session/key/rsa';

/**
 * A `fetch` faked at its interface: answers are queued per path (the last one repeats), every call is
 * recorded. A hung answer rejects only when its signal aborts, as the real `fetch` does.
 */
function fakeFetch(answers: Record<string, Answer[]>) {
  const sent: Sent[] = [];
  const fetchImpl = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
      signal: init.signal,
    });
    const queue = answers[path];
    if (!queue?.length) throw new Error(`no answer for ${path}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (answer === 'reject') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang')
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const res = {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: 'status text',
      json: () =>
        'json' in answer ? Promise.resolve(answer.json) : Promise.reject(new SyntaxError('not JSON')),
    };
    return Promise.resolve(res as Response);
  };
  return {
    fetchImpl,
    sent,
    byPath: (path: string) => sent.filter((s) => new URL(s.url, 'http://x').pathname === path),
  };
}

const ok = (value: unknown): Answer => ({ status: 200, json: { success: true, value } });
const fail = (status: number, errorCode: string, message = 'refused'): Answer => ({
  status,
  json: { success: false, errorCode, message, value: { captcha: true } },
});

/** A codec that shows what it was given, so a test can read what was "encrypted" with which key. */
const fakeCodec = (): PayloadCodec & { calls: Array<{ body: unknown; key: string }> } => {
  const calls: Array<{ body: unknown; key: string }> = [];
  return {
    calls,
    encrypt: (body, key) => {
      calls.push({ body, key });
      return Promise.resolve({
        header: `wrapped-with-${key}`,
        payload: { value: `cipher(${JSON.stringify(body)})` },
      });
    },
  };
};

const PUBLIC = endpoint<{ page: number }, { list: string[] }>({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  auth: false,
});
const MEMBER = endpoint<void, { account: string }>({
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  auth: true,
});
const LOGIN = endpoint<{ username: string; password: string }, { token: string }>({
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  auth: false,
  encrypted: true,
});
const FAVOURITE = endpoint<{ gameId: number }, null>({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  auth: true,
});
const FORGOT = endpoint<{ email: string; account: string }, null>({
  method: 'POST',
  path: '/wps/member/password/forgot/email',
  moduleId: 'PASS3',
  auth: false,
  body: 'form',
});
const UPLOAD = endpoint<FormData, null>({
  method: 'POST',
  path: '/wps/feedback/upload',
  moduleId: 'FEEDBACK3',
  auth: true,
  body: 'multipart',
});

function client(answers: Record<string, Answer[]>, extra: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(answers);
  const codec = fakeCodec();
  let token: string | null = 'tok-123';
  const api = createApiClient({
    merchant: 'JOGO',
    getLanguage: () => 'PT',
    getToken: () => token,
    codec,
    fetchImpl: fake.fetchImpl,
    ...extra,
  });
  return { api, codec, ...fake, setToken: (t: string | null) => (token = t) };
}

describe('createApiClient', () => {
  describe('headers (DESIGN.md section 5)', () => {
    it('sends exactly one Merchant, Device web, Language and the endpoint ModuleId, and no token to a public call', async () => {
      const { api, sent } = client({ [PUBLIC.path]: [ok({ list: ['a'] })] });

      await expect(api.call(PUBLIC, { query: { page: 1 } })).resolves.toEqual({ list: ['a'] });

      expect(sent[0].method).toBe('GET');
      expect(sent[0].headers).toEqual({
        Merchant: 'JOGO',
        Device: 'web',
        Language: 'PT',
        ModuleId: 'GAMELO3',
      });
    });

    it('sends the raw token (no Bearer) as Authorization when the endpoint needs the session', async () => {
      const { api, sent } = client({ [MEMBER.path]: [ok({ account: 'demo' })] });

      await api.call(MEMBER);

      expect(sent[0].headers.Authorization).toBe('tok-123');
      expect(sent[0].headers.ModuleId).toBe('COMM3');
    });

    it('sends no Authorization to a member call while there is no token', async () => {
      const { api, sent, setToken } = client({ [MEMBER.path]: [ok({ account: 'demo' })] });
      setToken(null);

      await api.call(MEMBER);

      expect(Object.keys(sent[0].headers).map((h) => h.toLowerCase())).not.toContain('authorization');
    });

    it('reads the language on every call', async () => {
      let language: 'PT' | 'EN' = 'PT';
      const { api, sent } = client({ [PUBLIC.path]: [ok({ list: [] })] }, { getLanguage: () => language });

      await api.call(PUBLIC);
      language = 'EN';
      await api.call(PUBLIC);

      expect(sent.map((s) => s.headers.Language)).toEqual(['PT', 'EN']);
    });

    it('adds caller headers, and a caller header of another case replaces the protocol one instead of doubling it', async () => {
      const { api, sent } = client({ [MEMBER.path]: [ok({ account: 'demo' })] });

      await api.call(MEMBER, {
        headers: { 'Idempotency-Key': 'k-1', authorization: 'old-token', merchant: 'X' },
      });

      const names = Object.keys(sent[0].headers).map((h) => h.toLowerCase());
      expect(names.filter((h) => h === 'merchant')).toHaveLength(1);
      expect(names.filter((h) => h === 'authorization')).toHaveLength(1);
      expect(sent[0].headers).toMatchObject({ 'Idempotency-Key': 'k-1', authorization: 'old-token' });
    });
  });

  describe('URL and body', () => {
    it('builds the query string and drops undefined and null values', async () => {
      const { api, sent } = client({ [PUBLIC.path]: [ok({ list: [] })] }, { baseUrl: 'https://gw.example' });

      await api.call(PUBLIC, {
        query: { page: 2, name: 'a b&c', hot: false, vendor: undefined, type: null },
      });

      const url = new URL(sent[0].url);
      expect(url.origin + url.pathname).toBe('https://gw.example/wps/relay/GCSGAME_gameList');
      expect([...url.searchParams]).toEqual([
        ['page', '2'],
        ['name', 'a b&c'],
        ['hot', 'false'],
      ]);
    });

    it('adds no "?" when every query value is empty', async () => {
      const { api, sent } = client({ [PUBLIC.path]: [ok({ list: [] })] });

      await api.call(PUBLIC, { query: { vendor: undefined } });

      expect(sent[0].url).toBe('/wps/relay/GCSGAME_gameList');
    });

    it('sends a JSON body with its content type', async () => {
      const { api, sent } = client({ [FAVOURITE.path]: [ok(null)] });

      await api.call(FAVOURITE, { body: { gameId: 7 } });

      expect(sent[0].headers['Content-Type']).toBe('application/json');
      expect(JSON.parse(sent[0].body as string)).toEqual({ gameId: 7 });
    });

    it('sends a form body url-encoded', async () => {
      const { api, sent } = client({ [FORGOT.path]: [ok(null)] });

      await api.call(FORGOT, { body: { email: 'a+b@x.com', account: 'demo' } });

      expect(sent[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(sent[0].body as string))).toEqual({
        email: 'a+b@x.com',
        account: 'demo',
      });
    });

    it('sends a multipart body as the FormData itself, leaving the content type (with its boundary) to fetch', async () => {
      const { api, sent } = client({ [UPLOAD.path]: [ok(null)] });
      const form = new FormData();
      form.set('content', 'hello');

      await api.call(UPLOAD, { body: form });

      expect(sent[0].body).toBe(form);
      expect(Object.keys(sent[0].headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    });

    it('sends no body on a GET even when one is given', async () => {
      const { api, sent } = client({ [PUBLIC.path]: [ok({ list: [] })] });

      await api.call(PUBLIC, { body: { page: 1 } });

      expect(sent[0].body).toBeUndefined();
    });
  });

  describe('encryption', () => {
    it('sends an encrypted endpoint body as {value} with the wrapped key in the Encryption header', async () => {
      const { api, sent, codec, byPath } = client({
        [KEY_PATH]: [ok({ key: 'KEY-1' })],
        [LOGIN.path]: [ok({ token: 't' })],
      });

      await expect(api.call(LOGIN, { body: { username: 'demo', password: 'pw' } })).resolves.toEqual({
        token: 't',
      });

      expect(codec.calls).toEqual([{ body: { username: 'demo', password: 'pw' }, key: 'KEY-1' }]);
      const [login] = byPath(LOGIN.path);
      expect(login.headers).toMatchObject({
        Encryption: 'wrapped-with-KEY-1',
        'Content-Type': 'application/json',
      });
      expect(JSON.parse(login.body as string)).toEqual({
        value: 'cipher({"username":"demo","password":"pw"})',
      });
      expect(login.body as string).not.toContain('"password"');
      // the key is asked with the protocol headers and no token
      expect(sent[0].headers).toEqual({ Merchant: 'JOGO', Device: 'web', Language: 'PT', ModuleId: 'COMM3' });
    });

    it('fetches the public key once and keeps it for later encrypted calls', async () => {
      const { api, codec, byPath } = client({
        [KEY_PATH]: [ok({ key: 'KEY-1' })],
        [LOGIN.path]: [ok({ token: 't' })],
      });

      await Promise.all([
        api.call(LOGIN, { body: { username: 'a', password: '1' } }),
        api.call(LOGIN, { body: { username: 'b', password: '2' } }),
      ]);
      await api.call(LOGIN, { body: { username: 'c', password: '3' } });

      expect(byPath(KEY_PATH)).toHaveLength(1);
      expect(codec.calls.map((c) => c.key)).toEqual(['KEY-1', 'KEY-1', 'KEY-1']);
    });

    it('asks for the key again after a failed key fetch instead of keeping the failure', async () => {
      const { api, byPath } = client({
        [KEY_PATH]: ['reject', ok({ key: 'KEY-2' })],
        [LOGIN.path]: [ok({ token: 't' })],
      });

      await expect(api.call(LOGIN, { body: { username: 'a', password: '1' } })).rejects.toMatchObject({
        errorCode: NETWORK_ERROR_CODE,
      });
      await expect(api.call(LOGIN, { body: { username: 'a', password: '1' } })).resolves.toEqual({
        token: 't',
      });
      expect(byPath(KEY_PATH)).toHaveLength(2);
    });

    it('on request.decrypt_failed (a stale key) fetches the key again once and retries once', async () => {
      const { api, codec, byPath } = client({
        [KEY_PATH]: [ok({ key: 'OLD' }), ok({ key: 'NEW' })],
        [LOGIN.path]: [fail(400, 'request.decrypt_failed'), ok({ token: 't' })],
      });

      await expect(api.call(LOGIN, { body: { username: 'a', password: '1' } })).resolves.toEqual({
        token: 't',
      });

      expect(byPath(KEY_PATH)).toHaveLength(2);
      expect(byPath(LOGIN.path).map((s) => s.headers.Encryption)).toEqual([
        'wrapped-with-OLD',
        'wrapped-with-NEW',
      ]);
      expect(codec.calls.map((c) => c.key)).toEqual(['OLD', 'NEW']);
    });

    it('gives up after the one retry when the gateway still cannot decrypt', async () => {
      const { api, byPath } = client({
        [KEY_PATH]: [ok({ key: 'K' })],
        [LOGIN.path]: [fail(400, 'request.decrypt_failed', 'cannot decrypt')],
      });

      await expect(api.call(LOGIN, { body: { username: 'a', password: '1' } })).rejects.toMatchObject({
        status: 400,
        errorCode: 'request.decrypt_failed',
        message: 'cannot decrypt',
      });
      expect(byPath(LOGIN.path)).toHaveLength(2);
      expect(byPath(KEY_PATH)).toHaveLength(2);
    });

    it('does not retry a plain endpoint that answers request.decrypt_failed', async () => {
      const { api, byPath } = client({ [FAVOURITE.path]: [fail(400, 'request.decrypt_failed')] });

      await expect(api.call(FAVOURITE, { body: { gameId: 1 } })).rejects.toBeInstanceOf(ApiError);
      expect(byPath(FAVOURITE.path)).toHaveLength(1);
      expect(byPath(KEY_PATH)).toHaveLength(0);
    });
  });

  describe('answers and errors', () => {
    it('turns a refusal into an ApiError with status, errorCode, the translated message and value', async () => {
      const { api } = client({ [FAVOURITE.path]: [fail(409, 'favourite.exists', 'Já está nos favoritos')] });

      const error = await api.call(FAVOURITE, { body: { gameId: 1 } }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 409,
        errorCode: 'favourite.exists',
        message: 'Já está nos favoritos',
        value: { captcha: true },
        isNetwork: false,
      });
    });

    it('treats success:false on a 200 as a refusal', async () => {
      const { api } = client({
        [PUBLIC.path]: [{ status: 200, json: { success: false, errorCode: 'x.y' } }],
      });

      await expect(api.call(PUBLIC)).rejects.toMatchObject({ status: 200, errorCode: 'x.y' });
    });

    it('calls onUnauthorized on a 401 and still rejects', async () => {
      const onUnauthorized = jest.fn();
      const onMaintenance = jest.fn();
      const { api } = client(
        { [MEMBER.path]: [fail(401, 'login.not.session')] },
        { onUnauthorized, onMaintenance },
      );

      await expect(api.call(MEMBER)).rejects.toMatchObject({ status: 401, errorCode: 'login.not.session' });

      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized.mock.calls[0][0]).toMatchObject({ errorCode: 'login.not.session' });
      expect(onMaintenance).not.toHaveBeenCalled();
    });

    it('calls onMaintenance on a 503 and still rejects', async () => {
      const onUnauthorized = jest.fn();
      const onMaintenance = jest.fn();
      const { api } = client(
        { [PUBLIC.path]: [fail(503, 'system.maintenance')] },
        { onUnauthorized, onMaintenance },
      );

      await expect(api.call(PUBLIC)).rejects.toMatchObject({ status: 503 });

      expect(onMaintenance).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('calls neither hook on other refusals', async () => {
      const onUnauthorized = jest.fn();
      const onMaintenance = jest.fn();
      const { api } = client({ [PUBLIC.path]: [fail(403, 'forbidden')] }, { onUnauthorized, onMaintenance });

      await expect(api.call(PUBLIC)).rejects.toMatchObject({ status: 403 });

      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(onMaintenance).not.toHaveBeenCalled();
    });

    it('maps a rejected fetch to the network error of spec 8', async () => {
      const { api } = client({ [PUBLIC.path]: ['reject'] });

      const error = await api.call(PUBLIC).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, errorCode: NETWORK_ERROR_CODE, isNetwork: true });
    });

    it('maps an answer that is not JSON (a proxy error page) to the network error, keeping its status', async () => {
      const { api } = client({ [PUBLIC.path]: [{ status: 502, text: '<html>Bad Gateway</html>' }] });

      await expect(api.call(PUBLIC)).rejects.toMatchObject({ status: 502, errorCode: NETWORK_ERROR_CODE });
    });
  });

  describe('timeout and cancellation', () => {
    afterEach(() => jest.useRealTimers());

    it('maps a hung fetch to the network error after timeoutMs', async () => {
      jest.useFakeTimers();
      const { api, sent } = client({ [PUBLIC.path]: ['hang'] }, { timeoutMs: 5_000 });
      let settled: unknown = 'pending';
      const call = api.call(PUBLIC).then(
        () => (settled = 'resolved'),
        (e: unknown) => (settled = e),
      );

      await jest.advanceTimersByTimeAsync(4_999);
      expect(settled).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      await call;

      expect(settled).toBeInstanceOf(ApiError);
      expect(settled).toMatchObject({ status: 0, errorCode: NETWORK_ERROR_CODE });
      expect(sent[0].signal?.aborted).toBe(true);
    });

    it('times out after 30 s by default', async () => {
      jest.useFakeTimers();
      const { api } = client({ [PUBLIC.path]: ['hang'] });
      const call = api.call(PUBLIC).catch((e: unknown) => e);

      await jest.advanceTimersByTimeAsync(30_000);

      await expect(call).resolves.toMatchObject({ errorCode: NETWORK_ERROR_CODE });
    });

    it("rejects with the caller's abort, not the network error, when the caller aborts", async () => {
      const { api, sent } = client({ [PUBLIC.path]: ['hang'] });
      const controller = new AbortController();
      const call = api.call(PUBLIC, { signal: controller.signal }).catch((e: unknown) => e);

      controller.abort();
      const error = await call;

      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(sent[0].signal?.aborted).toBe(true);
    });

    it('rejects with the abort and sends nothing when the signal is already aborted', async () => {
      const { api, sent } = client({ [PUBLIC.path]: ['hang'] });
      const controller = new AbortController();
      controller.abort();

      const error = await api.call(PUBLIC, { signal: controller.signal }).catch((e: unknown) => e);

      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(sent).toHaveLength(0);
    });
  });
});
