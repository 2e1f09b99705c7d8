import {
  describeFailure,
  toApiError,
  type CardProviderFileGenerateRequest,
  type CardProviderFilePreflight,
  type InboundLoadResult,
} from '@pathway/api-client';
import {
  Alert,
  Button,
  Checkbox,
  formatDate,
  formatCurrency,
  Modal,
  SingleSelect,
  toast,
} from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useOptions } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { claimFailure } from '../../../lib/failure.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ExceptionsLink } from './ExceptionsLink.tsx';
import {
  exceptionCount,
  fileMessages,
  invalidatePayrollCycle,
  nothingToPay,
  type FilePaymentMethod,
} from './fileMessages.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Processes = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin: 0;
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  max-height: 14rem;
  overflow: auto;
`;

const Findings = styled.ul`
  margin: var(--space-1) 0 0;
  padding-left: var(--space-4);
`;

const APPROVED = [{ field: 'status', operator: 'eq' as const, value: 'Approved for Payroll' }];

/** The card provider a file goes to or comes from; choosing one is required. */
function CardProviderSelect({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const providers = useOptions<number>(['card-providers', 'options'], async () =>
    (await api.lookups.cardProviderOptions()).map((option) => ({ value: option.id, label: option.text })),
  );
  return (
    <SingleSelect<number>
      label="Card Provider"
      required
      items={providers.items}
      value={value}
      defaultText="Select a card provider"
      onValueChange={({ value: next }) => onChange(next)}
    />
  );
}

/** One kind of pre-flight finding, listed under its title; nothing when there is none. */
function FindingsAlert({
  variant,
  title,
  findings,
}: {
  variant: 'danger' | 'warning';
  title: string;
  findings: readonly string[];
}) {
  return findings.length > 0 ? (
    <Alert variant={variant} title={title}>
      <Findings>
        {findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </Findings>
    </Alert>
  ) : null;
}

/** The footer of both dialogs: Cancel, which closes the dialog, then the dialog's own actions. */
function CancelFooter({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      {children}
    </>
  );
}

/** The pre-flight report of ADR 069, as the server answered it. */
function PreflightReport({ report }: { report: CardProviderFilePreflight }) {
  const clean = report.errors.length === 0 && report.warnings.length === 0 && !report.overLimit;
  return (
    <section aria-label="Pre-flight report">
      <p>
        {`${String(report.recordCount)} payments, total ${formatCurrency(report.totalAmount)} (payroll limit ${formatCurrency(report.fileTotalLimit)}).`}
      </p>
      {report.repayCount ? (
        <p>{`${fileMessages.repays(report.repayCount, formatCurrency(report.repayAmount ?? 0))}.`}</p>
      ) : null}
      <FindingsAlert variant="danger" title="These findings stop the file: fix them first" findings={report.errors} />
      <FindingsAlert variant="warning" title="Findings to acknowledge" findings={report.warnings} />
      {report.notes?.length ? (
        <Alert variant="info" title="Paid outside this file">
          <Findings>
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Findings>
        </Alert>
      ) : null}
      {report.overLimit ? (
        <Alert variant="warning" title="Second approver required">
          {`The file total ${formatCurrency(report.totalAmount)} is above the payroll limit of ${formatCurrency(report.fileTotalLimit)}: a second approver (another user holding PAYROLL_PROCESSING) must generate it. `}
          {report.secondApproverRequired
            ? 'You are the first approver: ask a second approver to run the pre-flight and generate the file.'
            : `First approver: ${report.approvedBy.join(', ')}.`}
        </Alert>
      ) : null}
      {clean ? <Alert variant="success">No findings.</Alert> : null}
    </section>
  );
}

/**
 * A pre-flight or generate the server refused for what was chosen (a 422: processes with nothing to
 * pay, a file type not of the provider) is said in the dialog, next to the choice (ADR 219); the
 * failure is claimed, so it is not toasted too. Any other failure is left to the QueryClient's toast.
 */
function refusalOf(error: unknown): string | null {
  if (toApiError(error).status !== 422) return null;
  claimFailure(error);
  return describeFailure(error);
}

/**
 * Generate an outbound file: card provider, file type, the organization's approved processes (each
 * with no timesheet to pay by the file type's method says why; it stays choosable, since the file
 * also carries the organization's open re-pays, and a file that would pay nobody is refused with the
 * reason), then the pre-flight report, which must be acknowledged before Generate is offered (ADR 069).
 */
export function GenerateFileDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [cardProviderId, setCardProviderId] = useState<number | null>(null);
  const [payrollFileTypeId, setPayrollFileTypeId] = useState<number | null>(null);
  const [processIds, setProcessIds] = useState<readonly number[]>([]);
  const [report, setReport] = useState<CardProviderFilePreflight | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const legendId = useId();

  const fileTypes = useQuery({
    queryKey: queryKeys.search('/payroll/file-types', { pageSize: 100 }),
    queryFn: () => api.payrollFileTypes.search({ page: 1, pageSize: 100 }),
  });
  const approved = useQuery({
    queryKey: queryKeys.search('/payroll/processing', { filters: APPROVED, pageSize: 100 }),
    queryFn: () => api.payrollProcesses.search({ filters: APPROVED, page: 1, pageSize: 100 }),
  });
  const outboundTypes = (fileTypes.data?.items ?? []).filter(
    (type) => type.cardProviderId === cardProviderId && type.direction === 'Outbound' && type.isActive,
  );
  const typeItems = outboundTypes.map((type) => ({ value: type.id, label: `${type.code} ${type.name}` }));
  const chosenType = outboundTypes.find((type) => type.id === payrollFileTypeId);
  // Until a file type is chosen every process is offered: what it can pay depends on the type.
  const method: FilePaymentMethod | null = chosenType ? (chosenType.paymentMethod ?? 'Debit') : null;
  const processes = approved.data?.items ?? [];
  const unpayable = (process: (typeof processes)[number]) => (method ? nothingToPay(process, method) : null);
  const organizationId = processes.find((process) => processIds.includes(process.entryProcessId))?.organizationId;

  const request: CardProviderFileGenerateRequest | null =
    cardProviderId !== null && payrollFileTypeId !== null && organizationId !== undefined
      ? { cardProviderId, payrollFileTypeId, organizationId, companyEntryProcessIds: [...processIds] }
      : null;
  // Any change of the choice invalidates the report: it was about other payments.
  const changed = () => {
    setReport(null);
    setAcknowledged(false);
    setRefusal(null);
  };

  const preflight = useMutation({
    mutationFn: (body: CardProviderFileGenerateRequest) => api.payrollCycle.preflight(body),
    // A new report is acknowledged anew.
    onSuccess: (answer) => {
      setReport(answer);
      setAcknowledged(false);
      setRefusal(null);
    },
    onError: (error) => setRefusal(refusalOf(error)),
    meta: { failureShownByForm: true },
  });
  const generate = useMutation({
    mutationFn: (body: CardProviderFileGenerateRequest) => api.payrollCycle.generate(body),
    onSuccess: async () => {
      toast.success(fileMessages.generated);
      onClose();
      await invalidatePayrollCycle(client);
    },
    onError: (error) => setRefusal(refusalOf(error)),
    meta: { failureShownByForm: true },
  });

  return (
    <Modal
      open
      size="large"
      title="Generate Card Provider File"
      onClose={onClose}
      footer={
        <CancelFooter onClose={onClose}>
          <Button
            variant="secondary"
            disabled={request === null || preflight.isPending}
            onClick={() => request && preflight.mutate(request)}
          >
            Run Pre-flight
          </Button>
          <Button
            disabled={request === null || report === null || !acknowledged || !report.canGenerate || generate.isPending}
            onClick={() => request && generate.mutate(request)}
          >
            Generate
          </Button>
        </CancelFooter>
      }
    >
      <Body>
        <CardProviderSelect
          value={cardProviderId}
          onChange={(value) => {
            setCardProviderId(value);
            setPayrollFileTypeId(null);
            changed();
          }}
        />
        <SingleSelect<number>
          label="File Type"
          required
          items={typeItems}
          value={payrollFileTypeId}
          defaultText="Select a file type"
          noItemsText={cardProviderId === null ? 'Select a card provider first' : 'No outbound file type'}
          onValueChange={({ value }) => {
            setPayrollFileTypeId(value);
            changed();
          }}
        />
        <Processes aria-labelledby={legendId}>
          <legend id={legendId}>Approved payroll processes (one organization)</legend>
          {processes.length === 0 ? <p>{approved.isLoading ? 'Loading…' : 'No approved payroll process.'}</p> : null}
          {processes.map((process) => {
            const reason = unpayable(process);
            return (
              <Checkbox
                key={process.entryProcessId}
                label={`${process.organizationName} ${formatDate(process.periodStartDate)}-${formatDate(process.periodEndDate)}, process ${String(process.entryProcessId)}: ${formatCurrency(process.totalPayrollAmount)}${reason ? ` (${reason})` : ''}`}
                checked={processIds.includes(process.entryProcessId)}
                disabled={organizationId !== undefined && process.organizationId !== organizationId}
                onCheckedChange={({ checked }) => {
                  setProcessIds((ids) =>
                    checked ? [...ids, process.entryProcessId] : ids.filter((id) => id !== process.entryProcessId),
                  );
                  changed();
                }}
              />
            );
          })}
        </Processes>
        {refusal ? (
          <Alert variant="danger" title="The file cannot be made from this choice">
            {refusal}
          </Alert>
        ) : null}
        {report ? (
          <>
            <PreflightReport report={report} />
            <Checkbox
              label="I have read the pre-flight report"
              checked={acknowledged}
              disabled={report.errors.length > 0}
              onCheckedChange={({ checked }) => setAcknowledged(checked)}
            />
          </>
        ) : null}
      </Body>
    </Modal>
  );
}

/**
 * Load the answers a card provider has dropped; none answers "There aren't any inbound files yet.".
 * The success toast says what the answers held (the server's summary) and, when some payment was not
 * made as sent, points to Payroll Reconciliation; `onLoaded` hands the result to the screen.
 */
export function LoadInboundDialog({
  onClose,
  onLoaded,
}: {
  onClose: () => void;
  onLoaded?: (result: InboundLoadResult) => void;
}) {
  const client = useQueryClient();
  const [cardProviderId, setCardProviderId] = useState<number | null>(null);
  const load = useMutation({
    mutationFn: (id: number) => api.payrollCycle.loadInbound(id),
    onSuccess: async (result) => {
      const exceptions = exceptionCount(result);
      toast.success(
        exceptions === 0 ? (
          fileMessages.loaded(result)
        ) : (
          <>
            {`${fileMessages.loaded(result)}. ${fileMessages.exceptionsToResolve(exceptions)} `}
            <ExceptionsLink />.
          </>
        ),
        // Long enough to follow the link.
        exceptions === 0 ? {} : { duration: 12_000 },
      );
      onLoaded?.(result);
      onClose();
      await invalidatePayrollCycle(client);
    },
  });
  return (
    <Modal
      open
      size="small"
      title="Load Inbound Files"
      onClose={onClose}
      footer={
        <CancelFooter onClose={onClose}>
          <Button
            disabled={cardProviderId === null || load.isPending}
            onClick={() => cardProviderId !== null && load.mutate(cardProviderId)}
          >
            Load
          </Button>
        </CancelFooter>
      }
    >
      <CardProviderSelect value={cardProviderId} onChange={setCardProviderId} />
    </Modal>
  );
}
