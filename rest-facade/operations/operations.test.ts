import fs from 'node:fs';
import { parse } from 'graphql';
import { ROUTES } from '../routes/index';
import { committedApiSchema, expectedOperationFiles, validationErrors } from './codegen/generated-files';
import type { Operation } from './operation';

/** Every operation a generated module exports, by name. */
function generatedOperations(): Operation[] {
  const found: Operation[] = [];
  for (const file of Object.keys(expectedOperationFiles())) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(file) as Record<string, unknown>;
    found.push(...Object.values(exports).filter((value): value is Operation => typeof value === 'object' && value !== null && 'document' in value));
  }
  return found;
}

describe('facade operations', () => {
  it('match the modules generated from the .graphql files and the committed supergraph (run `npm run operations` after a change)', () => {
    for (const [file, expected] of Object.entries(expectedOperationFiles())) {
      const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '(missing)';
      expect({ file, source: committed }).toEqual({ file, source: expected });
    }
  });

  it('each validate against the committed supergraph API schema', () => {
    const schema = committedApiSchema();
    const invalid = generatedOperations()
      .map((operation) => ({ name: operation.name, errors: validationErrors(schema, parse(operation.document)) }))
      .filter((result) => result.errors.length);
    expect(invalid).toEqual([]);
  });

  it('are what every operation route sends', () => {
    const known = new Set(generatedOperations());
    const strays = ROUTES.filter((route) => route.operation && !known.has(route.operation)).map((route) => `${route.method} ${route.path}`);
    expect(strays).toEqual([]);
  });
});
