import * as api from '../../lib/api.ts';

/**
 * Ends the session on the server (the Logout menu, ADR 185), so its token is refused from then on,
 * even a copy of it elsewhere. Loaded when the user logs out: the shell itself never loads the API
 * layer (ADR 175). A failure (offline, already ended) is no reason to keep the user signed in here.
 */
export async function logout(): Promise<void> {
  await api.auth.logout().catch(() => undefined);
}
