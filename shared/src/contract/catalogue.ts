import { catalogueEntry, type AnyDeclaration, type CatalogueEntry } from './endpoint';
import { DECLARATIONS } from './endpoints';

/** The browser's catalogue of the declared endpoints: each declaration without its schemas, by name. */
export function catalogue(): Record<string, CatalogueEntry> {
  return Object.fromEntries(
    Object.entries(DECLARATIONS as Record<string, AnyDeclaration>).map(([name, d]) => [
      name,
      catalogueEntry(d),
    ]),
  );
}

/** The text of `shared/src/api/endpoints/declared.json`. */
export const catalogueJson = (): string => `${JSON.stringify(catalogue(), null, 2)}\n`;
