import { paths } from '../../../config/paths.ts';

/** A link to Payroll Reconciliation, where payroll exceptions are re-paid or closed (ADR 182). */
export function ExceptionsLink() {
  return <a href={`#${paths.payrollReconciliation.href()}`}>Payroll Reconciliation</a>;
}
