// The merchant's checkout page: the component inline (the result opens in its iframe), offering to
// remember the card, with the total of the order.
(function () {
  var body = document.body;
  window.Datafast(document.getElementById('root'), {
    scriptUrl: body.dataset.scriptUrl,
    callbackUrl: body.dataset.callbackUrl,
    type: 'inline',
    rememberCard: true,
    amount: Number(body.dataset.amount),
    onReady: function () {
      body.dataset.datafastReady = 'yes';
    },
  });
})();
