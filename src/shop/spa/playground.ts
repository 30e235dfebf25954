// The designer's playground: edit wpwlOptions (JSON, checked by the widget's own option schema),
// the theme variables, brands, language and style, and see the widget re-render against a real
// checkout. "Share" keeps the whole configuration in the page URL.
import { loadPaymentWidget, type PaymentWidgetHandle } from '../../loader/index.ts';
import { parseOptions } from '../../widget/options/schema.ts';

interface State {
  options: string;
  brands: string;
  locale: string;
  style: string;
  theme: Record<string, string>;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const THEME = ['--wpwl-text', '--wpwl-background', '--wpwl-button', '--wpwl-border', '--wpwl-radius'];
const gateway = document.body.dataset.gateway ?? '';
let handle: PaymentWidgetHandle | null = null;

function read(): State {
  return {
    options: $<HTMLTextAreaElement>('pg-options').value,
    brands: $<HTMLInputElement>('pg-brands').value,
    locale: $<HTMLSelectElement>('pg-locale').value,
    style: $<HTMLSelectElement>('pg-style').value,
    theme: Object.fromEntries(THEME.map((name) => [name, $<HTMLInputElement>(`pg${name.slice(6)}`).value])),
  };
}

function write(state: State): void {
  $<HTMLTextAreaElement>('pg-options').value = state.options;
  $<HTMLInputElement>('pg-brands').value = state.brands;
  $<HTMLSelectElement>('pg-locale').value = state.locale;
  $<HTMLSelectElement>('pg-style').value = state.style;
  for (const name of THEME) if (state.theme[name] !== undefined) $<HTMLInputElement>(`pg${name.slice(6)}`).value = state.theme[name] ?? '';
}

function show(messages: string[]): void {
  const list = $('pg-messages');
  list.replaceChildren(...messages.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
}

async function apply(): Promise<void> {
  const state = read();
  let options: unknown;
  try {
    options = state.options.trim() ? JSON.parse(state.options) : {};
  } catch (error) {
    show([`The options are not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
    return;
  }
  const warnings: string[] = [];
  parseOptions(options, (m) => warnings.push(m));
  show(warnings.length > 0 ? warnings : ['The options are valid.']);
  const widget = $('pg-widget');
  // Theme variables on the container: the widget's fields and the frames inherit them.
  for (const [name, value] of Object.entries(state.theme)) if (value) widget.style.setProperty(name, value);
  handle?.unload();
  const { id } = (await (await fetch('/checkout-id', { method: 'POST' })).json()) as { id: string };
  handle = await loadPaymentWidget({
    gateway,
    checkoutId: id,
    container: widget,
    shopperResultUrl: `${location.origin}/result`,
    brands: state.brands,
    options: { ...(options as object), locale: state.locale, style: state.style as 'card' },
  });
  // The other parameters stay (walletDoubles: the wallets' test doubles).
  const share = new URL(location.href);
  share.searchParams.set('config', JSON.stringify(state));
  $<HTMLAnchorElement>('pg-share').href = share.href;
}

const saved = new URLSearchParams(location.search).get('config');
if (saved) {
  try {
    write(JSON.parse(saved) as State);
  } catch {
    show(['The shared configuration could not be read.']);
  }
}
$('pg-apply').addEventListener('click', () => void apply());
void apply();
