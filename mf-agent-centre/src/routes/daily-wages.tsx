import { ContractPage } from '../features/contracts/components/contract-page';

/** The DAILY contract page of the agent menu. */
export default function DailyWages() {
  return <ContractPage kind="DAILY" />;
}
