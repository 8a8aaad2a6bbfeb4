export * from './admin-schemas';
export * from './admin-texts';
export * from './constants';
export * from './csv';
export * from './field-rules';
export * from './schemas';
export * from './texts';
export * from './seller';
