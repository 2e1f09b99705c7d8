/**
 * A Federal Tax Id (EIN) as the contractor and organization forms take it: two digits, a dash and
 * seven digits, or nothing. One pattern, so both forms accept the same ids.
 */
export const FEDERAL_TAX_ID_PATTERN = /^(\d{2}-\d{7})?$/;
