import type { EmulatorModule } from '../context';
import { cartModule } from '../cart/module';
import { catalogueModule } from '../catalogue/module';
import { categoriesModule } from '../categories/module';
import { controlModule } from './control';
import { dashboardModule } from './dashboard';
import { faviconModule } from './favicon';
import { graphqlModule } from '../graphql/module';
import { identityModule } from './identity';
import { pagesModule } from './pages';
import { redirectsModule } from './redirects';
import { tokensModule } from './tokens';

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
