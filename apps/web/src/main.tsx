import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installErrorReporting } from './app/errorReporting.ts';
import { Root } from './app/Root.tsx';

// The API client (ky) loads with the first report, not with the login page (ADR 042's budget).
installErrorReporting((report) => import('./lib/api.ts').then(({ api }) => api.system.logError(report)));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
