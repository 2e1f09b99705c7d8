import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type EmailTemplate = RowOf<'/email-templates'>;

export const emailTemplateColumns: GridColumn<EmailTemplate>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'templateTypeName', header: 'Template Type', value: (row) => row.templateTypeName, width: 200 },
  { id: 'subject', header: 'Subject', value: (row) => row.subject, width: 320 },
  {
    id: 'isHtml',
    header: 'Format',
    value: (row) => (row.isHtml ? 'HTML' : 'Text'),
    exportAs: { labels: { true: 'HTML', false: 'Text' } },
    sortable: false,
    width: 100,
  },
  {
    id: 'lastUpdateDate',
    header: 'Last Updated',
    value: (row) => row.lastUpdateDate,
    format: 'date',
    dateFilter: true,
    width: 140,
  },
  activeColumn(),
];

const loadForm = () => import('./emailTemplateForm.tsx').then((module) => module.emailTemplateForm);

/** Maintenance > Email Templates: the e-mails the system sends (MAINTAIN_EMAIL_TEMPLATES to change). */
export function EmailTemplatesScreen() {
  return (
    <ResourceScreen
      title="Email Templates"
      noun="email template"
      resource={api.emailTemplates}
      columns={emailTemplateColumns}
      rowName={(row) => row.name}
      claims={{
        create: 'MAINTAIN_EMAIL_TEMPLATES',
        update: 'MAINTAIN_EMAIL_TEMPLATES',
        remove: 'MAINTAIN_EMAIL_TEMPLATES',
      }}
      form={loadForm}
    />
  );
}
