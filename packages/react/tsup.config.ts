import { packageConfig } from '../../tsup.shared';

// Two builds: the hooks entry starts with 'use client' (React Server Components treat it as a client
// module; a banner, because bundling drops module-level directives), and `query-options` without it:
// React-free `{ queryKey, queryFn }` helpers that Server Components can import and call.
export default [
  packageConfig({ entry: { index: 'src/index.ts' }, banner: { js: "'use client';" }, treeshake: false }),
  packageConfig({ entry: { 'query-options': 'src/queryOptions.ts' }, clean: false }),
];
