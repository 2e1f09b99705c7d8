import { zodResolver } from '@hookform/resolvers/zod';
import { toWireDate, type StudentCreateRequest } from '@pathway/api-client';
import {
  AgeBoundedDateInput,
  Alert,
  ageBounds,
  FormField,
  SsnInput,
  toast,
  WizardPopup,
  type SelectItem,
} from '@pathway/design-system';
import {
  dateText,
  messages,
  participantContactFields,
  PAYMENT_METHODS,
  personName,
  text,
  YOUTH_AGES,
} from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useController, useWatch, type Control } from 'react-hook-form';
import { useGuardedForm } from '../../../kit/core/useGuardedForm.ts';
import { z } from 'zod';
import { addressBody, EMPTY_ADDRESS, Field, useOptions } from '../../../kit/form.ts';
import * as api from '../../../lib/api.ts';

const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
/** The duplicate warning: a participant with this SSN is on file somewhere (ADR 065: it never blocks). */
export const DUPLICATE_SSN_WARNING =
  'A participant with this SSN already exists. Check the participant search before adding this one again.';

const paymentItems: SelectItem<(typeof PAYMENT_METHODS)[number]>[] = PAYMENT_METHODS.map((value) => ({
  value,
  label: value,
}));

const chosen = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required);

function schemaOn(today: Date) {
  const { minDate, maxDate } = ageBounds({ ...YOUTH_AGES, on: today });
  return z.object({
    organizationId: chosen(),
    enrollmentProgramId: chosen(),
    firstName: personName({ required: messages.firstNameRequired, max: 40, maxMessage: messages.firstNameMax }),
    middleName: text({ max: 40 }),
    lastName: personName({ required: messages.lastNameRequired, max: 40, maxMessage: messages.lastNameMax }),
    suffixName: text({ max: 10 }),
    birthDate: dateText({ label: 'Birth Date', required: true, min: minDate, max: maxDate }),
    ssn: z.string().refine((value) => SSN_PATTERN.test(value), messages.required),
    genderId: z.number().nullable(),
    ethnicGroupId: z.number().nullable(),
    ...participantContactFields,
    gradeLevelId: z.number().nullable(),
    schoolId: z.number().nullable(),
    paymentMethod: z
      .enum(PAYMENT_METHODS)
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    childAbuseClearanceExpires: dateText({ label: 'Child Abuse Clearance Expires' }),
    fbiClearanceExpires: dateText({ label: 'FBI Clearance Expires' }),
    paStateCriminalClearanceExpires: dateText({ label: 'PA State Criminal Clearance Expires' }),
    workPermitExpires: dateText({ label: 'Work Permit Expires' }),
  });
}
type Values = z.infer<ReturnType<typeof schemaOn>>;

const EMPTY: Values = {
  organizationId: null,
  enrollmentProgramId: null,
  firstName: '',
  middleName: '',
  lastName: '',
  suffixName: '',
  birthDate: '',
  ssn: '',
  genderId: null,
  ethnicGroupId: null,
  emailAddress: '',
  mainPhone: '',
  cellPhone: '',
  ...EMPTY_ADDRESS,
  zipPlus4: '',
  gradeLevelId: null,
  schoolId: null,
  paymentMethod: null,
  childAbuseClearanceExpires: '',
  fbiClearanceExpires: '',
  paStateCriminalClearanceExpires: '',
  workPermitExpires: '',
};

