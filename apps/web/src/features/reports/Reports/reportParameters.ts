import { toWireDate, type ParameterValue, type ReportParameter } from '@pathway/api-client';

/** What the parameter fields hold: a date as typed (mm/dd/yyyy), an id chosen, or nothing. */
export type ParameterInputs = Record<string, string | number | null>;

/**
 * The run's parameter values from what the user entered, or the message of each field that stops
 * the run (a required one left empty, a date that is not one). Empty optional fields are not sent.
 */
export function toParameterValues(
  definitions: readonly ReportParameter[],
  inputs: ParameterInputs,
): { values: ParameterValue[]; errors: Record<string, string> } {
  const values: ParameterValue[] = [];
  const errors: Record<string, string> = {};
  for (const definition of definitions) {
    const input = inputs[definition.name] ?? null;
    if (input === null || input === '') {
      if (definition.isRequired) errors[definition.name] = `${definition.label} is required.`;
      continue;
    }
    if (definition.fieldType === 'date') {
      const date = typeof input === 'string' ? toWireDate(input) : undefined;
      if (date === undefined) errors[definition.name] = `${definition.label} must be a date (mm/dd/yyyy).`;
      else values.push({ name: definition.name, value: date });
    } else {
      values.push({ name: definition.name, value: input });
    }
  }
  return { values, errors };
}
