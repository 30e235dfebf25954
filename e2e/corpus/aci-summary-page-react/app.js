// App: a form to paste a checkout id; on submit the id goes to AciComponent's props.
(function () {
  var root = document.getElementById('root');
  var app = document.createElement('div');
  app.className = 'App';
  var form = document.createElement('form');
  var label = document.createElement('label');
  label.htmlFor = 'checkoutId';
  label.textContent = 'Checkout ID';
  var input = document.createElement('input');
  input.id = 'checkoutId';
  input.type = 'text';
  var submit = document.createElement('button');
  submit.type = 'submit';
  submit.textContent = 'Submit';
  form.append(label, input, submit);
  var host = document.createElement('div');
  app.append(form, host);
  root.appendChild(app);

  var component = window.AciComponent(host, { checkoutId: '' });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    component.update({ checkoutId: input.value });
  });
})();
