import { describe, expect, it, vi } from 'vitest';
import { createTestHistory, type BlockerFunction } from './history.ts';

const leavesPage: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/** A history at `/a` → `/b` → `/c`, now at `/b`, with every update the router saw. */
function historyAtB() {
  const history = createTestHistory(['/a']);
  const seen: string[] = [];
  history.listen((update) => seen.push(`${update.action} ${update.location.pathname}`));
  history.push('/b');
  history.push('/c');
  history.go(-1);
  seen.length = 0;
  return { history, seen };
}

describe('the app history holds navigations a page blocks (ADR 178)', () => {
  it('without a blocker, navigations reach the router', () => {
    const { history, seen } = historyAtB();
    history.push('/d');
    history.replace('/e');
    expect(seen).toEqual(['PUSH /d', 'REPLACE /e']);
    expect(history.blocked()).toEqual({ state: 'unblocked' });
  });

  it('holds an in-app navigation until the user proceeds, then makes it once', () => {
    const { history, seen } = historyAtB();
    const watcher = vi.fn();
    history.subscribeBlocked(watcher);
    history.block(leavesPage);

    history.push('/d?x=1');
    const blocked = history.blocked();
    expect(blocked.state).toBe('blocked');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/b');

    if (blocked.state === 'blocked') blocked.proceed();
    expect(seen).toEqual(['PUSH /d']);
    expect(history.location.search).toBe('?x=1');
    expect(history.blocked().state).toBe('unblocked');
    expect(watcher).toHaveBeenCalledTimes(2);
  });

  it('staying drops the navigation', () => {
    const { history, seen } = historyAtB();
    history.block(leavesPage);
    history.replace('/d');
    const blocked = history.blocked();
    if (blocked.state === 'blocked') blocked.reset();
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/b');
    expect(history.blocked().state).toBe('unblocked');
  });

  it('a blocker that lets a navigation through (same page, another query) does not hold it', () => {
    const { history, seen } = historyAtB();
    history.block(leavesPage);
    history.push('/b?tab=2');
    expect(seen).toEqual(['PUSH /b']);
  });

  it('undoes a back or forward step at once, and redoes it when the user proceeds', () => {
    const { history, seen } = historyAtB();
    history.block(leavesPage);

    history.go(1);
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/b');
    const blocked = history.blocked();
    expect(blocked.state).toBe('blocked');

    if (blocked.state === 'blocked') blocked.proceed();
    expect(seen).toEqual(['POP /c']);
    expect(history.location.pathname).toBe('/c');

    history.go(-2);
    const back = history.blocked();
    if (back.state === 'blocked') back.reset();
    expect(seen).toEqual(['POP /c']);
    expect(history.location.pathname).toBe('/c');
  });

  it('removing the blocker lets navigations through and clears a held one', () => {
    const { history, seen } = historyAtB();
    const unblock = history.block(leavesPage);
    history.push('/d');
    expect(history.blocked().state).toBe('blocked');
    unblock();
    expect(history.blocked().state).toBe('unblocked');
    history.push('/e');
    expect(seen).toEqual(['PUSH /e']);
  });

  it('names the blocker that held the navigation, so only its page asks', () => {
    const { history } = historyAtB();
    const other: BlockerFunction = () => false;
    history.block(other);
    history.block(leavesPage);
    history.push('/d');
    const blocked = history.blocked();
    expect(blocked.state === 'blocked' && blocked.by).toBe(leavesPage);
  });
});
