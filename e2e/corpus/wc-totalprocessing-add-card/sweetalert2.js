// A stand-in for the parts of SweetAlert2 (a modal library the plugin loads from a CDN) that the
// plugin uses: fire() with html, footer, buttons and its hooks, showLoading/hideLoading,
// getConfirmButton. One modal at a time; a new fire() closes the open one first.
(function () {
  var open = null;

  function close() {
    if (!open) return;
    var closing = open;
    open = null;
    closing.el.remove();
    if (closing.opts.didDestroy) closing.opts.didDestroy();
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
      close();
      var el = document.createElement('div');
      el.className = 'swal2-container';
      var popup = document.createElement('div');
      popup.className = 'swal2-popup';
      popup.setAttribute('role', 'dialog');
      var body = document.createElement('div');
      body.className = 'swal2-html-container';
      body.innerHTML = opts.html || '';
      popup.appendChild(body);
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
      popup.appendChild(actions);
      var footer = document.createElement('div');
      footer.className = 'swal2-footer';
      footer.innerHTML = opts.footer || '';
      popup.appendChild(footer);
      el.appendChild(popup);
      document.body.appendChild(el);
      open = { el: el, opts: opts, confirm: confirm };
      confirm.addEventListener('click', function () {
        if (opts.preConfirm && opts.preConfirm() === false) return;
        close();
      });
      cancel.addEventListener('click', close);
      if (opts.didOpen) opts.didOpen(popup);
    },
    getConfirmButton: function () {
      return open ? open.confirm : null;
    },
    showLoading: function (btn) {
      var b = btn || this.getConfirmButton();
      if (b) {
        b.disabled = true;
        b.classList.add('swal2-loading');
      }
    },
    hideLoading: function () {
      var b = this.getConfirmButton();
      if (b) {
        b.disabled = false;
        b.classList.remove('swal2-loading');
      }
    },
    close: close,
  };
})();
