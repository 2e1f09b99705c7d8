#!/usr/bin/env node
// Writes dist/mock.json: the bundle with every path prefixed by the path part of its effective server.
// Prism ignores the path of `servers`, but the app (through the Vite proxy) calls /api/auth/login,
// so the mock must answer under the same prefix the real server uses.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const spec = JSON.parse(readFileSync(join(dist, 'openapi.json'), 'utf8'));

function serverPath(servers) {
  const server = servers?.[0];
  if (!server) return '';
  // Resolve {variables} with their defaults, then keep only the path of the URL.
  const url = server.url.replace(/\{(\w+)\}/g, (_, name) => server.variables?.[name]?.default ?? '');
  const path = new URL(url, 'http://127.0.0.1').pathname;
  return path === '/' ? '' : path.replace(/\/$/, '');
}

const rootPath = serverPath(spec.servers);
const paths = {};
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  const prefix = item.servers ? serverPath(item.servers) : rootPath;
  const rest = { ...item };
  delete rest.servers;
  paths[`${prefix}${path}`] = rest;
}
writeFileSync(join(dist, 'mock.json'), JSON.stringify({ ...spec, servers: [{ url: '/' }], paths }, null, 2));
