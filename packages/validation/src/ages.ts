/**
 * The ages the programme serves. A job's and the online application's age range sit within the
 * youth range, and a participant's birth date makes them an age in it on the day they are added or
 * edited. The contract's `minAge`/`maxAge` bounds are these same figures (a server test compares them).
 */
export const YOUTH_AGES = { minAge: 14, maxAge: 24 } as const;

/**
 * An enrollment program's (and a quality review's) age range: any age a person may have. The age
 * rule then keeps a program's range within its quality review's (spec section 7).
 */
export const PROGRAM_AGES = { minAge: 0, maxAge: 120 } as const;
