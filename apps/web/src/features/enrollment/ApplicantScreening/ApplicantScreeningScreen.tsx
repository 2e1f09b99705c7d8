import { describeFailure, type ProviderScreening } from '@pathway/api-client';
import {
  Checkbox,
  Alert,
  Button,
  formatDate,
  SingleSelect,
  TextArea,
  TextField,
  toast,
  useGuardLeaving,
} from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { ScreenPage, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { maskApplicantSsn } from '../shared/applicantSsn.ts';
import { asEnrollmentChange } from '../shared/enrollmentRefusal.ts';
import { FactList } from '../../../kit/views/FactList.tsx';

const Page = styled(ScreenPage)`
  max-width: 960px;
`;

const Facts = styled(FactList)`
  grid-template-columns: repeat(4, max-content 1fr);
  gap: var(--space-2) var(--space-3);
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(180px, 1fr) minmax(220px, 1fr) minmax(220px, 2fr);
  gap: var(--space-3);
  align-items: end;
  padding-bottom: var(--space-3);
  border-bottom: 1px solid var(--color-border);

  h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--font-size-md);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

interface ItemEdit {
  statusId?: number;
  comment?: string;
}

type Decision = 'Eligible' | 'Ineligible';

/** The lottery's facts the provider states at screening (ADR 213); a field not changed is not sent. */
interface Facts {
  isFosterCare?: boolean;
  hasDisability?: boolean;
}

/** The screening's key under the applicant-review path (ADR 070: keys read like paths). */
const screeningKey = (applicantId: number) => ['applicant-review', applicantId, 'provider-screening-items'] as const;
const headerKey = (applicantId: number) => ['applicant-review', applicantId, 'info'] as const;

/**
 * Enrollment > Applicant Screening at `enrollment/provider-screening/:id` (PROVIDER_SCREENING): the
 * applicant's provider-screening items, each with its status and comment; Save keeps them, Mark
 * Eligible (every item Complete) or Mark Ineligible (with a comment) completes the screening (ADR 061:
 * Provider Screening → Eligible | Ineligible). A refused change shows "Enrollment was not
 * successfully updated.".
 */
export function ApplicantScreeningScreen() {
  return <ApplicantScreening applicantId={Number(useParams().id)} />;
}

export function ApplicantScreening({ applicantId }: { applicantId: number }) {
  const mayScreen = useCan('PROVIDER_SCREENING');
  const client = useQueryClient();
  const navigate = useNavigate();
  const header = useQuery({ queryKey: headerKey(applicantId), queryFn: () => api.enrollment.header(applicantId) });
  const screening = useQuery({
    queryKey: screeningKey(applicantId),
    queryFn: () => api.enrollmentPipeline.providerScreening(applicantId),
  });
  const [edits, setEdits] = useState<Record<number, ItemEdit>>({});
  const [facts, setFacts] = useState<Facts>({});
  const factsChanged = Object.keys(facts).length > 0;
  const [decisionComment, setDecisionComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const edit = (id: number, change: ItemEdit) => setEdits((all) => ({ ...all, [id]: { ...all[id], ...change } }));

  const itemEdits = (data: ProviderScreening) =>
    data.items.flatMap((item) => {
      const statusId = edits[item.id]?.statusId ?? item.statusId;
      if (statusId === undefined) return [];
      const comment = edits[item.id]?.comment?.trim() ?? '';
      return [{ id: item.id, statusId, comment: comment === '' ? null : comment }];
    });

  const afterChange = () => client.invalidateQueries({ queryKey: ['applicant-review', applicantId] });
  const save = useMutation({
    mutationFn: (data: ProviderScreening) =>
      asEnrollmentChange(
        api.enrollmentPipeline.saveProviderScreening(applicantId, {
          version: data.version,
          items: itemEdits(data),
          ...facts,
        }),
      ),
    onSuccess: async (saved) => {
      client.setQueryData(screeningKey(applicantId), saved);
      setEdits({});
      setFacts({});
      toast.success('Provider screening successfully saved');
      await afterChange();
    },
  });
  const complete = useMutation({
    mutationFn: async ({ data, decision }: { data: ProviderScreening; decision: Decision }) => {
      // Unsaved statuses are saved first: the server checks the items as saved.
      const dirty = (Object.keys(edits).length > 0 || factsChanged) && itemEdits(data).length > 0;
      const current = dirty
        ? await asEnrollmentChange(
            api.enrollmentPipeline.saveProviderScreening(applicantId, {
              version: data.version,
              items: itemEdits(data),
              ...facts,
            }),
          )
        : data;
      const comment = decisionComment.trim();
      return asEnrollmentChange(
        api.enrollmentPipeline.completeProviderScreening(applicantId, {
          version: current.version,
          decision,
          comment: comment === '' ? null : comment,
        }),
      );
    },
    onSuccess: async (summary) => {
      toast.success(`Provider screening completed: ${summary.status}`);
      await Promise.all([afterChange(), client.invalidateQueries({ queryKey: queryKeys.resource('/enrollment') })]);
      void navigate(paths.providerScreening.href());
    },
    onError: () => void afterChange(),
  });

  // Leaving with unsaved statuses, comments or a decision comment asks first; Save clears the edits,
  // and completing leaves for the queue on purpose.
  useGuardLeaving(
    (Object.keys(edits).length > 0 || factsChanged || decisionComment.trim() !== '') &&
      !complete.isPending &&
      !complete.isSuccess,
  );
  const data = screening.data;
  const busy = save.isPending || complete.isPending;
  const decide = (decision: Decision) => {
    if (!data) return;
    if (decision === 'Ineligible' && decisionComment.trim() === '') {
      setCommentError(messages.required);
      return;
    }
    setCommentError(undefined);
    complete.mutate({ data, decision });
  };
  const who = header.data;
  return (
    <Page title="Applicant Screening" spacing="wide">
      {who ? (
        <Facts aria-label="Applicant">
          <dt>Name</dt>
          <dd>{`${who.firstName} ${who.lastName}`}</dd>
          <dt>Status</dt>
          <dd>{who.enrollmentStatus}</dd>
          <dt>SSN</dt>
          <dd>{maskApplicantSsn(who.ssn)}</dd>
          <dt>Birth Date</dt>
          <dd>{formatDate(who.birthDate)}</dd>
        </Facts>
      ) : null}
      {screening.isLoading ? <p>Loading…</p> : null}
      {screening.error ? <Alert variant="danger">{describeFailure(screening.error)}</Alert> : null}
      {data ? (
        <>
          {data.isProviderScreeningComplete ? (
            <Alert variant="info">The provider screening of this applicant is complete.</Alert>
          ) : null}
          {data.items.length === 0 ? <p>This applicant has no provider-screening items.</p> : null}
          <Items aria-label="Provider-screening items">
            {data.items.map((item) => (
              <Item key={item.id}>
                <h2>{item.name}</h2>
                <SingleSelect<number>
                  label={`${item.name} status`}
                  items={item.applicantReviewStatuses.map((status) => ({ value: status.id, label: status.text }))}
                  value={edits[item.id]?.statusId ?? item.statusId ?? null}
                  defaultText="Select Value"
                  disabled={!mayScreen || busy}
                  onValueChange={({ value }) => {
                    if (value !== null) edit(item.id, { statusId: value });
                  }}
                />
                <TextField
                  label={`${item.name} comment`}
                  maxLength={2000}
                  value={edits[item.id]?.comment ?? ''}
                  disabled={!mayScreen || busy}
                  onValueChange={({ value }) => edit(item.id, { comment: value })}
                />
              </Item>
            ))}
          </Items>
          <Item as="div" role="group" aria-labelledby="lottery-facts-heading">
            <h2 id="lottery-facts-heading">Lottery priority</h2>
            <Checkbox
              label="Youth in foster care"
              checked={facts.isFosterCare ?? data.isFosterCare}
              disabled={!mayScreen || busy}
              onCheckedChange={({ checked }) => setFacts((all) => ({ ...all, isFosterCare: checked }))}
            />
            <Checkbox
              label="Youth with a disability"
              checked={facts.hasDisability ?? data.hasDisability}
              disabled={!mayScreen || busy}
              onCheckedChange={({ checked }) => setFacts((all) => ({ ...all, hasDisability: checked }))}
            />
          </Item>
          {mayScreen ? (
            <>
              <TextArea
                label="Decision comment"
                hint="Required to mark the applicant Ineligible."
                rows={3}
                maxLength={2000}
                value={decisionComment}
                error={commentError}
                onValueChange={({ value }) => setDecisionComment(value)}
              />
              <Actions>
                <Button
                  variant="secondary"
                  busy={save.isPending}
                  disabled={busy || itemEdits(data).length === 0}
                  onClick={() => save.mutate(data)}
                >
                  Save
                </Button>
                <Button busy={complete.isPending} disabled={busy} onClick={() => decide('Eligible')}>
                  Mark Eligible
                </Button>
                <Button variant="danger" disabled={busy} onClick={() => decide('Ineligible')}>
                  Mark Ineligible
                </Button>
              </Actions>
            </>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
