// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const { stableName } = require('../build/stable-ids.cjs') as {
  stableName: (name: string, root: string) => string;
};

// One commit, one release name: a module's id may not depend on the checkout's folder (stable-ids.cjs).
describe('stable module names', () => {
  it('leaves out the checkout folder and the generated federation entry hashes', () => {
    const at = (root: string) =>
      stableName(
        `container entry (default) [["./routes",{"import":["./src/remote.tsx"]}]] ${root}/mf-x/node_modules/.federation/entry.js`,
        root,
      );
    expect(at('/work/a')).toBe(at('/tmp/b'));
    expect(stableName('./node_modules/.federation/entry.6602b0f760dabea622700bd3d7f58aef.js', '/r')).toBe(
      stableName('./node_modules/.federation/entry.js|15ce72b3030291a3bfd0b4ee807071ce', '/r'),
    );
  });

  it('keeps apart modules that differ in more than the folder', () => {
    expect(
      stableName('provide module (default) @jogo/shared/api = /r/shared/src/api/index.ts', '/r'),
    ).not.toBe(stableName('provide module (default) @jogo/shared/ui = /r/shared/src/ui/index.ts', '/r'));
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const { sortUsedIn } = require('../build/stable-ids.cjs') as { sortUsedIn: (v: unknown) => unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS build helpers
const { surfacePath } = require('../build/skew.cjs') as {
  surfacePath: (file: string, sharedDir: string) => string;
};

describe('one commit, one manifest', () => {
  it('sorts every usedIn list of the federation stats and manifest, nothing else', () => {
    const stats = {
      shared: [
        { name: '@jogo/shared/api', usedIn: ['./rewardCenter', './missionLeaderboard'], assets: ['b', 'a'] },
      ],
      remotes: [{ alias: 'x', usedIn: ['routes', 'referral'] }],
    };
    expect(sortUsedIn(stats)).toEqual({
      shared: [
        { name: '@jogo/shared/api', usedIn: ['./missionLeaderboard', './rewardCenter'], assets: ['b', 'a'] },
      ],
      remotes: [{ alias: 'x', usedIn: ['referral', 'routes'] }],
    });
  });

  it("writes a type's module paths the same in every checkout (shared's fingerprint)", () => {
    const typebox = 'node_modules/@sinclair/typebox/build/esm/type/object/object';
    expect(
      surfacePath(`/work/a/node_modules/@sinclair/typebox/build/esm/type/object/object`, '/work/a/shared'),
    ).toBe(typebox);
    // a checkout whose node_modules are linked from another tree
    expect(
      surfacePath(`/srv/other/node_modules/@sinclair/typebox/build/esm/type/object/object`, '/tmp/b/shared'),
    ).toBe(typebox);
    expect(surfacePath('/tmp/b/shared/src/api/contract/types', '/tmp/b/shared')).toBe(
      'src/api/contract/types',
    );
  });
});
