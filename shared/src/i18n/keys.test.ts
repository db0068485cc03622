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
