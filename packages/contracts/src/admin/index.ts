export * from './constants';
export * from './schemas';
export * from './texts';
export * from './table-texts';
export * from './messages';
export * from './message-texts';
