import type { VendorLane } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { VendorLogo } from '@jogo/shared/ui';
import { ChipMenu } from './chip-menu';

export const ALL_VENDORS = 'ALL';

/** The vendor menu of a lobby: all vendors, then each vendor card of the type's lane. */
export function VendorMenu({
  lane,
  active,
  onChange,
}: {
  lane: VendorLane | undefined;
  active: string | undefined;
  onChange: (v?: string) => void;
}) {
  const { t } = useTranslation('lobby');
  const items = [
    { id: ALL_VENDORS, label: t('lobby.allVendors') },
    ...Object.values(lane?.cards ?? {}).map((v) => ({
      id: v.vassalage,
      label: v.displayName,
      // one sprite request for every vendor's logo
      icon: <VendorLogo src={v.images.color || v.lagerIcon} name="" />,
    })),
  ];
  return (
    <ChipMenu
      label={t('lobby.vendors')}
      items={items}
      active={active ?? ALL_VENDORS}
      onChange={(id) => onChange(id === ALL_VENDORS ? undefined : id)}
    />
  );
}
