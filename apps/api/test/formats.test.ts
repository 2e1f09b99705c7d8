import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFormat, dateTimeFormat } from '../src/http/formats.ts';

type Check = (text: string) => boolean;
const full = fullFormats as unknown as Record<'date' | 'date-time', { validate: Check }>;

/** Strings near the forms: valid ones, and each with one character changed, removed or added. */
const near = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    valid,
    fc
      .tuple(valid, fc.nat(), fc.constantFrom(...Array.from('0123456789-:.TtZz+ 9x/')))
      .map(([text, at, char]) => text.slice(0, at % text.length) + char + text.slice((at % text.length) + 1)),
    fc.tuple(valid, fc.nat()).map(([text, at]) => text.slice(0, at % text.length) + text.slice((at % text.length) + 1)),
    fc
      .tuple(valid, fc.nat(), fc.constantFrom(...Array.from('0123456789Z.')))
      .map(([text, at, char]) => text.slice(0, at % text.length) + char + text.slice(at % text.length)),
  );

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const dates = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), two(13), two(32))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${m}-${d}`);
const instants = fc
  .tuple(
    dates,
    fc.constantFrom('T', 't', ' '),
    two(24),
    two(60),
    two(61),
    fc.constantFrom('', '.0', '.123', '.123456'),
    fc.constantFrom('Z', 'z', '+01:00', '-0530', ''),
  )
  .map(([date, sep, h, m, s, fraction, zone]) => `${date}${sep}${h}:${m}:${s}${fraction}${zone}`);

describe('the contract’s date formats (formats.ts)', () => {
  it('accept exactly what ajv-formats’ full mode accepts', () => {
    fc.assert(
      fc.property(near(dates), (text) => dateFormat.validate(text) === full.date.validate(text)),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(near(instants), (text) => dateTimeFormat.validate(text) === full['date-time'].validate(text)),
      { numRuns: 20_000 },
    );
  });

  it('know the calendar and the clock', () => {
    expect(dateFormat.validate('2024-02-29')).toBe(true);
    expect(dateFormat.validate('2026-02-29')).toBe(false);
    expect(dateFormat.validate('1900-02-29')).toBe(false);
    expect(dateFormat.validate('2000-02-29')).toBe(true);
    expect(dateFormat.validate('2026-04-31')).toBe(false);
    expect(dateFormat.validate('2026-13-01')).toBe(false);
    expect(dateTimeFormat.validate('2026-07-19T14:49:00.000Z')).toBe(true);
    expect(dateTimeFormat.validate('2026-07-19T14:49:00Z')).toBe(true);
    expect(dateTimeFormat.validate('2026-07-19T24:00:00.000Z')).toBe(false);
    expect(dateTimeFormat.validate('2026-07-19T14:60:00.000Z')).toBe(false);
    expect(dateTimeFormat.validate('2026-07-19T14:49:00.Z')).toBe(false);
    // Not the fast path's form, but the full check's: an offset, and a leap second at 23:59 UTC.
    expect(dateTimeFormat.validate('2026-07-19T14:49:00+02:00')).toBe(true);
    expect(dateTimeFormat.validate('2016-12-31T23:59:60Z')).toBe(true);
    expect(dateTimeFormat.validate('2026-07-19T14:49:00')).toBe(false);
  });
});
