// Writes the browser's catalogue of the declared endpoints (src/api/endpoints/declared.json) and the endpoint
// table of docs/gateway/endpoints.md from the declarations (src/contract/endpoints). `npm run contract -w @jogo/shared`;
// a test fails when either is stale.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueJson, withEndpointRows } from '../src/contract/catalogue';

const out = path.join(__dirname, '..', 'src', 'api', 'endpoints', 'declared.json');
fs.writeFileSync(out, catalogueJson());
process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);

const readme = path.join(__dirname, '..', '..', 'docs', 'gateway', 'endpoints.md');
fs.writeFileSync(readme, withEndpointRows(fs.readFileSync(readme, 'utf8')));
process.stdout.write(`wrote the endpoint table of ${path.relative(process.cwd(), readme)}\n`);
