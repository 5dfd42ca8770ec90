// Formulas for calculated values (docs/product.md, "Logic"): numbers, + - * /, brackets and
// references to an answer `{answer:12}`, a choice's score `{score:12}` or a calculated value
// `{var:total}`. Parsed by hand into a small tree (nothing is ever run as code), so the builder,
// the visitor's script and the server read a formula the same way.

export const FORMULA_MAX_LENGTH = 500;
const MAX_DEPTH = 32;

export type FormulaReference = { kind: 'answer' | 'score'; question: number } | { kind: 'var'; variable: string };

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'reference'; reference: FormulaReference }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export class FormulaError extends Error {}

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'reference'; reference: FormulaReference; at: number }
  | { kind: 'symbol'; value: string; at: number };

const REFERENCE = /^\{(answer|score|var):([A-Za-z0-9_]{1,64})\}/;
const NUMBER = /^\d+(?:\.\d+)?/;

function reference(kind: string, name: string, at: number): FormulaReference {
  if (kind === 'var') return { kind: 'var', variable: name };
  if (!/^\d+$/.test(name))
    throw new FormulaError(`“{${kind}:${name}}” at character ${String(at + 1)} must name a question by its number.`);
  return { kind: kind === 'score' ? 'score' : 'answer', question: Number(name) };
}

function tokenise(formula: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < formula.length) {
    const rest = formula.slice(at);
    const char = rest.charAt(0);
    if (char === ' ' || char === '\t') {
      at += 1;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const ref = REFERENCE.exec(rest);
    if (ref) {
      tokens.push({ kind: 'reference', reference: reference(ref[1] ?? '', ref[2] ?? '', at), at });
      at += ref[0].length;
      continue;
    }
    if ('+-*/()'.includes(char)) {
      tokens.push({ kind: 'symbol', value: char, at });
      at += 1;
      continue;
    }
    throw new FormulaError(`The formula cannot read “${char}” at character ${String(at + 1)}.`);
  }
  return tokens;
}

/** Reads a formula into its tree; a formula that cannot be read throws a FormulaError saying where. */
export function parseFormula(formula: string): FormulaNode {
  if (formula.length > FORMULA_MAX_LENGTH)
    throw new FormulaError(`A formula is ${String(FORMULA_MAX_LENGTH)} characters at most.`);
  const tokens = tokenise(formula);
  if (tokens.length === 0) throw new FormulaError('The formula is empty.');
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isSymbol = (token: Token | undefined, ...values: string[]) =>
    token?.kind === 'symbol' && values.includes(token.value);

  function expression(depth: number): FormulaNode {
    let left = term(depth);
    while (isSymbol(peek(), '+', '-')) {
      const operator = (tokens[position++] as { value: '+' | '-' }).value;
      left = { kind: 'binary', operator, left, right: term(depth) };
    }
    return left;
  }
  function term(depth: number): FormulaNode {
    let left = factor(depth);
    while (isSymbol(peek(), '*', '/')) {
      const operator = (tokens[position++] as { value: '*' | '/' }).value;
      left = { kind: 'binary', operator, left, right: factor(depth) };
    }
    return left;
  }
  function factor(depth: number): FormulaNode {
    if (depth > MAX_DEPTH) throw new FormulaError('The formula nests brackets too deeply.');
    const token = tokens[position++];
    if (!token) throw new FormulaError('The formula ends too soon: a number or a value is missing at its end.');
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'reference') return { kind: 'reference', reference: token.reference };
    if (token.value === '-') return { kind: 'negate', operand: factor(depth + 1) };
    if (token.value === '(') {
      const inner = expression(depth + 1);
      if (!isSymbol(tokens[position++], ')'))
        throw new FormulaError('A bracket opened in the formula is never closed.');
      return inner;
    }
    throw new FormulaError(
      `The formula has “${token.value}” at character ${String(token.at + 1)} where a number or a value belongs.`,
    );
  }

  const tree = expression(0);
  const extra = peek();
  if (extra) throw new FormulaError(`The formula goes on unexpectedly at character ${String(extra.at + 1)}.`);
  return tree;
}

/** Every value a formula reads. */
export function formulaReferences(node: FormulaNode): FormulaReference[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'reference':
      return [node.reference];
    case 'negate':
      return formulaReferences(node.operand);
    case 'binary':
      return [...formulaReferences(node.left), ...formulaReferences(node.right)];
  }
}

/**
 * The formula's value, each reference read through `read` (a missing or non-numeric value counts
 * as 0). Dividing by zero gives 0 rather than infinity, so one empty answer cannot poison a total.
 */
export function evaluateFormula(node: FormulaNode, read: (reference: FormulaReference) => number): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'reference':
      return read(node.reference);
    case 'negate':
      return -evaluateFormula(node.operand, read);
    case 'binary': {
      const left = evaluateFormula(node.left, read);
      const right = evaluateFormula(node.right, read);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      return right === 0 ? 0 : left / right;
    }
  }
}
