import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageProject } from '../../vitest.shared.ts';

// Runs packages/react's test files against the React 18 copies installed here. Every specifier that
// can reach React is pinned to this package's node_modules (real paths), so the tests, the package's
// source, Testing Library and TanStack Query all share ONE React 18. src/react-version.test.tsx fails
// if this collapses into the React 19 run.
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(resolve(here, 'package.json'));
const dir = (name: string) => realpathSync(dirname(require.resolve(`${name}/package.json`)));

const react = dir('react');
const reactDom = dir('react-dom');

export default packageProject('react-18', {
  resolve: {
    alias: [
      { find: /^react$/, replacement: resolve(react, 'index.js') },
      { find: /^react\/jsx-runtime$/, replacement: resolve(react, 'jsx-runtime.js') },
      { find: /^react\/jsx-dev-runtime$/, replacement: resolve(react, 'jsx-dev-runtime.js') },
      { find: /^react-dom$/, replacement: resolve(reactDom, 'index.js') },
      { find: /^react-dom\/client$/, replacement: resolve(reactDom, 'client.js') },
      { find: /^react-dom\/server$/, replacement: resolve(reactDom, 'server.node.js') },
      { find: /^react-dom\/test-utils$/, replacement: resolve(reactDom, 'test-utils.js') },
      // Testing Library and TanStack Query as installed here: their own `react` peers are React 18.
      { find: /^@testing-library\/react$/, replacement: dir('@testing-library/react') },
      { find: /^@tanstack\/react-query$/, replacement: dir('@tanstack/react-query') },
    ],
  },
  test: {
    environment: 'jsdom',
    isolate: true, // as packages/react's run: a fresh jsdom and React per file
    dir: resolve(here, '../react/src'),
    include: ['**/*.test.tsx'],
    env: { STOREFRONT_KIT_EXPECTED_REACT: '18' },
  },
});