/** The wizard's sections and the fields each holds: a section is valid when none of its fields has an issue. */
const SECTIONS = [
  { id: 'program', label: 'Program', fields: ['organizationId', 'enrollmentProgramId'] },
  {
    id: 'identity',
    label: 'Identity',
    fields: ['firstName', 'middleName', 'lastName', 'suffixName', 'birthDate', 'ssn', 'genderId', 'ethnicGroupId'],
  },
  {
    id: 'contact',
    label: 'Contact',
    fields: [
      'emailAddress',
      'mainPhone',
      'cellPhone',
      'addressLine1',
      'addressLine2',
      'city',
      'stateCode',
      'zipCode',
      'zipPlus4',
    ],
  },
  { id: 'school', label: 'School and Payment', fields: ['gradeLevelId', 'schoolId', 'paymentMethod'] },
  {
    id: 'clearances',
    label: 'Clearances',
    fields: [
      'childAbuseClearanceExpires',
      'fbiClearanceExpires',
      'paStateCriminalClearanceExpires',
      'workPermitExpires',
    ],
  },
] as const satisfies readonly { id: string; label: string; fields: readonly (keyof Values)[] }[];

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const dateOrNull = (value: string) => (value.trim() === '' ? null : (toWireDate(value) ?? value));

function toBody(values: Values): StudentCreateRequest {
  // The schema refused every missing required choice before this runs.
  return {
    firstName: values.firstName.trim(),
    middleName: orNull(values.middleName),
    lastName: values.lastName.trim(),
    suffixName: orNull(values.suffixName),
    birthDate: toWireDate(values.birthDate) ?? values.birthDate,
    ssn: values.ssn,
    genderId: values.genderId,
    ethnicGroupId: values.ethnicGroupId,
    emailAddress: orNull(values.emailAddress),
    mainPhone: orNull(values.mainPhone),
    cellPhone: orNull(values.cellPhone),
    ...addressBody(values),
    zipPlus4: orNull(values.zipPlus4),
    organizationId: values.organizationId ?? 0,
    enrollmentProgramId: values.enrollmentProgramId ?? 0,
    gradeLevelId: values.gradeLevelId,
    schoolId: values.schoolId,
    paymentMethod: values.paymentMethod ?? 'Debit',
    childAbuseClearanceExpires: dateOrNull(values.childAbuseClearanceExpires),
    fbiClearanceExpires: dateOrNull(values.fbiClearanceExpires),
    paStateCriminalClearanceExpires: dateOrNull(values.paStateCriminalClearanceExpires),
    workPermitExpires: dateOrNull(values.workPermitExpires),
  };
}

