import type { IntegrityFinding, IntegrityKind } from '@pathway/api-client';
import { IntegrityKindValues } from '@pathway/api-client';
import { Button, SingleSelect, type SelectItem } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { ScreenPage, useDownload } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { AcknowledgeFindingDialog, FINDINGS_KEY } from './AcknowledgeFindingDialog.tsx';
import { AcknowledgementHistory } from './AcknowledgementHistory.tsx';
import { IntegrityFindings } from './IntegrityFindings.tsx';
import { IntegritySettingsSection } from './IntegritySettingsSection.tsx';
import { periodValue, usePayPeriods, type PayPeriod } from './payPeriods.ts';

/** The workbook's name: the screen's, as every export of a screen is named (issue 45). */
export const EXPORT_FILE_NAME = 'payroll-integrity.xlsx';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--space-3);
`;

const PeriodSelect = styled.div`
  min-width: 26rem;
`;

const KindSelect = styled.div`
  min-width: 16rem;
`;

const Note = styled.p`
  margin: 0;
`;

/** The kind filter: every kind, with how many findings each has in the period. */
function kindItems(findings: readonly IntegrityFinding[]): SelectItem<IntegrityKind>[] {
  return IntegrityKindValues.map((kind) => ({
    value: kind,
    label: `${kind} (${String(findings.filter((finding) => finding.kind === kind).length)})`,
  }));
}

/** An organization's period as the integrity operations take it. */
const queryOf = (period: PayPeriod) => ({
  organizationId: period.organizationId,
  periodStartDate: period.periodStartDate,
  periodEndDate: period.periodEndDate,
});

/** The findings of the period, computed by the server on every read (ADR 227). */
function usePeriodFindings(period: PayPeriod | null) {
  return useQuery({
    queryKey: [...FINDINGS_KEY, period === null ? null : queryOf(period)],
    // Runs only once a period is chosen (enabled below).
    queryFn: ({ signal }) =>
      period === null ? Promise.resolve({ items: [] }) : api.payrollIntegrity.findings(queryOf(period), { signal }),
    enabled: period !== null,
  });
}

interface PeriodFindingsProps {
  period: PayPeriod;
  /** The period's findings; undefined while they are on the way (or could not be read). */
  findings: readonly IntegrityFinding[] | undefined;
  failed: boolean;
  kind: IntegrityKind | null;
}

/** The findings of one period, their history and the organization's thresholds. */
function PeriodFindings({ period, findings, failed, kind }: PeriodFindingsProps) {
  const [acknowledging, setAcknowledging] = useState<IntegrityFinding | null>(null);
  const items = findings ?? [];
  const shown = kind === null ? items : items.filter((finding) => finding.kind === kind);
  const open = items.filter((finding) => finding.acknowledgement === null).length;
  return (
    <>
      {findings === undefined ? (
        <Note role="status">
          {failed ? 'The findings could not be read.' : 'Computing the findings of the period…'}
        </Note>
      ) : items.length === 0 ? (
        <Note role="status">No integrity findings in this period.</Note>
      ) : (
        <>
          <Note role="status">{`${String(items.length)} ${items.length === 1 ? 'finding' : 'findings'} in this period, ${String(open)} not acknowledged. A finding says what to look at; it does not prove wrongdoing.`}</Note>
          {shown.length === 0 ? <Note>No findings of this kind in this period.</Note> : null}
          <IntegrityFindings findings={shown} onAcknowledge={({ finding }) => setAcknowledging(finding)} />
        </>
      )}
      <AcknowledgementHistory organizationId={period.organizationId} organizationName={period.organizationName} />
      <IntegritySettingsSection period={period} />
      {acknowledging === null ? null : (
        <AcknowledgeFindingDialog period={period} finding={acknowledging} onClose={() => setAcknowledging(null)} />
      )}
    </>
  );
}

/**
 * Payroll > Payroll Integrity (PAYROLL_PROCESSING, issue 48, ADR 227): choose an organization's pay
 * period and see its integrity findings by kind, each with its reason in words and its participants
 * as links; acknowledge one with a reason; read who acknowledged what, when and why; export the
 * findings to Excel; and set the thresholds of Payroll Settings and what the pre-flight makes of each
 * kind.
 */
export function PayrollIntegrityScreen() {
  const periods = usePayPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [kind, setKind] = useState<IntegrityKind | null>(null);
  // The latest period until one is chosen.
  const period = periods.periods.find((one) => periodValue(one) === chosen) ?? periods.periods[0] ?? null;
  const findings = usePeriodFindings(period);
  const download = useDownload(async (current: PayPeriod) => ({
    blob: await api.payrollIntegrity.exportFindings({ ...queryOf(current), ...(kind === null ? {} : { kind }) }),
    fileName: EXPORT_FILE_NAME,
  }));
  return (
    <ScreenPage
      title="Payroll Integrity"
      actions={
        <Button variant="secondary" disabled={period === null} onClick={() => period && download(period)}>
          Export To Excel
        </Button>
      }
    >
      <Controls>
        <PeriodSelect>
          <SingleSelect<string>
            label="Pay Period"
            items={periods.items}
            value={period === null ? null : periodValue(period)}
            noItemsText={periods.isLoading ? 'Loading pay periods…' : 'No payroll process yet'}
            onValueChange={({ value }) => setChosen(value)}
          />
        </PeriodSelect>
        <KindSelect>
          <SingleSelect<IntegrityKind>
            label="Kind"
            items={kindItems(findings.data?.items ?? [])}
            value={kind}
            defaultText="Every kind"
            onValueChange={({ value }) => setKind(value)}
          />
        </KindSelect>
      </Controls>
      {period === null ? (
        periods.isLoading ? null : (
          <Note role="status">
            No payroll process yet: the findings are computed over the processes of a pay period.
          </Note>
        )
      ) : (
        <PeriodFindings
          key={periodValue(period)}
          period={period}
          findings={findings.data?.items}
          failed={findings.isError}
          kind={kind}
        />
      )}
    </ScreenPage>
  );
}
