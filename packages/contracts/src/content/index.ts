export * from './constants';
export * from './markdown';
export * from './schemas';
export * from './texts';
export * from './office-hours';
