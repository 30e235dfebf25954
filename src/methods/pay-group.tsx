// The pay button of the on-demand forms that have fields (SEPA, STC_PAY, stored cards), as the card
// form's: the amount in the merchant's label, "processing" while busy, disabled until the amount is known.
import { payText } from '../page-kit/ui/parts.tsx';
import type { MethodServices } from '../widget/on-demand/contract.ts';

export function PayGroup({ s, busy }: { s: MethodServices; busy: boolean }) {
  const amount = s.amount();
  return (
    <div class="wpwl-group wpwl-group-submit">
      <div class="wpwl-wrapper wpwl-wrapper-submit">
        <button type="submit" class="wpwl-button wpwl-button-pay" disabled={busy || !amount}>
          {busy ? s.t('processing') : payText(s.t, s.options.labels, amount ? s.formatAmount(amount.amount, amount.currency) : null, amount?.registration)}
        </button>
      </div>
    </div>
  );
}
