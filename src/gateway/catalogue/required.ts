// A required query or form parameter. Such parameters are strings when present, so the only other
// input is a missing one, and the message says just that.
import { z } from 'zod';
import type { Field } from './types.ts';

// The pipe's input is a string once z.string() passed; a Field accepts any input, strings included.
export const required = (field: Field) => z.string({ error: 'is required' }).pipe(field as z.ZodType<string, string>);
