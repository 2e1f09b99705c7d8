import type { Student, StudentUpdateRequest } from '@pathway/api-client';
import { FormPopup } from '../../../../kit/form.ts';
import { profileFields, profileSchema, profileUpdate, profileValuesOf, type ProfileValues } from './profileForm.tsx';

export interface EditProfilePopupProps {
  /** The participant as read (its `version` goes with the save). */
  student: Student;
  onSave: (body: StudentUpdateRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Edit Profile: the person's contact fields in the kit's form popup (a refused save keeps what was typed). */
export default function EditProfilePopup({ student, onSave, onClose }: EditProfilePopupProps) {
  return (
    <FormPopup<ProfileValues>
      title="Edit Profile"
      schema={profileSchema()}
      initial={profileValuesOf(student)}
      fields={profileFields}
      size="large"
      showsFailures
      onSave={(values) => onSave(profileUpdate(values, student))}
      onClose={onClose}
    />
  );
}
