export * from './constants';
export * from './newsletter';
export * from './schemas';
export * from './texts';
export * from './agent-lead-constants';
export * from './agent-lead-schemas';
export * from './enquiry-phone';
export * from './lead-alerts';
