export * from './constants';
export * from './routing';
export * from './schemas';
export * from './server-render';
export * from './texts';
export * from './releases';
