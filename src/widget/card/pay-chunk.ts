// The card form's pay path (pay.ts) from its chunk: asked for as the form is made, so it is usually
// here before the shopper could press pay; a press that comes first waits for it, once.
import { PAY_MODULE_FAILED } from '../../shared/error-catalogue/widget.ts';
import type * as Pay from '../on-demand/pay-entry.ts';
import type { CardPay, CardPayDeps } from './pay.ts';

export interface PayChunkDeps extends CardPayDeps {
  /** the pay chunk (on-demand/pay-entry.ts): what the form needs once the shopper pays */
  pay: () => Promise<typeof Pay>;
}

/** Runs work on the pay path once its chunk is here. */
export type WithPay = (use: (pay: CardPay) => void) => void;

export function createPayChunk(deps: PayChunkDeps): WithPay {
  /** The pay path (pay.ts), made once its chunk is here: preloaded beside the widget's modules. */
  let cardPay: CardPay | null = null;
  /** a press of pay waiting for the pay chunk: another press meanwhile does not pay twice */
  let loadingPay = false;
  const makePay = (module: typeof Pay) => {
    cardPay ??= module.createCardPay(deps);
    return cardPay;
  };
  // Asked for at once, so the pay path is usually here before the shopper could press pay; a
  // failure here is met again, and reported, at the press.
  deps.pay().then(makePay, () => undefined);
  return (use) => {
    if (cardPay) return use(cardPay);
    if (loadingPay) return;
    loadingPay = true;
    deps.pay().then(
      (module) => {
        loadingPay = false;
        use(makePay(module));
      },
      (error: unknown) => {
        loadingPay = false;
        deps.reportError(PAY_MODULE_FAILED, { error });
        deps.model.settled({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
      },
    );
  };
}
