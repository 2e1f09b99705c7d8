/**
 * The entry of an allow-list under a name from a request (a filter or sort field, a column, a file
 * extension, a template placeholder): its own entry or nothing. `list[name]` would also find what
 * every object inherits (constructor, __proto__, toString…) and hand it on as if it were an entry.
 */
export function ownEntry<T>(list: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(list, name) ? list[name] : undefined;
}
