import { defineProject } from 'vitest/config';

// The repository's own check scripts, on small trees they make under the OS's temp folder, and the
// import graph of every package's sources (no cycle).
export default defineProject({
  test: { name: 'checks', include: ['check-*.test.ts'] },
});
