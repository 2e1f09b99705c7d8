import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from '../src/auth/tokens.ts';

const secret = new TextEncoder().encode('tokens-test-secret-0123456789-abcdefghijklmnop');
const subject = {
  sessionId: '3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e57',
  userId: 7,
  userName: 'admin',
  userType: 'global',
  claims: ['LOGIN', 'SECURITY'],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification with its memo', () => {
  it('a token verified once is accepted again with the same claims', async () => {
    const tokens = createTokens(secret);
    const token = await tokens.sign(subject, new Date(Date.now() + 60_000));
    const first = await tokens.verify(token);
    const again = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, sessionId: subject.sessionId });
    expect(again).toEqual(first);
    expect(again !== 'invalid' && again !== 'expired' && [...again.claims]).toEqual(['LOGIN', 'SECURITY']);
  });

  it('a remembered token still expires at its own expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T12:00:00Z'));
    const tokens = createTokens(secret);
    const token = await tokens.sign(subject, new Date('2026-07-01T13:00:00Z'));
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    vi.setSystemTime(new Date('2026-07-01T13:00:01Z'));
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('another string than the one remembered is checked afresh: a changed signature or payload is invalid', async () => {
    const tokens = createTokens(secret);
    const token = await tokens.sign(subject, new Date(Date.now() + 60_000));
    await tokens.verify(token);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const raised = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ADMIN: 'true' }),
    ).toString('base64url');
    expect(await tokens.verify(flipped)).toBe('invalid');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBe('invalid');
  });

  it('a token without a session id of ours is invalid, however well signed', async () => {
    const tokens = createTokens(secret);
    expect(
      await tokens.verify(await tokens.sign({ ...subject, sessionId: 'not-a-uuid' }, new Date(Date.now() + 60_000))),
    ).toBe('invalid');
  });
});
