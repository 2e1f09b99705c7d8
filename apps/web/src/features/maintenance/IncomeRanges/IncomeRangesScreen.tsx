import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { messages, minMaxCheck, numberText } from '@pathway/validation';
import { useMemo } from 'react';
import { z } from 'zod';
import { Field, ResourceScreen, useOrganizationOptions, type ResourceForm } from '../../../kit/index.ts';
import { api } from '../../../lib/api.ts';

type IncomeRange = RowOf<'/income-ranges'>;

/** The columns; the organization shows by name once the (cached) organization list is in. */
export function incomeRangeColumns(organizationName: (id: number) => string): GridColumn<IncomeRange>[] {
  return [
    { id: 'organizationId', header: 'Organization', value: (row) => organizationName(row.organizationId), width: 220 },
    { id: 'fundingType', header: 'Funding Type', value: (row) => row.fundingType, width: 200 },
    { id: 'familySize', header: 'Family Size', value: (row) => row.familySize, format: 'number', width: 120 },
    { id: 'from', header: 'From', value: (row) => row.from, format: 'currency', width: 140 },
    { id: 'to', header: 'To', value: (row) => row.to, format: 'currency', width: 140 },
    { id: 'summary', header: 'Summary', value: (row) => row.summary, width: 320, sortable: false },
  ];
}

const schema = z
  .object({
    organizationId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    fundingType: z
      .string()
      .nullable()
      .refine((value): boolean => value !== null && value !== '', messages.required),
    familySize: numberText({ required: true, min: 1 }),
    from: numberText({ required: true, nonNegative: true }),
    to: numberText({ required: true, nonNegative: true }),
  })
  // Min must not exceed max (section 5, minMaxInvalid); the message sits on From.
  .superRefine(minMaxCheck('from', 'to'));
type Values = z.infer<typeof schema>;

const form: ResourceForm<'/income-ranges', Values> = {
  schema,
  empty: { organizationId: null, fundingType: null, familySize: '', from: '', to: '' },
  fromRow: (row) => ({
    organizationId: row.organizationId,
    fundingType: row.fundingType,
    familySize: String(row.familySize),
    from: String(row.from),
    to: String(row.to),
  }),
  toCreate: (values) => ({
    // The schema refused missing values before this runs.
    organizationId: values.organizationId ?? 0,
    fundingType: values.fundingType ?? '',
    familySize: Number(values.familySize),
    from: Number(values.from),
    to: Number(values.to),
  }),
  toUpdate: (values, row) => ({ ...form.toCreate(values), version: row.version }),
  fields: <IncomeRangeFields />,
};

function IncomeRangeFields() {
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.Select name="fundingType" label="Funding Type" required lookup="funding-sources" by="text" />
      <Field.Text name="familySize" label="Family Size" required />
      <Field.Text name="from" label="From" required deps={['to']} />
      <Field.Text name="to" label="To" required deps={['from']} />
    </>
  );
}

/** Maintenance > Income Ranges (MAINTAIN_INCOME_RANGES): family income bounds per funding type. */
export function IncomeRangesScreen() {
  const organizations = useOrganizationOptions();
  const columns = useMemo(() => {
    const names = new Map(organizations.items.map((item) => [item.value, item.label]));
    return incomeRangeColumns((id) => names.get(id) ?? String(id));
  }, [organizations.items]);
  return (
    <ResourceScreen
      title="Income Ranges"
      noun="income range"
      resource={api.incomeRanges}
      columns={columns}
      rowName={(row) => row.summary}
      claims={{ create: 'MAINTAIN_INCOME_RANGES', update: 'MAINTAIN_INCOME_RANGES', remove: 'MAINTAIN_INCOME_RANGES' }}
      form={form}
    />
  );
}
