// node --test scripts/ (the root `lint` script): the commit-message rules, each with a message that breaks it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BODY_FROM_LINES, lintMessage } from './commit-lint.mjs';

test('a short imperative subject with a body passes', () => {
  assert.deepEqual(lintMessage("Log lines keep the error's own code\n\nThe redaction hid err.code.\n"), []);
  assert.deepEqual(lintMessage('Add the commit-message lint', { changedLines: 12 }), []);
});

test('each rule refuses the message that breaks it', () => {
  const cases = [
    ['', 'the subject is empty'],
    ['x'.repeat(73), 'the subject is 73 characters, at most 72'],
    ['Add a lint.', 'the subject ends with a period'],
    ['Added a lint', 'the subject starts with "Added": say it in the imperative'],
    ['Fixes the pool size', 'the subject starts with "Fixes": say it in the imperative'],
    ['Updating: the readme', 'the subject starts with "Updating": say it in the imperative'],
    ['WIP checkout page', 'a work-in-progress commit'],
    ['Add a lint\nwith a body glued on', 'no blank line between the subject and the body'],
  ];
  for (const [message, problem] of cases) assert.ok(lintMessage(message).includes(problem), message);
});

test('a large change needs a body; a small one does not', () => {
  const big = BODY_FROM_LINES + 1;
  assert.deepEqual(lintMessage('Split the seeder', { changedLines: big }), [
    `${big} lines changed and no body: say why, with the figures`,
  ]);
  assert.deepEqual(lintMessage('Split the seeder\n\nOne module per section.', { changedLines: big }), []);
  assert.deepEqual(lintMessage('Fix a typo', { changedLines: 2 }), []);
});

test('nouns and other first words pass', () => {
  for (const s of [
    'Users see their limits',
    'Address book in PT',
    'Canary releases: a share',
    'Uses of the pool',
  ])
    assert.equal(
      lintMessage(s).some((p) => p.includes('imperative')),
      s === 'Uses of the pool',
      s,
    );
});
