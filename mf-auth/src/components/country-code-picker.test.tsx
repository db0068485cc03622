import { act, createFakeApi, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { BLUR_DELAY_MS, CountryCodePicker } from './country-code-picker';
import { COUNTRIES, withBasics } from '../test-utils';

const setup = async (initial?: string, location?: string) => {
  const onChange = jest.fn();
  renderWithProviders(<CountryCodePicker initial={initial} onChange={onChange} />, {
    api: withBasics(createFakeApi()),
  });
  if (location)
    act(() =>
      bus.emit('settings:changed', { status: 0, flags: {}, info: { location: { countryCode: location } } }),
    );
  await screen.findByRole('button', { name: /Country dialing code: \+\d/ });
  return onChange;
};

describe('country-code picker (spec 2)', () => {
  it('starts on the given code when listed', async () => {
    const onChange = await setup('351');
    expect(screen.getByRole('button', { name: 'Country dialing code: +351' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(COUNTRIES[1]);
  });

  it('otherwise on the current country from the status info', async () => {
    const onChange = jest.fn();
    renderWithProviders(<CountryCodePicker initial="999" onChange={onChange} />, {
      api: withBasics(createFakeApi()),
    });
    act(() =>
      bus.emit('settings:changed', { status: 0, flags: {}, info: { location: { countryCode: 'US' } } }),
    );
    expect(await screen.findByRole('button', { name: 'Country dialing code: +1' })).toBeInTheDocument();
  });

  it('otherwise Brazil 55', async () => {
    await setup('999');
    expect(screen.getByRole('button', { name: 'Country dialing code: +55' })).toBeInTheDocument();
  });

  it('shows flag and code per country and reports the code on every selection', async () => {
    const onChange = await setup();
    fireEvent.click(screen.getByRole('button', { name: /Country dialing code/ }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[1]).toHaveTextContent('Portugal');
    expect(options[1]!.querySelector('svg')).toHaveAttribute('data-flag', 'PT');
    expect(options[1]).toHaveTextContent('+351');
    fireEvent.click(options[1]!);
    expect(onChange).toHaveBeenLastCalledWith(COUNTRIES[1]);
    // choosing the same one again still reports it
    fireEvent.click(screen.getByRole('button', { name: /Country dialing code/ }));
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('draws each flag as an image, never an emoji that Linux shows as a box', async () => {
    await setup('351');
    const button = screen.getByRole('button', { name: /Country dialing code/ });
    expect(button.querySelector('svg')).toHaveAttribute('data-flag', 'PT');
    fireEvent.click(button);
    for (const option of screen.getAllByRole('option')) {
      expect(option.querySelector('svg[data-flag]')).not.toBeNull();
      expect(option.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    }
  });

  it('is keyboard operable', async () => {
    const onChange = await setup();
    fireEvent.click(screen.getByRole('button', { name: /Country dialing code/ }));
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(COUNTRIES[2]);
  });

  it('closes 200 ms after losing focus, not before', async () => {
    await setup();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /Country dialing code/ }));
    fireEvent.blur(screen.getByRole('listbox'));
    act(() => jest.advanceTimersByTime(BLUR_DELAY_MS - 10));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
