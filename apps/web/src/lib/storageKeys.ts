/** The persisted session (JSON) in localStorage. */
export const SESSION_KEY = 'pathway.session';

/** The session expiry every tab shares (epoch milliseconds as text); features/session keeps it current. */
export const SHARED_EXPIRY_KEY = 'pathway.sessionExpiresAt';
