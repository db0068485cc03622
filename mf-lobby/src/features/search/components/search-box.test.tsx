import { fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { SearchBox } from './search-box';

describe('SearchBox (spec 5: trimmed, toggles only when empty)', () => {
  it('opens, searches the trimmed name, and does not close while the box holds text', () => {
    const onSearch = jest.fn();
    renderWithProviders(<SearchBox applied="" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search games by name' });
    fireEvent.change(box, { target: { value: '  tiger  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('tiger');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('closes the box when the button is pressed with an empty box', () => {
    const onSearch = jest.fn();
    renderWithProviders(<SearchBox applied="" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches on Enter', () => {
    const onSearch = jest.fn();
    renderWithProviders(<SearchBox applied="" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ox ' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('ox');
  });
});
