import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../../fixtures/test';

// One commit, one release: mf-promotions built in a second checkout of this tree (another folder, at another depth,
// its own node_modules as hard links, as a CI runner or a teammate has them) is released under the same name as this
// checkout's dist/, byte for byte (stable module ids, sorted manifest lists, a shared fingerprint without paths).
const ROOT = path.resolve(__dirname, '..', '..', '..');
const RELEASE_CLI = path.join(ROOT, 'shared', 'build', 'release.cjs');
const REMOTE = 'mf-promotions';

test('a release built in another checkout of the same tree has the same name and bytes', async () => {
  test.setTimeout(600_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-twice-'));
  try {
    // the tree as it is (committed and not), without what is built or installed
    const checkout = path.join(work, 'elsewhere', 'jogo');
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(checkout, f)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, f), path.join(checkout, f));
    }
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules')]);
    fs.rmSync(path.join(checkout, 'node_modules', '.cache'), { recursive: true, force: true });

    const release = (cwd: string, into: string, ...args: string[]) => {
      const out = execFileSync(process.execPath, [RELEASE_CLI, 'build', ...args], {
        cwd,
        env: {
          ...process.env,
          JOGO_RELEASES_DIR: path.join(work, into),
          JOGO_SHELL_DIST: path.join(ROOT, 'shell', 'dist'),
        },
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return /^mf_\w+ (\S+?)(:| )/m.exec(out)![1]!;
    };
    const here = release(path.join(ROOT, REMOTE), 'here', '--no-build');
    const there = release(path.join(checkout, REMOTE), 'there');
    const read = (dir: string) =>
      Object.fromEntries(
        (fs.readdirSync(dir, { recursive: true }) as string[])
          .filter((f) => f !== 'release.json' && fs.statSync(path.join(dir, f)).isFile())
          .map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]),
      );
    const a = read(path.join(work, 'here', 'mf_promotions', here));
    const b = read(path.join(work, 'there', 'mf_promotions', there));
    const differ = Object.keys({ ...a, ...b }).filter((f) => a[f] !== b[f]);
    expect(differ, `files that differ (is ${REMOTE}/dist/ built from this tree? npm run build)`).toEqual([]);
    expect(there).toBe(here);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
