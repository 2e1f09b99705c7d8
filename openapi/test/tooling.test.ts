// The contract's static checks as tests, so each is counted and one failing does not hide the others:
// both linters at zero problems, and the committed generated types matching the bundle.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

function run(command: string, args: string[]): { status: number | null; output: string; stdout: string } {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}

describe('the contract tooling', () => {
  it('passes redocly lint (recommended-strict) without a problem', { timeout: 120_000 }, () => {
    const { status, output } = run(bin('redocly'), ['lint', 'openapi.yaml', '--max-problems', '1000']);
    expect(status, output).toBe(0);
    expect(output).toContain('Your API description is valid');
  });

  it('passes Spectral (recommended plus project rules) without a warning', { timeout: 120_000 }, () => {
    const { status, output } = run(bin('spectral'), [
      'lint',
      '--fail-severity=warn',
      '--ruleset',
      '.spectral.yaml',
      'dist/openapi.json',
    ]);
    expect(status, output).toBe(0);
    expect(output).toContain('No results with a severity of');
  });

  it('fails Spectral on a broken x-claims, x-scope or x-transition', { timeout: 120_000 }, () => {
    interface Operation {
      'x-claims'?: unknown;
      'x-scope'?: unknown;
      'x-transition'?: unknown;
      responses?: Record<string, unknown>;
    }
    const bundle = JSON.parse(readFileSync(join(root, 'dist', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operation = (path: string, method: string): Operation => {
      const found = bundle.paths[path]?.[method];
      if (!found) throw new Error(`${method} ${path} is not in the bundle`);
      return found;
    };
    delete operation('/users/search', 'post')['x-claims'];
    operation('/users/{userId}', 'get')['x-claims'] = ['NOT_A_CLAIM'];
    operation('/auth/login', 'post')['x-claims'] = [];
    operation('/students/search', 'post')['x-scope'] = 'planet';
    operation('/contracts/{contractId}/close', 'post')['x-transition'] = {
      machine: 'ContractStatus',
      from: ['Open'],
      to: 'Closed',
    };
    operation('/worksites/{worksiteId}/approve', 'post')['x-transition'] = {
      machine: 'Weather',
      from: ['Sunny'],
      to: 'Rain',
    };
    delete operation('/timesheets/submit', 'post').responses?.['409'];
    const folder = mkdtempSync(join(tmpdir(), 'pathway-spectral-'));
    try {
      const file = join(folder, 'broken.json');
      writeFileSync(file, JSON.stringify(bundle));
      const { status, stdout } = run(bin('spectral'), ['lint', '-f', 'json', '--ruleset', '.spectral.yaml', file]);
      expect(status).not.toBe(0);
      // The report alone: a warning on stderr (a runtime's deprecation notice) is not part of it.
      const problems = (JSON.parse(stdout.slice(stdout.indexOf('['))) as { code: string; path: string[] }[])
        .map(({ code, path }) => `${code} ${path.join('.')}`)
        .sort();
      expect(problems).toEqual([
        'pathway-x-claims paths./auth/login.post',
        'pathway-x-claims paths./users/search.post',
        'pathway-x-claims paths./users/{userId}.get.x-claims.0',
        'pathway-x-scope paths./students/search.post.x-scope',
        'pathway-x-transition paths./contracts/{contractId}/close.post.x-transition.from',
        'pathway-x-transition paths./timesheets/submit.post.responses',
        'pathway-x-transition paths./worksites/{worksiteId}/approve.post.x-transition.machine',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('has committed generated types that match the bundle', { timeout: 120_000 }, () => {
    const { status, output } = run(process.execPath, [join(root, 'scripts', 'generate-types.mjs'), '--check']);
    expect(status, output).toBe(0);
  });
});
