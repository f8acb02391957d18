import { packageProject } from '../../vitest.shared.ts';

// packages/ecom-cart's tests that run against the emulator (over real HTTP on loopback).
export default packageProject('ecom-cart-tests');
