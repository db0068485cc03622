// `node scripts/openapi-tools.mjs <openapi.json> <types.d.ts>`: what a tester's tools make of the gateway's OpenAPI
// document. Lints it with Redocly's recommended rules (@redocly/openapi-core) and generates TypeScript types from it
// with openapi-typescript (the code generator a typed client such as openapi-fetch reads), writing them to
// <types.d.ts>. Prints `{ problems: [{ rule, severity, message, where }] }` as JSON. Both libraries are ES modules
// only, so test/contract/openapi-client.test.ts runs this in a child process.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const [docFile, typesFile] = process.argv.slice(2);
if (!docFile || !typesFile) {
  process.stderr.write('usage: node scripts/openapi-tools.mjs <openapi.json> <types.d.ts>\n');
  process.exit(2);
}
const source = fs.readFileSync(docFile, 'utf8');

const config = await createConfig({ extends: ['recommended'] });
const problems = (await lintFromString({ source, absoluteRef: docFile, config })).map((p) => ({
  rule: p.ruleId,
  severity: p.severity,
  message: p.message,
  where: p.location.map((l) => l.pointer).join(' '),
}));

const ast = await openapiTS(pathToFileURL(docFile));
fs.writeFileSync(typesFile, astToString(ast));

process.stdout.write(`${JSON.stringify({ problems })}\n`);
