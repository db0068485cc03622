// Home's first-view hand-over as the page lives it, in any engine: put in the page before its own
// scripts (the bench's probe proxy inlines it in <head>). Kept on window.__benchHandOver, times from
// performance.now():
//   frameShown  the early script showed the first-view frame (#first-view lost its `hidden`)
//   frameGone   the frame left (removed, or hidden again)
//   appRender   the app's first render: something of the app in #root besides the boot spinner
//   appReady    the app's header has its buttons (the page a player can use)
//   lastClick   the last click the page received (capture phase), for the language switch's timing
//   releaseAt   the first call of the frame's `__jogoFirstView.release()` (the shell's hand-over, or the early
//               script once the app's copy of its picture is decoded)
//   handOverAt  the shell's hand-over started (it set `__jogoFirstView.onTap`: first-view.tsx FirstViewHandOver)
// Plain ES2019, never compiled.
(function () {
  var s = (window.__benchHandOver = {
    frameShown: -1,
    frameGone: -1,
    appRender: -1,
    appReady: -1,
    lastClick: -1,
    releaseAt: -1,
    handOverAt: -1,
  });
  // the early script sets window.__jogoFirstView, then replaces its `release` when the frame shows: every release
  // it is given is wrapped, to see when the first call came and from where
  function watchRelease(view) {
    var current = view.release;
    function wrap(fn) {
      return function () {
        if (s.releaseAt < 0) s.releaseAt = performance.now();
        return fn.apply(this, arguments);
      };
    }
    Object.defineProperty(view, 'release', {
      configurable: true,
      get: function () {
        return current;
      },
      set: function (fn) {
        current = wrap(fn);
      },
    });
    view.release = current;
    var onTap = view.onTap;
    Object.defineProperty(view, 'onTap', {
      configurable: true,
      get: function () {
        return onTap;
      },
      set: function (fn) {
        if (typeof fn === 'function' && s.handOverAt < 0) s.handOverAt = performance.now();
        onTap = fn;
      },
    });
  }
  var known;
  Object.defineProperty(window, '__jogoFirstView', {
    configurable: true,
    get: function () {
      return known;
    },
    set: function (v) {
      known = v;
      if (v && typeof v === 'object') watchRelease(v);
    },
  });
  document.addEventListener(
    'click',
    function () {
      s.lastClick = performance.now();
    },
    true,
  );
  function check() {
    var now = performance.now();
    var frame = document.getElementById('first-view');
    if (frame && !frame.hidden && s.frameShown < 0) s.frameShown = now;
    if (s.frameShown >= 0 && s.frameGone < 0 && (!frame || !frame.isConnected || frame.hidden))
      s.frameGone = now;
    var root = document.getElementById('root');
    if (root && s.appRender < 0) {
      for (var i = 0; i < root.children.length; i++)
        if (root.children[i].id !== 'boot') {
          s.appRender = now;
          break;
        }
    }
    if (root && s.appReady < 0 && root.querySelector('header button')) s.appReady = now;
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  check();
})();
