/**
 * The query depth limit, a validation rule: a document whose operation nests fields deeper than
 * {@link MAX_DEPTH} is refused before it runs. Introspection fields (`__schema`, `__type`) are not
 * counted (the standard introspection query alone nests 15 levels), as graphql-armor and
 * graphql-depth-limit do. List sizes are capped by the `limit` arguments (`MAX_PAGE` in `catalogue.ts`).
 */
import type { FragmentDefinitionNode, SelectionSetNode, ValidationRule } from 'graphql';
import type { GraphQLJs } from './engine';

/** The deepest field nesting an operation may have (`{ products { items { id } } }` is 3). */
export const MAX_DEPTH = 10;

/** The depth limit rule (built with the loaded `graphql` module, which the emulator loads lazily). */
export function depthLimit(g: GraphQLJs): ValidationRule {
  return (context) => {
    // Fragment depths, memoised (fragments can spread each other many times); 0 while being computed,
    // so a cycle (reported by NoFragmentCyclesRule) ends the walk.
    const fragments = new Map<string, number>();
    const depth = (set: SelectionSetNode | undefined): number => {
      let max = 0;
      for (const s of set?.selections ?? []) {
        let d = 0;
        if (s.kind === g.Kind.FIELD) d = s.name.value.startsWith('__') ? 0 : 1 + depth(s.selectionSet);
        else if (s.kind === g.Kind.INLINE_FRAGMENT) d = depth(s.selectionSet);
        else d = fragmentDepth(context.getFragment(s.name.value));
        max = Math.max(max, d);
      }
      return max;
    };
    const fragmentDepth = (fragment: FragmentDefinitionNode | null | undefined): number => {
      if (!fragment) return 0;
      const name = fragment.name.value;
      if (!fragments.has(name)) {
        fragments.set(name, 0);
        fragments.set(name, depth(fragment.selectionSet));
      }
      return fragments.get(name)!;
    };
    return {
      OperationDefinition(node) {
        const d = depth(node.selectionSet);
        if (d > MAX_DEPTH) {
          context.reportError(
            new g.GraphQLError(`Query is too deep: fields nest ${d} levels, at most ${MAX_DEPTH} are allowed.`, { nodes: node }),
          );
        }
      },
    };
  };
}
