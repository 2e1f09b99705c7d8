import type { ReportCategory, ReportSummary } from '@pathway/api-client';
import { describeFailure } from '@pathway/api-client';
import { Alert } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { Layout, Muted, ReportLink, ReportList } from './Reports.styles.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

/**
 * The parameters, table and chart of a report load when a report is chosen: the date picker, grid
 * and chart library stay out of the section's first load (ADR 170).
 */
const ReportRunner = onDemand(() => import('./ReportRunner.tsx').then((module) => ({ default: module.ReportRunner })), {
  fallback: <Muted>Loading…</Muted>,
});

/** Every report the user may run fits one page (the contract's maximum). */
const LIST_REQUEST = { sort: [{ field: 'name', direction: 'asc' as const }], page: 1, pageSize: 500 };

/** The categories in menu order, named as users know them. */
const CATEGORIES: readonly { category: ReportCategory; heading: string }[] = [
  { category: 'General', heading: 'General' },
  { category: 'Management', heading: 'Management' },
  { category: 'Payroll', heading: 'Payroll' },
  { category: 'Admin', heading: 'Admin' },
  { category: 'Contractor', heading: 'Contractor' },
];

function ReportsByCategory({
  reports,
  selectedId,
  onSelect,
}: {
  reports: readonly ReportSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <ReportList aria-label="Reports by category">
      {CATEGORIES.map(({ category, heading }) => {
        const inCategory = reports.filter((report) => report.category === category);
        if (inCategory.length === 0) return null;
        return (
          <div key={category}>
            <h2>{heading}</h2>
            <ul>
              {inCategory.map((report) => (
                <li key={report.id}>
                  <ReportLink
                    type="button"
                    aria-current={report.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(report.id)}
                  >
                    {report.name}
                  </ReportLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </ReportList>
  );
}

/**
 * Reports > Reports (REPORTS, MGT_REPORTS, PAYROLL REPORTS, ADMIN REPORTS, CONTRACTOR REPORTS):
 * the reports the user's claims allow, by category (the server filters them; Reports Definitions
 * drive the list). Choosing one shows its parameters; a run shows its table, totals and chart.
 */
export function ReportsScreen() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const reports = useQuery({
    queryKey: queryKeys.search('/reports', LIST_REQUEST),
    queryFn: () => api.reports.search(LIST_REQUEST),
  });
  const items = reports.data?.items ?? [];
  const selected = items.find((report) => report.id === selectedId);
  return (
    <ScreenPage title="Reports" spacing="wide">
      {reports.isLoading && <Muted>Loading…</Muted>}
      {reports.isError && <Alert variant="danger">{describeFailure(reports.error)}</Alert>}
      {reports.isSuccess && items.length === 0 && <Muted>There are no reports you may run.</Muted>}
      {items.length > 0 && (
        <Layout>
          <ReportsByCategory reports={items} selectedId={selectedId} onSelect={setSelectedId} />
          {selected === undefined ? (
            <Muted>Choose a report.</Muted>
          ) : (
            <ReportRunner key={selected.id} report={selected} />
          )}
        </Layout>
      )}
    </ScreenPage>
  );
}
