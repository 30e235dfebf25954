// The number frame's collection, at submission, of what its sibling field frames hold (code; with
// enableSAQACompliance also expiry and holder), as the catalogue's parameters.
import { checkExpiry } from '../shared/card-fields.ts';
import type { FrameField } from '../shared/protocol.ts';
import { requestValue, type SiblingValue } from './sibling.ts';

/**
 * The number frame's reader of a sibling field it drives (drive.ts): its value now, null when its
 * frame is gone, undefined for a field whose frame runs its own script (asked by message).
 */
export type ReadDriven = (field: FrameField) => SiblingValue | null | undefined;

/**
 * What the sibling frames hold, as catalogue parameters; `invalid` when one of them is not
 * valid, `silent` when one did not answer (the shopper must hear of both, never nothing).
 * `validate`: false (wpwlOptions.validation) leaves judging the values to the gateway, which names
 * what it refuses; the page shows no field errors then, so refusing here would say nothing at all.
 */
export async function collectSiblings(
  win: Window,
  siblings: readonly FrameField[],
  id: string,
  readDriven?: ReadDriven,
  validate = true,
): Promise<Record<string, string> | 'invalid' | 'silent'> {
  const out: Record<string, string> = {};
  for (const sibling of siblings) {
    const direct = readDriven?.(sibling);
    const got = direct === undefined ? await requestValue(win, sibling, id) : direct;
    if (!got) return 'silent';
    if (validate && !got.valid) return 'invalid';
    if (sibling === 'cvv' && got.value) out['card.cvv'] = got.value;
    if (sibling === 'cardHolder' && got.value) out['card.holder'] = got.value;
    if (sibling === 'expiry') {
      const expiry = checkExpiry(got.value, new Date(), true);
      out['card.expiryMonth'] = expiry.month ?? '';
      out['card.expiryYear'] = expiry.year ?? '';
    }
  }
  return out;
}
