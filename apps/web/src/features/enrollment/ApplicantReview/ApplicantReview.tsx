import type { ApplicantDocument, ApplicantHeader, ApplicantReviewSection, QualityReview } from '@pathway/api-client';
import {
  Alert,
  Button,
  SectionNavigator,
  SingleSelect,
  TextArea,
  toast,
  useGuardLeaving,
  type IncompleteItem,
  type NavigatorSection,
  type SelectItem,
} from '@pathway/design-system';
import { isIncompleteStatus } from '@pathway/validation';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { ScreenPage, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { HistoryButton } from '../../../shared/History/HistoryButton.tsx';
import { ApplicantHeaderFacts } from '../ApplicantHeaderPopup/ApplicantHeaderPopup.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { ItemEditor, useReviewLookups } from './ItemEditor.tsx';
import {
  ageProblem,
  draftOf,
  editRequest,
  isIncompleteItem,
  itemsBySection,
  statusText,
  submissionProblem,
  type Draft,
} from './reviewModel.ts';

const Facts = styled.div`
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  max-width: 720px;

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: var(--space-2);
`;

/** Every cache entry of one applicant's review (header, sections, items, documents) sits under this key. */
export const reviewKey = (applicantId: number) => ['applicant-review', applicantId] as const;

/** The four reads of the review, each cached under the applicant's key. */
export function useApplicantReviewData(applicantId: number, { withDocuments = true } = {}) {
  return useQueries({
    queries: [
      { queryKey: [...reviewKey(applicantId), 'info'], queryFn: () => api.enrollment.header(applicantId) },
      { queryKey: [...reviewKey(applicantId), 'sections'], queryFn: () => api.applicantReview.sections(applicantId) },
      {
        queryKey: [...reviewKey(applicantId), 'quality-review-items'],
        queryFn: () => api.applicantReview.qualityReview(applicantId),
      },
      {
        queryKey: [...reviewKey(applicantId), 'documents'],
        queryFn: () => api.applicantReview.documents(applicantId),
        enabled: withDocuments,
      },
    ],
    combine: ([header, sections, review, documents]) => ({
      header: header.data,
      sections: sections.data,
      review: review.data,
      documents: withDocuments ? documents.data : [],
      isError: header.isError || sections.isError || review.isError || documents.isError,
    }),
  });
}

interface ReviewFormProps {
  applicantId: number;
  header: ApplicantHeader;
  sections: readonly ApplicantReviewSection[];
  review: QualityReview;
  documents: readonly ApplicantDocument[];
}

function ReviewForm({ applicantId, header, sections, review, documents }: ReviewFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(header, review));
  const [initial, setInitial] = useState(() => JSON.stringify(draftOf(header, review)));
  const [problem, setProblem] = useState<string | null>(null);
  const lookups = useReviewLookups();
  const client = useQueryClient();
  const mayEdit = useCan('EDIT_QUALITY_REVIEW');
  const mayDecide = useCan('VERIFY_REJECT_DOCUMENT');
  const inReview = header.enrollmentStatus === 'Quality Review';
  const readOnly = !mayEdit || !inReview;
  const dirty = JSON.stringify(draft) !== initial;
  // Leaving a changed review (a menu item, a breadcrumb, Back, a reload) asks first; a saved one is clean.
  useGuardLeaving(dirty);
  const summaryId = useId();

  const save = useMutation({
    mutationFn: async (submit: boolean) => {
      const sent = draft;
      await api.applicantReview.editQualityReview(applicantId, editRequest(review, sent, submit));
      return sent;
    },
    onSuccess: async (sent, submit) => {
      // What was saved is the new starting point, before the review is read again.
      setInitial(JSON.stringify(sent));
      toast.success(submit ? 'Quality review submitted' : 'Quality review saved');
      await client.invalidateQueries({ queryKey: reviewKey(applicantId) });
      // The queue's review status and incomplete counts changed too.
      await client.invalidateQueries({ queryKey: ['enrollment'] });
    },
  });

  const grouped = itemsBySection(sections, draft);
  const change = (item: Draft['items'][number]) => {
    setProblem(null);
    setDraft((current) => ({ ...current, items: { ...current.items, [item.id]: item } }));
  };
  const incompleteItems: IncompleteItem[] = grouped.flatMap(({ section, items }) =>
    items
      .filter((item) => item.editable && isIncompleteItem(review, item))
      .map((item) => ({
        id: String(item.id),
        label: item.name,
        sectionId: `section-${String(section.id)}`,
        status: statusText(review, item.statusId) ?? 'No status',
      })),
  );
  const summaryStatuses: SelectItem<string>[] = (review.items[0]?.qualityReviewSummaryStatuses ?? []).map((status) => ({
    value: status.text,
    label: status.text,
  }));
  const summaryIncomplete = isIncompleteStatus(draft.summaryStatus);

  const submit = () => {
    const found = submissionProblem(review, draft, documents) ?? ageProblem(header, review);
    setProblem(found);
    if (found === null) save.mutate(true);
  };

  const navigatorSections: NavigatorSection[] = [
    ...grouped.map(({ section, items }) => ({
      id: `section-${String(section.id)}`,
      title: section.title,
      count: items.length,
      content: items.map((item) => (
        <ItemEditor
          key={item.id}
          item={item}
          review={review}
          documents={documents}
          lookups={lookups}
          incomplete={isIncompleteItem(review, item)}
          readOnly={readOnly}
          onChange={change}
        />
      )),
    })),
    {
      id: 'documents',
      title: 'Documents',
      count: documents.filter((document) => document.verificationStatus === 'Uploaded').length,
      content: <DocumentsPanel applicantId={applicantId} documents={documents} canDecide={mayDecide && inReview} />,
    },
    {
      id: 'summary',
      title: 'Summary',
      content: (
        <Summary aria-labelledby={summaryId}>
          <p id={summaryId}>
            {`Enrollment program ages ${String(header.minAge ?? '–')} to ${String(header.maxAge ?? '–')}; quality-review ages ${String(review.minAge)} to ${String(review.maxAge)}.`}
          </p>
          <SingleSelect<string>
            label="Summary Status"
            items={summaryStatuses}
            value={draft.summaryStatus}
            defaultText="Select Value"
            required
            disabled={readOnly}
            onValueChange={({ value }) => {
              setProblem(null);
              setDraft({ ...draft, summaryStatus: value as Draft['summaryStatus'] });
            }}
          />
          <TextArea
            label="Summary Comment"
            rows={3}
            maxLength={2000}
            required={summaryIncomplete}
            value={draft.summaryComment}
            disabled={readOnly}
            onValueChange={({ value }) => {
              setProblem(null);
              setDraft({ ...draft, summaryComment: value });
            }}
          />
          {problem ? <Alert variant="danger">{problem}</Alert> : null}
          {readOnly ? null : (
            <Actions>
              <Button
                variant="secondary"
                disabled={!dirty}
                busy={save.isPending && !save.variables}
                onClick={() => {
                  save.mutate(false);
                }}
              >
                Save
              </Button>
              <Button busy={save.isPending && save.variables} onClick={submit}>
                Submit
              </Button>
            </Actions>
          )}
        </Summary>
      ),
    },
  ];

  return (
    <>
      {inReview ? null : (
        <Alert variant="info">
          {`This application is ${header.enrollmentStatus}; its quality review can no longer be changed.`}
        </Alert>
      )}
      <SectionNavigator sections={navigatorSections} incompleteItems={incompleteItems} navLabel="Review sections" />
    </>
  );
}

