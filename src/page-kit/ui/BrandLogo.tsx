// Brand marks drawn inline: no request per logo (a first card form needs as few as possible) and
// nothing for the merchant's CSP to allow, since an <svg> element is markup, not an image source.
// Each mark is the brand's colour with its short name, the same for the card form and the on-demand forms.

/** background colour and mark of each brand the widget can show */
const MARKS: Record<string, readonly [string, string]> = {
  VISA: ['#1a1f71', 'VISA'],
  MASTER: ['#eb001b', 'MC'],
  AMEX: ['#2e77bc', 'AMEX'],
  CARTEBANCAIRE: ['#1a6e9e', 'CB'],
  DINERS: ['#0079be', 'Diners'],
  DISCOVER: ['#e55c20', 'Discover'],
  JCB: ['#0b4ea2', 'JCB'],
  MAESTRO: ['#cc0000', 'Maestro'],
  UNIONPAY: ['#d10429', 'UnionPay'],
  MADA: ['#259bd6', 'mada'],
  DIRECTDEBIT_SEPA: ['#2d4a9a', 'SEPA'],
  PAYPAL: ['#003087', 'PayPal'],
  SOFORTUEBERWEISUNG: ['#ef809f', 'Sofort'],
  GIROPAY: ['#000268', 'giropay'],
  IDEAL: ['#cc0066', 'iDEAL'],
  EPS: ['#c8036f', 'eps'],
  KLARNA_PAYMENTS_PAYLATER: ['#ffb3c7', 'Klarna'],
  KLARNA_PAYMENTS_SLICEIT: ['#ffb3c7', 'Klarna'],
  TABBY: ['#292929', 'tabby'],
  TAMARA: ['#d47c84', 'tamara'],
  STC_PAY: ['#4f008c', 'stc pay'],
  APPLEPAY: ['#000000', 'Pay'],
  GOOGLEPAY: ['#5f6368', 'GPay'],
};

/** The brand's mark; `label` names it for assistive technology, without one it is decoration. */
export function BrandLogo({ brand, label }: { brand: string; label?: string }) {
  const [colour, mark] = MARKS[brand] ?? ['#5f6368', brand.slice(0, 6)];
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: with a label the mark is named by aria-label; without, it is aria-hidden decoration
    <svg
      class="wpwl-brand-logo"
      data-brand={brand}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}
    >
      <rect width="48" height="32" rx="4" fill={colour} />
      <text x="24" y="20.5" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" text-anchor="middle">
        {mark}
      </text>
    </svg>
  );
}
