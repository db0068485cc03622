import { AjvCompiler } from '@fastify/ajv-compiler';

type BuildFromPool = ReturnType<typeof AjvCompiler>;
type RouteDefinition = { httpPart: string } & Parameters<ReturnType<BuildFromPool>>[0];
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * The first value of a request part no database column can hold, as a JSON pointer: a text with a NUL
 * character (PostgreSQL's TEXT refuses it) or a number beyond JavaScript's safe integers (no amount or id of
 * this API comes near; PostgreSQL's BIGINT refuses 1e165, SQLite would compare it as a float). Such a request
 * is invalid on either engine.
 */
function unstorable(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value === 'number') return Math.abs(value) > Number.MAX_SAFE_INTEGER ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = unstorable(v, `${path}/${k}`);
    if (found !== null) return found;
  }
  return null;
}

/** The route's Ajv validator, refusing also what `unstorable` finds, with an Ajv-shaped error. */
function storable(validate: Validate): Validate {
  const checked: Validate = (data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const at = unstorable(data);
    checked.errors =
      at === null
        ? null
        : [
            {
              keyword: 'storable',
              instancePath: at,
              schemaPath: '#',
              params: {},
              message: 'is not storable',
            },
          ];
    return at === null;
  };
  return checked;
}

/**
 * The schema validator (Fastify's `schemaController`). Query strings, parameters and headers arrive as text
 * and are coerced to their schema types; JSON bodies are not: `amount: true` or `"10"` is refused, never
 * read as 1 or 10. Values no column can hold are refused on both engines (`unstorable`).
 */
const validatorPool = AjvCompiler();
export const buildValidator = ((externalSchemas: object, ajvServerOption: object) => {
  const factory = validatorPool;
  const make = (coerceTypes: 'array' | false) =>
    factory(
      externalSchemas as never,
      {
        ...ajvServerOption,
        customOptions: { removeAdditional: false, allErrors: false, useDefaults: true, coerceTypes },
      } as never,
    );
  const coercing = make('array');
  const strict = make(false);
  return (route: RouteDefinition) =>
    storable((route.httpPart === 'body' ? strict(route) : coercing(route)) as unknown as Validate);
}) as unknown as BuildFromPool;
