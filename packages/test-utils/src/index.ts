export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, chromiumPath, launchChromium } from './browser';
export type { BrowserContext, LaunchedChromium, Page, Route } from './browser';
export { recordSent, watchConsole, watchUnhandled } from './react-watch';
export type { SentRequest } from './react-watch';
export { answerSilentFrame, latestCode, memberIdOf, signInOnHostedPage, TEST_PASSWORD, uniqueEmail } from './identity-emulator';
export type { Mailbox } from './identity-emulator';
export { base64url, base64urlJson } from './encoding';
export { rejectionOf } from './rejection';
