import { ThemeProvider } from '@pathway/design-system';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LoginScreen } from '../features/account/LoginScreen.tsx';
import { ShellFrame } from '../features/shell/ShellFrame.tsx';

/**
 * The guest login page as static markup and the styles it needs, rendered at build time into
 * index.html (prerender.ts, ADR 087): the same components GuestLogin renders, in a fresh store
 * (signed out, nothing loading). The app replaces this markup when it renders.
 */
export function renderGuestPage(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={createStore()}>
          <ThemeProvider>
            <ShellFrame narrow>
              <LoginScreen navigate={() => undefined} />
            </ShellFrame>
          </ThemeProvider>
        </Provider>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
