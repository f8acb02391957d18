import { packageProject } from '../../vitest.shared.ts';

// The official SDK (@wix/sdk), unmodified, against the emulator over real HTTP on loopback.
export default packageProject('official-sdk-tests');
