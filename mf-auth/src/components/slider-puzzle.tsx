import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { HumanCheckResult, SliderChallenge } from '@jogo/shared/api';
import { Button } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import styles from './slider-puzzle.module.css';

/** The gateway keeps at most 1000 trail points. */
const MAX_TRAIL = 900;

/**
 * The slider human check: drag (or move with the keyboard) the piece into the gap. Operable by pointer and by
 * keyboard (arrows ±1 px, Page Up/Down ±10 px, Home/End, Enter confirms), announced as an ARIA slider.
 */
export function SliderPuzzle({
  challenge,
  onSolved,
  onMissed,
  missed,
}: {
  challenge: SliderChallenge;
  onSolved: (result: HumanCheckResult) => void;
  onMissed: () => void;
  missed: boolean;
}) {
  const { t } = useTranslation('auth');
  const max = challenge.width - challenge.pieceSize;
  const [x, setX] = useState(0);
  const startedAt = useRef<number | null>(null);
  const trail = useRef<[number, number][]>([]);
  const dragging = useRef(false);
  const track = useRef<HTMLDivElement>(null);
  const xRef = useRef(0);

  // A new challenge starts from zero with a fresh trail and clock.
  useEffect(() => {
    setX(0);
    xRef.current = 0;
    startedAt.current = null;
    trail.current = [];
  }, [challenge.challengeId]);

  const move = (next: number) => {
    const clamped = Math.round(Math.min(max, Math.max(0, next)));
    startedAt.current ??= Date.now();
    const t0 = Date.now() - startedAt.current;
    if (trail.current.length < MAX_TRAIL) trail.current.push([clamped, t0]);
    xRef.current = clamped;
    setX(clamped);
  };

  const finish = () => {
    if (startedAt.current === null) return;
    const finalX = xRef.current;
    const durationMs = Date.now() - startedAt.current;
    // The answer is checked by the gateway when the login (or SMS request) is sent; a miss visible here is
    // retried at once with a new picture instead of costing the user a round trip.
    if (Math.abs(finalX - challenge.targetX) > challenge.tolerance) {
      onMissed();
      return;
    }
    const points = [...trail.current, [finalX, durationMs] as [number, number]];
    onSolved({ challengeId: challenge.challengeId, x: finalX, durationMs, trail: points });
  };

  const fromPointer = (e: PointerEvent<HTMLDivElement>) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || !Number.isFinite(e.clientX)) return;
    const thumb = 52;
    const ratio = (e.clientX - rect.left - thumb / 2) / Math.max(1, rect.width - thumb);
    move(ratio * max);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowUp: 1,
      ArrowLeft: -1,
      ArrowDown: -1,
      PageUp: 10,
      PageDown: -10,
    };
    if (e.key in steps) move(xRef.current + steps[e.key]!);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(max);
    else if (e.key === 'Enter') finish();
    else return;
    e.preventDefault();
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div className={styles.wrap}>
      <p className={styles.hint} id={`hint-${challenge.challengeId}`}>
        {t('slider.instructions')}
      </p>
      <div className={styles.stage} style={{ aspectRatio: `${challenge.width} / ${challenge.height}` }}>
        <img src={`data:image/png;base64,${challenge.backgroundImage}`} alt="" />
        <img
          className={styles.piece}
          src={`data:image/png;base64,${challenge.pieceImage}`}
          alt=""
          style={{
            left: pct(x, challenge.width),
            top: pct(challenge.pieceY, challenge.height),
            width: pct(challenge.pieceSize, challenge.width),
            height: pct(challenge.pieceSize, challenge.height),
          }}
        />
      </div>
      <div
        ref={track}
        className={styles.track}
        role="slider"
        tabIndex={0}
        aria-label={t('slider.label')}
        aria-describedby={`hint-${challenge.challengeId}`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={x}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          fromPointer(e);
        }}
        onPointerMove={(e) => {
          if (dragging.current) fromPointer(e);
        }}
        onPointerUp={() => {
          if (!dragging.current) return;
          dragging.current = false;
          finish();
        }}
      >
        <div className={styles.fill} style={{ width: `calc((100% - 56px) * ${x / max} + 54px)` }} />
        <div
          className={styles.thumb}
          style={{ left: `calc((100% - 56px) * ${x / max} + 2px)` }}
          aria-hidden="true"
        >
          ⇢
        </div>
      </div>
      {missed ? (
        <p className={styles.miss} role="alert">
          {t('slider.retry')}
        </p>
      ) : null}
      <Button block variant="secondary" onClick={finish} disabled={startedAt.current === null && x === 0}>
        {t('slider.confirm')}
      </Button>
    </div>
  );
}
