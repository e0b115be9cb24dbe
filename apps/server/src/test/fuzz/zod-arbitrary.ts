import fc from 'fast-check';

/** Values that broke or could break a route somewhere: bounds, types, text PostgreSQL or UTF-8 refuse. */
export const HOSTILE_VALUES: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e400',
  '0x1F',
  ' 1 ',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  '😀',
  '\u202e\u0301',
  "' OR 1=1 --",
  '%00',
  '../../../etc/passwd',
  'a'.repeat(70_000),
  null,
  true,
  false,
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: [1, { d: 'x\u0000' }] } } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

export interface ArbitraryOptions {
  /** Ids of real rows the signed-in learner owns, so some requests reach real data. */
  ids: number[];
}

const hostile = fc.constantFrom(...HOSTILE_VALUES);

/**
 * A value for a zod (v4) schema: mostly plausible (real ids, enum members, short text), with hostile
 * values and random junk mixed in at every level, missing and extra keys in objects.
 */
export function arbitraryFor(schema: unknown, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  const plausible = plausibleFor(schema, options, depth);
  return fc.oneof(
    { weight: 6, arbitrary: plausible },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
  );
}

function plausibleFor(schema: unknown, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def || depth > 6) return fc.anything({ maxDepth: 1 });
  const inner = (s: unknown) => plausibleFor(s, options, depth + 1);
  switch (def.type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('true', 'false', 'en', 'fr', 'learner', '01/02/2026', '2026-01-02', 'a@b.test', 'ABCD-1234'),
        fc.constantFrom(...options.ids.map(String)),
      );
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(fc.constantFrom(...options.ids), fc.integer({ min: -3, max: 50 }), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof(inner(def.innerType), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return inner(def.in);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc.oneof(inner(def.left), inner(def.right));
    case 'array':
      return fc.array(arbitraryFor(def.element, options, depth + 1), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 6 }), arbitraryFor(def.valueType, options, depth + 1), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([k, v]) => [k, arbitraryFor(v, options, depth + 1)]),
      ) as Record<string, fc.Arbitrary<unknown>>;
      // Every key may be missing; junk keys ride along.
      return fc
        .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 6 }), hostile, { maxKeys: 2 }))
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    default:
      return fc.anything({ maxDepth: 2, maxKeys: 3 });
  }
}
