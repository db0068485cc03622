import type { MarketLegalInfo } from '@jogo/shared/api';
import { renderWithProviders, screen } from '@jogo/shared/testing';
import { LegalBlock } from './legal-block';

const LEGAL: MarketLegalInfo = {
  companyName: 'Jogo Apostas Ltda.',
  cnpj: '12.345.678/0001-90',
  licence: 'Portaria SPA/MF nº 1.234',
  licenceDate: '2025-01-31',
  address: 'Av. Paulista, 1000, São Paulo - SP',
  customerService: 'atendimento@jogo.example',
  ombudsman: 'ouvidoria@jogo.example',
  selfExclusionUrl: 'https://autoexclusao.example.gov.br',
  minimumAge: 18,
};

describe('the legal block', () => {
  it('shows company, CNPJ, licence with its date, address, contacts, 18+ and the national platform', () => {
    renderWithProviders(<LegalBlock legal={LEGAL} />, { language: 'PT' });
    expect(screen.getByRole('heading', { name: 'Operador autorizado' })).toBeInTheDocument();
    for (const text of [
      'Jogo Apostas Ltda.',
      '12.345.678/0001-90',
      'Portaria SPA/MF nº 1.234 de 31/01/2025',
      'Av. Paulista, 1000, São Paulo - SP',
      'atendimento@jogo.example',
      'ouvidoria@jogo.example',
      'Somente maiores de 18 anos',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plataforma nacional de autoexclusão' })).toHaveAttribute(
      'href',
      'https://autoexclusao.example.gov.br',
    );
    expect(
      screen.getByRole('link', { name: 'Jogo responsável: limites, pausa e autoexclusão' }),
    ).toHaveAttribute('href', '/member?page=responsibleGaming');
  });

  it("says the site is a demo while it shows the demo's operator, and a licence not set as such", () => {
    renderWithProviders(<LegalBlock legal={{ ...LEGAL, licence: '', licenceDate: '', demo: true }} />, {
      language: 'PT',
    });
    expect(screen.getByRole('note')).toHaveTextContent(/Site de demonstração em desenvolvimento/);
    expect(screen.getByText('Ainda não informada')).toBeInTheDocument();
  });

  it('shows no demo note for an operator whose legal block is set', () => {
    renderWithProviders(<LegalBlock legal={{ ...LEGAL, demo: false }} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('in a market without a legal block, only the link to the tools', () => {
    renderWithProviders(<LegalBlock legal={null} />);
    expect(screen.queryByText('CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'National self-exclusion platform' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Responsible gaming/ })).toBeInTheDocument();
  });
});
