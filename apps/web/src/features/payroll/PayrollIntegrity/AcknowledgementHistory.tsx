import { describeFailure, type IntegrityAcknowledgementEntry } from '@pathway/api-client';
import { Button, formatDateTime } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import * as api from '../../../lib/api.ts';

/** Acknowledgements per page: a screen's height of entries, each with its finding's words. */
export const HISTORY_PAGE_SIZE = 10;

/** Every cached page of every organization's history; an acknowledgement invalidates it whole. */
export const HISTORY_KEY = ['payroll', 'integrity', 'acknowledgements'] as const;

/** How many participants an entry names on screen. */
const PARTICIPANTS_SHOWN = 25;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding-left: var(--space-5);

  p {
    margin: 0;
  }
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

const When = styled.p`
  font-weight: 600;
`;

const People = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
`;

const Why = styled.p`
  padding-left: var(--space-2);
  border-left: 3px solid var(--color-success-border);
`;

const Quiet = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;

/** "Shared Account, acknowledged by jmorales on 07/20/2026 10:05 AM": an entry's heading and name. */
const headingOf = (entry: IntegrityAcknowledgementEntry) =>
  `${entry.kind}, acknowledged by ${entry.acknowledgedBy} on ${formatDateTime(entry.acknowledgedOn)}`;

function HistoryEntry({ entry }: { entry: IntegrityAcknowledgementEntry }) {
  const heading = headingOf(entry);
  const shown = entry.participants.slice(0, PARTICIPANTS_SHOWN);
  const more = entry.participants.length - shown.length;
  return (
    <Entry aria-label={heading}>
      <When>{heading}</When>
      <p>{entry.findingReason ?? 'The finding’s words were not recorded.'}</p>
      {shown.length === 0 ? null : (
        <People>
          <span>Participants:</span>
          {shown.map((person) =>
            person.name === null ? (
              // The server names only participants the user may see.
              <span key={person.studentId}>a participant outside your organizations</span>
            ) : (
              <a key={person.studentId} href={`#${paths.participantDetails.href(person.studentId)}`}>
                {person.name}
              </a>
            ),
          )}
          {more > 0 ? <span>{`and ${String(more)} more`}</span> : null}
        </People>
      )}
      <Why>{`Why: ${entry.reason}`}</Why>
    </Entry>
  );
}

export interface AcknowledgementHistoryProps {
  /** The organization whose acknowledgements are listed (every period's, not only the one chosen). */
  organizationId: number;
  organizationName: string;
}

/**
 * Who acknowledged which finding of the organization, when and why, newest first, a page at a time
 * (issue 48, ADR 227). Each entry shows the finding as it was when acknowledged, from the audit log:
 * a finding that later gained a record is a new one, and its earlier acknowledgement stays here.
 */
export function AcknowledgementHistory({ organizationId, organizationName }: AcknowledgementHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [...HISTORY_KEY, { organizationId, page }],
    queryFn: ({ signal }) =>
      api.payrollIntegrity.acknowledgements({ organizationId, page, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    // The pager keeps the page it shows until the next one arrives.
    placeholderData: keepPreviousData,
    // The refusal is said in the section, in the server's words, not toasted too.
    meta: { failureShownInline: true },
  });
  const items = history.data?.items ?? [];
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  return (
    <ScreenSection title="Acknowledgement History">
      <Quiet>{`Every acknowledgement of ${organizationName}’s findings, newest first, with the finding as it was when acknowledged.`}</Quiet>
      {history.isError ? (
        <p role="alert">{describeFailure(history.error)}</p>
      ) : history.data === undefined ? (
        <p role="status">Loading the acknowledgements…</p>
      ) : items.length === 0 ? (
        <p>No finding of this organization has been acknowledged.</p>
      ) : (
        <Entries aria-label="Acknowledgements" aria-busy={history.isFetching}>
          {items.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </Entries>
      )}
      {total > HISTORY_PAGE_SIZE && !history.isError ? (
        <Pager aria-label="Acknowledgement pages">
          <Button
            size="small"
            variant="secondary"
            disabled={history.isFetching || page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <span>{`Page ${String(page)} of ${String(pages)}`}</span>
          <Button
            size="small"
            variant="secondary"
            disabled={history.isFetching || page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </Pager>
      ) : null}
    </ScreenSection>
  );
}
