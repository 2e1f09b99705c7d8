import {
  AMOUNT_DECIMALS,
  amountMessages,
  decimalsOf,
  messages,
  PERSON_NAME_MESSAGE,
  PERSON_NAME_PATTERN,
  type AmountUnit,
} from '@pathway/validation';
import { Ajv2020, type ErrorObject, type FuncKeywordDefinition, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument, SchemaObject, SpecOperation } from '../core/spec.ts';
import type { ErrorBody } from '../core/errors.ts';
import { dateFormat, dateTimeFormat } from './formats.ts';

// ajv-formats is CommonJS with a default export; under Node's ESM loader it arrives as the module object.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const SPEC_ID = 'pathway:openapi';

const isAmountUnit = (unit: unknown): unit is AmountUnit => unit === 'money' || unit === 'hours';

/**
 * The contract's `x-amount: money | hours` (common.yaml's Money, SignedMoney, SignedHours and the
 * hours fields): at most two decimals, counted in the number's shortest text (decimalsOf), which is
 * exact where Ajv's `multipleOf: 0.01` is not (1.005 / 0.01 is 100.49999999999999).
 */
function validateAmount(unit: unknown, data: number): boolean {
  if (!isAmountUnit(unit) || decimalsOf(data) <= AMOUNT_DECIMALS) return true;
  validateAmount.errors = [{ keyword: 'x-amount', message: amountMessages.decimals(unit), params: { unit } }];
  return false;
}
/** Ajv reads a function keyword's refusals from the function itself. */
validateAmount.errors = [] as Partial<ErrorObject>[];

const amountKeyword: FuncKeywordDefinition = {
  keyword: 'x-amount',
  type: 'number',
  schemaType: 'string',
  errors: true,
  validate: validateAmount,
};

/**
 * Three Ajv instances over the same contract, draft 2020-12: bodies are validated exactly as sent (no
 * coercion, no defaults, nothing removed), while path and query parameters, which arrive as text,
 * are coerced to their declared types. Answers are checked without `x-amount`'s decimals: that rule
 * is about what people type; a figure the server works out (a median, a share) is its own to round.
 */
export function createValidators(spec: OpenApiDocument) {
  const make = (coerce: boolean, amounts: boolean) => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      coerceTypes: coerce,
      useDefaults: false,
      removeAdditional: false,
      validateSchema: false,
      // The failing schema's parent names its unit (`x-amount`), for the words of a bound.
      verbose: true,
    });
    if (amounts) ajv.addKeyword(amountKeyword);
    else ajv.addKeyword('x-amount');
    addFormats(ajv);
    // The same checks, faster for the forms the server writes (formats.ts).
    ajv.addFormat('date', dateFormat);
    ajv.addFormat('date-time', dateTimeFormat);
    // OpenAPI keywords that are annotations only.
    for (const keyword of ['example', 'discriminator', 'xml', 'externalDocs']) ajv.addKeyword(keyword);
    ajv.addSchema({ $id: SPEC_ID, components: spec.components, paths: spec.paths });
    return ajv;
  };
  const exact = make(false, true);
  const coercing = make(true, true);
  const answers = make(false, false);
  const cache = new Map<string, ValidateFunction>();

  const compile = (ajv: Ajv2020, key: string, schema: SchemaObject): ValidateFunction => {
    const cached = cache.get(key);
    if (cached) return cached;
    const validate = ajv.compile(schema);
    cache.set(key, validate);
    return validate;
  };

  const pointerTo = (op: SpecOperation, ...segments: string[]) =>
    `${SPEC_ID}${op.pointer}/${segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

  return {
    /** Path or query parameters as one object schema, coerced in place. */
    parameters(op: SpecOperation, where: 'path' | 'query'): ValidateFunction | undefined {
      const params = op.parameters.filter((p) => p.in === where);
      if (params.length === 0) return undefined;
      const schema: SchemaObject = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
        required: params.filter((p) => p.required === true || where === 'path').map((p) => p.name),
      };
      // Parameter schemas may $ref components; resolve them against the contract document.
      return compile(coercing, `${op.pointer}:${where}`, {
        $id: `${SPEC_ID}:${op.operation.operationId}:${where}`,
        ...rebase(schema),
      });
    },
    body(op: SpecOperation, mediaType: string): ValidateFunction | undefined {
      const schema = op.operation.requestBody?.content[mediaType]?.schema;
      if (!schema) return undefined;
      return compile(exact, `${op.pointer}:body:${mediaType}`, {
        $ref: pointerTo(op, 'requestBody', 'content', mediaType, 'schema'),
      });
    },
    response(op: SpecOperation, status: string): ValidateFunction | undefined {
      const schema = op.operation.responses[status]?.content?.['application/json']?.schema;
      if (!schema) return undefined;
      return compile(answers, `${op.pointer}:response:${status}`, {
        $ref: pointerTo(op, 'responses', status, 'content', 'application/json', 'schema'),
      });
    },
  };
}

/** `#/components/...` references inside an inline schema point into the contract document. */
function rebase(schema: SchemaObject): SchemaObject {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${SPEC_ID}#/`)) as SchemaObject;
}

