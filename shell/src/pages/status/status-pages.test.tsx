import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen } from '@jogo/shared/testing';
import { MaintenancePage, formatEndTime } from './maintenance-page';
import { RestrictedPage, displayIp } from './restricted-page';

describe('maintenance page', () => {
  it('shows the title, the end time, the info text and a customer-service button', async () => {
    const cs = jest.fn();
    renderWithProviders(
      <MaintenancePage
        endTime="2026-03-01T18:30:00.000Z"
        info="Upgrading the wallet"
        onCustomerService={cs}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('Upgrading the wallet')).toBeTruthy();
    // in the site's zone (São Paulo by default), day first, whatever the browser's zone
    expect(screen.getByText(/01\/03\/2026 15:30/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(cs).toHaveBeenCalledTimes(1);
  });

  it('leaves the end time out when there is none and falls back to the default text', () => {
    renderWithProviders(<MaintenancePage endTime={null} info={null} onCustomerService={() => undefined} />, {
      language: 'PT',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Manutenção do sistema' })).toBeTruthy();
    expect(screen.queryByText(/Previsão de término/)).toBeNull();
    expect(formatEndTime('not a date', 'PT', 'America/Sao_Paulo')).toBeNull();
  });
});

describe('access-restricted page', () => {
  it("shows 'Access restricted', the visitor's IP and a customer-service button", async () => {
    const cs = jest.fn();
    renderWithProviders(<RestrictedPage ip="203.0.113.7" onCustomerService={cs} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(cs).toHaveBeenCalledTimes(1);
  });
});

describe('the IP on the restricted page', () => {
  it('shows an IPv4-mapped IPv6 address in its IPv4 form', () => {
    renderWithProviders(<RestrictedPage ip="::ffff:127.0.0.1" onCustomerService={() => undefined} />);
    expect(screen.getByText('127.0.0.1')).toBeInTheDocument();
    expect(screen.queryByText(/::ffff:/)).toBeNull();
    expect(displayIp('2001:db8::1')).toBe('2001:db8::1');
    expect(displayIp('203.0.113.7')).toBe('203.0.113.7');
  });
});
