// Braintree's card form as a merchant bundles it: the client and Hosted Fields.
import client from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';

(window as unknown as { benchPeer: unknown }).benchPeer = async () => {
  const instance = await client.create({ authorization: 'sandbox_benchmark' });
  await hostedFields.create({
    client: instance,
    fields: { number: { selector: '#number' }, cvv: { selector: '#cvv' }, expirationDate: { selector: '#expiry' } },
  });
};
