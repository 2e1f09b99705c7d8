import { SIGNED_WORKED_HOURS_BOUNDS, WORKED_HOURS_BOUNDS } from '@pathway/validation';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../src/spec.ts';

/**
 * The contract's `workedHours` bounds are what the server's Ajv enforces; the web forms take theirs
 * from @pathway/validation. Both must say the same week, or a form would send what the server refuses.
 */
describe('the worked-hours bounds of the contract', () => {
  const spec = loadSpec();

  /** Every `workedHours` property in the bundled contract, with where it stands. */
  function workedHoursSchemas(): { at: string; minimum: unknown; maximum: unknown }[] {
    const found: { at: string; minimum: unknown; maximum: unknown }[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => walk(child, `${at}/${String(index)}`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'workedHours' && at.endsWith('/properties') && child !== null && typeof child === 'object') {
          const schema = child as { minimum?: unknown; maximum?: unknown };
          found.push({ at: `${at}/workedHours`, minimum: schema.minimum, maximum: schema.maximum });
        }
        walk(child, `${at}/${key}`);
      }
    };
    walk(spec, '#');
    return found;
  }

  it('bounds every workedHours by the week of @pathway/validation, signed only where it may be negative', () => {
    const schemas = workedHoursSchemas();
    expect(schemas.length).toBeGreaterThan(0);
    const allowed = [WORKED_HOURS_BOUNDS, SIGNED_WORKED_HOURS_BOUNDS].map(({ min, max }) => ({ min, max }));
    for (const { at, minimum, maximum } of schemas) {
      expect(allowed, `${at} is bounded ${String(minimum)} to ${String(maximum)}`).toContainEqual({
        min: minimum,
        max: maximum,
      });
    }
  });
});
