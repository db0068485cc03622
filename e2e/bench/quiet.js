// Put in the page before its own scripts by the bench's probe proxy (engines): the announcement popup's 'closed'
// markers, as the e2e tests set them (shell/README.md), so the popup's cover does not take the bench's taps.
// Plain ES2019, never compiled.
(function () {
  try {
    ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'].forEach(function (m) {
      sessionStorage.setItem(m, 'closed');
    });
  } catch {
    // storage unavailable: the popup shows
  }
})();
