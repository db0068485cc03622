import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@jogo/shared/router';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { bannerTarget, type Banner } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Skeleton } from '@jogo/shared/ui';
import { useAutoplay } from '../hooks/use-autoplay';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import styles from './banner-carousel.module.css';

/**
 * embla's scroll is a damped spring stepped at a fixed 60 Hz; with its friction (0.68) a duration of 25
 * settles in 60 steps, which is the spec's 1 s transition (spec 9). Embla's duration is not in ms.
 */
export const TRANSITION_DURATION = 25;

export interface BannerCarouselProps {
  banners: Banner[] | undefined;
  loading: boolean;
  /** a banner whose linkageType is GAME was clicked */
  onGame: (gameCode: string) => void;
}

/**
 * The home carousel of group w_home (spec 2): autoplay every 5 s with a 1 s transition, only with more
 * than one banner; dots; a click follows the banner's linkage. The box keeps a 3:1 ratio before any image
 * arrives (no layout shift), and the first image loads eagerly at high priority: it is the page's LCP.
 * Renders when the banners arrive and when embla starts; a slide change renders the dots only, and hover or
 * focus renders nothing.
 */
export function BannerCarousel({ banners, loading, onGame }: BannerCarouselProps) {
  const { t } = useTranslation('lobby');
  const list = banners ?? [];
  const many = list.length > 1;
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: many,
    active: many,
    duration: reducedMotion ? 0 : TRANSITION_DURATION,
  });
  const rootRef = useRef<HTMLElement>(null);
  useAutoplay(embla, rootRef, { enabled: many });

  if (loading && !list.length) {
    return (
      <div className={styles.frame} role="status" aria-label={t('home.banners.loading')}>
        <Skeleton height="100%" radius={16} />
      </div>
    );
  }
  if (!list.length) return null;

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
    >
      <div className={styles.frame} ref={viewportRef}>
        <Slides list={list} onGame={onGame} />
      </div>
      {many && embla ? <Dots embla={embla} banners={list} /> : null}
    </section>
  );
}

const Slides = memo(function Slides({
  list,
  onGame,
}: {
  list: Banner[];
  onGame: (gameCode: string) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.track}>
      {list.map((b, i) => (
        <div
          key={b.id}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.banners.slide', { n: i + 1, total: list.length })}
        >
          <BannerLink banner={b} onGame={onGame}>
            <img
              className={styles.image}
              src={b.url}
              alt={b.title}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding={i === 0 ? 'sync' : 'async'}
              draggable={false}
            />
          </BannerLink>
        </div>
      ))}
    </div>
  );
});

/** The dots: the only part that follows the selected slide. */
function Dots({ embla, banners }: { embla: EmblaCarouselType; banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const [selected, setSelected] = useState(() => embla.selectedScrollSnap());
  useEffect(() => {
    const sync = () => setSelected(embla.selectedScrollSnap());
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);
  return (
    <div className={styles.dots}>
      {banners.map((b, i) => (
        <button
          key={b.id}
          type="button"
          className={`${styles.dot} ${i === selected ? styles.dotOn : ''}`}
          aria-label={t('home.banners.goTo', { n: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => embla.scrollTo(i)}
        />
      ))}
    </div>
  );
}

function BannerLink({
  banner,
  onGame,
  children,
}: {
  banner: Banner;
  onGame: (gameCode: string) => void;
  children: ReactNode;
}) {
  const target = bannerTarget(banner);
  switch (target.kind) {
    case 'route':
      return (
        <Link className={styles.link} to={target.to}>
          {children}
        </Link>
      );
    case 'url':
      return (
        <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'game':
      return (
        <button type="button" className={styles.link} onClick={() => onGame(target.gameCode)}>
          {children}
        </button>
      );
    default:
      return <div className={styles.link}>{children}</div>;
  }
}
