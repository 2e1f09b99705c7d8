import { describe, expect, it } from 'vitest';
import { decodeClaims, hasClaim } from './jwt.ts';

function tokenWith(payload: unknown): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeClaims', () => {
  it('reads the payload of a base64url token, including non-ASCII text', () => {
    const claims = decodeClaims(
      tokenWith({ userName: 'jcarter', name: 'José Núñez', SECURITY: 'true', exp: 4102358400 }),
    );
    expect(claims).toEqual({ userName: 'jcarter', name: 'José Núñez', SECURITY: 'true', exp: 4102358400 });
  });

  it('yields no claims for a missing or malformed token', () => {
    expect(decodeClaims(undefined)).toEqual({});
    expect(decodeClaims('not-a-jwt')).toEqual({});
    expect(decodeClaims('a.%%%.c')).toEqual({});
    expect(decodeClaims(`x.${Buffer.from('[1,2]').toString('base64url')}.y`)).toEqual({});
  });
});

describe('hasClaim', () => {
  it('grants only when the value is the text "true"', () => {
    const claims = { A: 'true', B: true, C: 'True', D: 'false', E: '1' };
    expect(hasClaim(claims, 'A')).toBe(true);
    expect(hasClaim(claims, 'B')).toBe(false);
    expect(hasClaim(claims, 'C')).toBe(false);
    expect(hasClaim(claims, 'D')).toBe(false);
    expect(hasClaim(claims, 'E')).toBe(false);
    expect(hasClaim(claims, 'MISSING')).toBe(false);
  });
});
