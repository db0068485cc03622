import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CountryCode } from '@jogo/shared/api';
import { useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { CountryFlag } from './country-flag';
import { initialCountry, useCountryCodes } from './use-country-codes';
import styles from './country-code-picker.module.css';

/** Spec 9: the dropdown closes 200 ms after it loses focus, so a click on an option still lands. */
export const BLUR_DELAY_MS = 200;

function currentCountryOf(info: Record<string, unknown> | null): string | null {
  const location = info?.location as { countryCode?: unknown } | undefined;
  return typeof location?.countryCode === 'string' ? location.countryCode : null;
}

/**
 * Flag and dialing-code dropdown (spec 2). Starts on `initial` if listed, else the visitor's country (status info
 * location), else Brazil; reports the chosen country on every selection (and once when it settles on the start).
 */
export function CountryCodePicker({
  initial,
  onChange,
}: {
  initial?: string | null;
  onChange: (country: CountryCode) => void;
}) {
  const { t } = useTranslation('auth');
  const { info } = useSettings();
  const { countries } = useCountryCodes();
  const [selected, setSelected] = useState<CountryCode | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    if (!countries || countries.length === 0 || selected) return;
    const start = initialCountry(countries, initial, currentCountryOf(info));
    if (start) {
      setSelected(start);
      report.current(start);
    }
  }, [countries, initial, info, selected]);

  useEffect(() => () => void (blurTimer.current && clearTimeout(blurTimer.current)), []);

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const choose = (c: CountryCode) => {
    setSelected(c);
    setOpen(false);
    report.current(c);
  };

  const openList = () => {
    if (!countries) return;
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryCode === selected?.countryCode),
      ),
    );
    setOpen(true);
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!countries) return;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(countries.length - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(countries.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') choose(countries[active]!);
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div
      className={styles.picker}
      onBlur={() => {
        blurTimer.current = setTimeout(() => setOpen(false), BLUR_DELAY_MS);
      }}
      onFocus={() => {
        if (blurTimer.current) clearTimeout(blurTimer.current);
      }}
    >
      <button
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${t('country.label')}: +${selected?.countryDialingCode ?? ''}`}
        onClick={() => (open ? setOpen(false) : openList())}
        disabled={!countries}
      >
        <CountryFlag countryCode={selected?.countryCode} />
        <span>+{selected?.countryDialingCode ?? '…'}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {open && countries ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('country.listLabel')}
          aria-activedescendant={`${listId}-${active}`}
          className={styles.list}
          onKeyDown={onListKey}
        >
          {countries.map((c, i) => (
            <li
              key={c.countryCode}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={c.countryCode === selected?.countryCode}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(c)}
            >
              <CountryFlag countryCode={c.countryCode} />
              <span className={styles.name}>{c.name}</span>
              <span className={styles.code}>+{c.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
