/**
 * The size limits of a GraphQL operation, one validation rule over the operation with its fragments
 * expanded (each fragment measured once): depth, aliases and cost. The token limit is graphql-js's own
 * (`parse(source, { maxTokens })`, in `engine.ts`). The limits come from the emulator's `limits` option.
 *
 * - Depth: fields nested in fields. Introspection fields (`__schema`, `__type`) are not counted (the
 *   standard introspection query alone nests 15 levels), as graphql-armor and graphql-depth-limit do.
 * - Aliases: every aliased field, a fragment's counted each time it is spread, as graphql-armor counts.
 * - Cost: the fields the answer may hold. A field costs 1 plus its selection's cost times its
 *   multiplier: a field with a `limit` argument answers up to `limit` items (a literal; a variable
 *   counts as the most a page may hold, the argument's default when absent), other fields 1. Lists
 *   without a `limit` argument (a product's images, variants) are small by nature and count once.
 */
import type { FieldNode, FragmentDefinitionNode, GraphQLField, GraphQLNamedType, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import type { ResolvedLimits } from '../core/limits';
import { MAX_PAGE } from './catalogue';
import type { GraphQLJs } from './types';

/** What a selection set measures. */
interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

const ZERO: Measure = { depth: 0, aliases: 0, cost: 0 };

/** The items a field with a `limit` argument may answer (1 for other fields). */
function multiplier(g: GraphQLJs, field: GraphQLField<unknown, unknown> | undefined, node: FieldNode): number {
  const limitArg = field?.args.find((arg) => arg.name === 'limit');
  if (!limitArg) return 1;
  const given = node.arguments?.find((arg) => arg.name.value === 'limit')?.value;
  const value = given === undefined ? limitArg.defaultValue : given.kind === g.Kind.INT ? Number(given.value) : MAX_PAGE;
  return typeof value === 'number' ? Math.min(Math.max(value, 0), MAX_PAGE) : MAX_PAGE;
}

/** Measures selection sets, fragments memoised (0 while being measured: a cycle, reported by NoFragmentCyclesRule, ends the walk). */
function measurer(g: GraphQLJs, context: ValidationContext) {
  const schema = context.getSchema();
  const fragments = new Map<string, Measure>();
  const typeNamed = (name: string | undefined): GraphQLNamedType | undefined => (name ? (schema.getType(name) ?? undefined) : undefined);

  const fragment = (definition: FragmentDefinitionNode | null | undefined): Measure => {
    if (!definition) return ZERO;
    const name = definition.name.value;
    if (!fragments.has(name)) {
      fragments.set(name, ZERO);
      fragments.set(name, measure(definition.selectionSet, typeNamed(definition.typeCondition.name.value)));
    }
    return fragments.get(name)!;
  };

  const measure = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): Measure => {
    const total = { depth: 0, aliases: 0, cost: 0 };
    const add = (part: Measure, depth: number) => {
      total.depth = Math.max(total.depth, depth);
      total.aliases += part.aliases;
      total.cost += part.cost;
    };
    for (const s of set?.selections ?? []) {
      if (s.kind === g.Kind.FIELD) {
        const field = parent && (g.isObjectType(parent) || g.isInterfaceType(parent)) ? parent.getFields()[s.name.value] : undefined;
        const inner = measure(s.selectionSet, field ? g.getNamedType(field.type) : undefined);
        const introspection = s.name.value.startsWith('__');
        add({ depth: 0, aliases: inner.aliases + (s.alias ? 1 : 0), cost: 1 + multiplier(g, field, s) * inner.cost }, introspection ? 0 : 1 + inner.depth);
      } else if (s.kind === g.Kind.INLINE_FRAGMENT) {
        const inner = measure(s.selectionSet, s.typeCondition ? typeNamed(s.typeCondition.name.value) : parent);
        add(inner, inner.depth);
      } else {
        const inner = fragment(context.getFragment(s.name.value));
        add(inner, inner.depth);
      }
    }
    return total;
  };
  return measure;
}

/** The depth, alias and cost limits as one validation rule (built with the loaded `graphql` module). */
export function operationLimits(g: GraphQLJs, limits: ResolvedLimits): ValidationRule {
  return (context) => {
    const measure = measurer(g, context);
    return {
      OperationDefinition(node) {
        const { depth, aliases, cost } = measure(node.selectionSet, context.getSchema().getRootType(node.operation) ?? undefined);
        const refuse = (message: string) => context.reportError(new g.GraphQLError(message, { nodes: node }));
        if (depth > limits.graphqlDepth) refuse(`Query is too deep: fields nest ${depth} levels, at most ${limits.graphqlDepth} are allowed.`);
        if (aliases > limits.graphqlAliases) refuse(`Query has too many aliases: ${aliases}, at most ${limits.graphqlAliases} are allowed.`);
        if (cost > limits.graphqlCost) refuse(`Query is too costly: it may answer ${cost} fields, at most ${limits.graphqlCost} are allowed.`);
      },
    };
  };
}
