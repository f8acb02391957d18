import type { EmulatorModule } from './context';
import { cartModule } from './cart/module';
import { catalogueModule } from './catalogue/module';
import { categoriesModule } from './categories/module';
import { controlModule } from './control/module';
import { dashboardModule } from './control/dashboard';
import { faviconModule } from './control/favicon';
import { graphqlModule } from './graphql/module';
import { identityModule } from './identity/module';
import { pagesModule } from './pages/module';
import { redirectsModule } from './redirects/module';
import { tokensModule } from './identity/tokens-module';

/** Every feature module, in registration order (tokens and catalogue first: others use their services). */
export const modules: readonly EmulatorModule[] = [
  tokensModule,
  catalogueModule,
  categoriesModule,
  controlModule,
  identityModule,
  redirectsModule,
  pagesModule,
  cartModule,
  graphqlModule,
  dashboardModule(),
  faviconModule,
];
