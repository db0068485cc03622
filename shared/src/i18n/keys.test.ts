import fs from 'node:fs';
import path from 'node:path';
import { RESOURCES, NAMESPACES } from './resources';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it("finds every app's namespaces (the remotes' own folders and @jogo/shared's)", () => {
    expect(NAMESPACES).toEqual(
      expect.arrayContaining(['common', 'shell', 'auth', 'lobby', 'wallet', 'member', 'agent', 'promotions']),
    );
  });

  it.each(NAMESPACES)('namespace %s has the same keys in PT and EN', (ns) => {
    const pt = keys(RESOURCES.pt[ns] as Tree).sort();
    const en = keys(RESOURCES.en[ns] as Tree).sort();
    expect(pt.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !pt.includes(k))).toEqual([]);
  });

  it.each(NAMESPACES)('namespace %s has no empty text', (ns) => {
    for (const lang of ['pt', 'en'] as const) {
      const tree = RESOURCES[lang][ns] as Tree;
      const empty = keys(tree).filter((k) => {
        const v = k.split('.').reduce<string | Tree>((t, part) => (t as Tree)[part], tree);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

describe("each owner's language index", () => {
  it('merges every locale file of its folder (a file it leaves out would not ship with the release)', () => {
    const root = path.join(__dirname, '..', '..', '..');
    const owners = fs.readdirSync(root).filter((d) => d === 'shared' || d === 'shell' || d.startsWith('mf-'));
    const missing: string[] = [];
    for (const owner of owners)
      for (const lang of ['pt', 'en']) {
        const dir = path.join(root, owner, 'src', 'i18n', 'locales', lang);
        if (!fs.existsSync(dir)) continue;
        const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
          if (!index.includes(`'./${file}'`)) missing.push(`${owner}/${lang}/${file}`);
      }
    expect(missing).toEqual([]);
  });
});
