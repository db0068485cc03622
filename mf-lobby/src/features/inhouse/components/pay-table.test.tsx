import { fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { makeGame } from '../../../test-utils/fixtures';
import { GameTile } from '../../../components/game-tile/game-tile';
import { PayTable } from './pay-table';

describe('RTP before play', () => {
  it("shows the RTP on a game's tile in the page language", () => {
    renderWithProviders(<GameTile game={{ ...makeGame(), rtp: 96.5 }} />, { language: 'PT' });
    expect(screen.getByText('RTP 96,5%')).toBeInTheDocument();
  });

  it('shows nothing for a game without RTP data', () => {
    renderWithProviders(<GameTile game={{ ...makeGame(), rtp: undefined }} />);
    expect(screen.queryByText(/RTP/)).not.toBeInTheDocument();
  });

  it("shows an in-house game's RTP and pay table", () => {
    renderWithProviders(
      <PayTable
        name="Dice"
        rtp={99}
        rows={[
          { outcome: 'Roll under 50', multiplier: 1.98, chance: 50 },
          { outcome: 'Roll under 10', multiplier: 9.9, chance: 10 },
        ]}
      />,
    );
    fireEvent.click(screen.getByText('RTP 99%'));
    expect(screen.getByText(/pays back 99% of what is staked/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pay table: Dice' });
    expect(table).toHaveTextContent('Roll under 10');
    expect(table).toHaveTextContent('9.9×');
    expect(table).toHaveTextContent('10%');
  });
});
