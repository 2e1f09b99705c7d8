import { describeFailure, type StudentInfo } from '@pathway/api-client';
import { Button, ConfirmDialog, formatCurrency, formatDate, maskSsn, toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useCan, ScreenPage, TagList } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { DocumentsPanelOnDemand } from '../../../shared/Documents/onDemand.tsx';
import { HistoryButton } from '../../../shared/History/HistoryButton.tsx';
import { infoQuery } from './participantInfo.ts';
import { ProfileTab } from './Profile/ProfileTab.tsx';
import { describePaymentMethod, paymentMethodQuery } from './PaymentMethod/paymentMethod.ts';
import { recordsQuery, RecordTab } from './RecordTab.tsx';
import { recordTabs } from './recordTabs.ts';
import { FactList } from '../../../kit/views/FactList.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

// Loaded when the Notes dialog first opens: opening a participant paints its header and first tab
// without it (issue 12's bundle budget, ADR 175); the Documents tab's panel likewise.
const NotesDialog = onDemand(() =>
  import('../../../shared/Notes/NotesDialog.tsx').then((module) => ({ default: module.NotesDialog })),
);
// Its masked inputs load with the first change of a payment method, not with the screen.
const ChangePaymentMethodPopup = onDemand(() => import('./PaymentMethod/ChangePaymentMethodPopup.tsx'));

const Facts = styled(FactList)`
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space-2) var(--space-4);
`;

