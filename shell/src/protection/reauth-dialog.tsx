import { useState, type FormEvent } from 'react';
import { api, ApiError, ENDPOINTS } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Field } from '@jogo/shared/ui';
import type { ShellModalProps } from '../modals/shell-modal';
import { reauthDone } from './reauth';
import modalStyles from '../modals/modals.module.css';

/**
 * The password again after the idle limit. Over the page, which stays as it was: once the
 * gateway takes the password the refused call is sent again by the api client; cancel rejects it.
 */
export function ReauthDialog({ onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t('protection.reauth.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api().call(ENDPOINTS.reauth, { body: { password } });
      reauthDone();
      onClose();
    } catch (err) {
      // the gateway's own message (wrong password, locked) in the member's language
      setError(err instanceof ApiError && err.message ? err.message : t('protection.reauth.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog open size="sm" title={t('protection.reauth.title')} onClose={onClose}>
      <form className={modalStyles.stack} onSubmit={(e) => void submit(e)} noValidate>
        <p className={modalStyles.text}>{t('protection.reauth.body')}</p>
        {session.member ? <p className={modalStyles.text}>{session.member.account}</p> : null}
        <Field
          label={t('protection.reauth.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <div className={modalStyles.actions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('protection.reauth.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('protection.reauth.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
