// The customer-service chat page's script (routes/content/cs). Plain browser JavaScript: the page is served by the
// gateway on the site's own origin and must work without the site's bundles.
(function () {
  'use strict';
  var root = document.querySelector('.chat');
  var log = document.getElementById('log');
  var form = document.getElementById('send');
  var text = document.getElementById('text');
  var error = document.getElementById('error');
  var button = form.querySelector('button');
  var KEY = 'jogo.cs.conversation';

  // The site keeps its language in localStorage; open the page in it when the link did not say.
  var params = new URLSearchParams(location.search);
  var siteLang = (localStorage.getItem('lang') || '').toUpperCase();
  if (!params.get('lang') && (siteLang === 'EN' || siteLang === 'PT') && siteLang !== root.dataset.lang) {
    params.set('lang', siteLang);
    location.replace(location.pathname + '?' + params.toString());
    return;
  }

  var conversation = localStorage.getItem(KEY);
  // a random id of 122 bits or more (a conversation is not guessable), never Math.random
  if (!conversation || !/^[A-Za-z0-9-]{32,64}$/.test(conversation)) {
    conversation = crypto.randomUUID
      ? crypto.randomUUID()
      : Array.prototype.map
          .call(crypto.getRandomValues(new Uint8Array(16)), function (b) {
            return (b + 256).toString(16).slice(1);
          })
          .join('');
    localStorage.setItem(KEY, conversation);
  }

  function headers(json) {
    var h = {
      Merchant: root.dataset.merchant,
      Device: 'web',
      Language: root.dataset.lang,
      ModuleId: 'COMM3',
    };
    var token = sessionStorage.getItem('token');
    if (token) h.Authorization = token;
    if (json) h['Content-Type'] = 'application/json';
    return h;
  }

  function render(list) {
    log.textContent = '';
    list.forEach(function (m) {
      var li = document.createElement('li');
      li.className = 'msg ' + m.author;
      var who = document.createElement('span');
      who.className = 'who';
      who.textContent = m.author === 'visitor' ? root.dataset.you : root.dataset.agent;
      li.appendChild(who);
      li.appendChild(document.createTextNode(m.body));
      log.appendChild(li);
    });
    log.scrollTop = log.scrollHeight;
  }

  function showError(message) {
    error.textContent = message || root.dataset.failed;
    error.hidden = false;
  }

  function call(method, body) {
    var url =
      '/wps/cs/messages' + (method === 'GET' ? '?conversation=' + encodeURIComponent(conversation) : '');
    return fetch(url, {
      method: method,
      headers: headers(!!body),
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (env) {
        if (!env.success) throw new Error(env.message || '');
        return env.value;
      });
    });
  }

  call('GET')
    .then(function (v) {
      render(v.list);
    })
    .catch(function (e) {
      showError(e.message);
    });

  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var body = text.value.trim();
    if (!body || button.disabled) return;
    button.disabled = true;
    error.hidden = true;
    call('POST', { conversation: conversation, body: body })
      .then(function (v) {
        text.value = '';
        render(v.list);
      })
      .catch(function (e) {
        showError(e.message);
      })
      .then(function () {
        button.disabled = false;
        text.focus();
      });
  });

  text.addEventListener('keydown', function (ev) {
    if (ev.key === 'Enter' && !ev.shiftKey) {
      ev.preventDefault();
      form.requestSubmit();
    }
  });

  document.getElementById('close').addEventListener('click', function () {
    window.close();
  });
})();
