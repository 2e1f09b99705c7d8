import type { IntegrityFinding } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { messages, text } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Field, FormPopup, useRenderedField } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { HISTORY_KEY } from './AcknowledgementHistory.tsx';
import { ACKNOWLEDGED, participantNames, preflightText } from './integrityTexts.ts';
import type { PayPeriod } from './payPeriods.ts';

const REASON_MAX = 2000;

interface AcknowledgeValues {
  reason: string;
}

const schema = z.object({ reason: text({ required: messages.required, max: REASON_MAX }) });
const EMPTY: AcknowledgeValues = { reason: '' };

/** Every findings query of the integrity screen: an acknowledgement changes the period's list (and the history, HISTORY_KEY). */
export const FINDINGS_KEY = ['payroll', 'integrity', 'findings'] as const;

const Finding = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin-bottom: var(--space-3);

  p {
    margin: 0;
  }
`;

const Changed = styled.p`
  color: var(--color-danger);
`;

/** The server's word that the finding is no longer among the period's (422 on its key), in the dialog. */
function FindingChanged() {
  useRenderedField('key');
  const { formState } = useFormContext<Record<string, unknown>>();
  const message = formState.errors.key?.message;
  return typeof message === 'string' ? <Changed role="alert">{message}</Changed> : null;
}

export interface AcknowledgeFindingDialogProps {
  period: PayPeriod;
  finding: IntegrityFinding;
  onClose: () => void;
}

/**
 * Acknowledge a finding (PAYROLL_PROCESSING, ADR 227): what it is, and a required reason; who and
 * when are the server's. A 422 about the reason shows under it, any other refusal (the finding
 * changed, someone acknowledged it first, no access) is the error toast; the dialog stays open with
 * the reason typed, and the findings are read again so the list shows where they stand.
 */
export function AcknowledgeFindingDialog({ period, finding, onClose }: AcknowledgeFindingDialogProps) {
  const client = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: (values: AcknowledgeValues) =>
      api.payrollIntegrity.acknowledge({
        organizationId: period.organizationId,
        periodStartDate: period.periodStartDate,
        periodEndDate: period.periodEndDate,
        kind: finding.kind,
        key: finding.key,
        reason: values.reason.trim(),
      }),
    onSuccess: () => {
      toast.success(ACKNOWLEDGED);
    },
    // Not awaited: the refusal reaches the popup at once, which shows it (and claims it) once.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: FINDINGS_KEY });
      void client.invalidateQueries({ queryKey: HISTORY_KEY });
    },
    meta: { failureShownByForm: true },
  });
  return (
    <FormPopup<AcknowledgeValues>
      title="Acknowledge Finding"
      schema={schema}
      initial={EMPTY}
      size="medium"
      showsFailures
      onSave={(values) => acknowledge.mutateAsync(values)}
      onClose={onClose}
      fields={
        <>
          <Finding>
            <p>
              <strong>{finding.kind}</strong>
              {` (${preflightText[finding.preflight]}): ${participantNames(finding, 10)}`}
            </p>
            <p>{finding.reason}</p>
            <FindingChanged />
          </Finding>
          <Field.TextArea
            name="reason"
            label="Reason"
            required
            rows={4}
            hint="Why the finding is not a problem, or what was done about it. Kept with your name and the time."
          />
        </>
      }
    />
  );
}
