import type { PactInteraction } from './pact-files.ts';
import type { Operation } from './spec.ts';

export interface Coverage {
  total: number;
  covered: Operation[];
  uncovered: Operation[];
  /** Interactions whose request matches no operation (the comparator reports them too). */
  unmatched: PactInteraction[];
  percent: number;
}

interface CompiledOperation {
  operation: Operation;
  pattern: RegExp;
  /** Literal characters in the template; the most literal template wins, as a router would pick it. */
  literalLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(operation: Operation): CompiledOperation {
  const template = operation.basePath + operation.path;
  const parts = template.split(/\{[^}]+\}/);
  return {
    operation,
    pattern: new RegExp(`^${parts.map(escape).join('[^/]+')}/?$`),
    literalLength: parts.join('').length,
  };
}

/** The operation a recorded request exercises, or undefined when the spec has none for it. */
export function matchOperation(operations: Operation[], method: string, path: string): Operation | undefined {
  const candidates = operations
    .filter((operation) => operation.method === method.toLowerCase())
    .map(compile)
    .filter((compiled) => compiled.pattern.test(path))
    .sort((a, b) => b.literalLength - a.literalLength);
  return candidates[0]?.operation;
}

export function coverageOf(operations: Operation[], interactions: PactInteraction[]): Coverage {
  const coveredKeys = new Set<string>();
  const unmatched: PactInteraction[] = [];
  for (const interaction of interactions) {
    const operation = matchOperation(operations, interaction.request.method, interaction.request.path);
    if (operation) coveredKeys.add(operation.key);
    else unmatched.push(interaction);
  }
  const covered = operations.filter((operation) => coveredKeys.has(operation.key));
  const uncovered = operations.filter((operation) => !coveredKeys.has(operation.key));
  const percent = operations.length === 0 ? 0 : Math.round((covered.length / operations.length) * 1000) / 10;
  return { total: operations.length, covered, uncovered, unmatched, percent };
}
