/**
 * @plotwise/contracts: what the API and the front-ends agree on, by domain.
 * Each domain keeps its zod schemas (schemas.ts) apart from its texts and
 * constants, which import no zod, so a page without a form carries none
 * (checked by __tests__/zod-free-pages.test.ts).
 */
export * from './common';
export * from './projects';
export * from './plots';
export * from './cities';
export * from './submissions';
export * from './accounts';
export * from './leads';
export * from './content';
export * from './media';
export * from './admin';
export * from './remotes';
export * from './loans';
