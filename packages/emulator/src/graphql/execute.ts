/**
 * Executes a parsed query against {@link TYPES}: validates the whole document first (unknown fields
 * and arguments, missing or superfluous selection sets, undeclared or missing variables -> `errors`
 * with no `data`), then resolves it; a resolver error nulls its field and adds an error with its path.
 */
import { PlatformError } from '../context';
import { GraphQLSyntaxError, parseQuery, type FieldNode, type Location, type OperationNode, type ValueNode } from './parser';
import { ENUMS, SCALARS, TYPES, type ResolverContext } from './schema';

/** One GraphQL error. */
export interface GraphQLError {
  message: string;
  locations?: Location[];
  path?: (string | number)[];
}

/** A GraphQL response body. */
export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

function baseType(type: string): { name: string; list: boolean } {
  return type.startsWith('[') ? { name: type.slice(1, -1), list: true } : { name: type, list: false };
}

function checkArgType(type: string, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (type) {
    case 'Int':
      return Number.isInteger(value);
    case 'Float':
      return typeof value === 'number';
    case 'String':
    case 'ID':
      return typeof value === 'string' || (type === 'ID' && Number.isInteger(value));
    case 'Boolean':
      return typeof value === 'boolean';
    case 'JSON':
      return true;
    default:
      return ENUMS[type] ? typeof value === 'string' && ENUMS[type].includes(value) : false;
  }
}

class Execution {
  readonly errors: GraphQLError[] = [];
  private readonly variables: Record<string, unknown> = {};

  constructor(
    private readonly operation: OperationNode,
    variables: Record<string, unknown>,
    private readonly context: ResolverContext,
  ) {
    for (const def of operation.variables) {
      if (def.name in variables && variables[def.name] !== undefined) this.variables[def.name] = variables[def.name];
      else if (def.defaultValue) this.variables[def.name] = this.valueOf(def.defaultValue);
      else if (def.required) this.errors.push({ message: `Variable "$${def.name}" of required type "${def.type}!" was not provided.` });
    }
  }

  private valueOf(node: ValueNode): unknown {
    switch (node.kind) {
      case 'variable':
        return this.variables[node.name];
      case 'literal':
        return node.value;
      case 'list':
        return node.values.map((v) => this.valueOf(v));
      default:
        return Object.fromEntries(Object.entries(node.fields).map(([k, v]) => [k, this.valueOf(v)]));
    }
  }

  private usesVariable(node: ValueNode, name: (n: string) => void): void {
    if (node.kind === 'variable') name(node.name);
    else if (node.kind === 'list') node.values.forEach((v) => this.usesVariable(v, name));
    else if (node.kind === 'object') Object.values(node.fields).forEach((v) => this.usesVariable(v, name));
  }

  validate(selections: FieldNode[], typeName: string): void {
    const type = TYPES[typeName]!;
    for (const f of selections) {
      if (f.name === '__typename') {
        if (f.selections) this.errors.push({ message: 'Field "__typename" must not have a selection.', locations: [f.loc] });
        continue;
      }
      const def = type[f.name];
      if (!def) {
        this.errors.push({ message: `Cannot query field "${f.name}" on type "${typeName}".`, locations: [f.loc] });
        continue;
      }
      for (const [argName, node] of Object.entries(f.args)) {
        const argType = def.args?.[argName];
        if (!argType) {
          this.errors.push({ message: `Unknown argument "${argName}" on field "${typeName}.${f.name}".`, locations: [f.loc] });
          continue;
        }
        this.usesVariable(node, (n) => {
          if (!this.operation.variables.some((v) => v.name === n)) this.errors.push({ message: `Variable "$${n}" is not defined.`, locations: [f.loc] });
        });
        if (node.kind !== 'variable' && !checkArgType(argType, this.valueOf(node))) {
          this.errors.push({ message: `Argument "${argName}" of "${typeName}.${f.name}" has an invalid value (expected ${argType}).`, locations: [f.loc] });
        }
      }
      const { name } = baseType(def.type);
      if (SCALARS.has(name)) {
        if (f.selections) this.errors.push({ message: `Field "${f.name}" must not have a selection since type "${def.type}" has no subfields.`, locations: [f.loc] });
      } else if (!f.selections) {
        this.errors.push({ message: `Field "${f.name}" of type "${def.type}" must have a selection of subfields.`, locations: [f.loc] });
      } else {
        this.validate(f.selections, name);
      }
    }
  }

  resolveSelections(selections: FieldNode[], typeName: string, parent: unknown, path: (string | number)[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const type = TYPES[typeName]!;
    for (const f of selections) {
      const key = f.alias ?? f.name;
      if (f.name === '__typename') {
        out[key] = typeName;
        continue;
      }
      const def = type[f.name]!;
      const args: Record<string, unknown> = {};
      for (const [argName, node] of Object.entries(f.args)) args[argName] = this.valueOf(node);
      const fieldPath = [...path, key];
      try {
        for (const [argName, value] of Object.entries(args)) {
          if (!checkArgType(def.args![argName]!, value)) throw new Error(`Argument "${argName}" has an invalid value (expected ${def.args![argName]}).`);
        }
        const value = def.resolve(parent, args, this.context);
        out[key] = this.complete(def.type, f, value, fieldPath);
      } catch (error) {
        const message = error instanceof PlatformError ? describePlatformError(error) : error instanceof Error ? error.message : String(error);
        this.errors.push({ message, locations: [f.loc], path: fieldPath });
        out[key] = null;
      }
    }
    return out;
  }

  private complete(typeString: string, f: FieldNode, value: unknown, path: (string | number)[]): unknown {
    if (value === null || value === undefined) return null;
    const { name, list } = baseType(typeString);
    if (list) {
      if (!Array.isArray(value)) return null;
      return value.map((item, i) => this.complete(name, f, item, [...path, i]));
    }
    if (SCALARS.has(name)) return value;
    return this.resolveSelections(f.selections!, name, value, path);
  }
}

function describePlatformError(error: PlatformError): string {
  const violations = (error.body.details as { validationError?: { fieldViolations?: { field: string; description: string }[] } } | undefined)
    ?.validationError?.fieldViolations;
  if (violations && violations.length > 0) return violations.map((v) => `"${v.field}" ${v.description}`).join(', ');
  return error.message;
}

/** Runs a GraphQL request of the supported subset. Always answers a GraphQL response body (never throws for query problems). */
export function executeGraphQL(query: string, variables: Record<string, unknown>, context: ResolverContext, operationName?: string): GraphQLResponse {
  let operation: OperationNode;
  try {
    operation = parseQuery(query);
  } catch (error) {
    if (error instanceof GraphQLSyntaxError) return { errors: [{ message: error.message, locations: [error.loc] }] };
    throw error;
  }
  if (operationName && operation.name && operationName !== operation.name) {
    return { errors: [{ message: `Unknown operation named "${operationName}".` }] };
  }
  const execution = new Execution(operation, variables, context);
  execution.validate(operation.selections, 'Query');
  if (execution.errors.length > 0) return { errors: execution.errors };
  const data = execution.resolveSelections(operation.selections, 'Query', null, []);
  return execution.errors.length > 0 ? { data, errors: execution.errors } : { data };
}
