/** Contracts between the parts; import-free of app code so the server can use them too. */
export * from './release-set';
export * from './remotes';
export * from './crash-report';
export type { Brand, BrandLanguage, BrandPalette, BrandSupport, BrandTexts, PageBrand } from './brand';
