import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { searchButtonAction, searchName } from '../model/search-toggle';
import styles from './search-box.module.css';

/**
 * The lobby name search (spec 2, 5). The button opens the box, searches when it holds a name, and closes
 * it only when it is empty. Enter searches; an empty search clears the applied name.
 */
export function SearchBox({ applied, onSearch }: { applied: string; onSearch: (name: string) => void }) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState(applied !== '');
  const [text, setText] = useState(applied);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText(applied);
    if (applied) setOpen(true);
  }, [applied]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    onSearch(searchName(text));
  };

  const onButton = () => {
    const action = searchButtonAction(open, text);
    if (action === 'open') setOpen(true);
    else if (action === 'close') {
      setOpen(false);
      if (applied) onSearch('');
    } else submit();
  };

  return (
    <form role="search" className={`${styles.search} ${open ? styles.open : ''}`} onSubmit={submit}>
      {open ? (
        <input
          ref={input}
          type="search"
          className={styles.input}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={64}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
      <button
        type="button"
        className={styles.button}
        aria-label={open && !text.trim() ? t('search.close') : t('search.submit')}
        aria-expanded={open}
        onClick={onButton}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4.2-4.2" />
        </svg>
      </button>
    </form>
  );
}
