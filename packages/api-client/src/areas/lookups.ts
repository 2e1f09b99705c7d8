import type { KyInstance } from 'ky';
import type { components, paths } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type Option = components['schemas']['Option'];
export type LookupOption = components['schemas']['LookupOption'];
export type LookupNames = ResponseBody<'/lookups/names', 'get'>;
export type LookupOptionList = ResponseBody<'/lookup-options', 'get'>;
export type LookupOptionCreateRequest = RequestBody<'/lookups/create', 'post'>;
export type LookupOptionUpdateRequest = RequestBody<'/lookups/update', 'post'>;

/** Lookup paths that are not a named select list. */
type LookupCall =
  | '/lookups/names'
  | '/lookups/update'
  | '/lookups/create'
  | '/lookups/{lookup}'
  | '/lookups/user-states'
  | '/lookups/user-contract-codes';
type NameOf<P> = P extends `/lookups/${infer Name}` ? Name : never;

/** Every named select list of the spec (`GET /lookups/<name>`), e.g. `genders` or `us-states`. */
export type NamedLookup = NameOf<Exclude<Extract<keyof paths, `/lookups/${string}`>, LookupCall>>;
/** What a named list answers: options, or for `default-time-zone` a single zone. */
export type NamedLookupResult<Name extends NamedLookup> = ResponseBody<`/lookups/${Name}`, 'get'>;

/** Select lists and the maintenance of lookup options (spec section 7). */
export const lookupsApi = (http: KyInstance) => ({
  /** One of the named lists, typed by its name. */
  named: <Name extends NamedLookup>(name: Name) => http.get(`lookups/${name}`).json<NamedLookupResult<Name>>(),
  /** The lookups that can be maintained, with whether they are per organization and dated. */
  names: () => http.get('lookups/names').json<LookupNames>(),
  /**
   * The options of a list that has no select-list path of its own (GET /lookups/{lookup}, any
   * signed-in user), e.g. `email-template-types` for the template form.
   */
  list: (lookupName: string) => http.get(`lookups/${lookupName}`).json<ResponseBody<'/lookups/{lookup}', 'get'>>(),
  /**
   * Every option of a maintainable lookup, ended and future ones included, for the maintenance
   * screen (a fixed select-list path such as /lookups/job-sectors answers today's options only).
   */
  options: (lookupName: string) =>
    http.get('lookup-options', { searchParams: { lookupName } }).json<ResponseBody<'/lookup-options', 'get'>>(),
  create: (body: LookupOptionCreateRequest) =>
    http.post('lookups/create', { json: body }).json<ResponseBody<'/lookups/create', 'post'>>(),
  /** Sends back the `version` it read; a stale one is refused with 409. */
  update: (body: LookupOptionUpdateRequest) =>
    http.post('lookups/update', { json: body }).json<ResponseBody<'/lookups/update', 'post'>>(),
  /** Sends the `version` it read; a stale one is refused with 409. */
  remove: async (lookupOptionId: number, version: number) => {
    await http.delete(`lookups/${lookupOptionId}`, { searchParams: { version } });
  },
  /** States the signed-in user may choose. */
  userStates: () => http.get('lookups/user-states').json<ResponseBody<'/lookups/user-states', 'get'>>(),
  /** Contract codes the signed-in user may choose (e.g. a worksite contact's code). */
  userContractCodes: () =>
    http.get('lookups/user-contract-codes').json<ResponseBody<'/lookups/user-contract-codes', 'get'>>(),

  // The other select lists of section 7, served by their own areas of the API.
  /** Family income ranges of an enrollment program, for eligibility. */
  incomeRanges: (enrollmentProgramId: number) =>
    http
      .get('enrollment/income-ranges', { searchParams: { enrollmentProgramId } })
      .json<ResponseBody<'/enrollment/income-ranges', 'get'>>(),
  schoolOptions: () => http.get('schools/options').json<ResponseBody<'/schools/options', 'get'>>(),
  /** Jobs with openings, optionally only those of one contract. */
  availableJobs: (contractId?: number) =>
    http
      // ky leaves out search parameters that are undefined.
      .get('jobs/available', { searchParams: { contractId } })
      .json<ResponseBody<'/jobs/available', 'get'>>(),
  payrollCalendarOptions: () =>
    http.get('payroll/calendars/options').json<ResponseBody<'/payroll/calendars/options', 'get'>>(),
  paymentProviderOptions: () =>
    http.get('payment-providers/options').json<ResponseBody<'/payment-providers/options', 'get'>>(),
  cardProviderOptions: () => http.get('card-providers/options').json<ResponseBody<'/card-providers/options', 'get'>>(),
});
