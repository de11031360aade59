import fs from 'node:fs';
import path from 'node:path';
import { supergraphApiSchema } from '@forgegraph/gateway';
import {
  Kind, print, specifiedRules, validate, visit,
  type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';
import { loadOperationSources, OPERATIONS_DIR, SUPERGRAPH_FILE, type OperationSources, type SourceFile } from './operation-sources';
import { ResultTypePrinter } from './result-types';

const HEADER = '// Generated from %s by `npm run operations` (rest-facade/operations/codegen): do not edit.\n';

/** The fragments a definition uses, directly and through other fragments, in first-use order. */
function fragmentsOf(definition: DefinitionNode, sources: OperationSources, seen = new Set<string>()): FragmentDefinitionNode[] {
  const found: FragmentDefinitionNode[] = [];
  visit(definition, {
    FragmentSpread(node) {
      const name = node.name.value;
      if (seen.has(name)) return;
      const fragment = sources.fragments.get(name);
      if (!fragment) throw new Error(`unknown fragment ${name}`);
      seen.add(name);
      found.push(fragment.definition, ...fragmentsOf(fragment.definition, sources, seen));
    },
  });
  return found;
}

/** An operation with its fragments: the document the engine receives, validated against the API schema. */
export function operationDocument(operation: OperationDefinitionNode, sources: OperationSources): DocumentNode {
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation, sources)] };
}

export function validationErrors(schema: GraphQLSchema, document: DocumentNode): string[] {
  return validate(schema, document, specifiedRules).map((error) => error.message);
}

function literal(text: string): string {
  return /[`\\]|\$\{/.test(text) ? JSON.stringify(text) : `\`${text}\``;
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLObjectType {
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`the supergraph has no ${operation.operation} type`);
  return root;
}

function moduleText(source: SourceFile, sources: OperationSources, schema: GraphQLSchema): string {
  const printer = new ResultTypePrinter();
  const body: string[] = [];
  for (const fragment of source.fragments) {
    const type = schema.getType(fragment.typeCondition.name.value) as GraphQLObjectType;
    body.push(`export type ${fragment.name.value} = ${printer.selectionSet(fragment.selectionSet, type)};\n`);
  }
  for (const operation of source.operations) {
    const name = operation.name!.value;
    const document = operationDocument(operation, sources);
    const errors = validationErrors(schema, document);
    if (errors.length) throw new Error(`${source.file}: ${name} does not validate against the supergraph:\n- ${errors.join('\n- ')}`);
    body.push(`export type ${name}Result = ${printer.selectionSet(operation.selectionSet, rootType(schema, operation))};\n`);
    body.push(`export const ${name}: Operation<${name}Result> = {\n  name: '${name}',\n  document: ${literal(print(document))},\n};\n`);
  }
  return HEADER.replace('%s', source.file) + importsOf(source, sources, printer.referencedFragments) + '\n' + body.join('\n');
}

function importsOf(source: SourceFile, sources: OperationSources, used: Set<string>): string {
  const here = path.dirname(source.file);
  const modulePath = (file: string) => {
    const relative = path.relative(here, file.replace(/\.graphql$/, '')).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const byModule = new Map<string, string[]>();
  if (source.operations.length) byModule.set(modulePath('operation.graphql'), ['Operation']);
  for (const name of [...used].sort()) {
    const file = sources.fragments.get(name)!.file;
    if (file !== source.file) byModule.set(modulePath(file), [...(byModule.get(modulePath(file)) ?? []), name]);
  }
  return [...byModule].map(([module, names]) => `import type { ${names.join(', ')} } from '${module}';\n`).join('');
}

export function committedApiSchema(): GraphQLSchema {
  return supergraphApiSchema(fs.readFileSync(SUPERGRAPH_FILE, 'utf8'));
}

/** Every generated module (`<name>.ts` beside `<name>.graphql`), as the committed supergraph types them. */
export function expectedOperationFiles(dir: string = OPERATIONS_DIR): Record<string, string> {
  const sources = loadOperationSources(dir);
  const schema = committedApiSchema();
  return Object.fromEntries(sources.files.map((source) => [
    path.join(dir, source.file.replace(/\.graphql$/, '.ts')),
    moduleText(source, sources, schema),
  ]));
}
