import { toWireDate, type StudentUpdateRequest } from '@pathway/api-client';
import { ageBounds, formatDate } from '@pathway/design-system';
import { dateText, participantContactFields, startBeforeEndCheck, YOUTH_AGES } from '@pathway/validation';
import { z } from 'zod';
import { addressBody, addressValues, Field } from '../../../../kit/form.ts';

type Student = StudentUpdateRequest;

/** The person's contact fields, in the rules of the Add Participant wizard. */
export function profileSchema(today: Date = new Date()) {
  const { minDate, maxDate } = ageBounds({ ...YOUTH_AGES, on: today });
  return z
    .object({
      birthDate: dateText({ label: 'Birth Date', required: true, min: minDate, max: maxDate }),
      ...participantContactFields,
      // What the placement reads (issue 30, ADR 214): the days the participant can work, and whether
      // they ask to go back to last summer's worksite.
      availableFrom: dateText({ label: 'Available From' }),
      availableTo: dateText({ label: 'Available To' }),
      wantsPreviousWorksite: z.boolean(),
    })
    .superRefine(startBeforeEndCheck('availableFrom', 'availableTo'), { when: () => true });
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const profileValuesOf = (student: Student): ProfileValues => ({
  birthDate: formatDate(student.birthDate),
  emailAddress: student.emailAddress ?? '',
  mainPhone: student.mainPhone ?? '',
  cellPhone: student.cellPhone ?? '',
  ...addressValues(student),
  zipPlus4: student.zipPlus4 ?? '',
  availableFrom: student.availableFrom ? formatDate(student.availableFrom) : '',
  availableTo: student.availableTo ? formatDate(student.availableTo) : '',
  wantsPreviousWorksite: student.wantsPreviousWorksite ?? false,
});

/**
 * The update body: the participant as read, with the profile's fields replaced and the `version` it
 * read (a participant changed since answers 409 and the popup keeps what was typed).
 */
export function profileUpdate(values: ProfileValues, student: Student): StudentUpdateRequest {
  const { firstName, middleName, lastName, suffixName, ssn, genderId, ethnicGroupId, organizationId } = student;
  const { enrollmentProgramId, gradeLevelId, schoolId, paymentMethod, version } = student;
  return {
    firstName,
    middleName,
    lastName,
    suffixName,
    ssn,
    genderId,
    ethnicGroupId,
    organizationId,
    enrollmentProgramId,
    gradeLevelId,
    schoolId,
    paymentMethod,
    version,
    birthDate: toWireDate(values.birthDate) ?? values.birthDate,
    emailAddress: orNull(values.emailAddress),
    mainPhone: orNull(values.mainPhone),
    cellPhone: orNull(values.cellPhone),
    ...addressBody(values),
    zipPlus4: orNull(values.zipPlus4),
    availableFrom: values.availableFrom === '' ? null : (toWireDate(values.availableFrom) ?? values.availableFrom),
    availableTo: values.availableTo === '' ? null : (toWireDate(values.availableTo) ?? values.availableTo),
    wantsPreviousWorksite: values.wantsPreviousWorksite,
  };
}

/** The Edit Profile popup's fields, with the kit's phone, zip and date masks. */
export const profileFields = (
  <>
    <Field.Date name="birthDate" label="Birth Date" required />
    <Field.Masked name="emailAddress" label="Email" preset="email" />
    <Field.Masked name="mainPhone" label="Main Phone" preset="phone" />
    <Field.Masked name="cellPhone" label="Cell Phone" preset="phone" />
    <Field.Address zipPlus4 />
    <Field.Date name="availableFrom" label="Available From" deps={['availableTo']} />
    <Field.Date name="availableTo" label="Available To" deps={['availableFrom']} />
    <Field.Checkbox name="wantsPreviousWorksite" label="Wants Last Summer’s Worksite" />
  </>
);
