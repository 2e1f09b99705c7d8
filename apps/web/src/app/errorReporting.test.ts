import { describe, expect, it, vi } from 'vitest';
import { installErrorReporting } from './errorReporting.ts';

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { location: { pathname: '/', hash: '#/participants/1042' } });
}

function raise(target: EventTarget, type: 'error' | 'unhandledrejection', fields: Record<string, unknown>) {
  target.dispatchEvent(Object.assign(new Event(type), fields));
}

describe('installErrorReporting', () => {
  it('posts each distinct window error and rejection once, with message, stack and route', async () => {
    const target = fakeWindow();
    const post = vi.fn(() => Promise.resolve());
    const uninstall = installErrorReporting(post, target as unknown as Window);
    const failure = new Error('Grid exploded');
    raise(target, 'error', { error: failure, message: failure.message });
    raise(target, 'error', { error: new Error('Grid exploded'), message: 'Grid exploded' });
    raise(target, 'unhandledrejection', { reason: new Error('Lookup failed') });
    raise(target, 'unhandledrejection', { reason: 'plain text reason' });
    await Promise.resolve();

    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenNthCalledWith(1, {
      message: `Grid exploded\n${failure.stack ?? ''}`,
      url: '/#/participants/1042',
    });
    expect(post).toHaveBeenNthCalledWith(3, { message: 'plain text reason', url: '/#/participants/1042' });

    uninstall();
    raise(target, 'error', { error: new Error('After uninstall') });
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('swallows a failing report instead of raising another error', async () => {
    const target = fakeWindow();
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    installErrorReporting(post, target as unknown as Window);
    raise(target, 'unhandledrejection', { reason: new Error('Lookup failed') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
