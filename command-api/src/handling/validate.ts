import type { z } from 'zod';
import { invalid, MoneyParseError, parseDollars } from '@sb/domain';

/** Parses a request body with a contracts schema; the first issue's message is the answer's `error`. */
export const validate = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw invalid(result.error.issues[0]?.message ?? 'Invalid request');
};

/** Dollars from the API to exact cents; any malformed amount answers `message` as a 400. */
export const toCents = (amount: string | number, message: string): number => {
  try {
    return parseDollars(amount);
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid(message);
    throw error;
  }
};
