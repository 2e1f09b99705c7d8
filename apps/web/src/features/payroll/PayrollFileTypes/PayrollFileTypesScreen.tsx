import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type PayrollFileType = RowOf<'/payroll/file-types'>;

export const payrollFileTypeColumns: GridColumn<PayrollFileType>[] = [
  { id: 'code', header: 'Code', value: (row) => row.code, width: 100 },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'direction', header: 'Direction', value: (row) => row.direction, width: 120 },
  { id: 'cardProviderName', header: 'Card Provider', value: (row) => row.cardProviderName, width: 220 },
  { id: 'fileNamePattern', header: 'File Name Pattern', value: (row) => row.fileNamePattern, width: 260 },
  activeColumn(),
];

const loadForm = () => import('./payrollFileTypeForm.tsx').then((module) => module.payrollFileTypeForm);

/** Payroll > Payroll File Types: the file layouts exchanged with card providers (MAINTAIN_PAYROLL_FILE_TYPES). */
export function PayrollFileTypesScreen() {
  return (
    <ResourceScreen
      title="Payroll File Types"
      noun="payroll file type"
      resource={api.payrollFileTypes}
      columns={payrollFileTypeColumns}
      rowName={(row) => row.name}
      claims={{
        create: 'MAINTAIN_PAYROLL_FILE_TYPES',
        update: 'MAINTAIN_PAYROLL_FILE_TYPES',
        remove: 'MAINTAIN_PAYROLL_FILE_TYPES',
      }}
      form={loadForm}
    />
  );
}
