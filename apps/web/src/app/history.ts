import { createAppHistory } from '../lib/history.ts';

/** Hash routing (ADR 003): the app is served as static files from any folder. */
export const history = createAppHistory();
