import { packageConfig } from '../../tsup.shared';

export default packageConfig({
  entry: [
    'src/index.ts',
    'src/schemas.ts',
    'src/cart/index.ts',
    'src/cart/schemas.ts',
    'src/catalogue/index.ts',
    'src/catalogue/schemas.ts',
    'src/identity/index.ts',
    'src/identity/schemas.ts',
    'src/redirects/index.ts',
    'src/redirects/schemas.ts',
  ],
});
