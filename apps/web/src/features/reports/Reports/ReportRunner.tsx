import type { ReportColumn, ReportParameter, ReportResult, ReportRunRequest, ReportSummary } from '@pathway/api-client';
import { describeFailure } from '@pathway/api-client';
import {
  Alert,
  Button,
  DataGrid,
  DateInput,
  FormField,
  SingleSelect,
  TextField,
  formatCurrency,
  formatDate,
  type GridColumn,
  type GridColumnFormat,
  type SelectItem,
} from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useOptions, useOrganizationOptions } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ReportChart } from './ReportChart.tsx';
import { toParameterValues, type ParameterInputs } from './reportParameters.ts';
import { Muted, Parameters, Runner, TotalsTable } from './Reports.styles.ts';

type Row = ReportResult['rows'][number];

/** Never sent: a run's query is enabled only once the user asked for one. */
const EMPTY_RUN: ReportRunRequest = { format: 'Excel', parameterValues: [] };

/** How each cell type shows in the grid: money as dollars, dates mm/dd/yyyy, counts and hours as numbers. */
const FORMATS: Record<ReportColumn['type'], GridColumnFormat> = {
  text: 'text',
  int: 'number',
  hours: 'number',
  money: 'currency',
  date: 'date',
};

const gridColumns = (columns: readonly ReportColumn[]): GridColumn<Row>[] =>
  columns.map((column) => ({
    id: column.key,
    header: column.label,
    value: (row) => row[column.key] ?? null,
    format: FORMATS[column.type],
    width: column.type === 'text' ? 220 : 140,
  }));

function cellText(column: ReportColumn, value: Row[string] | undefined): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return formatCurrency(value);
  if (column.type === 'date') return formatDate(value);
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

/** The header of the chart's point labels: the first column whose values are those labels. */
function labelHeaderOf(result: ReportResult): string {
  const first = result.series[0]?.points[0]?.label;
  const column = result.columns.find((candidate) => result.rows.some((row) => String(row[candidate.key]) === first));
  return column?.label ?? 'Label';
}

function programItems(options: Awaited<ReturnType<typeof api.programs.options>>): SelectItem<number>[] {
  return options.map((option) => ({ value: option.id, label: option.text }));
}

interface ParameterFieldProps {
  definition: ReportParameter;
  value: string | number | null;
  error: string | undefined;
  onChange: (value: string | number | null) => void;
}

function ChoiceField({ definition, value, error, onChange }: ParameterFieldProps) {
  const organizations = useOrganizationOptions();
  const programs = useOptions<number>(['programs', 'options'], async () => programItems(await api.programs.options()));
  const items = definition.lookupName === 'programs' ? programs.items : organizations.items;
  return (
    <SingleSelect<number>
      label={definition.label}
      required={definition.isRequired}
      error={error}
      items={items}
      value={typeof value === 'number' ? value : null}
      defaultText={definition.isRequired ? 'Select Value' : 'All'}
      onValueChange={(change) => onChange(change.value)}
    />
  );
}

function ParameterField(props: ParameterFieldProps) {
  const { definition, value, error, onChange } = props;
  if (definition.fieldType === 'buttons') return <ChoiceField {...props} />;
  if (definition.fieldType !== 'date') {
    return (
      <TextField
        label={definition.label}
        required={definition.isRequired}
        error={error}
        value={value ?? ''}
        onValueChange={(change) => onChange(change.value)}
      />
    );
  }
  return (
    <FormField label={definition.label} required={definition.isRequired} error={error}>
      {(control) => (
        <DateInput
          {...control}
          pickerLabel={`Choose ${definition.label.toLowerCase()}`}
          value={typeof value === 'string' ? value : ''}
          onValueChange={(change) => onChange(change.value)}
        />
      )}
    </FormField>
  );
}

function Totals({ result }: { result: ReportResult }) {
  const summed = result.columns.filter((column) => column.key in result.totals);
  if (summed.length === 0) return null;
  return (
    <TotalsTable>
      <caption>Totals</caption>
      <thead>
        <tr>
          {summed.map((column) => (
            <th scope="col" key={column.key}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {summed.map((column) => (
            <td key={column.key}>{cellText(column, result.totals[column.key])}</td>
          ))}
        </tr>
      </tbody>
    </TotalsTable>
  );
}

/**
 * One report: its parameters, then (after Run Report) its table with totals, its chart and Export
 * To Excel of the same run. Each run is cached by its request, so going back to earlier parameters
 * shows their answer again at once.
 */
export function ReportRunner({ report }: { report: ReportSummary }) {
  const [inputs, setInputs] = useState<ParameterInputs>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, setRequest] = useState<ReportRunRequest | null>(null);
  const run = useQuery({
    queryKey: [...queryKeys.resource(`/reports/${String(report.id)}/result`), request],
    queryFn: () => api.reports.result(report.id, request ?? EMPTY_RUN),
    enabled: request !== null,
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const { values, errors: found } = toParameterValues(report.parameterDefinitions, inputs);
    setErrors(found);
    if (Object.keys(found).length === 0) setRequest({ format: 'Excel', parameterValues: values });
  };

  const result = run.data;
  return (
    <Runner aria-labelledby={`report-${String(report.id)}`}>
      <h2 id={`report-${String(report.id)}`}>{report.name}</h2>
      {report.description !== null && <p>{report.description}</p>}
      <Parameters aria-label="Report parameters" onSubmit={submit} noValidate>
        {report.parameterDefinitions.map((definition) => (
          <div key={definition.name}>
            <ParameterField
              definition={definition}
              value={inputs[definition.name] ?? null}
              error={errors[definition.name]}
              onChange={(value) => setInputs((current) => ({ ...current, [definition.name]: value }))}
            />
          </div>
        ))}
        <Button type="submit" busy={run.isFetching}>
          Run Report
        </Button>
      </Parameters>
      {request === null && <Muted>Choose the parameters and run the report.</Muted>}
      {run.isError && <Alert variant="danger">{describeFailure(run.error)}</Alert>}
      {run.isLoading && <Muted>Loading…</Muted>}
      {result !== undefined && !run.isError && (
        <>
          <DataGrid<Row>
            label={result.title}
            columns={gridColumns(result.columns)}
            rows={result.rows}
            emptyMessage="No rows match these parameters."
            searchPanel={{
              quickSearch: true,
              export: { kind: 'custom', file: () => api.reports.run(report.id, request ?? EMPTY_RUN) },
            }}
          />
          {result.rows.length > 0 && (
            <>
              <Totals result={result} />
              <ReportChart title={result.title} labelHeader={labelHeaderOf(result)} series={result.series} />
            </>
          )}
        </>
      )}
    </Runner>
  );
}
