// Adyen Web's card form as a merchant bundles it: the core and the Card component, tree-shaken.
import { AdyenCheckout, Card } from '@adyen/adyen-web';

(window as unknown as { benchPeer: unknown }).benchPeer = async (element: HTMLElement) => {
  const checkout = await AdyenCheckout({
    environment: 'test',
    clientKey: 'test_BENCHMARK',
    countryCode: 'NL',
    locale: 'en-US',
    amount: { value: 1000, currency: 'EUR' },
  });
  new Card(checkout).mount(element);
};
