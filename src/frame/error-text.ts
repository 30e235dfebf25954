// The page's error for this field, inside the frame. The page shows it under the iframe element, but
// a screen reader focused in the frame reads the frame's document only: the input carries the same
// words as its description (aria-describedby), and aria-invalid follows what the page shows.
import { FRAME_ERROR_ID } from '../shared/protocol-rules.ts';
import type { FieldModel } from './model.ts';

export function showPageError(f: FieldModel, text: string): void {
  f.pageError = text;
  const holder = f.input.ownerDocument.getElementById(FRAME_ERROR_ID);
  if (holder) holder.textContent = text;
  if (text && holder) f.input.setAttribute('aria-describedby', FRAME_ERROR_ID);
  else f.input.removeAttribute('aria-describedby');
  f.input.setAttribute('aria-invalid', String(text !== ''));
}
