import { renderWithProviders, screen, fireEvent } from '@jogo/shared/testing';
import LineChart, { withAcceptedLanguage } from './line-chart';

// A failing chart stays a chart-sized box: uPlot throwing while its module loads (WebKit with
// navigator.language "C") or while drawing shows the figures as a table with a retry, never the page's failure.
const mode = { load: 'ok' as 'ok' | 'throw', draw: 'ok' as 'ok' | 'throw', loads: 0 };
jest.mock('uplot', () => {
  mode.loads += 1;
  if (mode.load === 'throw') throw new RangeError('Incorrect locale information provided');
  class FakePlot {
    static paths = {};
    constructor() {
      if (mode.draw === 'throw') throw new Error('no canvas');
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakePlot };
});

const props = {
  days: ['2026-11-01', '2026-11-02'],
  series: [{ label: 'Apostas', color: '#123', values: [1250, 300] }],
  label: 'Apostas por dia',
  format: (n: number) => `R$ ${(n / 100).toFixed(2).replace('.', ',')}`,
  dayLabel: 'Dia',
};

const renderChart = async () => renderWithProviders(<LineChart {...props} />);

beforeEach(() => {
  mode.load = 'ok';
  mode.draw = 'ok';
  global.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('LineChart when its library fails', () => {
  it('shows the figures as a table with a retry when uPlot throws while loading', async () => {
    mode.load = 'throw';
    await renderChart();
    expect(await screen.findByRole('table', { name: 'Apostas por dia' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'R$ 12,50' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '02/11' })).toBeInTheDocument();
    // the retry loads the library again: this time it draws
    mode.load = 'ok';
    fireEvent.click(screen.getByRole('button', { name: /tentar novamente|try again/i }));
    expect(await screen.findByRole('img', { name: 'Apostas por dia' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the table when uPlot throws while drawing', async () => {
    mode.draw = 'throw';
    await renderChart();
    expect(await screen.findByRole('table', { name: 'Apostas por dia' })).toBeInTheDocument();
  });

  it('gives uPlot a language Intl accepts, and gives the browser its own back', async () => {
    Object.defineProperty(navigator, 'language', { value: 'C', configurable: true });
    try {
      expect(() => new Intl.NumberFormat(navigator.language)).toThrow(RangeError);
      const seen = await withAcceptedLanguage(
        async () => new Intl.NumberFormat(navigator.language).resolvedOptions().locale,
      );
      expect(seen).toBe('pt-BR');
      expect(navigator.language).toBe('C');
    } finally {
      delete (navigator as { language?: string }).language;
    }
  });
});
