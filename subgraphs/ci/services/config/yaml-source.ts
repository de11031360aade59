import { parseDocument, type ScalarTag, type YAMLError } from 'yaml';
import { ConfigError } from './config-error';

/**
 * Parses one YAML document of a CI configuration. GitLab reads it with Psych (libyaml), so a syntax
 * error is reported in Psych's words: `(<unknown>): <problem> <context> at line L column C`, where the
 * position is libyaml's context mark (the start of the construct being parsed). The `yaml` package
 * finds the same mistakes; this maps the common ones onto libyaml's text.
 */
export function parseYaml(source: string): unknown {
  const document = parseDocument(source, {
    uniqueKeys: false, merge: true, version: '1.1',
    customTags: (tags) => [PSYCH_BOOLEAN, ...(tags as ScalarTag[]).filter((tag) => tag.tag !== PSYCH_BOOLEAN.tag)],
  });
  if (document.errors.length) throw new ConfigError([psychMessage(source, document.errors[0])]);
  try {
    // Psych's aliases are expanded into plain values, as toJS does; an alias bomb is refused, not expanded.
    return document.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    throw new ConfigError([`(<unknown>): ${(error as Error).message.split('\n')[0]}`]);
  }
}

/** Psych's YAML 1.1 booleans: yes/true/on and no/false/off in any case, but not `y` or `n`. */
const PSYCH_BOOLEAN: ScalarTag = {
  tag: 'tag:yaml.org,2002:bool',
  default: true,
  identify: (value) => typeof value === 'boolean',
  test: /^(?:[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
  resolve: (text) => /^(yes|true|on)$/i.test(text),
};

function psychMessage(source: string, error: YAMLError): string {
  const lines = source.split(/\r?\n/);
  const line = error.linePos?.[0]?.line ?? 1;
  const column = error.linePos?.[0]?.col ?? 1;
  if (/\t/.test(lines[line - 1]?.slice(0, Math.max(column, 1)) ?? '') && /indent|tab/i.test(error.message)) {
    return at('found character that cannot start any token while scanning for the next token', line, column);
  }
  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (/compact mappings/.test(error.message)) return at('mapping values are not allowed in this context', line, column + 1);
      return blockMappingError(lines, line);
    case 'BAD_INDENT':
      if (/Flow (sequence|mapping)/.test(error.message)) return flowError(lines, line, error.message);
      return blockMappingError(lines, line);
    case 'MISSING_CHAR':
    case 'MULTILINE_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN':
      return blockMappingError(lines, line);
    default:
      return at(error.message.split(' at line ')[0].replace(/^./, (c) => c.toLowerCase()), line, column);
  }
}

function at(problem: string, line: number, column: number): string {
  return `(<unknown>): ${problem} at line ${line} column ${column}`;
}

const indentOf = (text: string): number => text.length - text.trimStart().length;
const isContent = (text: string | undefined): text is string => text !== undefined && text.trim() !== '' && !text.trimStart().startsWith('#');

/**
 * libyaml's "did not find expected key": the line at `badLine` does not continue the block mapping
 * it sits in. The context mark is where that mapping began: its first key at the mapping's column.
 */
function blockMappingError(lines: string[], badLine: number): string {
  const badIndent = isContent(lines[badLine - 1]) ? indentOf(lines[badLine - 1]) : 0;
  // The innermost still-open line above at or left of the bad line's column owns the mapping.
  let column = 0;
  let limit = Infinity;
  let owner = -1;
  for (let i = badLine - 2; i >= 0; i -= 1) {
    if (!isContent(lines[i]) || indentOf(lines[i]) >= limit) continue;
    limit = indentOf(lines[i]);
    if (limit <= badIndent) { column = limit; owner = i; break; }
  }
  let start = owner + 1 || 1;
  for (let i = owner - 1; i >= 0; i -= 1) {
    if (!isContent(lines[i])) continue;
    if (indentOf(lines[i]) < column) break;
    if (indentOf(lines[i]) === column) start = i + 1;
  }
  return at('did not find expected key while parsing a block mapping', start, column + 1);
}

/** An unclosed `[` or `{`: libyaml names the flow collection and where it opened. */
function flowError(lines: string[], badLine: number, message: string): string {
  const sequence = /sequence/.test(message);
  const opener = sequence ? '[' : '{';
  for (let i = badLine - 1; i >= 0; i -= 1) {
    const index = (lines[i] ?? '').lastIndexOf(opener);
    if (index >= 0) {
      return at(`did not find expected ',' or '${sequence ? ']' : '}'}' while parsing a flow ${sequence ? 'sequence' : 'mapping'}`, i + 1, index + 1);
    }
  }
  return at('did not find expected node content while parsing a flow node', badLine, 1);
}
