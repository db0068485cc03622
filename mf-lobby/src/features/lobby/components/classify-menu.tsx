import { useTranslation } from '@jogo/shared/i18n';
import type { ClassifyItem } from '../model/classify-menu';
import { ChipMenu } from './chip-menu';

const TRANSLATED = new Set(['ALL', 'HOT', 'RECENT', 'NEW', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG']);

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
  const chips = items.map((i) => ({
    id: i.id,
    label: TRANSLATED.has(i.id) && (i.fixed || !i.title) ? t(`classify.${i.id}`) : (i.title ?? i.id),
  }));
  return <ChipMenu label={t('lobby.classify')} items={chips} active={active} onChange={onChange} />;
}
