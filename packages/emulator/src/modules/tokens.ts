import type { EmulatorModule } from '../context';

// Placeholder while this module is being written; replaced by its owner before landing.
export const tokensModule: EmulatorModule = () => {};
