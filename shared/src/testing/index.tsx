import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '../router';
import {
  ApiError,
  setApiClient,
  type ApiClient,
  type CallOptions,
  type Endpoint,
  type MarketProfileInfo,
} from '../api';
import { MARKET_PROFILE_FACTS } from '../contract/market-profiles';
import { bus, GUEST_SESSION, type ModalRequest, type ModalResult, type SessionState } from '../bus';
import { clearResourceCache } from '../data';
import { I18nextProvider, i18n } from '../i18n';
import { RESOURCES } from '../i18n/resources';

// Tests get both languages synchronously (the page loads one language chunk at a time).
for (const [lang, bundle] of Object.entries(RESOURCES))
  for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, texts, true, true);

export type FakeHandler = (options: CallOptions) => unknown | Promise<unknown>;

/** Records every call a component made. */
export interface FakeApi extends ApiClient {
  calls: { endpoint: Endpoint; options: CallOptions }[];
  /** answer a path (`METHOD path` or just `path`) with a value or by throwing an ApiError */
  on(key: string, handler: FakeHandler | unknown): FakeApi;
}

/**
 * The API client faked at its interface (STYLE.md 5): no fetch mocking in tests. An unanswered call
 * rejects with a 404 ApiError so a missing handler fails loudly.
 */
export function createFakeApi(): FakeApi {
  const handlers = new Map<string, FakeHandler>();
  const fake: FakeApi = {
    calls: [],
    on(key, handler) {
      handlers.set(key, typeof handler === 'function' ? (handler as FakeHandler) : () => handler);
      return fake;
    },
    async call<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
      fake.calls.push({ endpoint, options });
      const h = handlers.get(`${endpoint.method} ${endpoint.path}`) ?? handlers.get(endpoint.path);
      if (!h) throw new ApiError(404, 'test.unhandled', `no fake for ${endpoint.method} ${endpoint.path}`);
      return (await h(options)) as T;
    },
  };
  return fake;
}

export const apiError = (
  status: number,
  errorCode: string,
  message = errorCode,
  value: Record<string, unknown> = {},
) => new ApiError(status, errorCode, message, value);

export interface ProviderOptions {
  route?: string;
  api?: FakeApi;
  session?: Partial<SessionState>;
  language?: 'PT' | 'EN';
  flags?: Record<string, boolean>;
  /** the site's market profile (`status.info.market`, with the flags): `marketInfo('BR')` or `marketInfo('OPEN')` */
  market?: MarketProfileInfo;
  /**
   * keep the bus as it is (requests queued before the render) and the data cache (answers of an earlier render),
   * instead of starting from a clean page
   */
  keepBus?: boolean;
}

/** Renders with i18n (EN by default, so assertions read like the spec), a router at a URL, the bus and a fake API. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    api = createFakeApi(),
    session,
    language = 'EN',
    flags,
    market,
    keepBus = false,
    ...rest
  }: ProviderOptions & RenderOptions = {},
): RenderResult & { api: FakeApi } {
  if (!keepBus) {
    bus.reset();
    clearResourceCache();
  }
  setApiClient(api);
  void i18n.changeLanguage(language.toLowerCase());
  bus.emit('language:changed', language);
  if (session) bus.emit('session:changed', { ...GUEST_SESSION, ...session });
  if (flags || market)
    bus.emit('settings:changed', { status: 0, flags: flags ?? {}, info: market ? { market } : null });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...rest }), api };
}

/**
 * A market profile as the reference gateway answers it (`status.info.market`, the same facts:
 * `MARKET_PROFILE_FACTS`): BR (Lei 14.790/2023: PIX and TED, CPF and limits at sign-up, no reward credited without
 * a purchase) or OPEN (the specification's).
 */
export function marketInfo(code: 'BR' | 'OPEN', over: Partial<MarketProfileInfo> = {}): MarketProfileInfo {
  // a copy: a test may change its profile's arrays and records without touching the next test's
  const facts = JSON.parse(JSON.stringify(MARKET_PROFILE_FACTS[code])) as Omit<MarketProfileInfo, 'legal'>;
  return { ...facts, legal: null, ...over };
}

/** A logged-in member session for tests. */
export const memberSession = (over: Partial<SessionState> = {}): Partial<SessionState> => ({
  status: 'member',
  token: 'test-token',
  member: { id: 2, account: 'demo_player', nickname: 'Jogador Demo', type: 0 },
  loginType: 'username',
  ...over,
});

export * from '@testing-library/react';

/**
 * Stands in for the shell's modal host, the one owner of the `ui:modal-requested` command: records each
 * request (calls `onRequest`) and answers it when a `ui:modal-closed` with its name is emitted, as the host
 * does. @returns a function that gives the ownership up
 */
export function recordModals(onRequest: (req: ModalRequest) => unknown = () => undefined): () => void {
  // a rendered modal host already answers: then only observe
  if (bus.hasOwner('ui:modal-requested')) return bus.on('ui:modal-requested', (req) => void onRequest(req));
  return bus.handle(
    'ui:modal-requested',
    (req) =>
      new Promise<ModalResult>((resolve) => {
        onRequest(req);
        const off = bus.on('ui:modal-closed', (e) => {
          if (e.name !== req.name) return;
          off();
          resolve({ name: req.name, outcome: 'closed' });
        });
      }),
  );
}
