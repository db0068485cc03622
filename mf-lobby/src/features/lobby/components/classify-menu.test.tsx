import { renderWithProviders, screen, within } from '@jogo/shared/testing';
import { ClassifyMenu, readableCode } from './classify-menu';
import type { ClassifyItem } from '../model/classify-menu';

/** What the gateway sends for the lottery lobbies: classes whose title is their code. */
const LOTTERY: ClassifyItem[] = [
  { id: 'ALL', fixed: true },
  { id: 'HOT', fixed: true },
  { id: 'RECENT', fixed: true },
  ...['LOTT_FAST', 'SEA_4D', 'ELOTT_PK', 'VN_NORTH', 'VN_SOUTH', 'SOME_NEW_CLASS'].map((id) => ({
    id,
    title: id,
    fixed: false,
  })),
  { id: 'SLOT_X', title: 'Mega slots', fixed: false },
];

describe.each(['EN', 'PT'] as const)('classify chips in %s', (language) => {
  it('never shows a bare code: every chip has a text of its own', () => {
    renderWithProviders(<ClassifyMenu items={LOTTERY} active="ALL" onChange={() => undefined} />, {
      language,
    });
    const chips = within(screen.getByRole('group')).getAllByRole('button');
    expect(chips).toHaveLength(LOTTERY.length);
    chips.forEach((chip, i) => {
      expect(chip.textContent?.trim()).not.toBe('');
      expect(chip.textContent).not.toBe(LOTTERY[i]!.id);
    });
    expect(chips.map((c) => c.textContent)).toContain('Mega slots');
  });
});

it('translates the lottery classes and makes an unknown code readable', () => {
  renderWithProviders(<ClassifyMenu items={LOTTERY} active="ALL" onChange={() => undefined} />, {
    language: 'PT',
  });
  for (const label of ['Loteria rápida', 'Sudeste Asiático 4D', 'PK10', 'Vietnã Norte', 'Vietnã Sul'])
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  expect(readableCode('SOME_NEW_CLASS')).toBe('Some new class');
});
