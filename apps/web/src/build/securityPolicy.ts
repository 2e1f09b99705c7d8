/**
 * The Content-Security-Policy of the built app (ADR 082), defined once: the build writes it next to
 * index.html (POLICY_FILE) with the nonce placeholder, and whatever serves index.html — `vite
 * preview` (vite.config.ts) and the reference server (apps/api/src/http/static.ts) — replaces the
 * placeholder in both with the same fresh value per response.
 */

/**
 * The placeholder Vite writes into index.html as the CSP nonce (`<meta property="csp-nonce">`, read
 * by styled-components for its <style> elements, and on every script, style and link tag).
 */
export const CSP_NONCE_PLACEHOLDER = 'PATHWAY_CSP_NONCE';

/** The file beside index.html that holds the policy, nonce placeholder included. */
export const POLICY_FILE = 'content-security-policy.txt';

/**
 * The policy for a response whose index.html carries `nonce`. `scriptHashes` are the sha256 hashes
 * (base64) of the inline scripts index.html runs before the page paints (the guest check, ADR 173).
 */
export function contentSecurityPolicy(nonce: string, scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    // styled-components writes its rules into <style> elements it creates at run time: the nonce
    // admits those elements (and the styles prerendered into index.html), and no inline style
    // attribute or injected <style> without it.
    `style-src 'self' 'nonce-${nonce}'`,
    "font-src 'self'",
    // The applicant review shows an uploaded document inline from an object URL of its bytes (ADR
    // 130); index.html declares an empty icon as a data URL so no favicon is fetched (ADR 173).
    "img-src 'self' blob: data:",
    "frame-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the built app carries (the reference server sends the same). */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};
