import { messages } from '@pathway/validation';
import type { ApplicantDocument } from '@pathway/api-client';
import { Button, ContentSwitcher, formatDate, TextArea, toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-2);
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);

  h3 {
    margin: 0;
    font-size: var(--font-size-md);
  }
  p {
    margin: 0;
    font-size: var(--font-size-sm);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Frame = styled.iframe`
  width: 100%;
  height: 420px;
  border: 1px solid var(--color-border);
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 420px;
  object-fit: contain;
`;

const Error = styled.p`
  color: var(--color-danger);
`;

/** The message of a rejection without a comment (the server answers the same with 422). */
export const REJECT_NEEDS_COMMENT = messages.rejectedDocumentNeedsComment;

/** The file itself, shown inline: a PDF in a frame, an image as a picture, from an object URL of its bytes. */
function DocumentViewer({ document }: { document: ApplicantDocument }) {
  const file = useQuery({
    queryKey: ['documents', document.id, 'download', document.version],
    queryFn: () => api.documents.download(document.id),
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  // The object URL holds the bytes until revoked; it goes with the viewer.
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (file.isError) return <Error>The document could not be loaded.</Error>;
  if (!url) return <p role="status">Loading document…</p>;
  if (document.contentType.startsWith('image/')) return <Picture src={url} alt={document.name} />;
  if (document.contentType === 'application/pdf') return <Frame src={url} title={`Document ${document.fileName}`} />;
  return <p>This kind of file cannot be shown here; download it from the applicant’s documents.</p>;
}

function DocumentCard({
  applicantId,
  document,
  canDecide,
}: {
  applicantId: number;
  document: ApplicantDocument;
  canDecide: boolean;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'Verified' | 'Rejected') =>
      api.applicantReview.verifyRejectDocument(applicantId, {
        documentId: document.id,
        version: document.version,
        decision,
        comment: comment.trim() === '' ? null : comment.trim(),
      }),
    onSuccess: async (result) => {
      toast.success(result.verificationStatus === 'Verified' ? 'Document verified' : 'Document rejected');
      await client.invalidateQueries({ queryKey: ['applicant-review', applicantId] });
    },
  });
  const reviewed =
    document.verificationStatus === 'Uploaded'
      ? `Uploaded ${formatDate(document.createDate)}`
      : `${document.verificationStatus} by ${document.reviewedBy ?? 'the system'}${
          document.reviewedOn ? ` on ${formatDate(document.reviewedOn)}` : ''
        }${document.comment ? `: ${document.comment}` : ''}`;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{document.name}</h3>
      <p>{`${document.documentTypeName} · ${document.fileName} · ${reviewed}`}</p>
      <Actions>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? `Hide ${document.fileName}` : `Show ${document.fileName}`}
        </Button>
      </Actions>
      {open ? <DocumentViewer document={document} /> : null}
      {canDecide && document.verificationStatus === 'Uploaded' ? (
        <>
          <TextArea
            label={`Comment on ${document.fileName}`}
            rows={2}
            maxLength={2000}
            value={comment}
            error={error ?? undefined}
            onValueChange={({ value }) => {
              setComment(value);
              setError(null);
            }}
          />
          <Actions>
            <Button
              size="small"
              busy={decide.isPending}
              onClick={() => {
                decide.mutate('Verified');
              }}
            >
              Verify
            </Button>
            <Button
              size="small"
              variant="danger"
              busy={decide.isPending}
              onClick={() => {
                if (comment.trim() === '') {
                  setError(REJECT_NEEDS_COMMENT);
                  return;
                }
                decide.mutate('Rejected');
              }}
            >
              Reject
            </Button>
          </Actions>
        </>
      ) : null}
    </Card>
  );
}

const TABS = ['Uploaded', 'Verified', 'Rejected'] as const;

/**
 * The applicant's uploaded documents in the content switcher (three 540 px panels: awaiting review,
 * verified, rejected), each shown inline on demand and verified or rejected with VERIFY_REJECT_DOCUMENT.
 */
export function DocumentsPanel({
  applicantId,
  documents,
  canDecide,
}: {
  applicantId: number;
  documents: readonly ApplicantDocument[];
  canDecide: boolean;
}) {
  if (documents.length === 0) return <p>The applicant has not uploaded any documents.</p>;
  return (
    <ContentSwitcher
      label="Documents"
      sections={TABS.map((status) => {
        const mine = documents.filter((document) => document.verificationStatus === status);
        return {
          id: status.toLowerCase(),
          title: status,
          count: mine.length,
          content:
            mine.length === 0 ? (
              <p>{`No ${status.toLowerCase()} documents.`}</p>
            ) : (
              <List>
                {mine.map((document) => (
                  <DocumentCard key={document.id} applicantId={applicantId} document={document} canDecide={canDecide} />
                ))}
              </List>
            ),
        };
      })}
    />
  );
}
