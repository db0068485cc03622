import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { ConvertPanel } from './convert-panel';

const setup = (language: 'PT' | 'EN' = 'PT') => {
  const api = createFakeApi().on('/wps/relay/MCS2_convertPoint', (o: { body?: unknown }) => ({
    credited: (o.body as { points: number }).points / 100,
    points: 0,
  }));
  renderWithProviders(<ConvertPanel points={1000} minPoints={100} />, {
    api,
    language,
    session: { status: 'member', token: 't' },
  });
  return api;
};
const converts = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.path === '/wps/relay/MCS2_convertPoint');

describe('ConvertPanel (PT)', () => {
  const typeAndSubmit = async (points: string) => {
    fireEvent.change(await screen.findByLabelText('Pontos a converter'), { target: { value: points } });
    fireEvent.change(screen.getByLabelText('Senha de pagamento'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Converter' }));
  };

  it('refuses 100.5 and 100,5 as not whole (it was floored to 100 silently)', async () => {
    const api = setup();
    await typeAndSubmit('100.5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pontos são inteiros: informe um número sem casas decimais, como 100 ou 1.000',
    );
    await typeAndSubmit('100,5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pontos são inteiros');
    expect(converts(api)).toHaveLength(0);
  });

  it('says "more than you have" before the multiples-of-100 rule', async () => {
    const api = setup();
    await typeAndSubmit('1.050');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você tem 1.000 pontos: informe no máximo essa quantidade',
    );
    await typeAndSubmit('150');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Converta pelo menos 100 pontos, em múltiplos de 100',
    );
    expect(converts(api)).toHaveLength(0);
  });

  it('converts 1.000 (PT thousands) as 1000 points', async () => {
    const api = setup();
    await typeAndSubmit('1.000');
    await waitFor(() => expect(screen.getByLabelText('Pontos a converter')).toHaveValue(''));
    expect(converts(api)).toHaveLength(1);
    expect(converts(api)[0]!.options.body).toEqual({ points: 1000, paymentPassword: 'Jogo@2026' });
  });
});
