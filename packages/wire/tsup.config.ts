import { packageConfig } from '../../tsup.shared';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/schemas.ts',
    'src/cart.ts',
    'src/cartSchemas.ts',
    'src/catalogue.ts',
    'src/catalogueSchemas.ts',
    'src/catalogueV3.ts',
    'src/catalogueV3Schemas.ts',
    'src/identity.ts',
    'src/identitySchemas.ts',
    'src/redirects.ts',
    'src/redirectsSchemas.ts',
  ],
});
