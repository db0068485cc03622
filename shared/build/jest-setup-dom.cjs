// Matchers such as toBeInTheDocument, and the browser APIs jsdom lacks that components use.
require('@testing-library/jest-dom');
const util = require('node:util');
globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    constructor(cb) {
      this.cb = cb;
    }
    observe(el) {
      this.cb([{ isIntersecting: true, target: el, intersectionRatio: 1 }], this);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => {};
// Tests wait for a condition, never for a time (the guide's rule): findBy* and waitFor give up after 20 s rather
// than Testing Library's default 1 s, which failed a component test on a busy machine (home.test.tsx, once in a
// clean run at load 4). A passing test still ends as soon as its condition holds; only a failing one waits.
require('@testing-library/react').configure({ asyncUtilTimeout: 20_000 });
