/**
 * The quality review's statuses (spec section 4, "Review statuses"): the review screen, its printable
 * copy and the server's submission check must agree on what counts as still to do.
 */

/** Statuses that leave an item, or the summary, still to do. */
export const INCOMPLETE_STATUSES = ['Incomplete', 'Not Present', 'Incomplete - Requires Clearances'] as const;

export type IncompleteStatus = (typeof INCOMPLETE_STATUSES)[number];

/** Whether a status text counts as incomplete; a status not chosen yet (null) does not, by itself. */
export function isIncompleteStatus(status: string | null | undefined): boolean {
  return (INCOMPLETE_STATUSES as readonly (string | null | undefined)[]).includes(status);
}
