import { expect } from 'vitest';

/** A @sb/contracts zod schema, as far as this helper needs it (infra does not import zod itself). */
type ContractSchema<T> = { safeParse(body: unknown): { data?: T; error?: unknown } };

/**
 * An answer's JSON body read through its @sb/contracts schema: the spec fails when a field is missing or of
 * another type, and when the body holds a field the schema does not name (zod drops unknown fields, so the parsed
 * value must equal the body exactly). Returns the body typed as the contracts say.
 */
export const answerAs = <T>(schema: ContractSchema<T>, answer: { body: unknown }): T => {
  const parsed = schema.safeParse(answer.body);
  expect(parsed.error, 'the answer does not match its contract schema').toBeUndefined();
  expect(parsed.data, 'the answer has fields its contract schema does not name').toStrictEqual(answer.body);
  return parsed.data as T;
};
