import type { Game, GameType, GameVendor } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { GameTile } from '../../../components/game-tile/game-tile';
import { paths } from '../../../paths';
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

export interface HomeSectionsProps {
  hot: ListState<Game[]>;
  vendors: ListState<VendorSection[]>;
  /** null for a guest: RECENT and FAV are for members only (spec 2) */
  recent: ListState<Game[]> | null;
  favourites: ListState<Game[]> | null;
}

/** placeholders while the lanes load: the usual first categories */
const LOADING_CATEGORIES = ['RNG', 'FISH', 'LIVE'];

const gameKey = (g: Game) => g.nodeId;
const renderGame = (g: Game) => <GameTile game={g} />;
const cap = <T,>(list: T[] | undefined) => list?.slice(0, LIST_CAP);

/**
 * The game sections of the home page in the spec's order: HOT (hot games), the vendor-card categories
 * (with e-sport and cockfight cards after SPORTS), then RECENT and FAV for members.
 */
export function HomeSections({ hot, vendors, recent, favourites }: HomeSectionsProps) {
  const { t } = useTranslation('lobby');
  const title = (category: string) => t(`home.sections.${category}`);

  const vendorSections =
    vendors.loading && !vendors.data
      ? LOADING_CATEGORIES.map((category) => (
          <HomeSection<GameVendor>
            key={category}
            category={category}
            title={title(category)}
            items={undefined}
            itemKey={(v) => v.vassalage}
            renderItem={() => null}
            shape="card"
            loading
            error={null}
            emptyText={t('home.sections.empty')}
          />
        ))
      : vendors.error && !vendors.data
        ? [
            <HomeSection<GameVendor>
              key="vendors-error"
              category="VENDORS"
              title={title('VENDORS')}
              items={undefined}
              itemKey={(v) => v.vassalage}
              renderItem={() => null}
              shape="card"
              loading={false}
              error={vendors.error}
              onRetry={vendors.reload}
              emptyText={t('home.sections.empty')}
            />,
          ]
        : (vendors.data ?? []).map((s) => (
            <HomeSection<GameVendor>
              key={s.category}
              category={s.category}
              title={title(s.category)}
              items={s.cards}
              itemKey={(v) => v.vassalage}
              renderItem={(v) => <VendorCard vendor={v} gameType={s.gameType} />}
              shape="card"
              loading={false}
              error={null}
              emptyText={t('home.sections.empty')}
              seeAllHref={paths.lobby(s.gameType)}
            />
          ));

  return (
    <div className={styles.sections}>
      <HomeSection<Game>
        category="HOT"
        title={title('HOT')}
        items={cap(hot.data)}
        itemKey={gameKey}
        renderItem={renderGame}
        shape="tile"
        loading={hot.loading}
        error={hot.error}
        onRetry={hot.reload}
        emptyText={t('home.sections.empty')}
      />
      {vendorSections}
      {recent ? (
        <HomeSection<Game>
          category="RECENT"
          title={title('RECENT')}
          items={cap(recent.data)}
          itemKey={gameKey}
          renderItem={renderGame}
          shape="tile"
          loading={recent.loading}
          error={recent.error}
          onRetry={recent.reload}
          emptyText={t('home.sections.emptyRecent')}
          seeAllHref={paths.recent()}
        />
      ) : null}
      {favourites ? (
        <HomeSection<Game>
          category="FAV"
          title={title('FAV')}
          items={cap(favourites.data)}
          itemKey={gameKey}
          renderItem={renderGame}
          shape="tile"
          loading={favourites.loading}
          error={favourites.error}
          onRetry={favourites.reload}
          emptyText={t('home.sections.emptyFav')}
          seeAllHref={paths.favourites()}
        />
      ) : null}
    </div>
  );
}
