/**
 * Identity endpoints on the api host (paths as in the platform's public API): authentication v2 and
 * v1, logout, recovery and verification, the members API's current member (`GET /members/v1/members/my`), plus three identity control routes
 * (`GET /__emulator/identity/members`, `POST /__emulator/identity/members/:id/approve`,
 * `POST /__emulator/identity/contacts`). Each group of routes has its file under `./routes/`.
 */
import type { EmulatorModule } from '../context';
import { registerAuthenticationV1, registerLogout } from './routes/authentication-v1';
import { registerAuthenticationV2 } from './routes/authentication-v2';
import { registerMemberControl } from './routes/members';
import { registerMyMember } from './routes/my-member';
import { registerRecovery } from './routes/recovery';
import { registerVerification } from './routes/verification';

/** Registers the identity routes. */
export const identityModule: EmulatorModule = (app, ctx) => {
  registerAuthenticationV2(app, ctx);
  registerAuthenticationV1(app, ctx);
  registerLogout(app, ctx);
  registerRecovery(app, ctx);
  registerVerification(app, ctx);
  registerMemberControl(app, ctx);
  registerMyMember(app, ctx);
};
