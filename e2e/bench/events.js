// Installed before any page script (an init script): the Event Timing API's entries of the page's interactions
// (those with an interactionId, as INP counts them: from the input to the next paint after its handlers), kept on
// window.__benchEvents. Entries under 16 ms (the API's smallest threshold) are not reported.
// Plain ES2019, never compiled.
(function () {
  var out = (window.__benchEvents = []);
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (!e.interactionId) return;
        out.push({
          name: e.name,
          id: e.interactionId,
          start: Math.round(e.startTime),
          duration: e.duration,
          // input delay, handlers, and from their end to the next paint
          delay: Math.round(e.processingStart - e.startTime),
          processing: Math.round(e.processingEnd - e.processingStart),
        });
      });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // an engine without Event Timing: no entries
  }
})();
