// The pay button of the on-demand forms that have fields (SEPA, STC_PAY, stored cards), as the card
// form's: the amount in the merchant's label, "processing" while busy, disabled until the amount is known.
import { payText } from '../page-kit/ui/parts.tsx';
import type { FormSubmission, FormTexts, MerchantOptions } from '../widget/on-demand/contract.ts';

interface PayGroupProps {
  texts: Pick<FormTexts, 't' | 'formatAmount'>;
  /** the checkout's amount: the button waits for it */
  amount: FormSubmission['amount'];
  /** wpwlOptions.labels: labels.submit as given */
  labels: MerchantOptions['options']['labels'];
  busy: boolean;
}

export function PayGroup({ texts, labels, busy, ...p }: PayGroupProps) {
  const amount = p.amount();
  return (
    <div class="wpwl-group wpwl-group-submit">
      <div class="wpwl-wrapper wpwl-wrapper-submit">
        <button type="submit" class="wpwl-button wpwl-button-pay" disabled={busy || !amount}>
          {busy ? texts.t('processing') : payText(texts.t, labels, amount ? texts.formatAmount(amount.amount, amount.currency) : null, amount?.registration)}
        </button>
      </div>
    </div>
  );
}
