import { describe, expect, it } from 'vitest';
import { apiFor, bearer, boolean, integer, like, pathwayPact, string, timestamp } from '../src/consumer.ts';

const pact = pathwayPact();

/** The screen whose grid the interactions remember: its route with dots for slashes. */
const SCREEN = 'participants.search';

/** A view as the grid saves it (quick search, date filters, choices, sort, page, Show Additional Columns). */
const view = {
  quickSearch: 'Lee',
  filters: { birthDate: '07/23/2007' },
  choices: { clearanceExpiringWithinDays: 60 },
  sort: { columnId: 'lastName', direction: 'desc' as const },
  page: 2,
  pageSize: 50,
  additionalColumns: true,
};

// The caller's own saved grid views (ADR 198): no user in the path, so every interaction is sent as
// the signed-in user jcarter, whom the state creates afresh (without saved views).
describe('grid preferences', () => {
  it('reads the view of a screen nothing was saved for: null', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving("a request for the signed-in user's saved view of a grid with none saved")
      .withRequest('GET', `/api/grid-preferences/${SCREEN}`, (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ screenKey: string(SCREEN), view: null }))
      .executeTest(async (server) => {
        const preference = await apiFor(server).gridPreferences.get(SCREEN);
        expect(preference).toEqual({ screenKey: SCREEN, view: null });
      });
  });

  it('saves the view of a grid and answers it as stored', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving("a save of the signed-in user's view of a grid")
      .withRequest('PUT', `/api/grid-preferences/${SCREEN}`, (req) => req.headers(bearer).jsonBody(view))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          screenKey: string(SCREEN),
          view: {
            quickSearch: string(view.quickSearch),
            filters: like(view.filters),
            choices: like(view.choices),
            sort: like(view.sort),
            page: integer(view.page),
            pageSize: integer(view.pageSize),
            additionalColumns: boolean(view.additionalColumns),
          },
          lastUpdateDate: timestamp('2026-11-27T14:05:00Z'),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).gridPreferences.save(SCREEN, view);
        expect(saved.view).toEqual(view);
        expect(saved.lastUpdateDate).toBe('2026-11-27T14:05:00Z');
      });
  });

  it('forgets the view of a grid (Reset view)', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving("a removal of the signed-in user's view of a grid")
      .withRequest('DELETE', `/api/grid-preferences/${SCREEN}`, (req) => req.headers(bearer))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).gridPreferences.remove(SCREEN)).resolves.toBeUndefined();
      });
  });
});
