import type { KyInstance } from 'ky';
import type { components, paths } from './generated/schema.d.ts';
import type { RequestBody, ResponseBody } from './http.ts';

/** The one search request of every grid (openapi/README.md, "Search and paging"). */
export type SearchRequest = components['schemas']['SearchRequest'];
export type SearchFilter = components['schemas']['SearchFilter'];
export type SortItem = components['schemas']['SortItem'];

/** One page of a search: the rows of the page and how many match before paging. */
export interface Page<Row> {
  items: Row[];
  total: number;
}

type PostOf<P extends keyof paths> = paths[P] extends { post: object } ? P : never;

/**
 * Every resource base path of the contract: a path `B` whose `B/search` is a POST, e.g. `/schools`.
 * A new uniform area in the spec becomes a resource with no change here.
 */
export type ResourcePath = {
  [K in keyof paths]: K extends `${infer Base}/search` ? (K extends PostOf<K> ? Base : never) : never;
}[keyof paths];

/** The record path of a resource: `B/{someId}` (one segment), e.g. `/schools/{schoolId}`. */
export type ItemPath<B extends string> = {
  [K in keyof paths]: K extends `${B}/{${infer Param}}` ? (Param extends `${string}/${string}` ? never : K) : never;
}[keyof paths];

type SearchPathOf<B extends ResourcePath> = Extract<`${B}/search`, keyof paths>;

/** A row of a resource's search page, e.g. `SchoolDetail`. */
export type RowOf<B extends ResourcePath> =
  ResponseBody<SearchPathOf<B>, 'post'> extends { items: (infer Row extends object)[] } ? Row : never;
/** The body of a create (`POST B`). */
export type CreateBodyOf<B extends ResourcePath> = B extends keyof paths ? RequestBody<B, 'post'> : never;
/** The body of an update (`PUT B/{id}`), with the `version` it read. */
export type UpdateBodyOf<B extends ResourcePath> = RequestBody<ItemPath<B>, 'put'>;

type Has<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete'> =
  paths[P] extends Record<M, object> ? true : false;

/** Whether the contract's delete of a record declares a `version` query parameter. */
type DeleteTakesVersion<B extends ResourcePath> =
  NonNullable<paths[ItemPath<B>]['delete']> extends { parameters: { query: { version: number } } }
    ? 'required'
    : NonNullable<paths[ItemPath<B>]['delete']> extends { parameters: { query?: { version?: number } } }
      ? 'optional'
      : 'none';

/**
 * The uniform operations of one resource, typed from the contract. An operation the contract does
 * not define for this resource is `never`, so calling it does not compile.
 */
export interface Resource<B extends ResourcePath> {
  /** The base path, e.g. `/schools`: the cache key's first part and the message's subject. */
  readonly path: B;
  /** `POST B/search`: one page of rows; `signal` aborts a search nobody waits for any more. */
  search: (body: SearchRequest, options?: { signal?: AbortSignal }) => Promise<Page<RowOf<B>>>;
  /** `GET B/{id}`: one record. */
  get: Has<ItemPath<B>, 'get'> extends true ? (id: number) => Promise<ResponseBody<ItemPath<B>, 'get'>> : never;
  /** `POST B`: answers 201 with the created record. */
  create: B extends keyof paths
    ? Has<B, 'post'> extends true
      ? (body: CreateBodyOf<B>) => Promise<ResponseBody<B, 'post'>>
      : never
    : never;
  /** `PUT B/{id}`: the body carries the `version` it read; a stale one answers 409. */
  update: Has<ItemPath<B>, 'put'> extends true
    ? (id: number, body: UpdateBodyOf<B>) => Promise<ResponseBody<ItemPath<B>, 'put'>>
    : never;
  /** `DELETE B/{id}`, with `?version=` where the contract asks for it. */
  remove: Has<ItemPath<B>, 'delete'> extends true
    ? DeleteTakesVersion<B> extends 'required'
      ? (id: number, version: number) => Promise<void>
      : (id: number, version?: number) => Promise<void>
    : never;
}

/**
 * Builds the uniform operations of `base` on the app's ky instance. The runtime is the same for every
 * resource (`B/search`, `B`, `B/{id}`); the types narrow it to what the contract defines.
 */
export function createResource<B extends ResourcePath>(http: KyInstance, base: B): Resource<B> {
  // ky's prefix is joined with a relative path: no leading slash.
  const root = base.replace(/^\//, '');
  const item = (id: number) => `${root}/${encodeURIComponent(String(id))}`;
  const operations = {
    path: base,
    search: (body: SearchRequest, options: { signal?: AbortSignal } = {}) =>
      http.post(`${root}/search`, { json: body, signal: options.signal }).json<Page<RowOf<B>>>(),
    get: (id: number) => http.get(item(id)).json<unknown>(),
    create: (body: unknown) => http.post(root, { json: body }).json<unknown>(),
    update: (id: number, body: unknown) => http.put(item(id), { json: body }).json<unknown>(),
    remove: async (id: number, version?: number) => {
      // ky leaves out search parameters that are undefined.
      await http.delete(item(id), { searchParams: { version } });
    },
  };
  // The runtime object has every operation; the interface hides those the contract lacks.
  return operations as unknown as Resource<B>;
}
