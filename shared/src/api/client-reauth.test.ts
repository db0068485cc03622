import { createApiClient, type ApiClientOptions } from './client';
import { endpoint } from './endpoint';
import { REAUTH_REQUIRED_CODE } from './errors';

const BET = endpoint<{ amount: number }, { ok: true }>({
  method: 'POST',
  path: '/wps/inhouse/bet',
  moduleId: 'INHOUSE3',
  auth: true,
});

type Answer = { status: number; json: unknown };
const ok = (value: unknown): Answer => ({ status: 200, json: { success: true, value } });
const reauth: Answer = {
  status: 401,
  json: {
    success: false,
    errorCode: REAUTH_REQUIRED_CODE,
    message: 'password again',
    value: { idleMinutes: 30 },
  },
};

/** A `fetch` faked at its interface: answers in order, every body recorded. */
function client(answers: Answer[], extra: Partial<ApiClientOptions>) {
  const bodies: unknown[] = [];
  const fetchImpl = (_url: RequestInfo | URL, init: RequestInit = {}) => {
    bodies.push(init.body);
    const a = answers.length > 1 ? answers.shift()! : answers[0];
    return Promise.resolve({
      ok: a.status < 300,
      status: a.status,
      json: () => Promise.resolve(a.json),
    } as Response);
  };
  const api = createApiClient({
    merchant: 'jogo',
    getLanguage: () => 'PT',
    getToken: () => 'tok',
    fetchImpl,
    ...extra,
  });
  return { api, bodies };
}

describe('idle re-authentication', () => {
  it('asks for the password, then sends the same call again once confirmed; the session is not dropped', async () => {
    const onUnauthorized = jest.fn();
    const onReauthRequired = jest.fn(() => Promise.resolve(true));
    const { api, bodies } = client([reauth, ok({ ok: true })], { onUnauthorized, onReauthRequired });

    await expect(api.call(BET, { body: { amount: 5 } })).resolves.toEqual({ ok: true });

    expect(onReauthRequired).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([JSON.stringify({ amount: 5 }), JSON.stringify({ amount: 5 })]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects with the re-auth error when the user cancels, without logging out', async () => {
    const onUnauthorized = jest.fn();
    const { api, bodies } = client([reauth], {
      onUnauthorized,
      onReauthRequired: () => Promise.resolve(false),
    });

    await expect(api.call(BET, { body: { amount: 5 } })).rejects.toMatchObject({
      status: 401,
      errorCode: REAUTH_REQUIRED_CODE,
    });
    expect(bodies).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks once per call: a second refusal after confirming is the caller’s error', async () => {
    const onReauthRequired = jest.fn(() => Promise.resolve(true));
    const { api, bodies } = client([reauth, reauth], { onReauthRequired });

    await expect(api.call(BET, { body: { amount: 5 } })).rejects.toMatchObject({
      errorCode: REAUTH_REQUIRED_CODE,
    });
    expect(onReauthRequired).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(2);
  });

  it('without a handler it is an ordinary 401', async () => {
    const onUnauthorized = jest.fn();
    const { api } = client([reauth], { onUnauthorized });
    await expect(api.call(BET, { body: { amount: 5 } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
