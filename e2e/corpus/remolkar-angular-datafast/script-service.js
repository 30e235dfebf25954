// ScriptService: a store of named scripts, loaded into <head> together (each resolves on its load
// event), and a remover by part of the src.
window.ScriptService = (function () {
  var scripts = {};
  var nonce = document.currentScript.nonce;

  return {
    initDatafast: function (gateway, base, id) {
      scripts['checkoutId-datafast'] = { loaded: false, src: gateway + '/v1/paymentWidgets.js?checkoutId=' + id };
      scripts['card-datafast'] = { loaded: false, src: base + '/card-datafast.js' };
    },
    loadAll: function () {
      var names = Array.prototype.slice.call(arguments);
      return Promise.all(names.map(this.load));
    },
    load: function (name) {
      return new Promise(function (resolve) {
        var tag = document.createElement('script');
        tag.type = 'text/javascript';
        tag.src = scripts[name].src;
        tag.nonce = nonce;
        tag.onload = function () {
          scripts[name].loaded = true;
          resolve({ script: name, loaded: true, status: 'Loaded' });
        };
        tag.onerror = function () {
          resolve({ script: name, loaded: false, status: 'Loaded' });
        };
        document.getElementsByTagName('head')[0].appendChild(tag);
      });
    },
    remove: function (part) {
      var all = document.getElementsByTagName('script');
      for (var i = all.length - 1; i >= 0; i--) {
        var src = all[i].getAttribute('src');
        if (src !== null && src.indexOf(part) !== -1) all[i].parentNode.removeChild(all[i]);
      }
    },
  };
})();
