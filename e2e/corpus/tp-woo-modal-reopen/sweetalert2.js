// A stand-in for the parts of SweetAlert2 (v10, which the plugin loads from a CDN) that the plugin
// uses. Swal.fire(options) builds the popup, calls didRender at once (the popup's html is in the
// page), shows it and calls didOpen on the next task; it returns a promise of the result:
// {isConfirmed} when the confirm button's preConfirm lets it close, {isDismissed, dismiss} for
// the cancel button, a click on the backdrop (allowOutsideClick) or Escape (allowEscapeKey).
// showLoading/hideLoading/getConfirmButton act on the open popup. One popup at a time.
(function () {
  'use strict';

  var open = null;

  function close(result) {
    if (!open) return;
    var closing = open;
    open = null;
    document.removeEventListener('keydown', closing.onKey);
    closing.container.remove();
    document.body.classList.remove('swal2-shown');
    closing.resolve(result);
  }

  function button(cls, text) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'swal2-styled ' + cls;
    b.textContent = text;
    return b;
  }

  window.Swal = {
    fire: function (opts) {
      if (open) close({ isDismissed: true, dismiss: 'close' });
      return new Promise(function (resolve) {
        var container = document.createElement('div');
        container.className = 'swal2-container swal2-center swal2-backdrop-show';
        var popup = document.createElement('div');
        popup.className = 'swal2-popup swal2-modal swal2-show' + (opts.customClass && opts.customClass.popup ? ' ' + opts.customClass.popup : '');
        popup.setAttribute('role', 'dialog');
        popup.setAttribute('aria-modal', 'true');
        var title = document.createElement('h2');
        title.className = 'swal2-title';
        title.id = 'swal2-title';
        title.textContent = opts.titleText || '';
        popup.setAttribute('aria-labelledby', title.id);
        var body = document.createElement('div');
        body.className = 'swal2-html-container';
        body.innerHTML = opts.html || '';
        var actions = document.createElement('div');
        actions.className = 'swal2-actions';
        var confirm = button('swal2-confirm', opts.confirmButtonText || 'OK');
        var cancel = button('swal2-cancel', opts.cancelButtonText || 'Cancel');
        var shown = [];
        if (opts.showConfirmButton !== false) shown.push(confirm);
        if (opts.showCancelButton) shown.push(cancel);
        if (opts.reverseButtons) shown.reverse();
        shown.forEach(function (b) {
          actions.appendChild(b);
        });
        popup.append(title, body, actions);
        container.appendChild(popup);
        document.body.appendChild(container);
        document.body.classList.add('swal2-shown');

        open = {
          container: container,
          popup: popup,
          confirm: confirm,
          resolve: resolve,
          onKey: function (e) {
            if (e.key === 'Escape' && opts.allowEscapeKey !== false) close({ isDismissed: true, dismiss: 'esc' });
          },
        };
        document.addEventListener('keydown', open.onKey);
        confirm.addEventListener('click', function () {
          if (confirm.disabled) return;
          var value = opts.preConfirm ? opts.preConfirm() : true;
          if (value === false) return;
          close({ isConfirmed: true, value: value });
        });
        cancel.addEventListener('click', function () {
          close({ isDismissed: true, dismiss: 'cancel' });
        });
        container.addEventListener('click', function (e) {
          if (e.target === container && opts.allowOutsideClick !== false) close({ isDismissed: true, dismiss: 'backdrop' });
        });

        if (opts.didRender) opts.didRender(popup);
        setTimeout(function () {
          if (opts.didOpen && open && open.popup === popup) opts.didOpen(popup);
          if (opts.focusConfirm && !confirm.disabled) confirm.focus();
        });
      });
    },
    getConfirmButton: function () {
      return open ? open.confirm : null;
    },
    showLoading: function (btn) {
      var b = btn || this.getConfirmButton();
      if (!b) return;
      b.disabled = true;
      b.classList.add('swal2-loading');
      if (open) open.popup.classList.add('swal2-loading');
    },
    hideLoading: function () {
      var b = this.getConfirmButton();
      if (!b) return;
      b.disabled = false;
      b.classList.remove('swal2-loading');
      open.popup.classList.remove('swal2-loading');
    },
    close: function () {
      close({ isDismissed: true, dismiss: 'close' });
    },
  };
})();
