import { Income } from '../features/income/components/income';

/** agentRevenueReport ("my income"). */
export default function MyIncome() {
  return <Income />;
}
