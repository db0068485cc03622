import { ContractPage } from '../features/contracts/components/contract-page';

/** The DIVIDEND contract page of the agent menu. */
export default function DividendContract() {
  return <ContractPage kind="DIVIDEND" />;
}