/** The clearance badges (ADR 176): amber for one expiring soon, red for one already expired. */
const Alerts = styled(TagList)`
  li {
    padding: 0 var(--space-2);
    border: 1px solid var(--color-warning-border);
    border-radius: 999px;
    background: var(--color-warning-bg);
    color: var(--color-warning);
    font-size: var(--font-size-sm);
    line-height: 24px;
  }

  li[data-expired='true'] {
    border-color: var(--color-danger-border);
    background: var(--color-danger-bg);
    color: var(--color-danger);
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;

/** The Documents tab's place: after the twelve record kinds. */
const DOCUMENTS_TAB = recordTabs.length;
/** The Profile tab's place (issue 26): last, after Documents. */
const PROFILE_TAB = DOCUMENTS_TAB + 1;

/** Statuses set-awaiting-assignment moves from (the contract's transition). */
const MAY_AWAIT = new Set(['Recruited', 'Assigned']);

type StatusAction = 'awaiting' | 'paperCheck';

/**
 * The header's badge while payroll exceptions are open (ADR 182): "Payroll exception: $25.00 owed",
 * "…overpaid" when the provider paid more than was sent; null when none is open.
 */
export function payrollExceptionBadge(open: StudentInfo['openPayrollExceptions']): string | null {
  if (!open || open.count === 0) return null;
  const what = open.count === 1 ? 'Payroll exception' : `${String(open.count)} payroll exceptions`;
  if (open.outstanding > 0) return `${what}: ${formatCurrency(open.outstanding)} owed`;
  if (open.outstanding < 0) return `${what}: ${formatCurrency(-open.outstanding)} overpaid`;
  return `${what} open`;
}

/** Participants > Details at `participants/:id` (VIEW_STUDENT): the participant the route names. */
export function ParticipantDetailsScreen() {
  return <ParticipantDetails studentId={Number(useParams().id)} />;
}

/**
 * One participant: the header (ADR 111) with its payment method (ADR 181) and actions (set awaiting
 * assignment, paper check, ADR 140; change payment method) and one tab per sub-record kind, each the
 * generic RecordTab, then Documents (the shared DocumentsPanel, ADR 112); Notes opens the shared
 * Notes dialog.
 */
export function ParticipantDetails({ studentId }: { studentId: number }) {
  const info = useQuery(infoQuery(studentId));
  const [selected, setSelected] = useState(0);
  const [notesOpen, setNotesOpen] = useState(false);
  const mayMaintain = useCan('MAINTAIN_STUDENT');
  const mayUnassign = useCan('UNASSIGN_STUDENT');
  const mayCheck = useCan('MANUAL_CHECK');
  const [action, setAction] = useState<StatusAction | null>(null);
  const payment = useQuery(paymentMethodQuery(studentId));
  const [changingPayment, setChangingPayment] = useState(false);
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (kind: StatusAction) => {
      const { version, paperCheck } = info.data ?? { version: 0, paperCheck: false };
      return kind === 'awaiting'
        ? api.students.setAwaitingAssignment(studentId, { version })
        : api.students.setPaperCheck(studentId, { version, paperCheck: !paperCheck });
    },
    onSuccess: async (header, kind) => {
      toast.success(
        kind === 'awaiting'
          ? 'Participant successfully set to Awaiting Assignment'
          : `Paper check successfully turned ${header.paperCheck ? 'on' : 'off'}`,
      );
      // The header and the records: an ended assignment shows in the Jobs tab.
      await client.invalidateQueries({ queryKey: ['/students', studentId] });
    },
  });
  const tabsId = useId();
  const participant = info.data;
  const tab = recordTabs[selected] ?? recordTabs[0];
  // The selected tab's rows are read beside the header, not after it (the tab mounts once the
  // header has arrived); RecordTab then finds the same query in flight or answered.
  useQuery({
    ...recordsQuery(studentId, tab?.kind ?? 'contracts'),
    enabled: tab !== undefined && selected < DOCUMENTS_TAB,
  });

  if (info.isPending) return <p>Loading…</p>;
  if (participant === undefined) return <p role="alert">{describeFailure(info.error)}</p>;
  const job = participant.currentJob;
  const exceptions = payrollExceptionBadge(participant.openPayrollExceptions);
  const name = [participant.firstName, participant.middleName, participant.lastName, participant.suffixName]
    .filter(Boolean)
    .join(' ');
  return (
    <ScreenPage title={name}>
      <Facts aria-label="Participant">
        <div>
          <dt>Id</dt>
          <dd>{participant.id}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{participant.status}</dd>
        </div>
        <div>
          <dt>SSN</dt>
          <dd>{maskSsn(participant.ssn)}</dd>
        </div>
        <div>
          <dt>Age</dt>
          <dd>{participant.age}</dd>
        </div>
        <div>
          <dt>Program</dt>
          <dd>{participant.enrollmentProgramName}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>
            {payment.data ? describePaymentMethod(payment.data) : payment.isPending ? 'Loading…' : 'Not available'}
          </dd>
        </div>
        <div>
          <dt>Paper Check</dt>
          <dd>{participant.paperCheck ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Worksite</dt>
          <dd>{job?.worksiteName ?? 'None'}</dd>
        </div>
        <div>
          <dt>Job</dt>
          <dd>{job?.jobName ?? 'None'}</dd>
        </div>
      </Facts>
      {participant.clearanceAlerts.length > 0 || exceptions !== null ? (
        <Badges>
          {participant.clearanceAlerts.length > 0 ? (
            <Alerts aria-label="Clearances">
              {participant.clearanceAlerts.map((alert) => (
                <li key={alert.paper} data-expired={alert.expired}>
                  {`${alert.paper} ${alert.expired ? 'expired' : 'expires'} ${formatDate(alert.expires)}`}
                </li>
              ))}
            </Alerts>
          ) : null}
          {exceptions !== null ? (
            <Alerts aria-label="Payroll">
              <li data-expired="true">{exceptions}</li>
            </Alerts>
          ) : null}
        </Badges>
      ) : null}
      <Actions>
        <Button size="small" variant="secondary" onClick={() => setNotesOpen(true)}>
          Notes
        </Button>
        <HistoryButton type="participant" recordId={studentId} name={name} />
        {(mayMaintain || mayUnassign) && MAY_AWAIT.has(participant.status) ? (
          <Button size="small" variant="secondary" onClick={() => setAction('awaiting')}>
            Set Awaiting Assignment
          </Button>
        ) : null}
        {mayMaintain && payment.data ? (
          <Button size="small" variant="secondary" onClick={() => setChangingPayment(true)}>
            Change Payment Method
          </Button>
        ) : null}
        {mayMaintain || mayCheck ? (
          <Button size="small" variant="secondary" onClick={() => setAction('paperCheck')}>
            {participant.paperCheck ? 'Turn Off Paper Check' : 'Turn On Paper Check'}
          </Button>
        ) : null}
      </Actions>
      <TabList role="tablist" aria-label="Participant records">
        {recordTabs.map((config, index) => (
          <Button
            key={config.kind}
            size="small"
            variant={index === selected ? 'primary' : 'secondary'}
            role="tab"
            id={`${tabsId}-${config.kind}`}
            aria-selected={index === selected}
            aria-controls={`${tabsId}-panel`}
            onClick={() => setSelected(index)}
          >
            {config.title}
          </Button>
        ))}
        <Button
          size="small"
          variant={selected === DOCUMENTS_TAB ? 'primary' : 'secondary'}
          role="tab"
          id={`${tabsId}-documents`}
          aria-selected={selected === DOCUMENTS_TAB}
          aria-controls={`${tabsId}-panel`}
          onClick={() => setSelected(DOCUMENTS_TAB)}
        >
          Documents
        </Button>
        <Button
          size="small"
          variant={selected === PROFILE_TAB ? 'primary' : 'secondary'}
          role="tab"
          id={`${tabsId}-profile`}
          aria-selected={selected === PROFILE_TAB}
          aria-controls={`${tabsId}-panel`}
          onClick={() => setSelected(PROFILE_TAB)}
        >
          Profile
        </Button>
      </TabList>
      {selected === PROFILE_TAB ? (
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-profile`}>
          <ProfileTab studentId={studentId} />
        </div>
      ) : selected === DOCUMENTS_TAB ? (
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-documents`}>
          <DocumentsPanelOnDemand type="students" sourceId={studentId} />
        </div>
      ) : tab ? (
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab.kind}`}>
          <RecordTab key={tab.kind} studentId={studentId} config={tab} participant={participant} />
        </div>
      ) : null}
      <ConfirmDialog
        open={action !== null}
        message={
          action === 'awaiting'
            ? 'Are you sure you want to set this participant to Awaiting Assignment? A current job ends today.'
            : `Are you sure you want to turn ${participant.paperCheck ? 'off' : 'on'} paper check for this participant?`
        }
        busy={change.isPending}
        onConfirm={() => {
          if (action !== null) change.mutate(action, { onSettled: () => setAction(null) });
        }}
        onCancel={() => setAction(null)}
      />
      {changingPayment && payment.data ? (
        <ChangePaymentMethodPopup
          studentId={studentId}
          current={payment.data}
          onClose={() => setChangingPayment(false)}
        />
      ) : null}
      {notesOpen ? (
        <NotesDialog type="students" sourceId={studentId} canEdit={mayMaintain} onClose={() => setNotesOpen(false)} />
      ) : null}
    </ScreenPage>
  );
}
