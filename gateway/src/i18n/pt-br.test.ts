import fs from 'node:fs';
import path from 'node:path';

/**
 * One Portuguese: the product's market is Brazil, so PT means pt-BR everywhere. This fails on
 * Portugal's spellings and forms in every PT text of the site: all client locale files (every namespace, whoever
 * owns it), every gateway message (any file that registers messages) and the seeded texts.
 */

const REPO = path.resolve(__dirname, '..', '..', '..');

/** Portugal form → what Brazil says (the hint of the failure message). */
const PORTUGAL: [RegExp, string][] = [
  [/\bregist(ar|e|e-se|o|os|ado|ada|ados|adas|ou|aram)\b/i, 'cadastrar / cadastro / cadastrado'],
  [/\butilizador(es|as?)?\b/i, 'usuário'],
  [/\bpalavras?-passe\b/i, 'senha'],
  [/\btelem[óo]veis\b|\btelem[óo]vel\b/i, 'celular'],
  [/\blevantamentos?\b/i, 'saque'],
  [/\bbónus\b/i, 'bônus'],
  [/\bprémios?\b/i, 'prêmio'],
  [/\becrã(s)?\b/i, 'tela'],
  [/\bequipas?\b/i, 'equipe'],
  [/\bficheiros?\b/i, 'arquivo'],
  [/\bcontact(o|os|ar|e|em)\b/i, 'contato / falar com'],
  [/\bpartilh\w+/i, 'compartilhar'],
  [/\bdescarreg\w+/i, 'baixar'],
  [/\bintroduz\w*/i, 'digitar / informar'],
  [/\bindique\b/i, 'informe'],
  [/\btem de\b/i, 'precisa / tem que'],
  [/\bliga[çc][ãõ](o|es)\b/i, 'conexão'],
  [/\bdemasiad[oa]s?\b/i, 'muitos / muito'],
  [/\bmorada\b/i, 'endereço'],
  [/\bgira a\b/i, 'gerencie'],
  [/\bprima\b(?= (enter|o|a)\b)/i, 'pressione'],
  [/\bcontrolo\b/i, 'controle'],
  [/\bLda\./, 'Ltda.'],
  [/\b(est(á|ão|amos|ou)|continua|fica) a [a-zà-ú]+(ar|er|ir)\b/i, 'gerúndio: está carregando'],
  [/(^|[^\p{L}])a (carregar|enviar|processar|verificar)\b/iu, 'gerúndio: carregando'],
];

/** Every file whose PT texts count: all pt locale files, the error list of @jogo/shared/contract, every gateway file with PT texts, the seed. */
function ptSources(): string[] {
  const files: string[] = [];
  // @jogo/shared's locale files and each app's own (a remote owns its namespaces: shared/build/texts.cjs)
  const owners = fs.readdirSync(REPO).filter((d) => d === 'shared' || d === 'shell' || d.startsWith('mf-'));
  for (const owner of owners) {
    const localeDir = path.join(REPO, owner, 'src', 'i18n', 'locales', 'pt');
    if (!fs.existsSync(localeDir)) continue;
    for (const f of fs.readdirSync(localeDir)) if (f.endsWith('.json')) files.push(path.join(localeDir, f));
  }
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(p, 'utf8');
        if (text.includes("PT: '") || p.includes(`${path.sep}seed${path.sep}`)) files.push(p);
      }
    }
  };
  walk(path.join(REPO, 'gateway', 'src'));
  // the one list of error codes and server texts (gateway and dev-proxy)
  files.push(path.join(REPO, 'shared', 'src', 'contract', 'errors.ts'));
  return files;
}

/** The Portuguese texts of a file: a JSON locale's values, or the string literals of a gateway source file. */
function texts(file: string): string[] {
  const raw = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    const out: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'string') out.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(JSON.parse(raw));
    return out;
  }
  // string literals only (comments and code are English by house style)
  return [...raw.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
}

describe('one Portuguese (pt-BR)', () => {
  const files = ptSources();

  it('finds the client locales, the error list and the seed', () => {
    const rel = files.map((f) => path.relative(REPO, f).split(path.sep).join('/'));
    expect(rel).toEqual(
      expect.arrayContaining([
        'mf-auth/src/i18n/locales/pt/auth.json',
        'shared/src/i18n/locales/pt/common.json',
        'shared/src/contract/errors.ts',
        'gateway/src/db/seed/world.ts',
      ]),
    );
  });

  it.each(files.map((f) => [path.relative(REPO, f).split(path.sep).join('/'), f]))(
    '%s has no Portugal spellings',
    (_name, file) => {
      const found: string[] = [];
      for (const text of texts(file))
        for (const [re, brazil] of PORTUGAL) {
          const m = re.exec(text);
          if (m) found.push(`"${m[0].trim()}" (pt-BR: ${brazil}) in: ${text.slice(0, 90)}`);
        }
      expect(found).toEqual([]);
    },
  );

  it('the pattern list catches what it should and spares Brazilian forms', () => {
    const hit = (s: string) => PORTUGAL.some(([re]) => re.test(s));
    for (const pt of [
      'Registar',
      'Nome de utilizador',
      'Palavra-passe',
      'telemóvel',
      'levantamentos',
      'bónus',
    ])
      expect(hit(pt)).toBe(true);
    for (const br of [
      'Cadastrar',
      'Nome de usuário',
      'Senha',
      'celular',
      'saques',
      'bônus',
      'Registro de apostas',
    ])
      expect(hit(br)).toBe(false);
  });
});
