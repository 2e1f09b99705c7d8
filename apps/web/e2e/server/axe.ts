import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core comes with lighthouse (a dependency of the web app); @axe-core/playwright is not installed.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const axeSource = readFileSync(fromLighthouse.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2 A/AA violations on the page as it is now; `extraRules` runs some of axe's
 * best-practice rules too (e.g. `region`: every piece of content inside a landmark).
 */
export async function axeViolations(page: Page, extraRules: readonly string[] = []): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (extra) => {
    interface AxeResult {
      violations: { id: string; nodes: { target: string[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    // A toast on its way out (data-visible false) is mid-fade: its contrast is not what anyone reads.
    const result = await axe.run(
      { exclude: [['[data-visible="false"]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        // Rules enabled by name run beside the tags runOnly chose.
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
      },
    );
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, extraRules);
}
