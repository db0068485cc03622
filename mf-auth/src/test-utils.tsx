/*
 * Test helpers of mf-auth, imported by *.test.tsx only (never by shipped code, so never bundled). They take the
 * fake API structurally: @jogo/shared/testing itself may only be imported by test files.
 */
import { useLocation } from '@jogo/shared/router';
import { clearResourceCache } from '@jogo/shared/data';
import { bus, GUEST_SESSION, type SessionOpenRequest, type SessionState } from '@jogo/shared/bus';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type {
  CallOptions,
  CountryCode,
  Endpoint,
  LoginResponse,
  RegisterFieldRule,
  RegisterSettings,
  SliderChallenge,
} from '@jogo/shared/api';

/** The parts of the shared fake API client these helpers use. */
export interface ApiFake {
  calls: { endpoint: Endpoint; options: CallOptions }[];
  on(key: string, handler: unknown): ApiFake;
}

/** A slider challenge whose gap is 3 px from the start: one arrow press and Enter solve it. */
export const CHALLENGE: SliderChallenge = {
  challengeId: 'ch-1',
  width: 280,
  height: 160,
  pieceSize: 44,
  pieceY: 20,
  targetX: 3,
  tolerance: 6,
  backgroundImage: 'AAAA',
  pieceImage: 'BBBB',
  expiresInSeconds: 120,
};

export const COUNTRIES: CountryCode[] = [
  {
    countryCode: 'BR',
    countryDialingCode: '55',
    name: 'Brasil',
    flag: 'BR',
    mobileMinLength: 10,
    mobileMaxLength: 11,
  },
  {
    countryCode: 'PT',
    countryDialingCode: '351',
    name: 'Portugal',
    flag: 'PT',
    mobileMinLength: 9,
    mobileMaxLength: 9,
  },
  {
    countryCode: 'US',
    countryDialingCode: '1',
    name: 'United States',
    flag: 'US',
    mobileMinLength: 10,
    mobileMaxLength: 10,
  },
];

export const LOGIN_OK: LoginResponse = {
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  memberType: 0,
  isAgent: false,
  isTrial: false,
};

/** The endpoints every auth form touches, answered with happy values. */
export function withBasics<A extends ApiFake>(api: A): A {
  // every test starts without the country list or the register rules a former test loaded
  clearResourceCache();
  api
    .on('GET /wps/captcha/slider', () => ({ ...CHALLENGE, challengeId: `ch-${Math.random()}` }))
    .on('GET /wps/system/countryCodes', COUNTRIES)
    .on('GET /wps/captcha', 'iVBORw0KGgo=');
  return api;
}

/**
 * Stands in for the shell, the one owner of `session:open`: records each request and answers it with a member
 * session, as session-lifecycle does.
 */
export function fakeShell(): { opened: SessionOpenRequest[] } {
  const opened: SessionOpenRequest[] = [];
  bus.handle('session:open', (e) => {
    opened.push(e);
    const session: SessionState = {
      ...GUEST_SESSION,
      status: 'member',
      token: e.token,
      loginType: e.loginType,
    };
    bus.emit('session:changed', session);
    return session;
  });
  return { opened };
}

/** Shows the router's current path, to assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Solves the slider dialog with the keyboard (one step right, then Enter). */
export async function solveSlider(): Promise<void> {
  const slider = await screen.findByRole('slider');
  await act(async () => {
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
  });
  await act(async () => {
    fireEvent.keyDown(slider, { key: 'Enter' });
  });
}

/** The body a fake API call received. */
export const bodyOf = (api: ApiFake, path: string) => {
  const call = [...api.calls].reverse().find((c) => c.endpoint.path === path);
  return call?.options.body as Record<string, unknown> | undefined;
};

const rule = (over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 100,
  ...over,
});

/** Register settings close to the seed's. */
export function registerSettings(over: Partial<RegisterSettings> = {}): RegisterSettings {
  const fields = {
    username: rule({
      enabled: true,
      required: true,
      patternId: 17,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$',
      minLength: 5,
      maxLength: 20,
    }),
    password: rule({
      enabled: true,
      required: true,
      patternId: 5,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
      minLength: 8,
      maxLength: 20,
    }),
    confirmPassword: rule({ enabled: true, required: true, minLength: 8, maxLength: 20 }),
    payeeName: rule({
      enabled: true,
      patternId: 15,
      acceptedPattern: "^[A-Za-zÀ-ÖØ-öø-ÿ' ]+$",
      minLength: 2,
      maxLength: 50,
    }),
    email: rule(),
    qqNum: rule(),
    mobileNum: rule({
      enabled: false,
      patternId: 16,
      acceptedPattern: '^\\d+$',
      minLength: 6,
      maxLength: 15,
    }),
    recommenderId: rule(),
    captcha: rule({ enabled: true, required: true, patternId: 6, minLength: 4, maxLength: 4 }),
    verificationCode: rule({ enabled: true, required: true, patternId: 6, minLength: 6, maxLength: 6 }),
    affiliateCode: rule({
      enabled: true,
      patternId: 4,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 4,
      maxLength: 20,
    }),
    paymentPassword: rule(),
    line: rule(),
    whatsapp: rule(),
    facebook: rule(),
    wechat: rule(),
    idNumber: rule(),
    referralCode: rule({
      enabled: true,
      patternId: 4,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 4,
      maxLength: 20,
    }),
    nickname: rule(),
    telegram: rule(),
    zalo: rule(),
    birthday: rule(),
    address: rule(),
    nationality: rule(),
    occupation: rule(),
    sourceOfIncome: rule(),
  } satisfies RegisterSettings['fields'];
  return {
    fields,
    types: { username: true, mobile: true },
    defaultTab: 'username',
    captcha: true,
    smsVerification: true,
    mobilePassword: false,
    forgotDefault: 'mobileNum',
    smsLogin: true,
    defaultCountryDialingCode: '55',
    ...over,
  };
}

export { within };
