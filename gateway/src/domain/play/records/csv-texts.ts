import type { BetStatus, TransactionCategory } from '@jogo/shared/api';
import type { Lang } from '../../../i18n/messages';

/** Column titles and labels of the CSV files, in the language of the export request (pt-BR and EN). */
export const CSV_TEXTS: Record<
  Lang,
  {
    betsFile: string;
    betsHeader: string[];
    transactionsFile: string;
    transactionsHeader: string[];
    status: Record<BetStatus, string>;
    category: Record<TransactionCategory, string>;
    /** the type of a withdrawal refund (category withdraw, but money back) */
    refund: string;
    /** game types and the main wallet in the words the records pages use (a vendor's wallet keeps its name) */
    gameType: Record<string, string>;
    mainWallet: string;
  }
> = {
  PT: {
    betsFile: 'registro-de-apostas',
    betsHeader: [
      'ID',
      'Hora da aposta',
      'Hora da liquidação',
      'Tipo de jogo',
      'Jogo',
      'Sorteio',
      'Status',
      'Aposta',
      'Aposta válida',
      'Pagamento',
      'Ganho/perda',
    ],
    transactionsFile: 'registro-da-conta',
    transactionsHeader: [
      'ID',
      'Hora',
      'Tipo',
      'Código',
      'Carteira',
      'Crédito',
      'Débito',
      'Saldo após',
      'Referência',
    ],
    status: { PENDING: 'Pendente', SETTLED: 'Liquidada', CANCELLED: 'Cancelada' },
    category: {
      deposit: 'Depósito',
      withdraw: 'Saque',
      transfer: 'Transferência',
      bonus: 'Bônus',
      rebate: 'Reembolso',
      bet: 'Aposta',
      payout: 'Pagamento',
      adjustment: 'Ajuste',
    },
    refund: 'Estorno de saque',
    gameType: {
      LIVE: 'Cassino ao vivo',
      RNG: 'Slots',
      FISH: 'Pescaria',
      PVP: 'Cartas',
      SPORTS: 'Esportes',
      LOTT: 'Loteria',
      ELOTT: 'E-loteria',
      INHOUSE: 'Jogos da casa',
      ESPORTS: 'E-sports',
      COCKFIGHT: 'Rinha de galo',
    },
    mainWallet: 'Principal',
  },
  EN: {
    betsFile: 'betting-record',
    betsHeader: [
      'ID',
      'Bet time',
      'Settlement time',
      'Game type',
      'Game',
      'Draw',
      'Status',
      'Stake',
      'Valid bet',
      'Payout',
      'Win/loss',
    ],
    transactionsFile: 'account-record',
    transactionsHeader: [
      'ID',
      'Time',
      'Type',
      'Code',
      'Wallet',
      'Credit',
      'Debit',
      'Balance after',
      'Reference',
    ],
    status: { PENDING: 'Pending', SETTLED: 'Settled', CANCELLED: 'Cancelled' },
    category: {
      deposit: 'Deposit',
      withdraw: 'Withdrawal',
      transfer: 'Transfer',
      bonus: 'Bonus',
      rebate: 'Rebate',
      bet: 'Bet',
      payout: 'Payout',
      adjustment: 'Adjustment',
    },
    refund: 'Withdrawal refund',
    gameType: {
      LIVE: 'Live casino',
      RNG: 'Slots',
      FISH: 'Fishing',
      PVP: 'Cards',
      SPORTS: 'Sports',
      LOTT: 'Lottery',
      ELOTT: 'E-lottery',
      INHOUSE: 'In-house',
      ESPORTS: 'E-sports',
      COCKFIGHT: 'Cockfight',
    },
    mainWallet: 'Main',
  },
};
