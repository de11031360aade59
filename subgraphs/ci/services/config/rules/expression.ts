/**
 * GitLab's CI/CD variable expressions (`rules:if`, `only:variables`, `workflow:rules:if`;
 * Gitlab::Ci::Pipeline::Expression): `$VAR` presence, `==`/`!=` against strings, `null` or other
 * variables, `=~`/`!~` against `/regex/flags` (or a variable holding one), `&&` binding tighter
 * than `||`, and parentheses.
 */
export type Variables = ReadonlyMap<string, string>;

type Token =
  | { kind: 'variable'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'pattern'; source: string; flags: string }
  | { kind: 'null' }
  | { kind: 'op'; op: '==' | '!=' | '=~' | '!~' | '&&' | '||' | '(' | ')' };

type Node =
  | { kind: 'value'; token: Token }
  | { kind: 'compare'; op: '==' | '!=' | '=~' | '!~'; left: Node; right: Node }
  | { kind: 'logic'; op: '&&' | '||'; left: Node; right: Node };

export class ExpressionSyntaxError extends Error {}

const TOKEN_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => Token]> = [
  [/^\$\{?([a-zA-Z_][a-zA-Z0-9_]*)\}?/, (m) => ({ kind: 'variable', name: m[1] })],
  [/^"((?:[^"\\]|\\.)*)"/, (m) => ({ kind: 'string', value: m[1] })],
  [/^'((?:[^'\\]|\\.)*)'/, (m) => ({ kind: 'string', value: m[1] })],
  [/^\/((?:[^/\\]|\\.)+)\/([a-z]*)/, (m) => ({ kind: 'pattern', source: m[1], flags: m[2] })],
  [/^null\b/, () => ({ kind: 'null' })],
  [/^(==|!=|=~|!~|&&|\|\||\(|\))/, (m) => ({ kind: 'op', op: m[1] as any })],
];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let rest = text.trim();
  while (rest.length) {
    const rule = TOKEN_PATTERNS.find(([re]) => re.test(rest));
    if (!rule) throw new ExpressionSyntaxError(`invalid expression syntax`);
    const match = rule[0].exec(rest)!;
    tokens.push(rule[1](match));
    rest = rest.slice(match[0].length).trimStart();
  }
  return tokens;
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    const node = this.or();
    if (this.position !== this.tokens.length) throw new ExpressionSyntaxError('invalid expression syntax');
    return node;
  }

  private or(): Node {
    let node = this.and();
    while (this.isOp('||')) { this.position += 1; node = { kind: 'logic', op: '||', left: node, right: this.and() }; }
    return node;
  }

  private and(): Node {
    let node = this.comparison();
    while (this.isOp('&&')) { this.position += 1; node = { kind: 'logic', op: '&&', left: node, right: this.comparison() }; }
    return node;
  }

  private comparison(): Node {
    const left = this.primary();
    const token = this.tokens[this.position];
    if (token?.kind === 'op' && ['==', '!=', '=~', '!~'].includes(token.op)) {
      this.position += 1;
      return { kind: 'compare', op: token.op as '==', left, right: this.primary() };
    }
    return left;
  }

  private primary(): Node {
    const token = this.tokens[this.position];
    if (!token) throw new ExpressionSyntaxError('invalid expression syntax');
    this.position += 1;
    if (token.kind === 'op' && token.op === '(') {
      const node = this.or();
      if (!this.isOp(')')) throw new ExpressionSyntaxError('invalid expression syntax');
      this.position += 1;
      return node;
    }
    if (token.kind === 'op') throw new ExpressionSyntaxError('invalid expression syntax');
    return { kind: 'value', token };
  }

  private isOp(op: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === 'op' && token.op === op;
  }
}

/** Parses once; throws ExpressionSyntaxError for text GitLab's lexer or parser would refuse. */
export function parseExpression(text: string): Node {
  return new Parser(tokenize(text)).parse();
}

type Value = string | null | RegExp | boolean;

function valueOf(node: Node, variables: Variables): Value {
  if (node.kind === 'value') {
    const token = node.token;
    if (token.kind === 'variable') return variables.has(token.name) ? variables.get(token.name)! : null;
    if (token.kind === 'string') return token.value;
    if (token.kind === 'pattern') return toRegExp(token.source, token.flags);
    return null;
  }
  if (node.kind === 'logic') {
    const left = valueOf(node.left, variables);
    // Ruby truthiness: only nil and false are false (an empty string is true).
    if (node.op === '&&') return isRubyTruthy(left) ? valueOf(node.right, variables) : left;
    return isRubyTruthy(left) ? left : valueOf(node.right, variables);
  }
  const left = valueOf(node.left, variables);
  const right = valueOf(node.right, variables);
  if (node.op === '==' || node.op === '!=') {
    const equal = left === right || (left instanceof RegExp && right instanceof RegExp && String(left) === String(right));
    return node.op === '==' ? equal : !equal;
  }
  const pattern = right instanceof RegExp ? right : typeof right === 'string' ? patternFromString(right) : null;
  const matches = typeof left === 'string' && pattern !== null && pattern.test(left);
  return node.op === '=~' ? matches : !matches;
}

function isRubyTruthy(value: Value): boolean {
  return value !== null && value !== false;
}

/** A variable used as the right side of `=~` must hold `/pattern/flags`; anything else matches nothing. */
function patternFromString(text: string): RegExp | null {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(text);
  return match ? toRegExp(match[1], match[2]) : null;
}

function toRegExp(source: string, flags: string): RegExp | null {
  try {
    // Ruby's /m (dot matches newline) is JavaScript's /s.
    return new RegExp(source, [...new Set(flags.split(''))].map((f) => (f === 'm' ? 's' : f)).filter((f) => 'is'.includes(f)).join(''));
  } catch {
    return null;
  }
}

/** The statement's verdict (Statement#truthful?): its value is present (not null, false or empty). */
export function evaluateExpression(text: string, variables: Variables): boolean {
  const value = valueOf(parseExpression(text), variables);
  return value !== null && value !== false && value !== '';
}

export function isValidExpression(text: string): boolean {
  try {
    parseExpression(text);
    return true;
  } catch {
    return false;
  }
}
