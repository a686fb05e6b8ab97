import { FORMULA_FUNCTIONS, type FormulaInputs, type FormulaOperator } from './grammar';
import type { FormulaNode } from './parse';

const BINARY: Record<FormulaOperator, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '^': (a, b) => Math.pow(a, b),
};

/**
 * Arithmetic over a parsed formula: numbers in, a number out (possibly Infinity or NaN, which the caller checks).
 * The tree holds only the allowed shapes, so there is nothing here that could reach an object or run code.
 */
export function evaluateFormula(node: FormulaNode, inputs: FormulaInputs): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'variable':
      return inputs[node.name];
    case 'negate':
      return -evaluateFormula(node.argument, inputs);
    case 'binary':
      return BINARY[node.operator](evaluateFormula(node.left, inputs), evaluateFormula(node.right, inputs));
    case 'call':
      return FORMULA_FUNCTIONS.get(node.name)!.apply(...node.args.map((arg) => evaluateFormula(arg, inputs)));
  }
}
