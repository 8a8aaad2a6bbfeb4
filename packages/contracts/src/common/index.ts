export * from './constants';
export * from './format';
export * from './map';
export * from './query-params';
export * from './rules';
export * from './schemas';
export * from './texts';
