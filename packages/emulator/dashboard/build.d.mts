/** Where the package's build puts the dashboard, and where the emulator serves it from by default. */
export const DASHBOARD_DIR: string;
/** `true` when `dir` (default {@link DASHBOARD_DIR}) holds no build, or one older than the dashboard's sources. */
export function isDashboardStale(dir?: string): boolean;
/**
 * Builds the dashboard into `dir` (default {@link DASHBOARD_DIR}) when it is stale; resolves whether it built.
 *
 * @example
 * ```ts
 * await buildDashboardIfStale(); // before starting an emulator from source
 * ```
 */
export function buildDashboardIfStale(options?: { dir?: string; logLevel?: 'info' | 'warn' | 'error' | 'silent' }): Promise<boolean>;
