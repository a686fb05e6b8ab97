/*
 * What a credit formula may contain: number literals, the three variables, + - * / ^, parentheses and a
 * few Math functions by name. Anything else is refused by the parser (parse.ts); nothing is ever evaluated as code.
 */

/** The variables: amount, monthly rate and term. */
export const FORMULA_VARIABLES = [
  { name: 'P', label: 'tutar, TL' },
  { name: 'r', label: 'KKDF ve BSMV dahil aylık maliyet oranı, ör. 0.0399 × 1.30' },
  { name: 'n', label: 'vade, ay' },
] as const;

export type FormulaVariable = (typeof FORMULA_VARIABLES)[number]['name'];

/** Values of the variables for one evaluation. */
export type FormulaInputs = Readonly<Record<FormulaVariable, number>>;

export const FORMULA_OPERATORS = ['+', '-', '*', '/', '^'] as const;
export type FormulaOperator = (typeof FORMULA_OPERATORS)[number];

/** The whitelisted functions, mapped by name to their Math implementation and arity. */
export const FORMULA_FUNCTIONS = new Map<string, { apply: (...args: number[]) => number; minArgs: number; maxArgs: number }>([
  ['pow', { apply: (base, exponent) => Math.pow(base!, exponent!), minArgs: 2, maxArgs: 2 }],
  ['min', { apply: Math.min, minArgs: 2, maxArgs: 10 }],
  ['max', { apply: Math.max, minArgs: 2, maxArgs: 10 }],
  ['abs', { apply: Math.abs, minArgs: 1, maxArgs: 1 }],
  ['round', { apply: Math.round, minArgs: 1, maxArgs: 1 }],
]);

export const FORMULA_FUNCTION_NAMES = [...FORMULA_FUNCTIONS.keys()];

/** Caps that keep any input cheap: the text length, the nesting depth of the parsed expression. */
export const FORMULA_LIMITS = { maxLength: 300, maxDepth: 24 } as const;
