export * from './constants';
export * from './image-defaults';
export * from './schemas';
export * from './texts';
