// Installed before any page script (an init script): the page's largest contentful paint and its layout shifts,
// with what painted last and what moved most, as the bench reads them (window.__benchVitals). `pageLcp`: the
// largest paint of the page itself, a dialog's aside (the first visit's announcement popup opens by itself, after
// the page, and on a page without a large picture its text is the largest paint).
// Plain ES2019, never compiled.
(function () {
  // `last`: when the latest entry came (performance.now()), so the bench waits until the page settles
  var v = (window.__benchVitals = {
    lcp: 0,
    lcpElement: '',
    pageLcp: 0,
    pageLcpElement: '',
    cls: 0,
    shifts: [],
    last: 0,
    // when the app had drawn the route's own content (the shell's mark, shell/src/routing/route-content.ts)
    content: 0,
  });
  function inDialog(node) {
    return !!(node && node.closest && node.closest('[role="dialog"], dialog'));
  }
  function describe(node) {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : '';
    var s = node.tagName.toLowerCase();
    if (node.id) s += '#' + node.id;
    var label = node.getAttribute('aria-label') || node.getAttribute('alt');
    if (label) s += '[' + label.slice(0, 40) + ']';
    else if (node.className && typeof node.className === 'string')
      s += '.' + node.className.split(/\s+/).slice(0, 2).join('.');
    var src = node.getAttribute('src');
    if (src) s += ' ' + src.split('?')[0].slice(-60);
    return s;
  }
  try {
    new PerformanceObserver(function (list) {
      v.last = performance.now();
      list.getEntries().forEach(function (e) {
        if (e.startTime >= v.lcp) {
          v.lcp = e.startTime;
          v.lcpElement = describe(e.element) || e.url || '';
        }
        if (e.startTime >= v.pageLcp && !inDialog(e.element)) {
          v.pageLcp = e.startTime;
          v.pageLcpElement = describe(e.element) || e.url || '';
        }
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver(function (list) {
      v.last = performance.now();
      list.getEntries().forEach(function (e) {
        if (e.hadRecentInput) return;
        v.cls += e.value;
        if (e.value >= 0.001)
          v.shifts.push({
            at: Math.round(e.startTime),
            value: Number(e.value.toFixed(4)),
            moved: (e.sources || []).map(function (s) {
              return (
                describe(s.node) + ' ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y)
              );
            }),
          });
      });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.name === 'jogo:route-content' && !v.content) v.content = e.startTime;
      });
    }).observe({ type: 'mark', buffered: true });
  } catch {
    // an engine without these entry types: reported as 0
  }
})();
