#!/usr/bin/env node
// Prints the JWT used as the login example (paths/auth.yaml): every section-6 claim set to "true",
// expiring in 2099. The signature is a fixed HS256-shaped placeholder: the mock never verifies it,
// and the app only decodes the payload.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The permission claims of spec section 6, verbatim (shared with the smoke test).
const permissions = JSON.parse(readFileSync(new URL('./permissions.json', import.meta.url), 'utf8'));

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = { alg: 'HS256', typ: 'JWT' };
const payload = {
  sub: '1042',
  userName: 'jcarter',
  name: 'Jasmine Carter',
  email: 'jasmine.carter@example.org',
  userType: 'global',
  ...Object.fromEntries(permissions.map((name) => [name, 'true'])),
  iat: 1782000000,
  nbf: 1782000000,
  exp: 4102358400,
};
const unsigned = `${b64url(header)}.${b64url(payload)}`;
const signature = createHash('sha256').update(unsigned).digest('base64url');
process.stdout.write(`${unsigned}.${signature}\n`);
