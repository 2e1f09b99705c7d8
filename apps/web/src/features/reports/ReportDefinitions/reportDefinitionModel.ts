import {
  ReportCategoryClaims,
  ReportCategoryValues,
  type ReportCategory,
  type ReportParameter,
  type RowOf,
} from '@pathway/api-client';

export type ReportDefinition = RowOf<'/report-definitions'>;

/** The claim that sees each category's reports (ADR 125): the contract's, which the server checks. */
export const CATEGORY_CLAIMS: Readonly<Record<ReportCategory, string>> = ReportCategoryClaims;

export const CATEGORIES: readonly ReportCategory[] = ReportCategoryValues;

/** A definition's parameters in a line: "Start date*, End date*, Organization" (* required). */
export function parameterSummary(parameters: readonly ReportParameter[]): string {
  return parameters.map((parameter) => `${parameter.label}${parameter.isRequired ? '*' : ''}`).join(', ');
}

/** How the dates of a report are asked for. */
export type DatesChoice = 'none' | 'optional' | 'required';

/**
 * The parameters reports take (dates, organization, program), as the form offers them: the server
 * understands exactly these names (apps/api reports/catalog.ts PARAMETER_NAMES).
 */
export function toParameters(dates: DatesChoice, organization: boolean, program: boolean): ReportParameter[] {
  const isRequired = dates === 'required';
  const parameters: ReportParameter[] = [];
  if (dates !== 'none') {
    parameters.push(
      { name: 'startDate', label: 'Start date', fieldType: 'date', isRequired, lookupName: null },
      { name: 'endDate', label: 'End date', fieldType: 'date', isRequired, lookupName: null },
    );
  }
  if (organization) {
    parameters.push({
      name: 'organizationId',
      label: 'Organization',
      fieldType: 'buttons',
      isRequired: false,
      lookupName: 'organizations',
    });
  }
  if (program) {
    parameters.push({
      name: 'programId',
      label: 'Program',
      fieldType: 'buttons',
      isRequired: false,
      lookupName: 'programs',
    });
  }
  return parameters;
}

/** The form's reading of saved parameters. */
export function fromParameters(parameters: readonly ReportParameter[]) {
  const start = parameters.find((parameter) => parameter.name === 'startDate');
  const dates: DatesChoice = start === undefined ? 'none' : start.isRequired ? 'required' : 'optional';
  return {
    dates,
    organization: parameters.some((parameter) => parameter.name === 'organizationId'),
    program: parameters.some((parameter) => parameter.name === 'programId'),
  };
}
