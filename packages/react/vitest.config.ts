import { packageProject } from '../../vitest.shared.ts';

// React 19 run (the package's own devDependencies). packages/react-18-tests runs the same files on React 18.
export default packageProject('react', {
  // A fresh jsdom and React per file (isolate): a file's rendered trees and handlers would outlive it.
  test: { environment: 'jsdom', include: ['src/**/*.test.tsx'], isolate: true },
});
