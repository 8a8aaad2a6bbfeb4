// Home-loan arithmetic and the calculator's rules: one source for the loan calculator and the project page's EMI box.
export * from './constants';
export * from './emi';
export * from './inputs';
export * from './calculator-link';
