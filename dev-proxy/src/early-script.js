// The inline early script of every page (hints.ts `earlyScript` inlines this file as
// `(function () { <this file> earlyScript(CONFIG); })();` right after <meta charset>, allowed by the page's CSP
// through its hash).
// It runs before any other script, in the browser, as plain ES2019: no build step, no module, no import.
//
// 1. It starts what the page needs and only the URL decides, in parallel with the shell's JavaScript: the
//    registry, the status call and the route's first gateway reads, with the headers the api client sends
//    (Merchant, Device, Language, ModuleId; a token only on the session reads of 4). Each promise is kept on
//    `window.__jogoEarly` under the key the shell's api client looks up once (shell/src/routing/early.ts).
// 2. It preloads the route's largest image, named by a path into one early answer (`image`); then, once the
//    calls are out, the texts of the language the page will show (shared/src/i18n storedLanguage: `lang`, else
//    `hisLang`, else PT) and the route's remote files (manifest, entry, first chunks).
// 3. The first view: once that image is decoded and the status says the site is open, it shows the
//    shell's static frame (index.html `#first-view`: header, navigation and side bars, and a slot where the
//    route's image sits) with the image in its slot, over the page, until the app renders the same image in
//    `#root`; then the frame goes. So a phone on a slow line sees the page's first picture as soon as it
//    arrives instead of after all the JavaScript. The shell releases it early (`__jogoFirstView.release()`)
//    when the route changes or the image never comes (shell/src/routing/first-view.tsx).
// 4. Every other route's first screen: the route's remote ships a view (its markup in both languages,
//    shared/build/first-view.cjs) that this script puts into the same frame, fills from the route's early answers
//    and shows the same way, before any of the app's JavaScript has run; a route's query variant (`/member?page=`)
//    may have its own calls, files and view. When the page knows a session (`?token=`, else sessionStorage),
//    the session's first reads and the route's reads marked `auth` start at once too, with its token.
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
  // Every answer is read to its end here, from a copy (the shell's api client still reads the original), whether
  // the app takes it or not: an answer the app does not take (the vendor lanes it kept in
  // sessionStorage, a guard sending the player elsewhere) would otherwise stay open in Chromium for the life of
  // the page, holding one of HTTP/1.1's six connections, and the page would never reach network idle.
  function put(key, promise) {
    promise.catch(noop);
    early[key] = promise;
    var text = promise.then(function (res) {
      return res.clone().text();
    });
    text.catch(noop);
    return text;
  }
  // the answer's body as JSON, from that copy
  function json(text) {
    return text.then(function (t) {
      return JSON.parse(t);
    });
  }

  // The session, when the page knows one (spec 4: handed over as `?token=`, else kept in sessionStorage): reads
  // marked `auth` start now with it, keyed with it, so the shell takes them only for that session.
  var pageQuery = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  var token = pageQuery.get(cfg.tokenKey);
  try {
    token = token || sessionStorage.getItem(cfg.tokenKey);
  } catch {
    // storage unavailable: no session to restore
  }
  // The first of the route's query variants (`/member?page=…`) the page's query meets: its calls, files and
  // first screen replace the route's own.
  var chosen = null;
  cfg.variants.forEach(function (v) {
    if (chosen) return;
    for (var k in v.when) if (v.when[k].indexOf(pageQuery.get(k) || '') < 0) return;
    chosen = v;
  });
  var calls = chosen ? cfg.calls.concat(chosen.calls) : cfg.calls;
  var routeView = chosen ? chosen.view : cfg.view;
  // a route of the session without one: the shell's guard sends the visitor elsewhere, so none of its first screen
  if (cfg.access !== 'guest' && !token) {
    calls = cfg.calls.filter(function (call) {
      return call.status;
    });
    routeView = null;
  }

  put('GET /remotes.json', fetch('/remotes.json'));
  var open = Promise.resolve(false);
  var imageAsked = null;
  // answers by the name a first view's bindings give them (`as`); the status answer's module flags
  var named = {};
  // the answer of that name, or a rejection when no call gives it
  function byName(name) {
    return named[name] || Promise.reject(new Error('no answer ' + name));
  }
  var flags = {};
  // the status answer's market profile (info.market: payment channels, transfers between players…), or null
  var market = null;
  // the status answer, parsed once (its zone dates the calls that ask for `{siteToday}`)
  var statusJson = null;
  var statusValue = null;
  // today's date in the site's zone (the status answer's info.timeZone) as YYYY-MM-DD, as the app's date filters
  // compute it (shared/src/time presetDays), or null when the answer names no zone this browser knows
  function siteToday(json) {
    var zone = json && json.value && json.value.info && json.value.info.timeZone;
    if (typeof zone !== 'string') return null;
    try {
      var parts = {};
      new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(new Date())
        .forEach(function (p) {
          parts[p.type] = p.value;
        });
      return parts.year + '-' + parts.month + '-' + parts.day;
    } catch {
      return null;
    }
  }
  function needsToday(call) {
    for (var k in call.query) if (String(call.query[k]).indexOf('{siteToday}') >= 0) return true;
    return false;
  }
  // `{name:a.b}` in a call's query: the names of the answers it takes values from
  var FROM = /\{(\w+):([\w.]*)\}/g;
  function dependsOn(call) {
    var names = [];
    for (var k in call.query)
      String(call.query[k]).replace(FROM, function (_all, name) {
        names.push(name);
        return '';
      });
    return names;
  }
  calls.forEach(function (call) {
    if (call.auth === true && !token) return;
    // a call taking a value from another answer (the lottery's draws of the game its menus answer chose) starts
    // once that answer is in, as the app's own second call would, one round trip later; without the value it is
    // not asked, and its name answers null
    var from = dependsOn(call);
    if (from.length) {
      var later = Promise.all(from.map(byName)).then(function (answers) {
        var values = {};
        from.forEach(function (name, i) {
          values[name] = answers[i];
        });
        for (var k in call.query) {
          var missing = false;
          String(call.query[k]).replace(FROM, function (_all, name, dotted) {
            var v = pick(values[name], dotted);
            if (v === undefined || v === null || v === '') missing = true;
            return '';
          });
          if (missing) return null;
        }
        return start(call, null, values);
      });
      later.catch(noop);
      if (call.as) named[call.as] = later;
      return;
    }
    // a call dated by the site's day (a records page's default "today") starts once the status answer names the
    // site's zone, one round trip later; the app's own call comes long after
    if (needsToday(call)) {
      if (statusJson)
        statusJson
          .then(function (json) {
            var today = siteToday(json);
            if (today) start(call, today);
          })
          .catch(noop);
      return;
    }
    start(call, null);
  });
  function start(call, today, values) {
    var query = new URLSearchParams();
    for (var k in call.query)
      query.set(
        k,
        String(call.query[k])
          .replace('{language}', L)
          .replace('{merchant}', cfg.merchant)
          .replace('{siteToday}', today)
          .replace(FROM, function (_all, name, dotted) {
            return String(pick(values && values[name], dotted));
          }),
      );
    var url = call.path + (query.size ? '?' + query : '');
    var headers = { Merchant: cfg.merchant, Device: 'web', Language: L, ModuleId: call.moduleId };
    var withToken = call.auth && token;
    if (withToken) headers.Authorization = token;
    var answer = fetch(url, { headers: headers });
    var text = put('GET ' + url + ' ' + L + ' ' + call.moduleId + (withToken ? ' ' + token : ''), answer);
    var parsed = call.status || call.image || call.images || call.as || call.pick ? json(text) : null;
    if (call.as) named[call.as] = parsed;
    if (call.pick) {
      var chosen = parsed.then(function (json) {
        return choose(json, call.pick);
      });
      chosen.catch(noop);
      named[call.pick.as] = chosen;
    }
    if (call.status) {
      // a view may show what the status answer names (the agent landing's logo and customer service)
      named.status = parsed;
      statusJson = parsed;
      open = parsed.then(siteOpen, noop);
      parsed
        .then(function (json) {
          statusValue = json;
          flags = flagsOf(json && json.value && json.value.info && json.value.info.whitelabel);
          var m = json && json.value && json.value.info && json.value.info.market;
          market = m && typeof m === 'object' ? m : null;
        })
        .catch(noop);
    }
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
    return parsed;
  }
  if (routeView && routeView[L]) imageAsked = screenView(routeView[L]);

  // The item a route's first render chooses from a list of groups (EarlyRead `pick`): the groups whose fields are
  // among `where`'s (the answer narrowed to them, as the app filters it), then the item of their `items` whose
  // `key` is the page's query parameter, else the first one; marked `fvSelected`, its group as `parent`. None:
  // null; a query naming none: rejected (the app says the linked game is not offered: no first screen of it).
  function choose(json, p) {
    var groups = pick(json, p.list);
    if (!Array.isArray(groups)) throw new Error('no list ' + p.list);
    var mine = groups.filter(function (g) {
      for (var k in p.where) if (!g || p.where[k].indexOf(g[k]) < 0) return false;
      return true;
    });
    var keys = p.list.split('.');
    var last = keys.pop();
    pick(json, keys.join('.'))[last] = mine;
    var asked = pageQuery.get(p.query);
    var found = null;
    mine.forEach(function (g) {
      (Array.isArray(g[p.items]) ? g[p.items] : []).forEach(function (item) {
        if (!found && item && (!asked || item[p.key] === asked)) found = { item: item, parent: g };
      });
    });
    if (!found) {
      if (asked) throw new Error('not offered ' + asked);
      return null;
    }
    found.item.fvSelected = true;
    var out = { parent: found.parent };
    for (var f in found.item) out[f] = found.item[f];
    return out;
  }

  // Then the texts of the language the page will show (fetched like webpack fetches a chunk, a classic script),
  // and on a route whose first view shows an image (home's banner) or its own first screen, the route's
  // remote manifest, entry and first chunks (hints.ts routeHints, with the chosen variant's own): the app's
  // render needs them, not that view, and on HTTP/1.1's six connections
  // they would queue the calls it waits for behind them. So there they wait until the image is asked for (at
  // most ROUTE_FILES_WAIT ms); the app's render waits for the shell's main script anyway, which is already
  // loading (home's LCP under slow 4G 0.97 → 0.80 s).
  // The remote's files also wait for the shell's deferred entry script to have run (DOMContentLoaded): nothing
  // of a remote runs before it, and on a slow line they shared the link with it (about 30 KB of the 230 KB
  // before it ends on /rng), so it arrived that much later; they arrive while the shell boots instead.
  var shellRan = null;
  if (typeof document.addEventListener === 'function' && document.readyState === 'loading')
    shellRan = new Promise(function (resolve) {
      document.addEventListener('DOMContentLoaded', resolve, { once: true });
    });
  var routeFilesAsked = false;
  var remoteFilesAsked = false;
  function remoteFiles() {
    if (remoteFilesAsked) return;
    remoteFilesAsked = true;
    cfg.routeHints.concat(chosen ? chosen.hints : []).forEach(function (hint) {
      // a lent page's texts: the page's language only
      if (!hint.lang || hint.lang === L) preload(hint.as, hint.href);
    });
  }
  function routeFiles() {
    if (routeFilesAsked) return;
    routeFilesAsked = true;
    (cfg.languages[L] || []).forEach(function (href) {
      preload('script', href);
    });
    if (shellRan) shellRan.then(remoteFiles);
    else remoteFiles();
  }
  if (imageAsked) {
    imageAsked.then(routeFiles, routeFiles);
    setTimeout(routeFiles, ROUTE_FILES_WAIT);
  } else routeFiles();

  // only a path of this origin (never another host, scheme or `//host`)
  function ownPath(src) {
    return typeof src === 'string' && src.charAt(0) === '/' && src.charAt(1) !== '/';
  }

  // the value at a dotted path (`''`, `.`: the value itself)
  function pick(json, dotted) {
    if (dotted === '' || dotted === '.') return json;
    var value = json;
    dotted.split('.').forEach(function (k) {
      value = value == null ? value : value[k];
    });
    return value;
  }

  // the whitelabel module-flag tree as `{ MODID: on }`, a child of a disabled module off
  // (shell/src/status/system-status.ts flattenFlags)
  function flagsOf(nodes, parentOn, out) {
    out = out || {};
    (nodes || []).forEach(function (n) {
      var on = parentOn !== false && n.enabled === true;
      out[n.modId] = on;
      flagsOf(n.childrenNodes, on, out);
    });
    return out;
  }

  // the status answer says the app shows (shell/src/status/system-status.ts decideStatus: 0)
  // `field`: unless the market's field is false (no profile: shown); `field~V`: unless the field is a list without
  // V; `field!~V`: only when it is a list without V (as the app reads the profile: shared useMarket)
  function marketAllows(rule) {
    var m = /^(\w+)(?:(!?~)(.*))?$/.exec(rule || '');
    if (!m) return false;
    var value = market ? market[m[1]] : undefined;
    if (!m[2]) return value !== false;
    var without = Array.isArray(value) && value.indexOf(m[3]) < 0;
    return m[2] === '~' ? !without : without;
  }
  function siteOpen(json) {
    var s = json && json.success && json.value;
    var info = (s && s.info) || {};
    return !!s && s.status === 0 && info.maintenance !== true && info.regionRestriction !== true;
  }

  // Released before it showed (the app rendered first, or the route changed): it never shows, and its frame
  // leaves the page too, so no hidden copy of the header stays in the document.
  var view = (window.__jogoFirstView = {
    released: false,
    release: function () {
      view.released = true;
      var frame = document.getElementById('first-view');
      if (frame && frame.parentNode) frame.parentNode.removeChild(frame);
    },
  });

  // once the parser is done with the page (readyState `interactive`), not at DOMContentLoaded: that waits for the
  // shell's deferred entry script, so a picture already decoded by then (a repeat visit, the banner in the cache)
  // kept the frame back until the app's own script had arrived
  function whenParsed(fn) {
    if (document.readyState !== 'loading') return fn();
    document.addEventListener('readystatechange', function parsed() {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', parsed);
      fn();
    });
  }

  // A tap on the frame is the player's: it is never lost. The frame keeps it (its point in the
  // viewport) on `__jogoFirstView.taps`, and the shell, once its page has rendered, hands it to what the app
  // shows at that point (shell/src/routing/first-view.tsx); a shell already listening (`onTap`) gets it at once.
  // Listened for on the document from now (the frame shows before DOMContentLoaded, which waits for the shell's
  // deferred entry script).
  view.taps = [];
  if (document.addEventListener)
    document.addEventListener(
      'click',
      function (e) {
        var frame = document.getElementById('first-view');
        if (!frame || frame.hidden || !frame.contains(e.target)) return;
        var tap = { x: e.clientX, y: e.clientY };
        if (view.onTap) view.onTap(tap);
        else view.taps.push(tap);
      },
      true,
    );

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

  // A route's first screen (shared/build/first-view.cjs): the remote's markup in the shell's frame,
  // filled from the route's early answers, shown once the status says the site is open, the answers it binds are
  // in and its first pictures are decoded, and taken away once the app shows its own (the view's `data-fv-until`:
  // `img`, the view's first picture in #root, decoded; else a selector the app's first screen matches).
  function screenView(html) {
    var holder = document.createElement('div');
    holder.innerHTML = html;
    var root = holder.firstElementChild;
    if (!root) return null;
    // an answer by name, once the status answer is in too (its zone dates the times a view shows)
    function answer(name) {
      return Promise.all([byName(name), statusJson]).then(function (both) {
        return both[0];
      });
    }
    // the lists of the view's answers (`:field`, a list of an item, is filled with its item)
    var lists = Array.prototype.filter.call(root.querySelectorAll('[data-fv-each]'), function (el) {
      return el.getAttribute('data-fv-each').charAt(0) !== ':';
    });
    var filled = Promise.all(
      lists
        .map(function (item) {
          var ref = item.getAttribute('data-fv-each').split(':');
          var max = Number(item.getAttribute('data-fv-max')) || 100;
          // its items go where it was (a comment holds the place)
          var place = document.createComment('');
          item.parentNode.replaceChild(place, item);
          item.removeAttribute('data-fv-each');
          item.removeAttribute('data-fv-max');
          return answer(ref[0])
            .then(function (json) {
              var list = pick(json, ref[1]);
              // one object is one item (the session's member info)
              if (list && typeof list === 'object' && !Array.isArray(list)) list = [list];
              if (!Array.isArray(list)) return;
              list.slice(0, max).forEach(function (data) {
                var copy = item.cloneNode(true);
                bind(copy, data);
                place.parentNode.insertBefore(copy, place);
              });
            })
            .catch(noop);
        })
        .concat(
          // an element only when a value of an answer is there (`data-fv-has`: a list with items, an object) or
          // not (`data-fv-empty`: an empty list, null, no answer)
          Array.prototype.map.call(root.querySelectorAll('[data-fv-has], [data-fv-empty]'), function (el) {
            var has = el.hasAttribute('data-fv-has');
            var ref = el.getAttribute(has ? 'data-fv-has' : 'data-fv-empty').split(':');
            el.removeAttribute(has ? 'data-fv-has' : 'data-fv-empty');
            return answer(ref[0])
              .then(function (json) {
                var value = pick(json, ref[1]);
                return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
              })
              .catch(function () {
                return false;
              })
              .then(function (there) {
                if (there !== has && el.parentNode) el.parentNode.removeChild(el);
              });
          }),
        ),
    );
    // the answers the view cannot show without (`data-fv-need="a b"`): one that fails, none of it
    var needs = (root.getAttribute('data-fv-need') || '').split(' ').filter(Boolean).map(answer);
    // how many of its first pictures must be decoded before it shows (`data-fv-wait`; all by default)
    var waitFor = root.getAttribute('data-fv-wait');
    var wait = waitFor === null ? Infinity : Number(waitFor) || 0;
    // its pictures are asked for once its lists are filled: then the route's files may take the connections
    var asked = filled.then(noop);
    var ready = filled.then(function () {
      var images = Array.prototype.slice.call(root.getElementsByTagName('img'), 0, wait);
      return Promise.all(
        images.map(function (img) {
          return img.decode().catch(noop);
        }),
      );
    });
    Promise.all([open, ready].concat(needs))
      .then(function (done) {
        if (done[0]) whenParsed(show);
      })
      .catch(noop);
    return asked;

    function show() {
      var frame = document.getElementById('first-view');
      var main = frame && frame.querySelector('[data-first-view-main]');
      var app = document.getElementById('root');
      if (!main || !app || view.released) return;
      if (cfg.layout) frame.setAttribute('data-layout', cfg.layout);
      try {
        if (localStorage.getItem(frame.getAttribute('data-collapsed-key')) === '1')
          frame.classList.add('collapsed');
      } catch {
        // storage unavailable: the side bar's default width
      }
      var until = root.getAttribute('data-fv-until') || 'img';
      // the shell sees how this view hands over (shell/src/routing/first-view.tsx)
      view.until = until;
      var first = root.querySelector('img[src]');
      var src = first && first.getAttribute('src');
      var watch = new MutationObserver(check);
      view.release = function () {
        view.released = true;
        watch.disconnect();
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      };
      Array.prototype.forEach.call(root.querySelectorAll('[data-fv-flag]'), function (el) {
        if (flags[el.getAttribute('data-fv-flag')] !== true) el.parentNode.removeChild(el);
      });
      Array.prototype.forEach.call(root.querySelectorAll('[data-fv-market]'), function (el) {
        if (!marketAllows(el.getAttribute('data-fv-market'))) el.parentNode.removeChild(el);
      });
      // a picture, never a control: a tap goes to the frame, which keeps it for the app
      root.style.pointerEvents = 'none';
      while (main.firstChild) main.removeChild(main.firstChild);
      main.appendChild(root);
      frame.hidden = false;
      watch.observe(app, { childList: true, subtree: true });
      check();

      function check() {
        if (until !== 'img') {
          if (app.querySelector(until)) view.release();
          return;
        }
        if (!src) return;
        var images = app.getElementsByTagName('img');
        for (var i = 0; i < images.length; i++) {
          var img = images[i];
          if (img.getAttribute('src') !== src) continue;
          // once it has loaded (a lazy picture loads when the app shows it): then its decode is at hand
          if (img.complete && img.naturalWidth) {
            watch.disconnect();
            img.decode().then(view.release, view.release);
            return;
          }
          img.addEventListener('load', check, { once: true });
        }
      }
    }
  }

  // one item of a view's list: pictures (a path of this origin only), texts and classes from the item's fields
  // (dotted: `parent.gameGroupName`; `.`: the item itself), and its own lists (`data-fv-each=":field"`, with
  // `data-fv-split=","` a text's parts), each filled with its items once the item's own bindings are done
  function bind(node, data) {
    function first(fields) {
      var value;
      fields.split(' ').forEach(function (f) {
        if (value === undefined || value === null || value === '') value = pick(data, f);
      });
      return value;
    }
    var own = [];
    Array.prototype.forEach.call(node.querySelectorAll('[data-fv-each^=":"]'), function (el) {
      // only this item's: a list inside another of its lists is filled with that one's items
      for (var up = el.parentNode; up && up !== node; up = up.parentNode)
        if (up.hasAttribute && up.hasAttribute('data-fv-each')) return;
      var place = document.createComment('');
      own.push({ el: el, place: place });
      el.parentNode.replaceChild(place, el);
    });
    // the item's element itself and every element in it
    function each(attr, fn) {
      if (node.hasAttribute(attr)) fn(node);
      Array.prototype.forEach.call(node.querySelectorAll('[' + attr + ']'), fn);
    }
    each('data-fv-class', function (el) {
      var parts = el.getAttribute('data-fv-class').split(' ');
      el.removeAttribute('data-fv-class');
      if (first(parts[0])) el.classList.add(parts[1]);
    });
    each('data-fv-src', function (img) {
      var src = first(img.getAttribute('data-fv-src'));
      img.removeAttribute('data-fv-src');
      // a picture of this origin, or one the answer carries in itself (the site's logo as a data: image)
      if (ownPath(src) || (typeof src === 'string' && /^data:image\//.test(src)))
        img.setAttribute('src', src);
    });
    each('data-fv-if', function (el) {
      var on = first(el.getAttribute('data-fv-if'));
      if (on === undefined || on === null || on === '' || on === 0) el.parentNode.removeChild(el);
      else el.removeAttribute('data-fv-if');
    });
    each('data-fv-text', function (el) {
      var text = first(el.getAttribute('data-fv-text'));
      var pattern = el.getAttribute('data-fv-pattern');
      var format = el.getAttribute('data-fv-format');
      if (format) text = formatted(format, text, el.getAttribute('data-fv-duration'));
      if (text === undefined || text === null || text === '') {
        if (pattern !== null) el.parentNode.removeChild(el);
        else el.textContent = '';
        return;
      }
      el.textContent = pattern !== null ? pattern.replace(/{{\s*\w+\s*}}/, text) : String(text);
      el.removeAttribute('data-fv-text');
      el.removeAttribute('data-fv-pattern');
      el.removeAttribute('data-fv-format');
      el.removeAttribute('data-fv-duration');
    });
    own.forEach(function (list) {
      var el = list.el;
      var value = pick(data, el.getAttribute('data-fv-each').slice(1));
      var split = el.getAttribute('data-fv-split');
      el.removeAttribute('data-fv-each');
      el.removeAttribute('data-fv-split');
      if (split !== null && typeof value === 'string') value = value.split(split);
      if (!Array.isArray(value)) return;
      value.forEach(function (item) {
        var copy = el.cloneNode(true);
        bind(copy, item);
        list.place.parentNode.insertBefore(copy, list.place);
      });
    });
  }

  // a value as the app writes it: `percent`, `number` (numbers only), `datetime` (an instant in the site's zone,
  // @jogo/shared/time formatDateTime), `duration` (seconds, in the texts the build wrote into
  // `data-fv-duration`: the lottery screen's formatInterval)
  function formatted(format, value, units) {
    if (format === 'datetime') return dateTime(value);
    if (typeof value !== 'number') return undefined;
    if (format === 'percent') return percent(value);
    if (format === 'duration') return duration(value, (units || '').split('|'));
    return grouped(value);
  }

  // `26/11/2026 22:30` in the site's zone (the status answer's, else the default), day first in both languages
  function dateTime(value) {
    var ms = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
    if (value === '' || isNaN(ms)) return undefined;
    var info = (statusValue && statusValue.value && statusValue.value.info) || {};
    // the app's default zone when the answer names none (shared/src/time/zone.ts DEFAULT_TIME_ZONE)
    var zone = typeof info.timeZone === 'string' ? info.timeZone : 'America/Sao_Paulo';
    try {
      return new Intl.DateTimeFormat(L === 'EN' ? 'en-GB' : 'pt-BR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone,
      })
        .format(ms)
        .replace(',', '');
    } catch {
      return undefined;
    }
  }

  // seconds as a day, hours, minutes or seconds: units are `day|hour one|hours|minute one|minutes|second one|seconds`
  // with `{{count}}`, the plural as i18next picks it (Intl.PluralRules of the language)
  function duration(seconds, units) {
    if (units.length < 7) return undefined;
    if (seconds >= 86400) return units[0];
    var unit = seconds >= 3600 ? [3600, 1] : seconds >= 60 ? [60, 3] : [1, 5];
    var count = Math.round(seconds / unit[0]);
    var plural = new Intl.PluralRules(L === 'EN' ? 'en' : 'pt').select(count) === 'one' ? 0 : 1;
    return units[unit[1] + plural].replace(/{{\s*count\s*}}/, String(count));
  }

  // a whole number as the app writes it (@jogo/shared/ui formatNumber: PT 1.200, EN 1,200)
  function grouped(n) {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, L === 'PT' ? '.' : ',');
  }

  // a percentage as the app writes it (@jogo/shared/ui formatPercent: at most two decimals, the language's comma)
  function percent(n) {
    var text = String(Math.round(n * 100) / 100);
    return (L === 'PT' ? text.replace('.', ',') : text) + '%';
  }
}
