import { memo } from 'react';
import type { Game, GameType, GameVendor } from '@jogo/shared/api';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { GameTile } from '../../../components/game-tile/game-tile';
import { LIST_CAP } from '../model/display-rules';
import { HomeSection } from './home-section';
import { VendorCard } from './vendor-card';
import styles from './home-sections.module.css';

export interface ListState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/** A vendor-card category (RNG, SPORTS, ESPORTS, COCKFIGHT ...) and the lobby type its cards open. */
export interface VendorSection {
  category: string;
  gameType: GameType;
  cards: GameVendor[];
}

/** placeholders while the lanes load: the usual first categories */
const LOADING_CATEGORIES = ['RNG', 'FISH', 'LIVE'];

const gameKey = (g: Game) => g.nodeId;
const vendorKey = (v: GameVendor) => v.vassalage;
const renderGame = (g: Game) => <GameTile game={g} />;
const renderNothing = () => null;

/** The column the game sections stack in (spec 2 order: HOT, the vendor categories, RECENT, FAV). */
export function HomeSections({ children }: { children: React.ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}

/**
 * A section of game tiles (HOT, RECENT, FAV). Memoised on the list's own fields: it renders when its own
 * data arrives, not when another section's does.
 */
export const GameTilesSection = memo(function GameTilesSection({
  category,
  data,
  loading,
  error,
  reload,
  emptyKey = 'empty',
  seeAllHref,
}: {
  category: 'HOT' | 'RECENT' | 'FAV';
  emptyKey?: 'empty' | 'emptyRecent' | 'emptyFav';
  seeAllHref?: string;
} & ListState<Game[]>) {
  const { t } = useTranslation('lobby');
  return (
    <HomeSection<Game>
      category={category}
      title={t(`home.sections.${category}`)}
      items={data?.slice(0, LIST_CAP)}
      itemKey={gameKey}
      renderItem={renderGame}
      shape="tile"
      loading={loading}
      error={error}
      onRetry={reload}
      emptyText={t(`home.sections.${emptyKey}`)}
      seeAllHref={seeAllHref}
    />
  );
});

/**
 * The vendor-card categories (with e-sport and cockfight cards after SPORTS): placeholders of the usual
 * first categories while the lanes load, one retry section on error. Memoised like the tile sections.
 */
export const VendorSections = memo(function VendorSections({
  data,
  loading,
  error,
  reload,
  seeAllHref,
}: ListState<VendorSection[]> & { seeAllHref: (type: GameType) => string }) {
  const { t } = useTranslation('lobby');
  const empty = t('home.sections.empty');
  if (loading && !data)
    return (
      <>
        {LOADING_CATEGORIES.map((category) => (
          <HomeSection<GameVendor>
            key={category}
            category={category}
            title={(t as DynamicT)(`home.sections.${category}`)}
            items={undefined}
            itemKey={vendorKey}
            renderItem={renderNothing}
            shape="card"
            loading
            error={null}
            emptyText={empty}
          />
        ))}
      </>
    );
  if (error && !data)
    return (
      <HomeSection<GameVendor>
        category="VENDORS"
        title={t('home.sections.VENDORS')}
        items={undefined}
        itemKey={vendorKey}
        renderItem={renderNothing}
        shape="card"
        loading={false}
        error={error}
        onRetry={reload}
        emptyText={empty}
      />
    );
  return (
    <>
      {(data ?? []).map((s) => (
        <HomeSection<GameVendor>
          key={s.category}
          category={s.category}
          title={(t as DynamicT)(`home.sections.${s.category}`)}
          items={s.cards}
          itemKey={vendorKey}
          renderItem={(v) => <VendorCard vendor={v} gameType={s.gameType} />}
          shape="card"
          loading={false}
          error={null}
          emptyText={empty}
          seeAllHref={seeAllHref(s.gameType)}
        />
      ))}
    </>
  );
});
