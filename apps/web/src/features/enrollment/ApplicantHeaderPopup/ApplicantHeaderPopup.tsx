import type { ApplicantHeader } from '@pathway/api-client';
import { formatCurrency, formatDate } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { maskApplicantSsn } from '../shared/applicantSsn.ts';
import { FactList } from '../../../kit/views/FactList.tsx';
import { ViewDialog } from '../../../kit/index.ts';

const Facts = styled(FactList)`
  gap: var(--space-2) var(--space-4);
`;

const Footer = styled.p`
  margin: var(--space-4) 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const fullName = (header: ApplicantHeader) =>
  [header.firstName, header.middleName, header.lastName, header.suffixName].filter(Boolean).join(' ');

const address = (header: ApplicantHeader) =>
  [
    [header.addressLine1, header.addressLine2].filter(Boolean).join(', '),
    [header.city, [header.stateName, header.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter((line) => line !== '')
    .join(', ');

/** Short date and time of Last Updated On (spec section 9: "last-updated time uses the short format"). */
const shortDateTime = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      )
    : '';

export function ApplicantHeaderFacts({ header }: { header: ApplicantHeader }) {
  const facts: [string, string][] = [
    ['Name', `${fullName(header)} (${String(header.applicantId)})`],
    ['Email', header.emailAddress ?? ''],
    ['SSN', maskApplicantSsn(header.ssn)],
    ['Enrollment Status', header.enrollmentStatus],
    ['Birth Date', formatDate(header.birthDate)],
    ['Referral Code', header.referralCode ?? ''],
    ['Family Size', header.familySize === undefined ? '' : String(header.familySize)],
    ['Annual Income', formatCurrency(header.familyIncome)],
    ['Address', address(header)],
  ];
  return (
    <>
      <Facts>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Facts>
      <Footer>
        <span>{`Last Updated By ${header.lastUpdatedBy ?? ''}`}</span>
        {' · '}
        <span>{`Last Updated On ${shortDateTime(header.lastUpdatedOn)}`}</span>
      </Footer>
    </>
  );
}

export interface ApplicantHeaderPopupProps {
  applicantId: number;
  onClose: () => void;
}

/** The applicant header popup of spec section 2, read from `GET /applicant-review/{id}/info`. */
export function ApplicantHeaderPopup({ applicantId, onClose }: ApplicantHeaderPopupProps) {
  const query = useQuery({
    queryKey: ['applicant-review', applicantId, 'info'],
    queryFn: () => api.enrollment.header(applicantId),
  });
  return (
    <ViewDialog title="Applicant" size="medium" onClose={onClose}>
      {query.data ? (
        <ApplicantHeaderFacts header={query.data} />
      ) : query.isError ? (
        <p>The applicant could not be loaded.</p>
      ) : (
        <p role="status">Loading…</p>
      )}
    </ViewDialog>
  );
}
