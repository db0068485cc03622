/** Player protection, one module per part: the checks, the page's state, the changes. */
export * from './checks';
export * from './state';
export * from './changes';
