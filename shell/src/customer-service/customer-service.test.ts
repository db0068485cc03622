import { bus } from '@jogo/shared/bus';
import { chooseCustomerService, customerServiceUrl, openCustomerService } from './customer-service';

const ENTRIES = [
  { csType: 'LIVECHAT', label: 'Live chat', path: 'https://cs.example/live' },
  { csType: 'WHATSAPP', label: 'WhatsApp', path: 'https://cs.example/wa' },
];

beforeEach(() => {
  bus.reset();
  bus.emit('settings:changed', { status: 0, flags: {}, info: { customerService: ENTRIES } });
});

describe('customer service', () => {
  it('chooses the entry by csType', () => {
    expect(chooseCustomerService(ENTRIES, 'WHATSAPP')?.path).toBe('https://cs.example/wa');
    expect(chooseCustomerService(ENTRIES, 'whatsapp')?.path).toBe('https://cs.example/wa');
  });

  it('falls back to the first entry when none matches or none is asked', () => {
    expect(chooseCustomerService(ENTRIES, 'TELEGRAM')?.path).toBe('https://cs.example/live');
    expect(chooseCustomerService(ENTRIES)?.path).toBe('https://cs.example/live');
    expect(chooseCustomerService([])).toBeUndefined();
  });

  it('opens a 440x750 popup window', () => {
    const popup = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    expect(openCustomerService('WHATSAPP')).toBe(popup);
    const [url, , features] = open.mock.calls[0];
    expect(url).toBe('https://cs.example/wa');
    expect(features).toMatch(/width=440/);
    expect(features).toMatch(/height=750/);
    expect(popup.opener).toBeNull();
    open.mockRestore();
  });

  it("tells a page of the site's own origin the language; other addresses open as configured", () => {
    expect(customerServiceUrl('/wps/cs/chat', 'EN')).toBe('/wps/cs/chat?lang=EN');
    expect(customerServiceUrl('/wps/cs/chat?merchant=jogo', 'PT')).toBe('/wps/cs/chat?merchant=jogo&lang=PT');
    expect(customerServiceUrl('/wps/cs/chat?lang=EN', 'PT')).toBe('/wps/cs/chat?lang=EN');
    expect(customerServiceUrl('https://cs.example/live', 'PT')).toBe('https://cs.example/live');
    expect(customerServiceUrl('mailto:help@jogo.example', 'PT')).toBe('mailto:help@jogo.example');
  });

  it('says so when there is no entry', () => {
    bus.emit('settings:changed', { status: 0, flags: {}, info: { customerService: [] } });
    const toasts: string[] = [];
    bus.on('ui:toast-requested', (t) => toasts.push(t.message));
    const open = jest.spyOn(window, 'open');
    expect(openCustomerService()).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(toasts).toEqual(['shell:core.customerService.unavailable']);
    open.mockRestore();
  });
});
