/**
 * The hours a timesheet may hold: one week at the most (the hours in it), none below zero. The
 * timesheet forms, the Adjust popup and the contract's `workedHours` bounds all read this one figure.
 */

/** The hours in a week, the most one timesheet records. */
export const WEEK_HOURS = 168;

/** The worked hours of a timesheet as entered. */
export const WORKED_HOURS_BOUNDS = { min: 0, max: WEEK_HOURS } as const;

/** An adjustment's worked hours: a week either way, since it may take hours back (ADR 182). */
export const SIGNED_WORKED_HOURS_BOUNDS = { min: -WEEK_HOURS, max: WEEK_HOURS } as const;

/** The hours cap per participant of a contract, a job, an enrollment program or one participant's contract. */
export const HOURS_CAP_BOUNDS = { min: 0, max: 2000 } as const;

/** A job's scheduled hours in a week. */
export const WEEKLY_HOURS_BOUNDS = { min: 0, max: 80 } as const;
