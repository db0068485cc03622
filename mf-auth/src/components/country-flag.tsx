import type { ReactElement } from 'react';
import styles from './country-code-picker.module.css';

/**
 * Flags drawn as small inline SVGs (3:2, simplified), one per dialling code the gateway offers
 * (gateway/src/domain/site/countries.ts). Emoji flags render as empty boxes on Linux and as two letters on
 * Windows; drawn flags look the same everywhere and cost no extra request.
 */
const h3 = (a: string, b: string, c: string) => (
  <>
    <rect width="30" height="20" fill={b} />
    <rect width="30" height="6.67" fill={a} />
    <rect y="13.33" width="30" height="6.67" fill={c} />
  </>
);
const v3 = (a: string, b: string, c: string) => (
  <>
    <rect width="30" height="20" fill={b} />
    <rect width="10" height="20" fill={a} />
    <rect x="20" width="10" height="20" fill={c} />
  </>
);

const FLAGS: Record<string, ReactElement> = {
  BR: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
      <path d="M10.9 9.2c2.8-.5 5.7 0 8.1 1.5" stroke="#fff" strokeWidth=".8" fill="none" />
    </>
  ),
  AR: (
    <>
      {h3('#74acdf', '#fff', '#74acdf')}
      <circle cx="15" cy="10" r="2" fill="#f6b40e" />
    </>
  ),
  BO: h3('#d52b1e', '#f9e300', '#007934'),
  CL: (
    <>
      <rect width="30" height="20" fill="#d52b1e" />
      <rect width="30" height="10" fill="#fff" />
      <rect width="10" height="10" fill="#0039a6" />
      <path d="m5 2.6 1.1 3.3h3.4l-2.8 2 1.1 3.3L5 9.2l-2.8 2 1.1-3.3-2.8-2h3.4z" fill="#fff" />
    </>
  ),
  CO: (
    <>
      <rect width="30" height="20" fill="#ce1126" />
      <rect width="30" height="15" fill="#003893" />
      <rect width="30" height="10" fill="#fcd116" />
    </>
  ),
  ES: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  MX: (
    <>
      {v3('#006847', '#fff', '#ce1126')}
      <circle cx="15" cy="10" r="2.4" fill="#8c5a2b" />
    </>
  ),
  MZ: (
    <>
      <rect width="30" height="20" fill="#fce100" />
      <rect width="30" height="13.4" fill="#fff" />
      <rect y="6.6" width="30" height="6.8" fill="#000" />
      <rect width="30" height="5.8" fill="#007168" />
      <path d="M0 0 13 10 0 20z" fill="#d21034" />
    </>
  ),
  AO: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect width="30" height="10" fill="#cc092f" />
      <circle cx="15" cy="10" r="3.4" fill="none" stroke="#ffcb00" strokeWidth="1.2" />
    </>
  ),
  PY: h3('#d52b1e', '#fff', '#0038a8'),
  PE: v3('#d91023', '#fff', '#d91023'),
  PT: (
    <>
      <rect width="30" height="20" fill="#ff0000" />
      <rect width="12" height="20" fill="#006600" />
      <circle cx="12" cy="10" r="4" fill="#ffcc00" />
      <circle cx="12" cy="10" r="2.4" fill="#ff0000" stroke="#fff" strokeWidth=".6" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.4" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 * 7) / 13} fill="#3c3b6e" />
    </>
  ),
  UY: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[1, 3, 5, 7].map((i) => (
        <rect key={i} y={(i * 20) / 9} width="30" height={20 / 9} fill="#0038a8" />
      ))}
      <rect width="11" height={(20 * 5) / 9} fill="#fff" />
      <circle cx="5.5" cy="5.5" r="2.6" fill="#fcd116" />
    </>
  ),
};

/** @returns true when a drawn flag exists for this ISO alpha-2 code */
export const hasFlag = (countryCode: string | undefined) => !!countryCode && countryCode in FLAGS;

/** The country's flag (a neutral globe when none is drawn), decorative: the name or code is the text beside it. */
export function CountryFlag({ countryCode }: { countryCode: string | undefined }) {
  const flag = countryCode ? FLAGS[countryCode] : undefined;
  return (
    <svg
      className={styles.flag}
      viewBox="0 0 30 20"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-flag={flag ? countryCode : 'none'}
    >
      {flag ?? (
        <>
          <rect width="30" height="20" rx="2" fill="#343d55" />
          <circle cx="15" cy="10" r="6" fill="none" stroke="#9aa3b8" strokeWidth="1.2" />
          <path d="M9 10h12M15 4c-3 3.5-3 8.5 0 12m0-12c3 3.5 3 8.5 0 12" stroke="#9aa3b8" fill="none" />
        </>
      )}
    </svg>
  );
}
