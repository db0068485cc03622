import fs from 'node:fs';
import path from 'node:path';
import { catalogueJson } from './catalogue';
import { DECLARATIONS } from './endpoints';
import { ENDPOINTS } from '../api/endpoints';

describe("the browser's catalogue of the declared endpoints", () => {
  it('is the declarations without their schemas (run `npm run contract -w @jogo/shared` when this fails)', () => {
    const file = path.join(__dirname, '..', 'api', 'endpoints', 'declared.json');
    expect(fs.readFileSync(file, 'utf8')).toBe(catalogueJson());
  });

  it('holds every declaration once, beside the entries not declared yet', () => {
    const names = Object.keys(DECLARATIONS);
    for (const n of names) expect(ENDPOINTS).toHaveProperty(n);
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
