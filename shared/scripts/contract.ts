// Writes the browser's catalogue of the declared endpoints (src/api/endpoints/declared.json) from the
// declarations (src/contract/endpoints). `npm run contract -w @jogo/shared`; a test fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueJson } from '../src/contract/catalogue';

const out = path.join(__dirname, '..', 'src', 'api', 'endpoints', 'declared.json');
fs.writeFileSync(out, catalogueJson());
process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
