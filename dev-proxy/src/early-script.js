// The inline early script of every page (hints.ts `earlyScript` inlines this file as
// `(function () { <this file> earlyScript(CONFIG); })();` right after <meta charset>, allowed by the page's CSP
// through its hash).
// It runs before any other script, in the browser, as plain ES2019: no build step, no module, no import.
//
// 1. It starts what the page needs and only the URL decides, in parallel with the shell's JavaScript: the
//    registry, the status call and the route's first gateway reads, with the headers the api client sends
//    (Merchant, Device, Language, ModuleId; no token: early reads are public). Each promise is kept on
//    `window.__jogoEarly` under the key the shell's api client looks up once (shell/src/routing/early.ts).
// 2. It preloads the route's largest image, named by a path into one early answer (`image`); then, once the
//    calls are out, the texts of the language the page will show (shared/src/i18n storedLanguage: `lang`, else
//    `hisLang`, else PT) and the route's remote files (manifest, entry, first chunks).
// 3. The first view (issue 14): once that image is decoded and the status says the site is open, it shows the
//    shell's static frame (index.html `#first-view`: header, navigation and side bars, and a slot where the
//    route's image sits) with the image in its slot, over the page, until the app renders the same image in
//    `#root`; then the frame goes. So a phone on a slow line sees the page's first picture as soon as it
//    arrives instead of after all the JavaScript. The shell releases it early (`__jogoFirstView.release()`)
//    when the route changes or the image never comes (shell/src/routing/first-view.tsx).
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- hints.ts calls it in the page
function earlyScript(cfg) {
  var noop = function () {};
  var ROUTE_FILES_WAIT = 800;
  var L = 'PT';
  try {
    var stored = localStorage.getItem(cfg.languageKeys[0]);
    stored = (stored !== null ? stored : localStorage.getItem(cfg.languageKeys[1])) || '';
    if (stored.toUpperCase() === 'EN') L = 'EN';
  } catch {
    // storage unavailable (private mode): the default language
  }

  function preload(as, href, high) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (high) link.fetchPriority = 'high';
    // a fetch preload is used by a CORS-mode fetch (the federation runtime's manifest request)
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }

  var early = (window.__jogoEarly = {});
  function put(key, promise) {
    promise.catch(noop);
    early[key] = promise;
  }
  // a copy of an answer's body: the shell's api client still reads the original
  function body(promise) {
    return promise.then(function (res) {
      return res.clone().json();
    });
  }

  put('GET /remotes.json', fetch('/remotes.json'));
  var open = Promise.resolve(false);
  var imageAsked = null;
  cfg.calls.forEach(function (call) {
    var query = new URLSearchParams();
    for (var k in call.query)
      query.set(k, String(call.query[k]).replace('{language}', L).replace('{merchant}', cfg.merchant));
    var url = call.path + (query.size ? '?' + query : '');
    var answer = fetch(url, {
      headers: { Merchant: cfg.merchant, Device: 'web', Language: L, ModuleId: call.moduleId },
    });
    put('GET ' + url + ' ' + L + ' ' + call.moduleId, answer);
    // one copy of the answer's body, whatever reads it below
    var parsed = call.status || call.image || call.images ? body(answer) : null;
    if (call.status) open = parsed.then(siteOpen, noop);
    if (call.image)
      imageAsked = parsed
        .then(function (json) {
          var src = pick(json, call.image);
          if (!ownPath(src)) return;
          preload('image', src, true);
          firstView(src);
        })
        .catch(noop);
    if (call.images)
      parsed
        .then(function (json) {
          var list = pick(json, call.images.list);
          if (!Array.isArray(list)) return;
          list.slice(0, call.images.count).forEach(function (item) {
            var src;
            call.images.fields.forEach(function (f) {
              if (!src && item) src = item[f];
            });
            if (ownPath(src)) preload('image', src, true);
          });
        })
        .catch(noop);
  });

  // Then the texts of the language the page will show (fetched like webpack fetches a chunk, a classic script),
  // and on a route whose first view shows an image (home's banner), the route's remote manifest, entry and first
  // chunks (hints.ts routeHints): the app's render needs them, not that image, and on HTTP/1.1's six connections
  // they would queue the calls it waits for behind them. So there they wait until the image is asked for (at
  // most ROUTE_FILES_WAIT ms); the app's render waits for the shell's main script anyway, which is already
  // loading (issue 14: home's LCP under slow 4G 0.97 → 0.80 s).
  var routeFilesAsked = false;
  function routeFiles() {
    if (routeFilesAsked) return;
    routeFilesAsked = true;
    (cfg.languages[L] || []).forEach(function (href) {
      preload('script', href);
    });
    cfg.routeHints.forEach(function (hint) {
      preload(hint.as, hint.href);
    });
  }
  if (imageAsked) {
    imageAsked.then(routeFiles, routeFiles);
    setTimeout(routeFiles, ROUTE_FILES_WAIT);
  } else routeFiles();

  // only a path of this origin (never another host, scheme or `//host`)
  function ownPath(src) {
    return typeof src === 'string' && src.charAt(0) === '/' && src.charAt(1) !== '/';
  }

  function pick(json, dotted) {
    var value = json;
    dotted.split('.').forEach(function (k) {
      value = value == null ? value : value[k];
    });
    return value;
  }

  // the status answer says the app shows (shell/src/status/system-status.ts decideStatus: 0)
  function siteOpen(json) {
    var s = json && json.success && json.value;
    var info = (s && s.info) || {};
    return !!s && s.status === 0 && info.maintenance !== true && info.regionRestriction !== true;
  }

  var view = (window.__jogoFirstView = {
    released: false,
    release: function () {
      view.released = true;
    },
  });

  function whenParsed(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  function firstView(src) {
    var img = document.createElement('img');
    img.alt = '';
    img.fetchPriority = 'high';
    img.src = src;
    Promise.all([open, img.decode()])
      .then(function (ready) {
        if (ready[0]) whenParsed(show);
      })
      .catch(noop);

    function show() {
      var frame = document.getElementById('first-view');
      var slot = frame && frame.querySelector('[data-first-view-slot]');
      var root = document.getElementById('root');
      if (!slot || !root || view.released) return;
      try {
        if (localStorage.getItem(frame.getAttribute('data-collapsed-key')) === '1')
          frame.classList.add('collapsed');
      } catch {
        // storage unavailable: the side bar's default width
      }
      var watch = new MutationObserver(check);
      view.release = function () {
        view.released = true;
        watch.disconnect();
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      };
      slot.appendChild(img);
      frame.hidden = false;
      watch.observe(root, { childList: true, subtree: true });
      check();

      // the app shows the same image: the frame goes once that one is decoded (no blank frame between)
      function check() {
        var images = root.getElementsByTagName('img');
        for (var i = 0; i < images.length; i++) {
          if (images[i].getAttribute('src') !== src) continue;
          watch.disconnect();
          images[i].decode().then(view.release, view.release);
          return;
        }
      }
    }
  }
}
