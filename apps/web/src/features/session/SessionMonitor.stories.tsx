import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { sessionAtom } from '../../lib/session.ts';
import { TestRouter } from '../../lib/testRouter.tsx';
import { SessionMonitor } from './SessionMonitor.tsx';

/** A signed-in user whose session ends in four and a half minutes: the warning window is open. */
function storeExpiringSoon() {
  const store = createStore();
  const expires = new Date(Date.now() + 270_000).toISOString();
  store.set(sessionAtom, {
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyTmFtZSI6ImpjYXJ0ZXIifQ.c2lnbmF0dXJl',
    user: {
      id: 1042,
      userName: 'jcarter',
      firstName: 'Jasmine',
      lastName: 'Carter',
      email: 'jasmine.carter@example.org',
      userType: 'global',
      organizations: [{ id: 3, name: 'Partner4Work' }],
    },
    tokenExpiration: expires,
    sessionExpiration: expires,
    isPasswordUpdateRequired: false,
  });
  return store;
}

const meta = {
  title: 'App/Session warning',
  component: SessionMonitor,
  decorators: [
    (Story) => {
      return (
        <Provider store={storeExpiringSoon()}>
          <TestRouter routes={[{ path: '*', element: <Story /> }]} />
        </Provider>
      );
    },
  ],
  // The countdown follows the wall clock: the visual run freezes `Date` at this instant, so the
  // window always shows 04:30 (Storybook itself keeps the real, ticking clock).
  parameters: { visual: { now: '2025-05-14T13:00:00.000Z' } },
} satisfies Meta<typeof SessionMonitor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WarningOpen: Story = {};
