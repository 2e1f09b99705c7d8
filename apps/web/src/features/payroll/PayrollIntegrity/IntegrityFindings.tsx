import { IntegrityKindValues, type IntegrityFinding } from '@pathway/api-client';
import { Button, formatDateTime } from '@pathway/design-system';
import styled from 'styled-components';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import { paths } from '../../../config/paths.ts';
import { findingName, kindMeaning, preflightText } from './integrityTexts.ts';

/** How many participants a finding names on screen; the export names every one. */
const PARTICIPANTS_SHOWN = 25;

const Meaning = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Findings = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Finding = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

  &[data-acknowledged='true'] {
    background: var(--color-bg-subtle);
  }

  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

const Tag = styled.span`
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  font-size: var(--font-size-sm);

  &[data-tone='Error'] {
    border-color: var(--color-danger-border);
    background: var(--color-danger-bg);
    color: var(--color-danger);
  }

  &[data-tone='Warning'] {
    border-color: var(--color-warning-border);
    background: var(--color-warning-bg);
    color: var(--color-warning);
  }
`;

const People = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
`;

const Acknowledged = styled.p`
  padding-left: var(--space-2);
  border-left: 3px solid var(--color-success-border);
`;

export interface IntegrityFindingsProps {
  /** The period's findings (of the kind chosen, when one is). */
  findings: readonly IntegrityFinding[];
  /** Opens the acknowledgement of a finding no one has acknowledged yet. */
  onAcknowledge: (args: { finding: IntegrityFinding }) => void;
}

function FindingItem({
  finding,
  onAcknowledge,
}: { finding: IntegrityFinding } & Pick<IntegrityFindingsProps, 'onAcknowledge'>) {
  const shown = finding.participants.slice(0, PARTICIPANTS_SHOWN);
  const more = finding.participants.length - shown.length;
  const timesheets = finding.timesheetIds.length;
  const acknowledgement = finding.acknowledgement;
  return (
    <Finding data-acknowledged={acknowledgement !== null} aria-label={findingName(finding)}>
      <Header>
        <Tag data-tone={finding.preflight}>{preflightText[finding.preflight]}</Tag>
        {acknowledgement === null ? (
          <Button
            variant="secondary"
            aria-label={`Acknowledge ${findingName(finding)}`}
            onClick={() => onAcknowledge({ finding })}
          >
            Acknowledge
          </Button>
        ) : null}
      </Header>
      <p>{finding.reason}</p>
      <People>
        <span>Participants:</span>
        {shown.map((person) => (
          <a key={person.studentId} href={`#${paths.participantDetails.href(person.studentId)}`}>
            {person.name}
          </a>
        ))}
        {more > 0 ? <span>{`and ${String(more)} more (every one in the export)`}</span> : null}
      </People>
      {timesheets > 0 ? <p>{`Timesheets involved: ${String(timesheets)}`}</p> : null}
      {acknowledgement === null ? null : (
        <Acknowledged>
          {`Acknowledged by ${acknowledgement.acknowledgedBy} on ${formatDateTime(acknowledgement.acknowledgedOn)}: ${acknowledgement.reason}`}
        </Acknowledged>
      )}
    </Finding>
  );
}

/**
 * The findings of a period grouped by kind (ADR 227), each group saying what its kind means and does
 * not prove; each finding with its reason in words, what the pre-flight makes of it, its participants
 * as links to their records (by name, never by id), and who acknowledged it, when and why, or the
 * button that does.
 */
export function IntegrityFindings({ findings, onAcknowledge }: IntegrityFindingsProps) {
  const groups = IntegrityKindValues.map((kind) => ({
    kind,
    items: findings.filter((finding) => finding.kind === kind),
  })).filter((group) => group.items.length > 0);
  return (
    <>
      {groups.map(({ kind, items }) => (
        <ScreenSection key={kind} title={`${kind} (${String(items.length)})`}>
          <Meaning>{kindMeaning[kind]}</Meaning>
          <Findings aria-label={`${kind} findings`}>
            {items.map((finding) => (
              <FindingItem key={finding.key} finding={finding} onAcknowledge={onAcknowledge} />
            ))}
          </Findings>
        </ScreenSection>
      ))}
    </>
  );
}
