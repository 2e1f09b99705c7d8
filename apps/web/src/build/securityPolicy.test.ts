import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './securityPolicy.ts';

describe('contentSecurityPolicy', () => {
  it('admits same-origin scripts and the inline scripts named by their hashes, never inline code in general', () => {
    const policy = contentSecurityPolicy('NONCE', ['abc=', 'def=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // A nonce admits styles only: styled-components' elements and the prerendered page's.
    expect(policy).toContain("style-src 'self' 'nonce-NONCE'");
    expect(policy).not.toMatch(/script-src[^;]*nonce/);
  });

  it('keeps the directives ADR 082 gives it', () => {
    const directives = contentSecurityPolicy('NONCE').split('; ');
    expect(directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ]),
    );
  });
});
