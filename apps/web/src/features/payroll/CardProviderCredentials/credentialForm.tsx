import type { components, CreateBodyOf, UpdateBodyOf } from '@pathway/api-client';
import { TextField, formatDate, type SelectItem } from '@pathway/design-system';
import { dateText, messages, text } from '@pathway/validation';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { defineForm, Field, useOptions, useOrganizationOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { toWireDate } from '@pathway/api-client';

type Environment = components['schemas']['FsvCredential']['environment'];
const ENVIRONMENTS = ['Test', 'Production'] as const satisfies readonly Environment[];
const environmentItems: SelectItem<Environment>[] = ENVIRONMENTS.map((value) => ({ value, label: value }));

/** The contract's secret limits: 8 to 256 characters; empty means "keep the stored one" on an edit. */
const secret = z
  .string()
  .refine((value) => value === '' || value.length >= 8, 'Min length: 8')
  .refine((value) => value.length <= 256, 'Max length: 256');

const schema = z
  .object({
    // Only a new credential must carry a password; an edit keeps the stored one when left empty.
    isNew: z.boolean(),
    secretsSetOn: z.string(),
    cardProviderId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    organizationId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    environment: z
      .enum(ENVIRONMENTS)
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    companyId: text({ required: messages.required, max: 20 }),
    userName: text({ required: messages.required, max: 100 }),
    expiresOn: dateText({ label: 'Expires On' }),
    isActive: z.boolean(),
    password: secret,
    apiKey: secret,
  })
  .superRefine((values, context) => {
    if (values.isNew && values.password === '') {
      context.addIssue({ code: 'custom', path: ['password'], message: messages.required });
    }
  });
type Values = z.infer<typeof schema>;

const orNull = (value: string) => (value === '' ? null : value);

function common(values: Values) {
  return {
    // The schema refused missing choices before this runs.
    cardProviderId: values.cardProviderId ?? 0,
    organizationId: values.organizationId ?? 0,
    environment: values.environment ?? 'Test',
    companyId: values.companyId.trim(),
    userName: values.userName.trim(),
    expiresOn: values.expiresOn === '' ? null : (toWireDate(values.expiresOn) ?? values.expiresOn),
    isActive: values.isActive,
  };
}

function toCreate(values: Values): CreateBodyOf<'/fsv-credentials'> {
  return { ...common(values), password: values.password, apiKey: orNull(values.apiKey) };
}

/** Empty secret fields send null: the server keeps the stored secrets. */
function toUpdate(values: Values, row: { version: number }): UpdateBodyOf<'/fsv-credentials'> {
  return { ...common(values), password: orNull(values.password), apiKey: orNull(values.apiKey), version: row.version };
}

/** A write-only secret: always empty, with what the read model says about the stored one as its hint. */
function SecretField({ name, label }: { name: 'password' | 'apiKey'; label: string }) {
  const { register, formState } = useFormContext<Values>();
  const isNew = useWatch<Values, 'isNew'>({ name: 'isNew' });
  const setOn = useWatch<Values, 'secretsSetOn'>({ name: 'secretsSetOn' });
  const error = formState.errors[name]?.message;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required={isNew && name === 'password'}
      hint={isNew ? undefined : `${setOn}; leave empty to keep it`}
      error={typeof error === 'string' ? error : undefined}
      {...register(name)}
    />
  );
}

function CredentialFields() {
  const providers = useOptions<number>(['card-providers', 'options'], async () =>
    (await api.lookups.cardProviderOptions()).map((option) => ({ value: option.id, label: option.text })),
  );
  const organizations = useOrganizationOptions();
  return (
    <>
      <Field.Select name="cardProviderId" label="Card Provider" required items={providers.items} />
      <Field.SearchableSelect name="organizationId" label="Organization" required items={organizations.items} />
      <Field.Select name="environment" label="Environment" required items={environmentItems} />
      <Field.Text name="companyId" label="Company ID" required />
      <Field.Text name="userName" label="User Name" required />
      <SecretField name="password" label="Password" />
      <SecretField name="apiKey" label="API Key" />
      <Field.Date name="expiresOn" label="Expires On" />
      <Field.Checkbox name="isActive" label="Active" />
    </>
  );
}

/** The add/edit form of card provider credentials; loaded once the screen is up. */
export const credentialForm = defineForm<'/fsv-credentials', Values>({
  schema,
  empty: {
    isNew: true,
    secretsSetOn: '',
    cardProviderId: null,
    organizationId: null,
    environment: null,
    companyId: '',
    userName: '',
    expiresOn: '',
    isActive: true,
    password: '',
    apiKey: '',
  },
  fromRow: (row) => ({
    isNew: false,
    secretsSetOn:
      row.hasPassword || row.hasApiKey
        ? row.secretsUpdatedOn === null
          ? 'Set'
          : `Set on ${formatDate(row.secretsUpdatedOn)}`
        : 'Not set',
    cardProviderId: row.cardProviderId,
    organizationId: row.organizationId,
    environment: row.environment,
    companyId: row.companyId,
    userName: row.userName,
    expiresOn: formatDate(row.expiresOn),
    isActive: row.isActive,
    // Secrets are never read back: the fields start empty.
    password: '',
    apiKey: '',
  }),
  toCreate,
  toUpdate,
  fields: <CredentialFields />,
});
