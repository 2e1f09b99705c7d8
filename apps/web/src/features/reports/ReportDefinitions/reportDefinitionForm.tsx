import type { CreateBodyOf, ReportCategory } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field } from '../../../kit/form.ts';
import {
  CATEGORIES,
  CATEGORY_CLAIMS,
  fromParameters,
  toParameters,
  type DatesChoice,
} from './reportDefinitionModel.ts';

const FORMAT_FIELDS = [
  { name: 'excel', format: 'Excel' },
  { name: 'csv', format: 'CSV' },
  { name: 'pdf', format: 'PDF' },
] as const;

const schema = z
  .object({
    name: text({ required: messages.required, max: 100 }),
    description: text({ max: 1000 }),
    category: z.enum(CATEGORIES as [ReportCategory, ...ReportCategory[]], { error: messages.required }),
    reportPath: text({ required: messages.required, max: 255 }),
    dates: z.enum(['none', 'optional', 'required']),
    organization: z.boolean(),
    program: z.boolean(),
    excel: z.boolean(),
    csv: z.boolean(),
    pdf: z.boolean(),
    isActive: z.boolean(),
  })
  // On every format box: the one just unticked is the one whose message shows.
  .superRefine((values, context) => {
    if (values.excel || values.csv || values.pdf) return;
    for (const path of ['excel', 'csv', 'pdf']) {
      context.addIssue({ code: 'custom', message: 'Choose at least one format.', path: [path] });
    }
  });
type Values = z.infer<typeof schema>;

const categoryItems = CATEGORIES.map((category) => ({
  value: category,
  label: `${category} (${CATEGORY_CLAIMS[category]})`,
}));
const datesItems: { value: DatesChoice; label: string }[] = [
  { value: 'none', label: 'No dates' },
  { value: 'optional', label: 'Optional start and end dates' },
  { value: 'required', label: 'Required start and end dates' },
];

function toCreate(values: Values): CreateBodyOf<'/report-definitions'> {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    category: values.category,
    reportPath: values.reportPath.trim(),
    formats: FORMAT_FIELDS.filter(({ name }) => values[name]).map(({ format }) => format),
    parameterDefinitions: toParameters(values.dates, values.organization, values.program),
    isActive: values.isActive,
  };
}

/** The add/edit form of a report definition; loaded once the screen is up. */
export const reportDefinitionForm = defineForm<'/report-definitions', Values>({
  schema,
  empty: {
    name: '',
    description: '',
    category: 'General',
    reportPath: '',
    dates: 'optional',
    organization: true,
    program: true,
    excel: true,
    csv: true,
    pdf: false,
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    category: row.category,
    reportPath: row.reportPath,
    ...fromParameters(row.parameterDefinitions),
    excel: row.formats.includes('Excel'),
    csv: row.formats.includes('CSV'),
    pdf: row.formats.includes('PDF'),
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.TextArea name="description" label="Description" />
      <Field.Select<ReportCategory>
        name="category"
        label="Category (claim that sees it)"
        required
        items={categoryItems}
      />
      <Field.Text
        name="reportPath"
        label="Report Path"
        required
        hint="The server's report this definition runs, e.g. /Pathway/Payroll/HoursAndPay."
      />
      <Field.Select<DatesChoice> name="dates" label="Dates" required items={datesItems} />
      <Field.Checkbox name="organization" label="Organization parameter" />
      <Field.Checkbox name="program" label="Program parameter" />
      <Field.Checkbox name="excel" label="Excel" />
      <Field.Checkbox name="csv" label="CSV" />
      <Field.Checkbox name="pdf" label="PDF" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  ),
});
