// The input as the shopper types: the kind's formatting, with the caret kept after the same digit
// when separators come and go.
import { KINDS } from './kinds.ts';
import type { FieldModel } from './model.ts';
import { digitsOf } from './validate.ts';

/** Formats the input's value as its kind says; the caret stays after the same digit, at the end if it was there. */
export function reformat(f: FieldModel, deleting = false): void {
  const { input } = f;
  const next = KINDS[f.field].format(input.value, f, deleting);
  if (next === null || next === input.value) return;
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length;
  input.value = next;
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < digitsBeforeCaret; pos++) if (/\d/.test(next[pos] ?? '')) seen++;
  if (atEnd) pos = next.length;
  input.setSelectionRange(pos, pos);
}
