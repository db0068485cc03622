import { render, screen } from '@testing-library/react';
import { VendorLogo, vendorSpriteHref } from './vendor-logo';

describe('VendorLogo', () => {
  it('draws a generated logo from its variant sprite, with the vendor as its name', () => {
    render(<VendorLogo src="/wps/assets/vendors/TCG_SEA-white.svg" name="TCG Sea" />);
    const logo = screen.getByRole('img', { name: 'TCG Sea' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo.querySelector('use')?.getAttribute('href')).toBe(
      '/wps/assets/vendors/sprite-white.svg#TCG_SEA',
    );
  });

  it('keeps any other image an <img> (an operator host), lazy and sized', () => {
    render(<VendorLogo src="https://cdn.example/pg.png" name="PG" width={96} height={32} />);
    const img = screen.getByRole('img', { name: 'PG' });
    expect(img.tagName.toLowerCase()).toBe('img');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('96');
  });

  it('is hidden from assistive technology without a name', () => {
    const { container } = render(<VendorLogo src="/wps/assets/vendors/PG-color.svg" name="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the sprite only for the gateway generated logos', () => {
    expect(vendorSpriteHref('/wps/assets/vendors/PG-active.svg')).toBe(
      '/wps/assets/vendors/sprite-active.svg#PG',
    );
    expect(vendorSpriteHref('//evil.example/wps/assets/vendors/PG-color.svg')).toBeNull();
    expect(vendorSpriteHref('/wps/assets/vendors/PG-gold.svg')).toBeNull();
    expect(vendorSpriteHref(undefined)).toBeNull();
  });
});