/** The SSN (masked nnn-nn-nnnn, hidden but the last four when not focused) and the duplicate warning. */
function SsnField({ control, canCheck }: { control: Control<Values>; canCheck: boolean }) {
  const { field, fieldState } = useController({ control, name: 'ssn' });
  const complete = SSN_PATTERN.test(field.value);
  const duplicate = useQuery({
    queryKey: ['/students/ssn-check', field.value],
    queryFn: () => api.students.ssnExists(field.value),
    enabled: complete && canCheck,
  });
  return (
    <>
      <FormField label="SSN" required error={fieldState.isTouched ? fieldState.error?.message : undefined}>
        {(props) => (
          <SsnInput
            {...props}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onValueChange={({ value }) => field.onChange(value)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      {complete && duplicate.data === true ? <Alert variant="warning">{DUPLICATE_SSN_WARNING}</Alert> : null}
    </>
  );
}

function BirthDateField({ control, minDate, maxDate }: { control: Control<Values>; minDate: Date; maxDate: Date }) {
  const { field, fieldState } = useController({ control, name: 'birthDate' });
  return (
    <AgeBoundedDateInput
      label="Birth Date"
      required
      minDate={minDate}
      maxDate={maxDate}
      name={field.name}
      value={field.value}
      error={fieldState.isTouched ? fieldState.error?.message : undefined}
      onValueChange={({ value }) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}

function ProgramFields({ control }: { control: Control<Values> }) {
  const organizationId = useWatch({ control, name: 'organizationId' });
  const programs = useQuery({
    queryKey: ['/enrollment-programs/select-list-with-org'],
    queryFn: () => api.enrollmentPrograms.selectListWithOrganization(),
    staleTime: Infinity,
  });
  const organizations = useOptions<number>(['organizations'], async () =>
    (await api.organizations.list()).map((organization) => ({ value: organization.id, label: organization.name })),
  );
  // Only the chosen organization's programs: a participant is enrolled through their own provider.
  const ofOrganization = (programs.data ?? [])
    .filter((option) => option.organizationId === organizationId)
    .map((option) => ({ value: option.id, label: option.text }));
  return (
    <>
      <Field.Select name="organizationId" label="Organization" required items={organizations.items} />
      <Field.Select name="enrollmentProgramId" label="Enrollment Program" required items={ofOrganization} />
    </>
  );
}

function SchoolSelect() {
  const { items } = useOptions<number>(['/schools/options'], async () =>
    (await api.lookups.schoolOptions()).map((option) => ({ value: option.id, label: option.text })),
  );
  return <Field.SearchableSelect name="schoolId" label="School" items={items} />;
}

/**
 * Participants > Add Participant (ADD_STUDENT): the wizard popup of spec section 2 with the masks of
 * section 5 (SSN, phone, zip, zip+4), a birth date bounded by the participant ages, and a warning
 * (never a block) when the SSN is already on file in any organization (ADR 065).
 */
export function AddParticipantWizard({
  today = new Date(),
  onAdded,
  onCancel,
}: {
  today?: Date;
  onAdded: (studentId: number) => void;
  onCancel: () => void;
}) {
  const schema = schemaOn(today);
  const { minDate, maxDate } = ageBounds({ ...YOUTH_AGES, on: today });
  const methods = useGuardedForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'all',
  });
  const values = useWatch({ control: methods.control }) as Values;
  const parsed = schema.safeParse(values);
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: (body: StudentCreateRequest) => api.students.create(body),
    onSuccess: async (student) => {
      toast.success('Participant successfully created');
      // The SSN is on file now: a later check of it must ask again.
      await client.invalidateQueries({ queryKey: ['/students/ssn-check'] });
      onAdded(student.id);
    },
  });
  const content: Record<(typeof SECTIONS)[number]['id'], ReactNode> = {
    program: <ProgramFields control={methods.control} />,
    identity: (
      <>
        <Field.Text name="firstName" label="First Name" required />
        <Field.Text name="middleName" label="Middle Name" />
        <Field.Text name="lastName" label="Last Name" required />
        <Field.Select name="suffixName" label="Suffix" lookup="suffixes" by="text" />
        <BirthDateField control={methods.control} minDate={minDate} maxDate={maxDate} />
        <SsnField control={methods.control} canCheck />
        <Field.Select name="genderId" label="Gender" lookup="genders" />
        <Field.Select name="ethnicGroupId" label="Ethnic Group" lookup="ethnic-groups" />
      </>
    ),
    contact: (
      <>
        <Field.Text name="emailAddress" label="Email" />
        <Field.Masked name="mainPhone" label="Phone" preset="phone" />
        <Field.Masked name="cellPhone" label="Cell Phone" preset="phone" />
        <Field.Address zipPlus4 />
      </>
    ),
    school: (
      <>
        <Field.Select name="gradeLevelId" label="Grade Level" lookup="grade-levels" />
        <SchoolSelect />
        <Field.Select name="paymentMethod" label="Payment Method" required items={paymentItems} />
      </>
    ),
    clearances: (
      <>
        <Field.Date name="childAbuseClearanceExpires" label="Child Abuse Clearance Expires" />
        <Field.Date name="fbiClearanceExpires" label="FBI Clearance Expires" />
        <Field.Date name="paStateCriminalClearanceExpires" label="PA State Criminal Clearance Expires" />
        <Field.Date name="workPermitExpires" label="Work Permit Expires" />
      </>
    ),
  };
  const sections = SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    content: content[section.id],
    valid: !section.fields.some((name) => invalid.has(name)),
  }));
  const submit = methods.handleSubmit((checked) => create.mutateAsync(toBody(checked)).catch(() => undefined));
  return (
    <FormProvider {...methods}>
      <WizardPopup
        open
        title="Add Participant"
        sections={sections}
        // Once Submit is on its way the guard lets go: the new participant's page opens after it.
        dirty={methods.formState.isDirty && !create.isPending && !create.isSuccess}
        onSubmit={() => void submit()}
        onCancel={onCancel}
      />
    </FormProvider>
  );
}
