/** The `?version=` of a DELETE (the contract's VersionQuery, coerced to a number by the router). */
export function versionOf(query: unknown): number | undefined {
  const version = (query as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}
