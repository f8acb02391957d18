/**
 * A small GraphQL parser for the emulator's query subset: one anonymous or named `query` operation
 * (or a bare selection set) with variable definitions, fields with aliases, arguments (variables,
 * ints, floats, strings, booleans, null, enums, lists, objects) and nested selection sets. Fragments,
 * directives, mutations and subscriptions are rejected with a clear error.
 */

/** A position in the query text (1-based). */
export interface Location {
  line: number;
  column: number;
}

/** An argument or variable value. */
export type ValueNode =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'list'; values: ValueNode[] }
  | { kind: 'object'; fields: Record<string, ValueNode> };

/** A field of a selection set. */
export interface FieldNode {
  alias?: string;
  name: string;
  args: Record<string, ValueNode>;
  selections?: FieldNode[];
  loc: Location;
}

/** A variable definition `$name: Type = default`. */
export interface VariableDefinition {
  name: string;
  type: string;
  required: boolean;
  defaultValue?: ValueNode;
}

/** A parsed document. */
export interface OperationNode {
  name?: string;
  variables: VariableDefinition[];
  selections: FieldNode[];
}

/** A syntax error with its location. */
export class GraphQLSyntaxError extends Error {
  constructor(
    message: string,
    readonly loc: Location,
  ) {
    super(`Syntax Error: ${message}`);
    this.name = 'GraphQLSyntaxError';
  }
}

