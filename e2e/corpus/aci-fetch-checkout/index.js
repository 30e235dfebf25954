// Once the DOM is ready: ask the merchant's API for a checkout, then add the widget's script.
$(document).ready(function () {
  fetch('/checkout-id', { method: 'POST' })
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      var tag = document.createElement('script');
      tag.src = document.body.dataset.gateway + '/v1/paymentWidgets.js?checkoutId=' + data.id;
      document.body.append(tag);
    })
    .catch(function (error) {
      console.log('error', error);
    });
});
