export * from './constants';
export * from './schemas';
export * from './texts';
export * from './csv';
export * from './layout';
