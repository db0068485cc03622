import { ApiError, type InhouseRound, type InhouseVerifyValue } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, formatNumber, Spinner } from '@jogo/shared/ui';
import { verifyRound } from '../api/verify-round';
import { checkRound, type LocalCheck } from '../model/fairness';
import styles from './dice-game.module.css';

/** The gateway's verification of a round, then the browser's own recomputation once the seed is revealed. */
async function verifyBoth(
  roundId: number,
): Promise<{ server: InhouseVerifyValue; local: LocalCheck | null }> {
  const v = await verifyRound(roundId);
  const local = v.serverSeed
    ? await checkRound({
        serverSeed: v.serverSeed,
        serverSeedHash: v.serverSeedHash,
        clientSeed: v.clientSeed,
        nonce: v.nonce,
        recordedRoll: v.recordedRoll,
      })
    : null;
  return { server: v, local };
}

/**
 * Verifies one round twice: the gateway's verify endpoint, and an independent recomputation in the browser
 * (WebCrypto SHA-256 and HMAC-SHA256), side by side, so the player sees both agree.
 */
export function VerifyDialog({ round, onClose }: { round: InhouseRound | null; onClose: () => void }) {
  const { t } = useTranslation(['lobby', 'common']);
  const language = useLanguage();
  const num = (v: number, digits: number) =>
    formatNumber(v, language, { minDigits: digits, maxDigits: digits });
  const roundId = round?.roundId ?? null;
  const verified = useResource(roundId === null ? null : `inhouse/verify:${roundId}`, () =>
    roundId === null ? Promise.resolve(null) : verifyBoth(roundId),
  );
  const server = verified.data?.server ?? null;
  const local = verified.data?.local ?? null;
  const error = verified.error
    ? verified.error instanceof ApiError
      ? verified.error.message
      : t('common:errors.network')
    : null;

  const ok = (b: boolean) => (b ? `✓ ${t('inhouse.verify.match')}` : `✗ ${t('inhouse.verify.mismatch')}`);
  return (
    <Dialog
      open={round !== null}
      onClose={onClose}
      title={round ? t('inhouse.verify.title', { nonce: round.nonce }) : ''}
      size="md"
    >
      {error ? (
        <p role="alert">{error}</p>
      ) : !server ? (
        <Spinner label={t('inhouse.verify.checking')} />
      ) : (
        <div className={styles.verify}>
          <dl className={styles.seeds}>
            <div>
              <dt>{t('inhouse.fair.serverHash')}</dt>
              <dd className={styles.mono}>{server.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('inhouse.verify.serverSeed')}</dt>
              <dd className={styles.mono}>{server.serverSeed ?? t('inhouse.verify.hidden')}</dd>
            </div>
            <div>
              <dt>{t('inhouse.fair.clientSeed')}</dt>
              <dd className={styles.mono}>{server.clientSeed}</dd>
            </div>
            <div>
              <dt>{t('inhouse.verify.nonce')}</dt>
              <dd className={styles.mono}>{server.nonce}</dd>
            </div>
            <div>
              <dt>{t('inhouse.verify.recorded')}</dt>
              <dd className={styles.mono}>{num(server.recordedRoll, 2)}</dd>
            </div>
          </dl>
          {!server.serverSeed ? (
            <p className={styles.notice}>{t('inhouse.verify.rotateFirst')}</p>
          ) : (
            <div className={styles.checks}>
              <section aria-label={t('inhouse.verify.gateway')} className={styles.check}>
                <h3>{t('inhouse.verify.gateway')}</h3>
                <p>
                  {t('inhouse.verify.roll', {
                    roll: server.computedRoll != null ? num(server.computedRoll, 2) : '-',
                  })}
                </p>
                <p
                  className={server.verified ? styles.winText : styles.loseText}
                  data-testid="gateway-verdict"
                >
                  {ok(server.verified)}
                </p>
              </section>
              <section aria-label={t('inhouse.verify.browser')} className={styles.check}>
                <h3>{t('inhouse.verify.browser')}</h3>
                {local ? (
                  <>
                    <p>{t('inhouse.verify.roll', { roll: num(local.roll, 2) })}</p>
                    <p className={local.hashMatches ? styles.winText : styles.loseText}>
                      {t('inhouse.verify.hash')}: {ok(local.hashMatches)}
                    </p>
                    <p
                      className={local.rollMatches ? styles.winText : styles.loseText}
                      data-testid="browser-verdict"
                    >
                      {t('inhouse.verify.rollCheck')}: {ok(local.rollMatches)}
                    </p>
                  </>
                ) : (
                  <Spinner label={t('inhouse.verify.checking')} />
                )}
              </section>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
