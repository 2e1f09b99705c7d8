import {
  HOURS_CAP_BOUNDS,
  MONEY_BOUNDS,
  PROGRAM_AGES,
  SIGNED_HOURS_BOUNDS,
  SIGNED_MONEY_BOUNDS,
  SIGNED_WORKED_HOURS_BOUNDS,
  WEEKLY_HOURS_BOUNDS,
  WORKED_HOURS_BOUNDS,
  YOUTH_AGES,
} from '@pathway/validation';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../src/core/spec.ts';

/**
 * The contract's bounds are what the server's Ajv enforces; the web forms take theirs from
 * @pathway/validation. Both must say the same figures, or a form would send what the server refuses
 * (or refuse what the server takes).
 */
const spec = loadSpec();

interface Bounds {
  at: string;
  min: unknown;
  max: unknown;
}

/** Every property called `name` in the bundled contract, with where it stands and its bounds. */
function propertyBounds(name: string): Bounds[] {
  const found: Bounds[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${at}/${String(index)}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === name && at.endsWith('/properties') && child !== null && typeof child === 'object') {
        const schema = child as { minimum?: unknown; maximum?: unknown };
        found.push({ at: `${at}/${name}`, min: schema.minimum, max: schema.maximum });
      }
      walk(child, `${at}/${key}`);
    }
  };
  walk(spec, '#');
  return found;
}

function expectEachWithin(found: Bounds[], allowed: { min: number; max: number }[]) {
  expect(found.length).toBeGreaterThan(0);
  for (const { at, min, max } of found) {
    expect(allowed, `${at} is bounded ${String(min)} to ${String(max)}`).toContainEqual({ min, max });
  }
}

describe('the bounds of the contract', () => {
  it('bounds every workedHours by the week of @pathway/validation, signed only where it may be negative', () => {
    const allowed = [WORKED_HOURS_BOUNDS, SIGNED_WORKED_HOURS_BOUNDS].map(({ min, max }) => ({ min, max }));
    expectEachWithin(propertyBounds('workedHours'), allowed);
  });

  it('bounds money and hours sums by @pathway/validation, two decimals each', () => {
    const schemas = spec.components.schemas;
    const expected = [
      ['Money', MONEY_BOUNDS, 'money'],
      ['SignedMoney', SIGNED_MONEY_BOUNDS, 'money'],
      ['SignedHours', SIGNED_HOURS_BOUNDS, 'hours'],
    ] as const;
    for (const [name, { min, max }, unit] of expected) {
      expect(schemas[name], name).toMatchObject({ minimum: min, maximum: max, 'x-amount': unit });
    }
  });

  it('bounds every hours cap and weekly hours a request sends by @pathway/validation', () => {
    // Answers also report caps (a timesheet's, a cap breach's); only what is typed is bounded here.
    const sent = (name: string) => propertyBounds(name).filter(({ at }) => /(Request|Fields)\//.test(at));
    const caps = [...sent('maxHoursPerStudent'), ...sent('maxHours')];
    expect(caps.length).toBeGreaterThanOrEqual(7);
    expectEachWithin(caps, [{ min: HOURS_CAP_BOUNDS.min, max: HOURS_CAP_BOUNDS.max }]);
    expectEachWithin(sent('hoursPerWeek'), [{ min: WEEKLY_HOURS_BOUNDS.min, max: WEEKLY_HOURS_BOUNDS.max }]);
  });

  it('bounds every minAge and maxAge by the youth ages or, for programs and reviews, any age', () => {
    const allowed = [YOUTH_AGES, PROGRAM_AGES].map(({ minAge, maxAge }) => ({ min: minAge, max: maxAge }));
    const found = [...propertyBounds('minAge'), ...propertyBounds('maxAge')];
    expectEachWithin(found, allowed);
    // Jobs and the online application take youth only; a program may name any age.
    const youth = found.filter(({ at }) => /\/(Job|OnlineAppEnvironment)\w*\//.test(at));
    expect(youth.length).toBeGreaterThanOrEqual(4);
    for (const { at, min, max } of youth)
      expect({ min, max }, at).toEqual({ min: YOUTH_AGES.minAge, max: YOUTH_AGES.maxAge });
  });
});