type Token =
  | { kind: 'punct'; value: string; loc: Location }
  | { kind: 'name'; value: string; loc: Location }
  | { kind: 'int' | 'float'; value: number; loc: Location }
  | { kind: 'string'; value: string; loc: Location }
  | { kind: 'eof'; loc: Location };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const loc = (at: number): Location => ({ line, column: at - lineStart + 1 });
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === ',' || ch === '\uFEFF') {
      i++;
      continue;
    }
    if (ch === '#') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (ch === '.' && source.startsWith('...', i)) throw new GraphQLSyntaxError('fragments are not supported', loc(i));
    if ('{}()[]:!$=@'.includes(ch)) {
      if (ch === '@') throw new GraphQLSyntaxError('directives are not supported', loc(i));
      tokens.push({ kind: 'punct', value: ch, loc: loc(i) });
      i++;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const start = i;
      while (i < source.length && /[A-Za-z0-9_]/.test(source[i]!)) i++;
      tokens.push({ kind: 'name', value: source.slice(start, i), loc: loc(start) });
      continue;
    }
    if (/[-0-9]/.test(ch)) {
      const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(source.slice(i));
      if (!match) throw new GraphQLSyntaxError(`unexpected character "${ch}"`, loc(i));
      const isFloat = match[2] !== undefined || match[3] !== undefined;
      tokens.push({ kind: isFloat ? 'float' : 'int', value: Number(match[0]), loc: loc(i) });
      i += match[0].length;
      continue;
    }
    if (ch === '"') {
      const start = i;
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        if (end < 0) throw new GraphQLSyntaxError('unterminated string', loc(start));
        tokens.push({ kind: 'string', value: source.slice(i + 3, end), loc: loc(start) });
        i = end + 3;
        continue;
      }
      i++;
      let value = '';
      for (;;) {
        const c = source[i];
        if (c === undefined || c === '\n') throw new GraphQLSyntaxError('unterminated string', loc(start));
        if (c === '"') {
          i++;
          break;
        }
        if (c === '\\') {
          const next = source[i + 1];
          const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
          if (next !== undefined && next in simple) {
            value += simple[next];
            i += 2;
            continue;
          }
          if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
            value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          throw new GraphQLSyntaxError('invalid escape sequence', loc(i));
        }
        value += c;
        i++;
      }
      tokens.push({ kind: 'string', value, loc: loc(start) });
      continue;
    }
    throw new GraphQLSyntaxError(`unexpected character "${ch}"`, loc(i));
  }
  tokens.push({ kind: 'eof', loc: loc(i) });
  return tokens;
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private next(): Token {
    return this.tokens[this.pos++]!;
  }

  private describe(token: Token): string {
    return token.kind === 'eof' ? '<EOF>' : `"${String(token.value)}"`;
  }

  private isPunct(value: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.value === value;
  }

  private expectPunct(value: string): void {
    const t = this.next();
    if (t.kind !== 'punct' || t.value !== value) throw new GraphQLSyntaxError(`expected "${value}", found ${this.describe(t)}`, t.loc);
  }

  private expectName(): { value: string; loc: Location } {
    const t = this.next();
    if (t.kind !== 'name') throw new GraphQLSyntaxError(`expected a name, found ${this.describe(t)}`, t.loc);
    return t;
  }

  document(): OperationNode {
    const first = this.peek();
    let operation: OperationNode;
    if (first.kind === 'punct' && first.value === '{') {
      operation = { variables: [], selections: this.selectionSet() };
    } else if (first.kind === 'name' && first.value === 'query') {
      this.next();
      const name = this.peek().kind === 'name' ? this.expectName().value : undefined;
      const variables = this.isPunct('(') ? this.variableDefinitions() : [];
      operation = { ...(name ? { name } : {}), variables, selections: this.selectionSet() };
    } else if (first.kind === 'name' && (first.value === 'mutation' || first.value === 'subscription')) {
      throw new GraphQLSyntaxError(`${first.value} operations are not supported (queries only)`, first.loc);
    } else {
      throw new GraphQLSyntaxError(`unexpected ${this.describe(first)}`, first.loc);
    }
    const rest = this.peek();
    if (rest.kind !== 'eof') throw new GraphQLSyntaxError(`only one operation is supported, found ${this.describe(rest)}`, rest.loc);
    return operation;
  }

  private variableDefinitions(): VariableDefinition[] {
    this.expectPunct('(');
    const defs: VariableDefinition[] = [];
    while (!this.isPunct(')')) {
      this.expectPunct('$');
      const name = this.expectName().value;
      this.expectPunct(':');
      const { type, required } = this.typeRef();
      let defaultValue: ValueNode | undefined;
      if (this.isPunct('=')) {
        this.next();
        defaultValue = this.value(true);
      }
      defs.push({ name, type, required, ...(defaultValue ? { defaultValue } : {}) });
    }
    this.expectPunct(')');
    return defs;
  }

  private typeRef(): { type: string; required: boolean } {
    let type: string;
    if (this.isPunct('[')) {
      this.next();
      type = `[${this.typeRef().type}]`;
      this.expectPunct(']');
    } else {
      type = this.expectName().value;
    }
    const required = this.isPunct('!');
    if (required) this.next();
    return { type, required };
  }

  private selectionSet(): FieldNode[] {
    this.expectPunct('{');
    const fields: FieldNode[] = [];
    while (!this.isPunct('}')) {
      if (this.peek().kind === 'eof') throw new GraphQLSyntaxError('expected "}", found <EOF>', this.peek().loc);
      fields.push(this.field());
    }
    this.next();
    if (fields.length === 0) throw new GraphQLSyntaxError('a selection set must not be empty', this.tokens[this.pos - 1]!.loc);
    return fields;
  }

  private field(): FieldNode {
    const first = this.expectName();
    let alias: string | undefined;
    let name = first.value;
    if (this.isPunct(':')) {
      this.next();
      alias = first.value;
      name = this.expectName().value;
    }
    const args: Record<string, ValueNode> = {};
    if (this.isPunct('(')) {
      this.next();
      while (!this.isPunct(')')) {
        const argName = this.expectName().value;
        this.expectPunct(':');
        args[argName] = this.value(false);
      }
      this.next();
    }
    const selections = this.isPunct('{') ? this.selectionSet() : undefined;
    return { ...(alias ? { alias } : {}), name, args, ...(selections ? { selections } : {}), loc: first.loc };
  }

  private value(constant: boolean): ValueNode {
    const t = this.next();
    if (t.kind === 'punct' && t.value === '$') {
      if (constant) throw new GraphQLSyntaxError('variables are not allowed in default values', t.loc);
      return { kind: 'variable', name: this.expectName().value };
    }
    if (t.kind === 'int' || t.kind === 'float' || t.kind === 'string') return { kind: 'literal', value: t.value };
    if (t.kind === 'name') {
      if (t.value === 'true') return { kind: 'literal', value: true };
      if (t.value === 'false') return { kind: 'literal', value: false };
      if (t.value === 'null') return { kind: 'literal', value: null };
      return { kind: 'literal', value: t.value }; // enum value
    }
    if (t.kind === 'punct' && t.value === '[') {
      const values: ValueNode[] = [];
      while (!this.isPunct(']')) {
        if (this.peek().kind === 'eof') throw new GraphQLSyntaxError('expected "]", found <EOF>', this.peek().loc);
        values.push(this.value(constant));
      }
      this.next();
      return { kind: 'list', values };
    }
    if (t.kind === 'punct' && t.value === '{') {
      const fields: Record<string, ValueNode> = {};
      while (!this.isPunct('}')) {
        const name = this.expectName().value;
        this.expectPunct(':');
        fields[name] = this.value(constant);
      }
      this.next();
      return { kind: 'object', fields };
    }
    throw new GraphQLSyntaxError(`unexpected ${this.describe(t)}`, t.loc);
  }
}

/** Parses a query document of the supported subset; throws {@link GraphQLSyntaxError}. */
export function parseQuery(source: string): OperationNode {
  return new Parser(tokenize(source)).document();
}
