export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, chromiumPath, launchChromium } from './browser';
export type { BrowserContext, LaunchedChromium, Page, Route } from './browser';
