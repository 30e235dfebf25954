// The demo shop's single-page example: mounts, unmounts and remounts the widget with the loader,
// as a React or Vue component would in its mount and unmount hooks.
import { loadPaymentWidget, type PaymentWidgetHandle } from '../../loader/index.ts';

const root = document.getElementById('spa-widget');
const status = document.getElementById('spa-status');
const gateway = document.body.dataset.gateway ?? '';
let handle: PaymentWidgetHandle | null = null;

async function mount(): Promise<void> {
  if (!root || !status) return;
  status.textContent = 'Loading…';
  const { id } = (await (await fetch('/checkout-id', { method: 'POST' })).json()) as { id: string };
  handle = await loadPaymentWidget({ gateway, checkoutId: id, container: root, shopperResultUrl: `${location.origin}/result`, brands: 'VISA MASTER AMEX' });
  status.textContent = `Ready (checkout ${id})`;
}

function unmount(): void {
  handle?.unload();
  handle = null;
  if (status) status.textContent = 'Unmounted';
}

document.getElementById('spa-mount')?.addEventListener('click', () => void mount());
document.getElementById('spa-unmount')?.addEventListener('click', unmount);
document.getElementById('spa-remount')?.addEventListener('click', () => {
  unmount();
  void mount();
});
void mount();
