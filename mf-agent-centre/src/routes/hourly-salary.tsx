import { ContractPage } from '../features/contracts/components/contract-page';

/** The HOURLY contract page of the agent menu. */
export default function HourlySalary() {
  return <ContractPage kind="HOURLY" />;
}
