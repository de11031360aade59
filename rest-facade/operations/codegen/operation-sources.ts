import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

// Source files and the generated modules sit side by side in rest-facade/operations (also when run from dist/).
const FACADE = path.resolve(__dirname, '..', '..', ...(/[\\/]dist$/.test(path.resolve(__dirname, '..', '..')) ? ['..'] : []));
export const OPERATIONS_DIR = path.join(FACADE, 'operations');
export const SUPERGRAPH_FILE = path.join(FACADE, '..', 'gateway', 'supergraph.graphql');

export interface SourceFile {
  /** Relative to OPERATIONS_DIR, e.g. `fragments/commit.graphql`. */
  file: string;
  operations: OperationDefinitionNode[];
  fragments: FragmentDefinitionNode[];
}

export interface OperationSources {
  files: SourceFile[];
  fragments: Map<string, { file: string; definition: FragmentDefinitionNode }>;
}

function graphqlFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === 'codegen' ? [] : graphqlFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.graphql') ? [relative] : [];
  }).sort();
}

/** Every `.graphql` file under the operations folder; names must be unique across all of them. */
export function loadOperationSources(dir: string = OPERATIONS_DIR): OperationSources {
  const files: SourceFile[] = [];
  const fragments: OperationSources['fragments'] = new Map();
  const operationNames = new Set<string>();
  for (const file of graphqlFiles(dir)) {
    const document = parse(fs.readFileSync(path.join(dir, file), 'utf8'), { noLocation: true });
    const source: SourceFile = { file, operations: [], fragments: [] };
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        if (fragments.has(definition.name.value)) throw new Error(`${file}: fragment ${definition.name.value} is defined twice`);
        fragments.set(definition.name.value, { file, definition });
        source.fragments.push(definition);
      } else if (definition.kind === Kind.OPERATION_DEFINITION) {
        const name = definition.name?.value;
        if (!name || operationNames.has(name)) throw new Error(`${file}: every operation needs a unique name (${name ?? 'anonymous'})`);
        operationNames.add(name);
        source.operations.push(definition);
      } else {
        throw new Error(`${file}: only operations and fragments belong here`);
      }
    }
    files.push(source);
  }
  return { files, fragments };
}
