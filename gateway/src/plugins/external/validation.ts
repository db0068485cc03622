import { AjvCompiler } from '@fastify/ajv-compiler';

type BuildFromPool = ReturnType<typeof AjvCompiler>;
type RouteDefinition = { httpPart: string } & Parameters<ReturnType<BuildFromPool>>[0];

/**
 * The schema validator (Fastify's `schemaController`). Query strings, parameters and headers arrive as text
 * and are coerced to their schema types; JSON bodies are not: `amount: true` or `"10"` is refused, never
 * read as 1 or 10 (issue 15).
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
  return (route: RouteDefinition) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}) as unknown as BuildFromPool;
