import { MAX_PAGE_SIZE, type CreateBodyOf, type UpdateBodyOf } from '@pathway/api-client';
import { Checkbox, FormField, type SelectItem } from '@pathway/design-system';
import { emailAddress, messages, personName, text } from '@pathway/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { defineForm, Field, useOrganizationOptions, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

const userTypes = ['global', 'organization', 'contractor'] as const;
type UserType = (typeof userTypes)[number];
const userTypeItems: readonly SelectItem<UserType>[] = [
  { value: 'global', label: 'Global' },
  { value: 'organization', label: 'Organization' },
  { value: 'contractor', label: 'Contractor' },
];

const modeSchema = z.enum(['create', 'update']);
const userTypeSchema = z.enum(userTypes, { message: messages.required });
const contractorIdSchema = z.number().nullable();
const roleIdsSchema = z.array(z.number());
// The fields the cross-field rules below read, well formed: enough for them to run.
const ruleFields = z.object({
  mode: modeSchema,
  userType: userTypeSchema,
  contractorId: contractorIdSchema,
  roleIds: roleIdsSchema,
});

const schema = z
  .object({
    // A new user gets a user name and roles here; an existing one keeps the name, and its roles are
    // saved from the Roles action (the contract's update has no roles).
    mode: modeSchema,
    userName: text({ required: messages.required, max: 50 }),
    firstName: personName({ required: messages.required, max: 40 }),
    lastName: personName({ required: messages.required, max: 40 }),
    email: emailAddress({ required: messages.required, max: 100 }),
    userType: userTypeSchema,
    organizationIds: z.array(z.number()),
    contractorId: contractorIdSchema,
    roleIds: roleIdsSchema,
  })
  .superRefine(
    (values, ctx) => {
      if (values.mode === 'create' && values.roleIds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['roleIds'], message: messages.atLeastOneRole });
      }
      // A contractor user belongs to a contractor (their row scope, ADR 060).
      if (values.userType === 'contractor' && values.contractorId === null) {
        ctx.addIssue({ code: 'custom', path: ['contractorId'], message: messages.required });
      }
    },
    // Also while a name or the email is still wrong (zod skips an object's refinements then): a user
    // who unchecks the last role first is told why at once, not once the names are typed (issue 45).
    { when: (payload) => ruleFields.safeParse(payload.value).success },
  );
type Values = z.infer<typeof schema>;

/** A contractor user has a contractor and no organizations; the others no contractor. */
function placement(values: Values) {
  return values.userType === 'contractor'
    ? { organizationIds: [], ...(values.contractorId === null ? {} : { contractorId: values.contractorId }) }
    : { organizationIds: values.organizationIds };
}

function toCreate(values: Values): CreateBodyOf<'/users'> {
  return {
    userName: values.userName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userType: values.userType,
    ...placement(values),
    roleIds: values.roleIds,
  };
}

function toUpdate(values: Values, row: { version: number }): UpdateBodyOf<'/users'> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userType: values.userType,
    ...placement(values),
    version: row.version,
  };
}

/** Checkboxes bound to an array of ids; the field's message shows under them. */
function CheckList({
  name,
  label,
  items,
  required,
  hint,
}: {
  name: string;
  label: string;
  items: readonly SelectItem<number>[];
  required?: boolean;
  hint?: string;
}) {
  const { field, fieldState } = useController({ name });
  const ids = (field.value as number[] | undefined) ?? [];
  // The hint says what to do; once there is an error, the error says it instead.
  return (
    <FormField
      label={label}
      required={required}
      hint={fieldState.error ? undefined : hint}
      error={fieldState.error?.message}
    >
      {(control) => (
        <div role="group" aria-label={label} aria-describedby={control['aria-describedby']}>
          {items.map((item) => (
            <Checkbox
              key={item.value}
              label={item.label}
              checked={ids.includes(item.value)}
              onCheckedChange={({ checked }) => {
                field.onChange(checked ? [...ids, item.value] : ids.filter((id) => id !== item.value));
                field.onBlur();
              }}
            />
          ))}
        </div>
      )}
    </FormField>
  );
}

