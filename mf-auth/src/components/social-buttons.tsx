import { useMemo, useRef, useState } from 'react';
import { Button, Dialog } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import type { LoginResponse } from '@jogo/shared/api';
import { developmentProvider, type SocialProvider, type SocialProviderId } from '../model/social-provider';
import { socialLogin } from '../model/social-login';
import styles from './auth.module.css';

const NAMES: Record<SocialProviderId, string> = { facebook: 'Facebook', google: 'Google' };

/**
 * Facebook and Google buttons (shown when SOCIALLOGIN3 is on). Providers are injectable; by default the
 * development provider stands in for the real popups with a local consent dialog.
 */
export function SocialButtons({
  providers,
  onSuccess,
  onError,
  disabled,
}: {
  providers?: SocialProvider[];
  onSuccess: (res: LoginResponse) => void;
  onError: (e: unknown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [prompt, setPrompt] = useState<SocialProviderId | null>(null);
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const list = useMemo(
    () =>
      providers ??
      (['facebook', 'google'] as const).map((id) =>
        developmentProvider(id, (p) => {
          setPrompt(p);
          return new Promise<boolean>((resolve) => {
            answer.current = resolve;
          });
        }),
      ),
    [providers],
  );

  const reply = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setPrompt(null);
  };

  const start = async (provider: SocialProvider) => {
    setBusy(provider.id);
    try {
      const identity = await provider.signIn();
      onSuccess(await socialLogin(identity));
    } catch (e) {
      onError(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={styles.social}>
        {list.map((p) => (
          <Button
            key={p.id}
            variant="secondary"
            busy={busy === p.id}
            disabled={disabled || busy !== null}
            onClick={() => void start(p)}
          >
            <span aria-hidden="true">{p.id === 'facebook' ? 'f' : 'G'}</span>
            {t(`social.${p.id}`)}
          </Button>
        ))}
      </div>
      <Dialog
        open={prompt !== null}
        title={prompt ? t('social.devTitle', { provider: NAMES[prompt] }) : ''}
        onClose={() => reply(false)}
        size="sm"
      >
        <div className={styles.form}>
          <p className={styles.info}>{prompt ? t('social.devText', { provider: NAMES[prompt] }) : ''}</p>
          <Button block onClick={() => reply(true)}>
            {t('social.devContinue', { name: prompt === 'google' ? 'Google Dev User' : 'Facebook Dev User' })}
          </Button>
          <Button block variant="ghost" onClick={() => reply(false)}>
            {tc('actions.cancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
