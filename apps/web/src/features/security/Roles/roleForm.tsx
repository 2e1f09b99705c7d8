import { messages, text } from '@pathway/validation';
import { defineForm } from '../../../kit/form.ts';
import { scopedForm, type ScopedValues } from '../scopedForm.tsx';

/** The add/edit form of a role (its permissions are saved from the Permissions action). */
export const roleForm = defineForm<'/roles', ScopedValues>(
  scopedForm(text({ required: messages.required, max: 100 }), 'ORGANIZATION'),
);
