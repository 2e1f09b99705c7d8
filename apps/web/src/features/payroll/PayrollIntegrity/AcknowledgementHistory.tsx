import type { IntegrityAcknowledgement, IntegrityFinding } from '@pathway/api-client';
import { formatDateTime } from '@pathway/design-system';
import styled from 'styled-components';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import { participantNames } from './integrityTexts.ts';

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding-left: var(--space-5);

  p {
    margin: 0;
  }
`;

const When = styled.p`
  font-weight: 600;
`;

type Acknowledged = IntegrityFinding & { acknowledgement: IntegrityAcknowledgement };

const isAcknowledged = (finding: IntegrityFinding): finding is Acknowledged => finding.acknowledgement !== null;

/**
 * Who acknowledged which finding of the period, when and why, the latest first (ADR 227: each one is
 * also in the audit log, with the finding's reason and records as they were).
 */
export function AcknowledgementHistory({ findings }: { findings: readonly IntegrityFinding[] }) {
  const acknowledged = findings
    .filter(isAcknowledged)
    .sort((a, b) => b.acknowledgement.acknowledgedOn.localeCompare(a.acknowledgement.acknowledgedOn));
  return (
    <ScreenSection title="Acknowledgement History">
      {acknowledged.length === 0 ? (
        <p>No finding of this period has been acknowledged.</p>
      ) : (
        <Entries aria-label="Acknowledgements">
          {acknowledged.map((finding) => (
            <li key={`${finding.kind}|${finding.key}`}>
              <When>{`${formatDateTime(finding.acknowledgement.acknowledgedOn)}, ${finding.acknowledgement.acknowledgedBy}: ${finding.kind}, ${participantNames(finding)}`}</When>
              <p>{finding.acknowledgement.reason}</p>
            </li>
          ))}
        </Entries>
      )}
    </ScreenSection>
  );
}
