import styles from './brand-logo.module.css';

/** The wordmark: a gold casino chip and the brand name. Decorative; the link around it carries the label. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg className={styles.chip} viewBox="0 0 40 40" width="34" height="34">
        <defs>
          <linearGradient id="jogo-chip" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe07a" />
            <stop offset="0.55" stopColor="#f5b800" />
            <stop offset="1" stopColor="#d98e00" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill="url(#jogo-chip)" />
        <circle
          cx="20"
          cy="20"
          r="13.5"
          fill="none"
          stroke="#1c1400"
          strokeWidth="2"
          strokeDasharray="5.3 3.3"
        />
        <circle cx="20" cy="20" r="9.5" fill="#1c1400" />
        <path
          d="M22.6 14.5v7.2a4 4 0 0 1-6.9 2.8"
          fill="none"
          stroke="#ffd24a"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      {compact ? null : <span className={styles.word}>JOGO</span>}
    </span>
  );
}
