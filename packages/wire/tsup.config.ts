import { packageConfig } from '../../tsup.shared';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/schemas.ts',
    'src/cart.ts',
    'src/cartSchemas.ts',
    'src/cartV2.ts',
    'src/cartV2Schemas.ts',
    'src/catalogue.ts',
    'src/catalogueSchemas.ts',
    'src/categories.ts',
    'src/categoriesSchemas.ts',
    'src/catalogueV3.ts',
    'src/catalogueV3Schemas.ts',
    'src/identity.ts',
    'src/identitySchemas.ts',
    'src/redirects.ts',
    'src/redirectsSchemas.ts',
  ],
});
