// The registry of apps (DESIGN.md section 1; one declaration per fact).
//
// The list of remote folders below is the only hand-written list of apps outside the npm workspaces; every
// other fact about a remote (container name, dev port, routes with layout and access, pages lent to other
// apps by name, dialogs it owns, commands it answers) is declared once, in that remote's own
// `federation.config.cjs`, and read from there. dev-proxy turns this into /remotes.json, the shell build
// turns it into its default registry, and jest projects, lint zones, budgets and e2e read the same list.
const path = require('node:path');

/** Remote folders, in menu order. Adding a remote: one line here plus its folder. */
const REMOTE_FOLDERS = [
  'mf-auth',
  'mf-lobby',
  'mf-wallet',
  'mf-member-centre',
  'mf-agent-centre',
  'mf-promotions',
];

/** @typedef {'full' | 'game' | 'seamless' | 'agent'} Layout full: header, side menu, footer; game: no side menu; seamless: no side menu, no footer; agent: no header, no footer */
/** @typedef {'guest' | 'member' | 'real' | 'agent'} Access guest: anyone; member: a session; real: a session that is not a trial; agent: an agent session */
/** @typedef {{ path: string, layout: Layout, access: Access }} RouteDecl */
/**
 * What a route needs first, started by the page dev-proxy serves before any script runs. `chunks`: the
 * requests of the remote's dynamic imports the route renders first (`./routes/home`), from its jogo-chunks.json.
 * `data`: unauthenticated GET calls its first render makes, exactly as the api client sends them (path, ModuleId,
 * query in the client's order; `{language}` and `{merchant}` stand for the request language and merchant, `{siteToday}`
 * for today's date in the site's zone, YYYY-MM-DD, from the status answer: such a call starts once it is in). Path and
 * ModuleId come from the endpoint catalogue's `@jogo/shared/early-reads.json` (the catalogue's TypeScript reads it too).
 * `image`: a dotted path into the call's JSON answer (`value.list.0.url`) naming the image the route paints as its
 * largest element; the page preloads it as soon as the answer arrives, before any script of the shell ran, and
 * shows it in the shell's first view. `images`: the route's first pictures of a list (a lobby's first tiles):
 * `list` a dotted path to an array in the answer, `fields` the item fields naming the image (the first that is set),
 * `count` how many to preload (those on a phone's first screen); preloaded only, no first view.
 * @typedef {{ list: string, fields: string[], count: number }} EarlyImages
 * @typedef {{ path: string, moduleId: string, query?: Record<string, string | number>, image?: string, images?: EarlyImages }} EarlyCall
 * @typedef {{ chunks?: string[], data?: EarlyCall[] }} EarlyDecl
 */
/**
 * @typedef {{
 *   name: string, port: number, routes: RouteDecl[],
 *   pages?: Record<string, string>, dialogs?: Record<string, string>, commands?: string[],
 *   exposes?: Record<string, string>, early?: Record<string, EarlyDecl>,
 * }} FederationDecl
 */
/**
 * @typedef {{
 *   name: string, folder: string, port: number, basePath: string, routes: RouteDecl[],
 *   pages: string[], dialogs: string[], commands: string[], early: Record<string, EarlyDecl>,
 * }} RemoteApp
 */

const LAYOUTS = ['full', 'game', 'seamless', 'agent'];
const ACCESS = ['guest', 'member', 'real', 'agent'];

/** @param {string} folder @returns {RemoteApp} */
function readRemote(folder) {
  /** @type {FederationDecl} */
  const decl = require(path.join(__dirname, '..', '..', folder, 'federation.config.cjs'));
  for (const r of decl.routes ?? []) {
    if (!LAYOUTS.includes(r.layout))
      throw new Error(`${folder}: route ${r.path} has unknown layout ${r.layout}`);
    if (!ACCESS.includes(r.access))
      throw new Error(`${folder}: route ${r.path} has unknown access ${r.access}`);
  }
  return {
    name: decl.name,
    folder,
    port: decl.port,
    // the remote's ./routes is mounted at its first route; the others are matched by the same subtree
    basePath: decl.routes?.[0]?.path ?? `/${folder}`,
    routes: decl.routes ?? [],
    pages: Object.keys(decl.pages ?? {}),
    dialogs: Object.keys(decl.dialogs ?? {}),
    commands: decl.commands ?? [],
    early: decl.early ?? {},
  };
}

/** @type {RemoteApp[]} */
const REMOTES = REMOTE_FOLDERS.map(readRemote);

const SHELL = { name: 'shell', folder: 'shell', port: 3000 };

/** Every front-end app folder (shell first): jest projects, lint, budgets, builds. */
const APP_FOLDERS = [SHELL.folder, ...REMOTE_FOLDERS];

/**
 * The `exposes` of a remote: its own plus one `./<name>` per page and dialog it lends. Pages and dialogs
 * are declared once (name → file) and reach the registry as names.
 * @param {FederationDecl} decl
 */
function exposesOf(decl) {
  /** @type {Record<string, string>} */
  const out = { ...(decl.exposes ?? {}) };
  for (const [name, file] of Object.entries(decl.pages ?? {})) out[`./${name}`] = file;
  for (const [name, file] of Object.entries(decl.dialogs ?? {})) out[`./dialog-${name}`] = file;
  return out;
}

/**
 * The registry entries a browser gets (/remotes.json), with each remote's manifest URL.
 * @param {(r: RemoteApp) => string} entryFor
 */
function registryEntries(entryFor) {
  return REMOTES.map((r) => ({
    name: r.name,
    entry: entryFor(r),
    basePath: r.basePath,
    routes: r.routes,
    pages: r.pages,
    dialogs: r.dialogs,
    commands: r.commands,
  }));
}

module.exports = { REMOTES, SHELL, REMOTE_FOLDERS, APP_FOLDERS, exposesOf, registryEntries };
