// The frame page's "return" branch: the shopper's payment came back into the frame's own iframe
// with resourcePath; it goes up to the frame page (the one that holds the widget), for this site's
// origin only. (The template runs this on DOMContentLoaded; printed by wp-router.js it may run
// after that event, so it also runs at once when the document is already parsed.)
(function () {
  var message = { channel: 'resourcePath', data: new URLSearchParams(location.search).get('resourcePath') };
  function send() {
    console.log('resourcePath: window.parent.postMessage', message);
    window.parent.postMessage(JSON.stringify(message), location.origin);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', send);
  else send();
})();
