import { createHashRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Hash routing (ADR 003): the app is served as static files from any folder. */
export const router = createHashRouter(routes);
