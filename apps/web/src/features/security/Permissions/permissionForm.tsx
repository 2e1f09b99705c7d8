import { messages, text } from '@pathway/validation';
import { defineForm } from '../../../kit/form.ts';
import { scopedForm, type ScopedValues } from '../scopedForm.tsx';

/** The add/edit form of a permission. */
export const permissionForm = defineForm<'/permissions', ScopedValues>(
  scopedForm(
    // The contract's claim-name pattern (PAYROLL_PROCESSING): checked here so the popup says why.
    text({ required: messages.required, max: 60 }).refine(
      (value) => value === '' || /^[A-Z][A-Z0-9_ ]*$/.test(value.trim()),
      {
        message: 'Capital letters, digits, spaces and underscores, starting with a letter',
      },
    ),
    'GLOBAL',
  ),
);