/**
 * The roles a new user of `userType` may get: a role's scope names the kind of user it is for; a
 * global user may hold any (ADR 063). A role checked before the type changed to one it is not for
 * is unchecked, so no role the list does not show is sent, or hides that none is checked (issue 45).
 */
function useRoleItems(userType: UserType | undefined, create: boolean): readonly SelectItem<number>[] {
  const roles = useQuery({
    queryKey: queryKeys.search('/roles', 'all'),
    queryFn: () => api.roles.search({ page: 1, pageSize: MAX_PAGE_SIZE, sort: [{ field: 'name', direction: 'asc' }] }),
  });
  const { getValues, setValue } = useFormContext<Values>();
  const items = (roles.data?.items ?? [])
    .filter((role) => userType === 'global' || role.scope === userType?.toUpperCase())
    .map((role) => ({ value: role.id, label: role.name }));
  const fitting = items.map((item) => item.value).join(',');
  const loaded = roles.isSuccess;
  useEffect(() => {
    if (!create || !loaded) return;
    const shown = new Set(fitting.split(',').map(Number));
    const checked = getValues('roleIds');
    const kept = checked.filter((id) => shown.has(id));
    if (kept.length !== checked.length) setValue('roleIds', kept, { shouldDirty: true, shouldValidate: true });
  }, [create, loaded, fitting, getValues, setValue]);
  return items;
}

function useContractorItems(enabled: boolean): readonly SelectItem<number>[] {
  return useOptions<number>(
    ['contractors', 'options'],
    async () =>
      (
        await api.contractors.search({
          page: 1,
          pageSize: MAX_PAGE_SIZE,
          sort: [{ field: 'name', direction: 'asc' }],
        })
      ).items.map((contractor) => ({ value: contractor.id, label: contractor.name })),
    { enabled },
  ).items;
}

function UserFields() {
  const mode = useWatch<Values, 'mode'>({ name: 'mode' });
  const userType = useWatch<Values, 'userType'>({ name: 'userType' });
  const organizations = useOrganizationOptions();
  const contractors = useContractorItems(userType === 'contractor');
  const roles = useRoleItems(userType, mode === 'create');
  const roleIds = useWatch<Values, 'roleIds'>({ name: 'roleIds' });
  return (
    <>
      <Field.Text name="userName" label="User Name" required disabled={mode === 'update'} />
      <Field.Text name="firstName" label="First Name" required />
      <Field.Text name="lastName" label="Last Name" required />
      <Field.Text name="email" label="Email" required />
      <Field.Select name="userType" label="User Type" required items={userTypeItems} />
      {userType === 'contractor' ? (
        <Field.SearchableSelect name="contractorId" label="Contractor" required items={contractors} />
      ) : userType === 'organization' ? (
        <CheckList name="organizationIds" label="Organizations" items={organizations.items} />
      ) : null}
      {mode === 'create' ? (
        <CheckList
          name="roleIds"
          label="Roles"
          items={roles}
          required
          // Said while no box is checked (Submit stays disabled until one is), and gone once one is:
          // a hint that stays reads as a refusal (issue 45).
          hint={roleIds.length === 0 ? 'A new user needs at least one role: check one to submit.' : undefined}
        />
      ) : null}
    </>
  );
}

/** The add/edit form of a user (ADD_NEW_USER / EDIT_USER). */
export const userForm = defineForm<'/users', Values>({
  schema,
  empty: {
    mode: 'create',
    userName: '',
    firstName: '',
    lastName: '',
    email: '',
    userType: 'organization',
    organizationIds: [],
    contractorId: null,
    roleIds: [],
  },
  fromRow: (row) => ({
    mode: 'update',
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    organizationIds: row.organizations.map((organization) => organization.id),
    contractorId: row.contractorId ?? null,
    roleIds: (row.roles ?? []).map((role) => role.id),
  }),
  toCreate,
  toUpdate,
  fields: <UserFields />,
  size: 'large',
});