/** The applicant review of one applicant (issue 11): its requested documents, section by section. */
export function ApplicantReview({ applicantId }: { applicantId: number }) {
  const data = useApplicantReviewData(applicantId);
  const { header, sections, review, documents } = data;
  return (
    <ScreenPage
      title="Applicant Review"
      spacing="wide"
      actions={
        <>
          {header ? (
            <HistoryButton type="applicant" recordId={applicantId} name={`${header.firstName} ${header.lastName}`} />
          ) : null}
          <a href={`#${paths.qualityReviewPrint.href(applicantId)}`}>Printable review</a>
        </>
      }
    >
      {header ? (
        <Facts>
          <ApplicantHeaderFacts header={header} />
        </Facts>
      ) : null}
      {header && sections && review && documents ? (
        // A saved review comes back with a new version and update time: the form starts again from what was saved.
        <ReviewForm
          key={`${String(review.version)}-${header.lastUpdatedOn ?? ''}`}
          applicantId={applicantId}
          header={header}
          sections={sections}
          review={review}
          documents={documents}
        />
      ) : data.isError ? (
        <Alert variant="danger">{`The review of applicant ${String(applicantId)} could not be loaded.`}</Alert>
      ) : (
        <p role="status">Loading…</p>
      )}
    </ScreenPage>
  );
}
