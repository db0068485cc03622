import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { bus, useBadges, useSession } from '@jogo/shared/bus';
import { agentEntryHref, APP_LINKS } from '@jogo/shared/federation';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { openCustomerService } from '../customer-service/customer-service';
import { memberPage } from '../layout/categories';
import { Icon, type IconName } from '../layout/icons';
import { RemoteLink } from '../routing/remote-link';
import styles from './avatar-menu.module.css';

interface LinkItem {
  kind: 'link';
  key: string;
  to: string;
  icon: IconName;
  badge?: number;
}
interface ActionItem {
  kind: 'action';
  key: string;
  icon: IconName;
  run: () => void;
  danger?: boolean;
}
type MenuItem = LinkItem | ActionItem;

/**
 * The avatar menu's entries in the spec's order (spec 2 "Header"): agent, my account, betting record,
 * account record, messages, deposit, withdraw, security centre, customer service, sign out. The agent
 * entry opens the agent centre for agents and the agent landing page for everyone else, whom the centre
 * would send there anyway.
 */
export function avatarMenuItems(isAgent: boolean, unreadMessages: number): MenuItem[] {
  return [
    { kind: 'link', key: 'agent', to: agentEntryHref(isAgent), icon: 'agent' },
    { kind: 'link', key: 'myAccount', to: APP_LINKS.memberCentre, icon: 'user' },
    { kind: 'link', key: 'bettingRecord', to: memberPage('personalHistoryCopy'), icon: 'record' },
    { kind: 'link', key: 'accountRecord', to: memberPage('transactionHistory'), icon: 'coins' },
    { kind: 'link', key: 'messages', to: memberPage('messageV2'), icon: 'mail', badge: unreadMessages },
    { kind: 'link', key: 'deposit', to: memberPage('depositv2'), icon: 'deposit' },
    { kind: 'link', key: 'withdraw', to: memberPage('withdraw'), icon: 'withdraw' },
    { kind: 'link', key: 'securityCentre', to: memberPage('securityCenter'), icon: 'shield' },
    { kind: 'action', key: 'customerService', icon: 'support', run: () => openCustomerService() },
    {
      kind: 'action',
      key: 'signOut',
      icon: 'logout',
      run: () => bus.emit('auth:logout-requested', { confirm: true }),
      danger: true,
    },
  ];
}

/** The signed-in member's avatar button and its menu (a disclosure with menu semantics). */
export function AvatarMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { unreadMessages } = useBadges();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = session.member?.nickname || session.member?.account || '';

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // first entry takes focus so the keyboard can walk the menu at once
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onMenuKey = (e: ReactKeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const items = avatarMenuItems(session.isAgent, unreadMessages);
  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // the name holds the visible unread count (WCAG 2.5.3): "Account menu, 4 unread"
        aria-label={
          unreadMessages > 0
            ? `${t('header.accountMenu')}, ${t('header.unread', { count: unreadMessages })}`
            : t('header.accountMenu')
        }
        onClick={() => setOpen((o) => !o)}
      >
        {/* the initial is decoration drawn by CSS: as text it would be a visible label missing from the
            button's name (WCAG 2.5.3) */}
        <span className={styles.avatar} aria-hidden="true" data-initial={(name[0] ?? '?').toUpperCase()} />
        {unreadMessages > 0 ? (
          <span className={styles.dot} aria-label={t('header.unread', { count: unreadMessages })}>
            {unreadMessages > 99 ? '99+' : unreadMessages}
          </span>
        ) : null}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.popover}>
          <div className={styles.who}>
            <span className={styles.avatarLarge} aria-hidden="true">
              {(name[0] ?? '?').toUpperCase()}
            </span>
            <span className={styles.whoText}>
              <strong>{name}</strong>
              {session.member?.account && session.member.nickname ? (
                <small>{session.member.account}</small>
              ) : null}
            </span>
          </div>
          <ul
            id={menuId}
            role="menu"
            aria-label={t('header.accountMenu')}
            className={styles.menu}
            onKeyDown={onMenuKey}
          >
            {items.map((item) => (
              <li
                key={item.key}
                role="none"
                className={item.key === 'customerService' ? styles.separated : undefined}
              >
                {item.kind === 'link' ? (
                  <RemoteLink
                    to={item.to}
                    role="menuitem"
                    className={styles.item}
                    onClick={() => setOpen(false)}
                  >
                    <Icon name={item.icon} size={18} />
                    <span className={styles.label}>{(t as DynamicT)(`account.${item.key}`)}</span>
                    {item.badge ? (
                      <span className={styles.badge} aria-label={t('header.unread', { count: item.badge })}>
                        {item.badge > 99 ? '99+' : item.badge}
                      </span>
                    ) : null}
                  </RemoteLink>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    className={`${styles.item} ${item.danger ? styles.danger : ''}`}
                    onClick={() => {
                      setOpen(false);
                      item.run();
                    }}
                  >
                    <Icon name={item.icon} size={18} />
                    <span className={styles.label}>{(t as DynamicT)(`account.${item.key}`)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
