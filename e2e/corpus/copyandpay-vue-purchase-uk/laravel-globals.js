// What the Laravel layout gives the Vue app: window.Laravel.user, and where its API answers from
// (the purchase checkout the server created for this page, the gateway's address).
(function (tag) {
  window.Laravel = { csrfToken: document.querySelector('meta[name="csrf-token"]').content, user: { id: Number(tag.dataset.userId) } };
  window.__purchaseApi = { checkoutId: tag.dataset.checkoutId, gateway: tag.dataset.gateway, resultUrl: tag.dataset.resultUrl };
})(document.currentScript);
