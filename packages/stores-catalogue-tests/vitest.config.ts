import { packageProject } from '../../vitest.shared.ts';

// packages/stores-catalogue's tests that run against the emulator (over real HTTP on loopback).
export default packageProject('stores-catalogue-tests');
