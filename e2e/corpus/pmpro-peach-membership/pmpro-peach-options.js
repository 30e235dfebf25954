// Peach Payments' gateway for Paid Memberships Pro, after the member submitted the checkout form:
// the billing address they typed there goes to the widget's billing fields, which this page keeps
// out of sight (pmpro-peach.css), with the fields the acquirer requires marked mandatory.
var wpwlOptions = {
  billingAddress: {
    country: 'ZA',
    state: '',
    city: 'Cape Town',
    postcode: '8001',
    street1: '12 Kloof Street',
    street2: '',
  },
  mandatoryBillingFields: {
    country: true,
    state: false,
    city: true,
    postcode: true,
    street1: true,
    street2: false,
  },
};
