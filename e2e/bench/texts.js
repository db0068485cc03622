// Installed before any page script (an init script): window.__benchTexts(words) lists which of `words` the page
// shows now (text nodes rendered on screen, compared whole and trimmed), and window.__benchUntilGone(words, ms)
// waits frame by frame until none of them shows, resolving with performance.now() then (or -1 after `ms`).
// Plain ES2019, never compiled.
(function () {
  function shown(words) {
    var set = {};
    words.forEach(function (w) {
      set[w] = true;
    });
    var found = {};
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (var n = walker.nextNode(); n; n = walker.nextNode()) {
      var text = n.nodeValue.trim();
      if (!text || !set[text]) continue;
      var el = n.parentElement;
      var visible = el && (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
      if (visible) found[text] = true;
    }
    var imgs = document.querySelectorAll('img[src]');
    for (var i = 0; i < imgs.length; i++) {
      var src = imgs[i].getAttribute('src');
      words.forEach(function (w) {
        if (w.charAt(0) === '?' && src.indexOf(w.slice(1)) >= 0) found[w] = true;
      });
    }
    return Object.keys(found);
  }
  window.__benchTexts = shown;
  window.__benchUntilGone = function (words, ms) {
    var t0 = performance.now();
    return new Promise(function (resolve) {
      function check() {
        if (!shown(words).length) return resolve(performance.now());
        if (performance.now() - t0 > ms) return resolve(-1);
        requestAnimationFrame(check);
      }
      check();
    });
  };
})();
