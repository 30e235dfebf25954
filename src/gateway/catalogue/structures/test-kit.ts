// What the structure tests share: the message a catalogue field gives for a value. (Not shipped;
// imported by the *.test.ts files beside it.)
import type { Structure } from '../types.ts';

/** The first message the field's schema gives for `value`, or undefined when it accepts it. */
export function fieldError(structure: Structure, name: string, value: string): string | undefined {
  const field = structure[name];
  if (!field) throw new Error(`${name} is not in the structure`);
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
