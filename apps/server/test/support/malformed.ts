/**
 * Generated malformed request bodies for the "never a 5xx" properties of the API tests:
 * any JSON at all, the endpoint's own field names with wrong values, and text that is not JSON.
 */
import fc from 'fast-check';

/** Values of the wrong type or shape for any field. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(
    '',
    '   ',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    'a'.repeat(5000),
  ),
);

/** A malformed body for an endpoint with these field names. */
export function malformedBody(fields: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    // Any JSON at all (arrays, numbers, strings, nested objects).
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    // The right field names with wrong values.
    fc
      .record(Object.fromEntries(fields.map((field) => [field, wrongValue])), {
        requiredKeys: [],
      })
      .map((value) => JSON.stringify(value)),
    // Not JSON.
    fc.string({ maxLength: 60 }).filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
  );
}

export function isEmptyObject(body: string): boolean {
  if (body.trim() === '') return true;
  try {
    return JSON.stringify(JSON.parse(body)) === '{}';
  } catch {
    return false;
  }
}
