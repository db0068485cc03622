/* global document */
// style-loader's `insert` in production builds (webpack-factory.cjs): the styles of every CSS module a task
// evaluates go into the page as ONE <style> element, at the end of that task's microtasks, instead of one
// element per module. Chromium matches each element against every active stylesheet in turn, so some 70 sheets
// (the shell's and a lobby's modules) made every style recalculation of a slow phone's first render pay for
// each of them. The order of the rules is the modules' order, as before. Runs in the browser (plain ES5).
// Production only: hot reload updates and removes a module's own element, which needs one per module.
var pending = [];

function flush() {
  var batch = pending;
  pending = [];
  var css = '';
  for (var i = 0; i < batch.length; i += 1) css += batch[i].textContent + '\n';
  var style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}

/** @param {HTMLStyleElement} element style-loader's element for one module: kept detached, its text filled next */
module.exports = function insertBatched(element) {
  if (pending.length === 0) queueMicrotask(flush);
  pending.push(element);
};
