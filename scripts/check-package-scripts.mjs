// Every package script points at something that exists: run from the root `lint` script.
//
// For the root package.json and each workspace's, every script is split into its commands (`&&`, `||`, `;`,
// `|`) and each command is checked:
// - `node <file>` / `tsx <file>` (also through `npx`): the file exists, relative to the package;
// - `webpack`, `jest`, `tsc -b`: the package has the config file the tool reads by default;
// - `npm run <name>`, `npm test`, `npm start` (`-w <workspace>` or `--workspaces` too): that package has the
//   script, unless `--if-present`.
// Usage: node scripts/check-package-scripts.mjs [root] (exits 1 with the full list of what is wrong).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** node/tsx options that take a value (the file is the first argument after the options) */
const VALUE_OPTIONS = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--env-file',
]);
/** options after which node runs no file */
const NO_FILE = new Set(['-e', '--eval', '-p', '--print', '--test', '-v', '--version', '-h', '--help']);
const CONFIGS = {
  webpack: ['webpack.config.cjs', 'webpack.config.js', 'webpack.config.mjs', 'webpack.config.ts'],
  jest: ['jest.config.cjs', 'jest.config.js', 'jest.config.mjs', 'jest.config.ts', 'jest.config.json'],
  tsc: ['tsconfig.json'],
};

/** Splits a shell line into words, keeping quoted strings whole (enough for package.json scripts). */
function words(command) {
  return [...command.matchAll(/"[^"]*"|'[^']*'|\S+/g)].map((m) => m[0]);
}

/** @returns the commands of a script: its parts between `&&`, `||`, `;` and `|` (quotes respected) */
export function commandsOf(script) {
  const parts = [];
  let current = '';
  let quote = null;
  for (let i = 0; i < script.length; i += 1) {
    const c = script[i];
    if (quote) {
      if (c === quote) quote = null;
      current += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === ';' || c === '|' || (c === '&' && script[i + 1] === '&')) {
      if (script[i + 1] === c) i += 1;
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map((p) => words(p.trim())).filter((w) => w.length > 0);
}

/** @returns the script file a `node`/`tsx` command runs, or null when it runs none (`node -e ...`) */
function fileOf(args) {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i];
    if (NO_FILE.has(a)) return null;
    if (VALUE_OPTIONS.has(a)) i += 1;
    else if (!a.startsWith('-')) return a;
  }
  return null;
}

/**
 * @param {string} root the repository root
 * @returns {string[]} one line per problem, empty when every script points at something that exists
 */
export function checkPackageScripts(root) {
  const read = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const rootPkg = read(root);
  const packages = [{ dir: root, pkg: rootPkg }];
  for (const w of rootPkg.workspaces ?? []) {
    const dir = path.join(root, w);
    if (!existsSync(path.join(dir, 'package.json'))) continue;
    packages.push({ dir, pkg: read(dir) });
  }
  const byName = new Map(packages.map((p) => [p.pkg.name, p]));
  const problems = [];

  for (const { dir, pkg } of packages) {
    const where = `${path.relative(root, path.join(dir, 'package.json')) || 'package.json'}`;
    for (const [name, script] of Object.entries(pkg.scripts ?? {})) {
      const wrong = (what) => problems.push(`${where} "${name}": ${what}`);
      for (let cmd of commandsOf(script)) {
        while (cmd.length && /^[A-Z_][A-Z0-9_]*=/.test(cmd[0])) cmd = cmd.slice(1);
        if (cmd[0] === 'npx') cmd = cmd.slice(1);
        const [tool, ...args] = cmd;
        if (tool === 'node' || tool === 'tsx') {
          const file = fileOf(args);
          if (file && !existsSync(path.resolve(dir, file)))
            wrong(`${tool} runs ${file}, which does not exist`);
        } else if (tool === 'webpack' || tool === 'jest' || (tool === 'tsc' && args.includes('-b'))) {
          const explicit = args.find((a, i) => ['-c', '--config', '-p', '--project'].includes(args[i - 1]));
          const candidates = explicit ? [explicit] : CONFIGS[tool];
          if (!candidates.some((c) => existsSync(path.resolve(dir, c))))
            wrong(`${tool} needs ${candidates.join(' or ')}, which does not exist`);
        } else if (tool === 'npm' && ['run', 'run-script', 'test', 'start'].includes(args[0] ?? '')) {
          // `npm test` and `npm start` run the script of that name
          const target = args[0] === 'test' || args[0] === 'start' ? args[0] : args[1];
          if (args.includes('--if-present') || !target) continue;
          const ws = args.flatMap((a, i) => (['-w', '--workspace'].includes(args[i - 1]) ? [a] : []));
          const owners = args.includes('--workspaces')
            ? packages.slice(1)
            : ws.length
              ? ws.map((w) => byName.get(w) ?? packages.find((p) => path.relative(root, p.dir) === w))
              : [{ dir, pkg }];
          for (const [i, owner] of owners.entries()) {
            if (!owner) wrong(`npm run ${target} in workspace ${ws[i]}, which does not exist`);
            else if (!owner.pkg.scripts?.[target])
              wrong(`npm run ${target}: ${owner.pkg.name} has no such script`);
          }
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkPackageScripts(root);
  if (problems.length) {
    console.error(`Package scripts that point at nothing (${problems.length}):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Package scripts: every file, config and script they name exists.');
}
