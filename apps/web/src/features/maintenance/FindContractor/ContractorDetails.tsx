import { describeFailure, type Contact, type RowOf } from '@pathway/api-client';
import { DataGrid, Modal, type GridColumn } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { FactList } from '../../../kit/views/FactList.tsx';
import * as api from '../../../lib/api.ts';
import { contactsKey } from '../../../shared/Contacts/contactsKey.ts';

type Contractor = RowOf<'/contractors'>;
type Worksite = RowOf<'/worksites'>;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin-bottom: var(--space-4);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const contactColumns: readonly GridColumn<Contact>[] = [
  { id: 'contactTypeName', header: 'Contact Type', value: (row) => row.contactTypeName },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { id: 'mainPhone', header: 'Main Phone', value: (row) => row.mainPhone },
  { id: 'mainEmail', header: 'Email', value: (row) => row.mainEmail, width: 220 },
];

const worksiteColumns: readonly GridColumn<Worksite>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'status', header: 'Status', value: (row) => row.status },
  { id: 'activeJobCount', header: 'Active Jobs', value: (row) => row.activeJobCount },
];

/** A contractor has a handful of worksites; one page of the largest size holds them all. */
const WORKSITE_PAGE = 500;

export interface ContractorDetailsProps {
  contractor: Contractor;
  organizationName: string;
  onClose: () => void;
}

/**
 * One contractor, read only: its address, its contacts (GET /contacts/contractors/{id}) and its
 * worksites (the worksite search filtered on the contractor). Nothing here changes a record.
 */
export function ContractorDetails({ contractor, organizationName, onClose }: ContractorDetailsProps) {
  const contacts = useQuery({
    queryKey: contactsKey('contractors', contractor.id),
    queryFn: () => api.contacts.list('contractors', contractor.id),
  });
  const worksiteRequest = {
    page: 1,
    pageSize: WORKSITE_PAGE,
    filters: [{ field: 'contractorId', operator: 'eq' as const, value: contractor.id }],
    sort: [{ field: 'name', direction: 'asc' as const }],
  };
  const worksites = useQuery({
    queryKey: ['worksites', 'search', worksiteRequest],
    queryFn: () => api.worksites.search(worksiteRequest),
  });
  const address = [
    contractor.addressLine1,
    contractor.addressLine2,
    `${contractor.city}, ${contractor.stateCode} ${contractor.zipCode}`,
  ]
    .filter((line) => line !== null && line !== '')
    .join(', ');
  return (
    <Modal open title={`Contractor — ${contractor.name}`} size="large" onClose={onClose}>
      <Section aria-label="Address">
        <Heading>Address</Heading>
        <FactList>
          <dt>Organization</dt>
          <dd>{organizationName}</dd>
          <dt>Federal Tax ID</dt>
          <dd>{contractor.federalTaxId ?? '—'}</dd>
          <dt>Address</dt>
          <dd>{address}</dd>
          <dt>Phone</dt>
          <dd>{contractor.mainPhone ?? '—'}</dd>
          <dt>Email</dt>
          <dd>{contractor.mainEmail ?? '—'}</dd>
          <dt>Status</dt>
          <dd>{contractor.isActive ? 'Active' : 'Inactive'}</dd>
        </FactList>
      </Section>
      <Section aria-label="Contacts">
        <Heading>Contacts</Heading>
        <DataGrid<Contact>
          label="Contacts"
          columns={contactColumns}
          rows={contacts.data ?? []}
          loading={contacts.isPending}
          error={contacts.error ? describeFailure(contacts.error) : undefined}
          pagination={false}
        />
      </Section>
      <Section aria-label="Worksites">
        <Heading>Worksites</Heading>
        <DataGrid<Worksite>
          label="Worksites"
          columns={worksiteColumns}
          rows={worksites.data?.items ?? []}
          loading={worksites.isPending}
          error={worksites.error ? describeFailure(worksites.error) : undefined}
          pagination={false}
        />
      </Section>
    </Modal>
  );
}
