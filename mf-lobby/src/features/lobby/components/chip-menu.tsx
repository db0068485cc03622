import type { ReactNode } from 'react';
import styles from './chip-menu.module.css';

export interface ChipItem {
  id: string;
  label: string;
  icon?: ReactNode;
}

/** A horizontally scrolling row of toggle chips (vendor and classify menus). */
export function ChipMenu({
  label,
  items,
  active,
  onChange,
}: {
  label: string;
  items: ChipItem[];
  active: string;
  onChange: (id: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.menu}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          aria-pressed={item.id === active}
          className={`${styles.chip} ${item.id === active ? styles.active : ''}`}
          onClick={() => onChange(item.id)}
        >
          {item.icon}
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
