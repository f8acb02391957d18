import { packageProject } from '../../vitest.shared.ts';

// packages/identity-oauth's tests that run against the emulator (over real HTTP on loopback).
export default packageProject('identity-oauth-tests');
