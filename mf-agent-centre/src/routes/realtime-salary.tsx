import { ContractPage } from '../features/contracts/components/contract-page';

/** The REALTIME contract page of the agent menu. */
export default function RealtimeSalary() {
  return <ContractPage kind="REALTIME" />;
}
