import { packageProject } from '../../vitest.shared.ts';

// React 19 run (the package's own devDependencies). packages/react-18-tests runs the same files on React 18.
export default packageProject('react', {
  test: { environment: 'jsdom', include: ['src/**/*.test.tsx'] },
});
