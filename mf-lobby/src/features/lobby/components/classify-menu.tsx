import { useTranslation, type AnyT, type DynamicT } from '@jogo/shared/i18n';
import type { ClassifyItem } from '../model/classify-menu';
import { ChipMenu } from './chip-menu';

/** Codes with a text of their own in the `lobby` namespace (`classify.<code>`). */
const TRANSLATED = new Set([
  'ALL',
  'HOT',
  'RECENT',
  'NEW',
  'SC',
  'VP',
  'JP',
  'TG',
  'AC',
  'BG',
  'LOTT_FAST',
  'SEA_4D',
  'ELOTT_PK',
  'VN_NORTH',
  'VN_SOUTH',
]);

/** A code the client has no text for, made readable (`NEW_CLASS` → `New class`) rather than shown raw. */
export function readableCode(code: string): string {
  const words = code
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a chip: fixed selections and known codes translated here; a vendor class with the gateway's
 * title when it has a real one (a title equal to its code is no title); never the bare code.
 */
export function classifyLabel(item: ClassifyItem, t: AnyT): string {
  const title = item.title && item.title !== item.id ? item.title : null;
  if (TRANSLATED.has(item.id) && (item.fixed || !title)) return (t as DynamicT)(`classify.${item.id}`);
  return title ?? readableCode(item.id);
}

/** The classify menu: fixed selections translated here, vendor classes with the gateway's title. */
export function ClassifyMenu({
  items,
  active,
  onChange,
}: {
  items: ClassifyItem[];
  active: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('lobby');
  const chips = items.map((i) => ({ id: i.id, label: classifyLabel(i, t) }));
  return <ChipMenu label={t('lobby.classify')} items={chips} active={active} onChange={onChange} />;
}
