import { fireEvent } from '@testing-library/react';
import { ensureLanguage } from '@jogo/shared/i18n';
import type * as I18nModule from '@jogo/shared/i18n';
import { act, createFakeApi, renderWithProviders, screen } from '@jogo/shared/testing';
import { LanguageSelector } from './language-selector';

// only the loader is watched; the instance, texts and hooks are the real ones
jest.mock('@jogo/shared/i18n', () => {
  const actual = jest.requireActual<typeof I18nModule>('@jogo/shared/i18n');
  return { ...actual, ensureLanguage: jest.fn(() => Promise.resolve()) };
});
const loads = jest.mocked(ensureLanguage);

/**
 * The other language's texts load when the selector comes into use, so the switch itself waits for
 * no download (the page loads one language at a time: nothing is loaded for a page that never switches).
 */
describe('LanguageSelector, the other language', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    loads.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('loads nothing by itself', () => {
    renderWithProviders(<LanguageSelector />, { api: createFakeApi(), language: 'EN' });
    act(() => jest.advanceTimersByTime(5000));
    expect(loads).not.toHaveBeenCalled();
  });

  it('loads the other language when a pointer or the focus comes to it, without switching', () => {
    renderWithProviders(<LanguageSelector />, { api: createFakeApi(), language: 'EN' });
    fireEvent.pointerEnter(screen.getByRole('group', { name: 'Language' }));
    expect(loads).toHaveBeenCalledWith('PT');
    loads.mockClear();
    fireEvent.focus(screen.getByRole('button', { name: 'EN English' }));
    expect(loads).toHaveBeenCalledWith('PT');
    expect(screen.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads it once the phone drawer shows the selector, after the drawer has opened', () => {
    const { rerender } = renderWithProviders(<LanguageSelector />, { api: createFakeApi(), language: 'PT' });
    rerender(<LanguageSelector warm />);
    expect(loads).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(loads).toHaveBeenCalledWith('EN');
  });
});
