import { fireEvent, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { HomeSection } from './home-section';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));

const renderSection = (category: string, n: number) =>
  renderWithProviders(
    <HomeSection
      category={category}
      title={category}
      items={items(n)}
      itemKey={(x) => x.id}
      renderItem={(x) => <button type="button">{x.name}</button>}
      shape="tile"
      loading={false}
      error={null}
      emptyText="Nothing"
      seeAllHref="/rng"
    />,
  );

const shown = (category: string) =>
  within(screen.getByRole('list', { name: category })).getAllByRole('listitem');

describe('HomeSection', () => {
  it('shows at most 5 items of a category and no load more', () => {
    renderSection('RNG', 20);
    expect(shown('RNG')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all: RNG' })).toHaveAttribute('href', '/rng');
  });

  it('hot shows 10, then 15 with load more, offered because the list has over 10 items', () => {
    renderSection('HOT', 60);
    expect(shown('HOT')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shown('HOT')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sports with 10 items or fewer offers no load more', () => {
    renderSection('SPORTS', 10);
    expect(shown('SPORTS')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('hot starts at 5 on a phone-sized screen', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 640px'),
    })) as typeof window.matchMedia;
    try {
      renderSection('HOT', 12);
      expect(shown('HOT')).toHaveLength(5);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(shown('HOT')).toHaveLength(12);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows a skeleton while loading, the empty text, and a retry on error', () => {
    const onRetry = jest.fn();
    const props = {
      category: 'FAV',
      title: 'FAV',
      itemKey: (x: { id: number }) => x.id,
      renderItem: () => null,
      shape: 'tile' as const,
      emptyText: 'Nothing yet',
    };
    const { rerender } = renderWithProviders(
      <HomeSection {...props} items={undefined} loading error={null} />,
    );
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
    rerender(<HomeSection {...props} items={[]} loading={false} error={null} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <HomeSection
        {...props}
        items={undefined}
        loading={false}
        error={new Error('down')}
        onRetry={onRetry}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
