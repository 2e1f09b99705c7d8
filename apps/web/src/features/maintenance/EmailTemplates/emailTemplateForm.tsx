import type { CreateBodyOf } from '@pathway/api-client';
import { messages, text } from '@pathway/validation';
import { z } from 'zod';
import { defineForm, Field, useOptions, useOrganizationOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

// Limits of EmailTemplateCreateRequest in the contract.
const schema = z.object({
  name: text({ required: messages.required, max: 100 }),
  templateTypeId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
  organizationId: z.number().nullable(),
  subject: text({ required: messages.required, max: 200 }),
  body: text({ required: messages.required, max: 20000 }),
  isHtml: z.boolean(),
  isActive: z.boolean(),
});
type Values = z.infer<typeof schema>;

function toCreate(values: Values): CreateBodyOf<'/email-templates'> {
  return {
    name: values.name.trim(),
    // The schema refused a missing type before this runs.
    templateTypeId: values.templateTypeId ?? 0,
    organizationId: values.organizationId,
    subject: values.subject.trim(),
    body: values.body,
    isHtml: values.isHtml,
    isActive: values.isActive,
  };
}

/** The template types are options of the maintainable lookup `email-template-types`. */
const TEMPLATE_TYPES = 'email-template-types';

function EmailTemplateFields() {
  const types = useOptions<number>(queryKeys.lookup(TEMPLATE_TYPES), async () =>
    (await api.lookups.list(TEMPLATE_TYPES)).map((option) => ({ value: option.id, label: option.text })),
  );
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Select name="templateTypeId" label="Template Type" required items={types.items} />
      {/* No organization: the template serves every organization. */}
      <Field.SearchableSelect
        name="organizationId"
        label="Organization"
        hint="Leave empty for every organization"
        items={organizations.items}
      />
      <Field.Text name="subject" label="Subject" required />
      <Field.TextArea name="body" label="Body" required rows={8} />
      <Field.Checkbox name="isHtml" label="HTML" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  );
}

/** The add/edit form of an email template; loaded once the Email Templates screen is up. */
export const emailTemplateForm = defineForm<'/email-templates', Values>({
  schema,
  empty: {
    name: '',
    templateTypeId: null,
    organizationId: null,
    subject: '',
    body: '',
    isHtml: false,
    isActive: true,
  },
  fromRow: (row) => ({
    name: row.name,
    templateTypeId: row.templateTypeId,
    organizationId: row.organizationId,
    subject: row.subject,
    body: row.body,
    isHtml: row.isHtml,
    isActive: row.isActive,
  }),
  toCreate,
  toUpdate: (values, row) => ({ ...toCreate(values), version: row.version }),
  fields: <EmailTemplateFields />,
  size: 'large',
});
