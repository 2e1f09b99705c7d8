import { ThemeProvider } from '@pathway/design-system';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router/dom';
import { appStore } from '../lib/session.ts';
import { router } from './router.tsx';

export function App() {
  return (
    <Provider store={appStore}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
