/** "school" → "School". */
function capitalised(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** "tax code" → "Tax Code": buttons and popup titles. */
function titled(noun: string): string {
  return noun.replace(/(^|\s)\S/g, (first) => first.toUpperCase());
}

/**
 * The confirmation and success texts of spec section 8 for a record noun: "Are you sure you want to
 * remove this X?" and "X successfully created/updated/removed" (the spec gives the pattern, not a
 * list, beyond the contact's own words).
 */
export function resourceMessages(noun: string) {
  const subject = capitalised(noun);
  return {
    created: `${subject} successfully created`,
    updated: `${subject} successfully updated`,
    removed: `${subject} successfully removed`,
    confirmRemove: `Are you sure you want to remove this ${noun}?`,
    addTitle: `Add ${titled(noun)}`,
    editTitle: `Edit ${titled(noun)}`,
  };
}

/**
 * A wire field name in words, for a message about a field no form shows: `companyEntryProcessIds` →
 * "Company entry process ids", `zip_code` → "Zip code".
 */
export function humanisedFieldName(field: string): string {
  const words = field
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words === '' ? 'A field' : capitalised(words);
}
