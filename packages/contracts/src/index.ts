export * from './catalog-constants';
export * from './project';
export * from './auth';
export * from './remotes';
export * from './social';
export * from './health';
