// Stands where the layout loads Bootstrap's bundle: the navbar toggler opens and closes its menu.
document.querySelectorAll('[data-toggle="collapse"]').forEach(function (button) {
  button.addEventListener('click', function () {
    var target = document.querySelector(button.getAttribute('data-target'));
    if (!target) return;
    var open = target.classList.toggle('show');
    button.setAttribute('aria-expanded', String(open));
  });
});
