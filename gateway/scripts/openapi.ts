// `npm run openapi -w @jogo/gateway [-- <file>]`: writes the gateway's OpenAPI 3.1 description, generated
// from the routes' TypeBox schemas and contract config (src/plugins/app/openapi.ts), to gateway/openapi.json (or
// <file>). The file is generated, not kept in git: the routes are the source, so it cannot go stale in the tree.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { runCli } from './db-file';

/** @returns the OpenAPI document of the gateway's routes (an empty in-memory database: no data is read) */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({ dbFile: ':memory:', mode: 'production', seed: false, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

if (require.main === module)
  runCli(async () => {
    const file = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'openapi.json'));
    const doc = await openApiDocument();
    fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
    const paths = Object.keys(doc.paths as object).length;
    process.stdout.write(`${file}: OpenAPI ${String(doc.openapi)}, ${paths} paths\n`);
  });
