import { memo } from 'react';
import { act, fireEvent } from '@testing-library/react';
import { useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { createFakeApi, renderWithProviders, screen } from '@jogo/shared/testing';
import { LanguageSelector } from '../side-menu/language-selector';
import { useDocumentLanguage } from './change-language';

/**
 * No slow tap: switching the language answers the tap first (the chosen button shows as chosen at
 * once) and renders the new language after the next frame, in a transition; texts, language-keyed state and
 * the document's `lang` change in the same render. Fake timers: the frame and the tasks are stepped by hand.
 */

/** A part of the page as the apps write them: memoised, reading texts and the language. */
const Part = memo(function Part() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <p data-testid="part">
      {t('side.language')} · {language}
    </p>
  );
});

function Page() {
  useDocumentLanguage();
  return (
    <>
      <LanguageSelector />
      <Part />
    </>
  );
}

/** Runs what is due: the frame the switch waits for, the tasks after it, the promises between. */
async function runFrame() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(120);
  });
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the language switch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the choice at once and renders the new language after the next frame, texts and lang together', async () => {
    renderWithProviders(<Page />, { api: createFakeApi(), language: 'EN' });
    await runFrame();
    expect(screen.getByTestId('part').textContent).toBe('Language · EN');
    expect(document.documentElement.lang).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'PT Português' }));
    // the tap's answer: the button asked for is the chosen one, nothing else has changed yet
    expect(pressed('PT Português')).toBe('true');
    expect(pressed('EN English')).toBe('false');
    expect(screen.getByTestId('part').textContent).toBe('Language · EN');
    expect(document.documentElement.lang).toBe('en');

    await runFrame();
    // a memoised part follows too (the texts reach it through the provider, not a store update)
    expect(screen.getByTestId('part').textContent).toBe('Idioma · PT');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(pressed('PT Português')).toBe('true');
    expect(localStorage.getItem('lang')).toBe('PT');
  });

  it('asks for nothing while a switch runs: a second tap before it ends changes nothing', async () => {
    renderWithProviders(<Page />, { api: createFakeApi(), language: 'EN' });
    await runFrame();
    fireEvent.click(screen.getByRole('button', { name: 'PT Português' }));
    fireEvent.click(screen.getByRole('button', { name: 'EN English' }));
    await runFrame();
    expect(screen.getByTestId('part').textContent).toBe('Idioma · PT');
  });
});
