import { createContext, useContext, useEffect } from 'react';

/** The react-hook-form names of the fields a form shows. */
export type RenderedFields = Set<string>;

/** Filled by the bound fields of a form popup; absent around fields outside one. */
export const RenderedFieldsContext = createContext<RenderedFields | null>(null);

/**
 * Registers a field as shown while it is mounted, so a server message about it goes under it, and
 * one about a field the form does not show goes to the error toast instead of nowhere. Every
 * `Field.*` calls it; a custom field calls it only if it always shows its error.
 */
export function useRenderedField(name: string): void {
  const fields = useContext(RenderedFieldsContext);
  useEffect(() => {
    if (fields === null) return;
    fields.add(name);
    return () => {
      fields.delete(name);
    };
  }, [fields, name]);
}
