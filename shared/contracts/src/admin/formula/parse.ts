import jsep from 'jsep';
import {
  FORMULA_FUNCTIONS,
  FORMULA_LIMITS,
  FORMULA_OPERATORS,
  FORMULA_VARIABLES,
  type FormulaOperator,
  type FormulaVariable,
} from './grammar';
import { formulaMessages as m } from './messages';

/** The parsed formula: a closed tree of the allowed shapes only. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; name: FormulaVariable }
  | { kind: 'negate'; argument: FormulaNode }
  | { kind: 'binary'; operator: FormulaOperator; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; name: string; args: FormulaNode[] };

export type FormulaResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A refusal with its Turkish text, thrown inside the converter and turned into a result at the top. */
class FormulaRejection extends Error {}

const VARIABLES: ReadonlySet<string> = new Set(FORMULA_VARIABLES.map((v) => v.name));
const OPERATORS: ReadonlySet<string> = new Set(FORMULA_OPERATORS);

/** A parenthesized group: jsep drops parentheses, but '(-2)^2' and '-2^2' must not read alike. */
const GROUP = 'FormulaGroup';
interface GroupExpression extends jsep.Expression {
  type: typeof GROUP;
  expression: jsep.Expression;
}

const OPEN_PAREN = 40;

let jsepConfigured = false;

/**
 * jsep's tables are global to its module, which only this file uses; they are set once:
 * - '^' is bitwise XOR (precedence 4) for jsep; formulas mean a power: tighter than * and /, right associative
 *   (2^3^2 = 2^9), like '**';
 * - a '(' that starts a token is kept as a group node (a '(' after a name is still a call).
 */
function parser(): typeof jsep {
  if (!jsepConfigured) {
    jsep.addBinaryOp('^', 11, true);
    jsep.hooks.add('gobble-token', function keepGroups(env) {
      if (this.code !== OPEN_PAREN) return;
      // gobbleGroup answers false for '()' although its type says otherwise.
      const inner = this.gobbleGroup() as jsep.Expression | false;
      if (!inner) this.throwError('Empty group');
      env.node = { type: GROUP, expression: inner } satisfies GroupExpression;
    });
    jsepConfigured = true;
  }
  return jsep;
}

function toNode(expression: jsep.Expression, depth: number): FormulaNode {
  if (depth > FORMULA_LIMITS.maxDepth) throw new FormulaRejection(m.tooDeep);
  switch (expression.type) {
    case 'Literal': {
      const { value } = expression as jsep.Literal;
      if (typeof value !== 'number') throw new FormulaRejection(m.notNumber);
      if (!Number.isFinite(value)) throw new FormulaRejection(m.hugeNumber);
      return { kind: 'number', value };
    }
    case 'Identifier': {
      const { name } = expression as jsep.Identifier;
      if (!VARIABLES.has(name)) throw new FormulaRejection(FORMULA_FUNCTIONS.has(name) ? m.unsupported : m.unknownVariable(name));
      return { kind: 'variable', name: name as FormulaVariable };
    }
    case 'UnaryExpression': {
      const { operator, argument } = expression as jsep.UnaryExpression;
      if (operator !== '-' && operator !== '+') throw new FormulaRejection(m.operator(operator));
      const inner = toNode(argument, depth + 1);
      return operator === '-' ? { kind: 'negate', argument: inner } : inner;
    }
    case 'BinaryExpression': {
      const { operator, left, right } = expression as jsep.BinaryExpression;
      if (!OPERATORS.has(operator)) throw new FormulaRejection(m.operator(operator));
      // '-2^2' would read as (-2)^2 here but -(2^2) in mathematics: ask for parentheses instead of guessing.
      if (operator === '^' && left.type === 'UnaryExpression') throw new FormulaRejection(m.negativeBase);
      return { kind: 'binary', operator: operator as FormulaOperator, left: toNode(left, depth + 1), right: toNode(right, depth + 1) };
    }
    case 'CallExpression': {
      const { callee, arguments: args } = expression as jsep.CallExpression;
      if (callee.type !== 'Identifier') throw new FormulaRejection(callee.type === 'MemberExpression' ? m.propertyAccess : m.unsupported);
      const name = (callee as jsep.Identifier).name;
      const fn = FORMULA_FUNCTIONS.get(name);
      if (!fn) throw new FormulaRejection(m.unknownFunction(name));
      if (args.length < fn.minArgs || args.length > fn.maxArgs) throw new FormulaRejection(m.arity(name, fn.minArgs, fn.maxArgs));
      return { kind: 'call', name, args: args.map((arg) => toNode(arg, depth + 1)) };
    }
    case GROUP:
      return toNode((expression as GroupExpression).expression, depth + 1);
    case 'MemberExpression':
      throw new FormulaRejection(m.propertyAccess);
    case 'Compound':
    case 'SequenceExpression':
      throw new FormulaRejection(m.notSingleExpression);
    default:
      throw new FormulaRejection(m.unsupported);
  }
}

/** jsep's error index is 0-based; people count characters from 1. */
function syntaxMessage(error: unknown): string {
  const index = typeof (error as { index?: unknown }).index === 'number' ? (error as { index: number }).index : 0;
  return m.syntax(index + 1);
}

/**
 * Reads a formula into a FormulaNode, or a Turkish reason why not. Never evaluates anything and never throws:
 * the length is capped before parsing (which bounds jsep's own recursion), the depth while converting.
 */
export function parseFormula(text: string): FormulaResult<FormulaNode> {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: m.empty };
  if (text.length > FORMULA_LIMITS.maxLength) return { ok: false, message: m.tooLong };
  let expression: jsep.Expression;
  try {
    expression = parser()(text);
  } catch (error) {
    return { ok: false, message: syntaxMessage(error) };
  }
  try {
    return { ok: true, value: toNode(expression, 1) };
  } catch (error) {
    if (error instanceof FormulaRejection) return { ok: false, message: error.message };
    return { ok: false, message: m.unsupported };
  }
}
