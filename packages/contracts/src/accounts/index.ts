export * from './constants';
export * from './password-reset';
export * from './schemas';
export * from './settings';
export * from './texts';
export * from './wishlist';