export type Validators = ReturnType<typeof createValidators>;

const GENERIC = {
  required: messages.required,
  notNumber: messages.notANumber,
  incorrectEmail: messages.incorrectEmail,
};

/** A contract pattern's own message, where the web form words the same rule (@pathway/validation). */
const PATTERN_MESSAGES = new Map([[PERSON_NAME_PATTERN, PERSON_NAME_MESSAGE]]);

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'additionalProperties') {
    path.push((error.params as { additionalProperty: string }).additionalProperty);
  }
  return path.length === 0 ? 'message' : path.join('.');
}

/** A bound of an amount (money or hours) in its unit's words and a formatted figure. */
function amountBoundOf(error: ErrorObject): string | undefined {
  const unit: unknown = error.parentSchema?.['x-amount'];
  const limit = (error.params as { limit?: unknown }).limit;
  if (!isAmountUnit(unit) || typeof limit !== 'number') return undefined;
  if (error.keyword === 'maximum') return amountMessages.max(limit, unit);
  if (error.keyword === 'minimum') return amountMessages.min(limit, unit);
  return undefined;
}

function messageOf(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  const amountBound = amountBoundOf(error);
  if (amountBound !== undefined) return amountBound;
  switch (error.keyword) {
    case 'x-amount':
      return error.message ?? `${field} is invalid.`;
    case 'required':
      return GENERIC.required;
    case 'minLength':
      return params.limit === 1 ? GENERIC.required : `Min: ${String(params.limit)}`;
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      return `Max: ${String(params.limit)}`;
    case 'minItems':
    case 'minimum':
      return `Min: ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `Min: ${String(params.limit)}`;
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? GENERIC.notNumber : `${field} is invalid.`;
    case 'format':
      return params.format === 'email' ? GENERIC.incorrectEmail : `${field} is invalid.`;
    case 'additionalProperties':
      return `${field} is not a field of this request.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'pattern':
      return PATTERN_MESSAGES.get(String(params.pattern)) ?? `${field} is invalid.`;
    default:
      return `${field} is invalid.`;
  }
}

/**
 * Ajv's errors as the contract's 422 body: one message per wire field, in the words of spec section
 * 5's generic messages. oneOf/anyOf wrappers repeat their branches' errors; the first per field wins.
 */
export function toFieldMessages(errors: readonly ErrorObject[] | null | undefined): ErrorBody {
  // By field in a Map: an object would already "have" a field named constructor or toString.
  const body = new Map<string, string>();
  for (const error of errors ?? []) {
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (!body.has(field)) body.set(field, messageOf(error, field));
  }
  if (body.size === 0) return { message: 'The request does not match the contract.' };
  return Object.fromEntries(body);
}
