import { useEffect, useState, type FormEvent } from 'react';
import type { InhouseStateValue } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field } from '@jogo/shared/ui';
import styles from './dice-game.module.css';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The fairness view: the commitment (SHA-256 of the active server seed), the player's client seed (editable),
 * the next nonce, and the rotation that reveals the old server seed so past rounds can be verified.
 */
export function FairnessPanel({
  state,
  revealed,
  onSaveClientSeed,
  onRotate,
}: {
  state: InhouseStateValue;
  revealed: { seed: string; hash: string } | null;
  onSaveClientSeed: (seed: string) => Promise<string | null>;
  onRotate: () => Promise<string | null>;
}) {
  const { t } = useTranslation('lobby');
  const [seed, setSeed] = useState(state.clientSeed);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState<'save' | 'rotate' | null>(null);

  useEffect(() => setSeed(state.clientSeed), [state.clientSeed]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const value = seed.trim();
    if (!CLIENT_SEED.test(value)) {
      setError(t('inhouse.fair.seedRule'));
      return;
    }
    setBusy('save');
    const failure = await onSaveClientSeed(value);
    setBusy(null);
    setError(failure ? t(failure, { defaultValue: failure }) : null);
    setSaved(!failure);
  };

  const rotate = async () => {
    setBusy('rotate');
    const failure = await onRotate();
    setBusy(null);
    setError(failure ? t(failure, { defaultValue: failure }) : null);
  };

  return (
    <section className={styles.panel} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.panelTitle}>
        {t('inhouse.fair.title')}
      </h2>
      <p className={styles.panelText}>{t('inhouse.fair.explain')}</p>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('inhouse.fair.serverHash')}</dt>
          <dd className={styles.mono} data-testid="server-seed-hash">
            {state.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('inhouse.fair.nonce')}</dt>
          <dd className={styles.mono} data-testid="nonce">
            {state.nonce}
          </dd>
        </div>
      </dl>
      <form className={styles.seedForm} onSubmit={save}>
        <Field
          label={t('inhouse.fair.clientSeed')}
          value={seed}
          maxLength={64}
          onChange={(e) => {
            setSeed(e.target.value);
            setSaved(false);
          }}
          error={error}
          hint={saved ? t('inhouse.fair.saved') : t('inhouse.fair.seedRule')}
        />
        <Button type="submit" variant="secondary" busy={busy === 'save'}>
          {t('inhouse.fair.saveSeed')}
        </Button>
      </form>
      <div className={styles.rotate}>
        <Button variant="ghost" busy={busy === 'rotate'} onClick={rotate}>
          {t('inhouse.fair.rotate')}
        </Button>
        {revealed ? (
          <div className={styles.revealed} role="status">
            <p>{t('inhouse.fair.revealed')}</p>
            <code className={styles.mono} data-testid="revealed-seed">
              {revealed.seed}
            </code>
            <p className={styles.muted}>{t('inhouse.fair.revealedHash', { hash: revealed.hash })}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
