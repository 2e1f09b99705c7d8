import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type TaxCode = RowOf<'/tax-codes'>;

export const taxCodeColumns: GridColumn<TaxCode>[] = [
  { id: 'code', header: 'Code', value: (row) => row.code, width: 100 },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'taxType', header: 'Tax Type', value: (row) => row.taxType, width: 180 },
  { id: 'psdCode', header: 'PSD Code', value: (row) => row.psdCode, width: 110 },
  {
    id: 'ratePercent',
    header: 'Rate %',
    value: (row) => row.ratePercent,
    format: 'number',
    width: 100,
    sortable: false,
  },
  {
    id: 'effectiveDate',
    header: 'Effective Date',
    value: (row) => row.effectiveDate,
    format: 'date',
    dateFilter: true,
    width: 140,
  },
  { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', sortable: false, width: 120 },
  activeColumn(),
];

const taxCodeName = (row: TaxCode) => row.name;
const loadForm = () => import('./taxCodeForm.tsx').then((module) => module.taxCodeForm);

/** Maintenance > Tax Codes: payroll taxes, maintained with MAINTAIN_TAXCODES. */
export function TaxCodesScreen() {
  return (
    <ResourceScreen
      title="Tax Codes"
      noun="tax code"
      resource={api.taxCodes}
      columns={taxCodeColumns}
      rowName={taxCodeName}
      claims={{ create: 'MAINTAIN_TAXCODES', update: 'MAINTAIN_TAXCODES', remove: 'MAINTAIN_TAXCODES' }}
      form={loadForm}
    />
  );
}
