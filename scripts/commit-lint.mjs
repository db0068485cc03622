// Commit messages a log can show (docs/decisions: commits): run by the root `lint` script over the commits it is
// given, and by the commit-msg hook (.githooks/commit-msg) over a message being written.
//
//   node scripts/commit-lint.mjs                  the commits after the baseline in scripts/commit-lint.json
//   node scripts/commit-lint.mjs <range>          e.g. origin/main..HEAD, what a CI job was given
//   node scripts/commit-lint.mjs --message-file F a message being committed (the hook)
//
// The rules: a subject of at most 72 characters (what `git log --oneline` and a blame view show whole), in the
// imperative ("Add", not "Added" or "Adds"), without a closing period; a blank line between the subject and the body;
// and a body (the why and the figures) on any commit that changes more than 40 lines. Merge commits are skipped, and
// so is the history before the baseline, written before the rule: it is left as it was (never rewritten).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MAX_SUBJECT = 72;
/** changed lines (added + deleted, lock files aside) above which a commit must say why in a body */
export const BODY_FROM_LINES = 40;

/** first words that describe instead of instructing: past tense, third person, gerund of the usual verbs */
const NOT_IMPERATIVE =
  /^(add|fix|updat|chang|remov|mov|refactor|implement|rewrit|renam|replac|improv|clean|bump|creat|delet|introduc|support|mak|us)(ed|es|s|ing)$/i;

/**
 * The problems of one commit message (none: an empty list).
 * @param {string} message the whole message, as `git log --format=%B` gives it
 * @param {{ changedLines?: number }} [o] the commit's changed lines, when known
 * @returns {string[]}
 */
export function lintMessage(message, o = {}) {
  const lines = message.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (!subject.trim()) return ['the subject is empty'];
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject is ${subject.length} characters, at most ${MAX_SUBJECT}`);
  if (/\.$/.test(subject) && !/\.\.\.$/.test(subject)) problems.push('the subject ends with a period');
  const first = subject.split(/[\s:]/)[0] ?? '';
  if (NOT_IMPERATIVE.test(first))
    problems.push(`the subject starts with "${first}": say it in the imperative`);
  if (/^(wip|fixup!|squash!)/i.test(subject)) problems.push('a work-in-progress commit');
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('no blank line between the subject and the body');
  const body = lines.slice(2).join('\n').trim();
  if (!body && (o.changedLines ?? 0) > BODY_FROM_LINES)
    problems.push(`${o.changedLines} lines changed and no body: say why, with the figures`);
  return problems;
}

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** Changed lines of a commit, lock files aside (`git show --numstat`; binary files count 0). */
function changedLines(root, hash) {
  let sum = 0;
  for (const line of git(root, 'show', '--numstat', '--format=', hash).split('\n')) {
    const [added, deleted, file] = line.split('\t');
    if (!file || /(^|\/)package-lock\.json$/.test(file)) continue;
    sum += (Number(added) || 0) + (Number(deleted) || 0);
  }
  return sum;
}

/** The range to check: the one given, else the commits after the baseline when this clone has it, else HEAD. */
function rangeOf(root, given) {
  if (given) return given;
  const { since } = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'commit-lint.json'), 'utf8'));
  try {
    git(root, 'cat-file', '-e', `${since}^{commit}`);
    return `${since}..HEAD`;
  } catch {
    return 'HEAD^!';
  }
}

function main(argv) {
  const root = path.resolve(import.meta.dirname, '..');
  const at = argv.indexOf('--message-file');
  if (at >= 0) {
    const text = fs.readFileSync(argv[at + 1], 'utf8');
    // the hook sees the message with git's comment lines
    const problems = lintMessage(
      text
        .split('\n')
        .filter((l) => !l.startsWith('#'))
        .join('\n'),
    );
    for (const p of problems) console.error(`commit message: ${p}`);
    return problems.length ? 1 : 0;
  }
  if (!fs.existsSync(path.join(root, '.git'))) {
    console.log('commit messages: not a git checkout, nothing to check');
    return 0;
  }
  const range = rangeOf(root, argv[0]);
  const hashes = git(root, 'rev-list', '--no-merges', range).split('\n').filter(Boolean);
  let bad = 0;
  for (const hash of hashes) {
    const problems = lintMessage(git(root, 'log', '-1', '--format=%B', hash), {
      changedLines: changedLines(root, hash),
    });
    if (!problems.length) continue;
    bad += 1;
    const subject = git(root, 'log', '-1', '--format=%s', hash).trim();
    console.error(`${hash.slice(0, 7)} ${subject.slice(0, 60)}${subject.length > 60 ? '…' : ''}`);
    for (const p of problems) console.error(`  - ${p}`);
  }
  console.log(`commit messages: ${hashes.length} checked (${range}), ${bad} with problems`);
  return bad ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  process.exit(main(process.argv.slice(2)));
