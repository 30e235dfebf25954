// runTest: get a checkout id from the booking service, write the form into the test area, then
// load the widget's script for it.
function runTest() {
  var token = document.querySelector('meta[name="csrf-token"]').content;
  return fetch('/checkout-id', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
    body: JSON.stringify({ amount: 10.0, brand: 'VISA MASTER' }),
  })
    .then(function (response) {
      return response.json();
    })
    .then(function (data) {
      if (!data.id) return;
      document.getElementById('test-area').innerHTML =
        '<h3>Checkout ID: ' +
        data.id +
        '</h3>' +
        '<form action="' +
        document.body.dataset.resultUrl +
        '" class="paymentWidgets" data-brands="VISA MASTER">' +
        '<!-- the widget fills this form -->' +
        '</form>';
      var script = document.createElement('script');
      script.src = document.body.dataset.gateway + '/v1/paymentWidgets.js?checkoutId=' + data.id;
      document.body.appendChild(script);
    })
    .catch(function (error) {
      alert('Error: ' + error.message);
    });
}

document.getElementById('run-test').addEventListener('click', runTest);
