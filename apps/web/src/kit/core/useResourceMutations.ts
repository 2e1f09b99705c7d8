import type { CreateBodyOf, Resource, ResourcePath, UpdateBodyOf } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryClient.ts';
import { resourceMessages } from './messages.ts';

interface ResourceOperations<Create, Update> {
  create: (body: Create) => Promise<unknown>;
  update: (id: number, body: Update) => Promise<unknown>;
  remove: (id: number, version: number) => Promise<void>;
}

export interface ResourceMutationOptions {
  /** The record's noun in messages, lower case: `school` → "School successfully created". */
  noun: string;
  /** Further cache paths a save changes (e.g. `['lookups', 'schools']` for a select list of them). */
  alsoInvalidates?: readonly (readonly unknown[])[];
}

/**
 * Create, update and remove of one resource. Each success invalidates every cached search of the
 * resource (its key is the path) and shows the success toast; a failure is shown once, by the form
 * that saved (FormPopup's `showsFailures`) or else the QueryClient's generic failure handling, and
 * the caller's `mutateAsync` rejects so a popup can stay open with what the user typed.
 */
export function useResourceMutations<B extends ResourcePath>(
  resource: Resource<B>,
  { noun, alsoInvalidates = [] }: ResourceMutationOptions,
) {
  // Inside this generic hook each operation's type is still a conditional over B; the caller's
  // Resource<B> has already checked that the operations exist with these bodies.
  const operations = resource as unknown as ResourceOperations<CreateBodyOf<B>, UpdateBodyOf<B>>;
  const client = useQueryClient();
  const text = resourceMessages(noun);
  const invalidate = () =>
    Promise.all(
      [queryKeys.resource(resource.path), ...alsoInvalidates].map((queryKey) => client.invalidateQueries({ queryKey })),
    );

  // A save's refusal is shown by the form that saved (a 422 under its fields), or by the QueryClient
  // when no form claims it.
  const create = useMutation({
    mutationFn: (body: CreateBodyOf<B>) => operations.create(body),
    meta: { failureShownByForm: true },
    onSuccess: async () => {
      toast.success(text.created);
      await invalidate();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBodyOf<B> }) => operations.update(id, body),
    meta: { failureShownByForm: true },
    onSuccess: async () => {
      toast.success(text.updated);
      await invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => operations.remove(id, version),
    onSuccess: async () => {
      toast.success(text.removed);
      await invalidate();
    },
  });
  return { create, update, remove };
}
