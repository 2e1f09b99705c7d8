import { Field } from '../../../../kit/form.ts';
import { itemsOf, OUTCOMES } from '../recordForm.ts';

/** The fields of recordForm's `outcomeSpan`: a changed start re-checks the end against it. */
export function OutcomeSpanFields() {
  return (
    <>
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" deps={['startDate']} />
      <Field.Select name="outcome" label="Outcome" required items={itemsOf(OUTCOMES)} />
    </>
  );
}
