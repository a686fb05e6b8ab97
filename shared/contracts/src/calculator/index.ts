// Contract of the loan calculator (docs/calculator.md): the one calculation, term and offer rules,
// Turkish texts, the built-in loan types and the wire schemas of /api/kredi/.
export * from './limits';
export * from './messages';
export * from './paymentPlan';
export * from './formulaInstalment';
export * from './terms';
export * from './calculateLoan';
export * from './offers';
export * from './loanTypes';
export * from './calculationBands';
export * from './paymentPlanCsv';
export * from './wire';
export * from './cacheTags';
