import type { components } from '@pathway/api-client/schema';
import type { Principal } from '../../http/context.ts';
import { unprocessable } from '../../core/errors.ts';
import { PARAMETER_NAMES, type ParameterName, type ReportParameters } from './catalog.ts';

type ReportParameter = components['schemas']['ReportParameter'];
type ParameterValue = components['schemas']['ParameterValue'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isParameterName = (name: string): name is ParameterName => (PARAMETER_NAMES as readonly string[]).includes(name);

/** A real calendar date as yyyy-mm-dd (2026-02-30 is not one). */
function isDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** Whole positive ids, sent as a number or as the digits of one. */
function asId(value: ParameterValue['value']): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The run's parameter values checked against the definition: each a parameter the definition
 * declares, each required one present, dates real and in order, ids whole, and an organization
 * the caller may see. Every refusal is a 422 naming the parameter.
 */
export function readParameters(
  definitions: readonly ReportParameter[],
  values: readonly ParameterValue[],
  user: Principal,
): ReportParameters {
  // By name in a Map: a parameter named __proto__ would otherwise set the object's prototype, not an error.
  const errors = new Map<string, string>();
  const declared = new Map(definitions.map((definition) => [definition.name, definition]));
  const given = new Map<string, ParameterValue['value']>();
  for (const { name, value } of values) {
    if (!declared.has(name)) errors.set(name, `${name} is not a parameter of this report.`);
    else if (given.has(name)) errors.set(name, `${name} is given more than once.`);
    else given.set(name, value);
  }
  const out: ReportParameters = {};
  for (const definition of definitions) {
    const value = given.get(definition.name);
    if (value === undefined || value === null || value === '') {
      if (definition.isRequired) errors.set(definition.name, `${definition.label} is required.`);
      continue;
    }
    const name = definition.name;
    if (!isParameterName(name)) continue;
    if (name === 'startDate' || name === 'endDate') {
      if (typeof value === 'string' && isDate(value)) out[name] = value;
      else errors.set(name, `${definition.label} must be a date (yyyy-mm-dd).`);
    } else {
      const id = asId(value);
      if (id === undefined) errors.set(name, `${definition.label} must be an id.`);
      else out[name] = id;
    }
  }
  if (out.startDate !== undefined && out.endDate !== undefined && out.startDate > out.endDate) {
    errors.set('endDate', 'The end date must be on or after the start date.');
  }
  if (
    out.organizationId !== undefined &&
    user.userType === 'organization' &&
    !user.organizationIds.includes(out.organizationId)
  ) {
    errors.set('organizationId', 'You cannot report on this organization.');
  }
  if (errors.size > 0) throw unprocessable(Object.fromEntries(errors));
  return out;
}

/** A definition's parameters must be ones the server's report understands, each named once. */
export function checkParameterDefinitions(definitions: readonly ReportParameter[]): Record<string, string> {
  const names = new Set<string>();
  for (const definition of definitions) {
    if (!isParameterName(definition.name)) {
      return {
        parameterDefinitions: `${definition.name} is not a parameter reports take (${PARAMETER_NAMES.join(', ')}).`,
      };
    }
    if (names.has(definition.name)) return { parameterDefinitions: `${definition.name} is declared more than once.` };
    names.add(definition.name);
  }
  return {};
}
