/**
 * Props of the status pages (drawn in pages/status/*.tsx; the gate in this folder decides which one shows).
 * MaintenancePage: title, optional end time, info text, customer-service button (spec 2 "Other pages").
 * RestrictedPage: visitor IP, message, customer-service button.
 */
export interface MaintenancePageProps {
  /** ISO end time, or null when the operator gave none */
  endTime: string | null;
  /** the operator's maintenance text in the request language, or null */
  info: string | null;
  /** opens the customer-service popup (first entry) */
  onCustomerService: () => void;
}

export interface RestrictedPageProps {
  /** the visitor's IP as the gateway saw it */
  ip: string;
  onCustomerService: () => void;
}
