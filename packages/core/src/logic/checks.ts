import { getElementBehaviour } from '../elements/behaviours';
import type { FormPage } from '../pages';
import type { Element } from '../schemas/element';
import { stripHtml } from '../text';
import { pageKeys } from './engine';
import { formulaReferences, parseFormula } from './formula';
import { recallReferences } from './recall';
import type { Condition, FormLogic, Operand } from './types';

// What the builder's logic map warns of (docs/product.md, "Logic"): jumps back (they would loop),
// pages no path reaches, jumps over a page with a required question, and references to questions,
// pages, endings or values that no longer exist.

export type LogicWarningKind = 'loop' | 'unreachable' | 'skipsRequired' | 'missing';

export interface LogicWarning {
  kind: LogicWarningKind;
  message: string;
  /** The jump, update or ending the warning is about, when there is one. */
  about?: string;
  /** The 1-based page it is about, when there is one. */
  page?: number;
}

const labelOf = (element: Element): string => {
  const text = stripHtml(typeof element.label === 'string' ? element.label : '').trim();
  return text === '' ? `question ${String(element.id)}` : `“${text}”`;
};

function operandQuestions(operand: Operand): { questions: number[]; variables: string[] } {
  if (operand.kind === 'answer' || operand.kind === 'score') return { questions: [operand.question], variables: [] };
  if (operand.kind === 'variable') return { questions: [], variables: [operand.variable] };
  if (operand.kind !== 'formula') return { questions: [], variables: [] };
  try {
    const references = formulaReferences(parseFormula(operand.formula));
    return {
      questions: references.flatMap((reference) => (reference.kind === 'var' ? [] : [reference.question])),
      variables: references.flatMap((reference) => (reference.kind === 'var' ? [reference.variable] : [])),
    };
  } catch {
    return { questions: [], variables: [] };
  }
}

const conditionReads = (conditions: readonly Condition[]) => ({
  questions: conditions.flatMap(({ source }) => (source.kind === 'answer' ? [source.question] : [])),
  variables: conditions.flatMap(({ source }) => (source.kind === 'variable' ? [source.variable] : [])),
});

/** Every warning about a form's logic, in the order the map shows them. */
export function logicWarnings(
  elements: readonly Element[],
  pages: readonly FormPage[],
  logic: FormLogic,
): LogicWarning[] {
  const warnings: LogicWarning[] = [];
  const keys = pageKeys(elements, pages);
  const indexOf = new Map(keys.map((key, index) => [key, index + 1]));
  const count = pages.length;
  const questions = new Map(elements.map((element) => [element.id, element]));
  const variables = new Set(logic.variables.map((variable) => variable.id));
  const endings = new Set(logic.endings.map((ending) => ending.id));
  const edges = new Map<number, Set<number>>();
  const addEdge = (from: number, to: number) => edges.set(from, (edges.get(from) ?? new Set()).add(to));

  const missing = (about: string, what: string, reads: { questions: number[]; variables: string[] }) => {
    for (const id of reads.questions)
      if (!questions.has(id))
        warnings.push({
          kind: 'missing',
          about,
          message: `${what} reads question ${String(id)}, which is no longer in the form.`,
        });
    for (const id of reads.variables)
      if (!variables.has(id))
        warnings.push({ kind: 'missing', about, message: `${what} reads the value “${id}”, which no longer exists.` });
  };

  for (let page = 1; page <= count; page += 1) {
    const jumps = logic.jumps.filter((jump) => jump.from === keys[page - 1]);
    // An unconditional jump always leads away: the next page is then reached only through others.
    const always = jumps.find((jump) => jump.conditions.length === 0);
    if (page < count && !always) addEdge(page, page + 1);
    for (const jump of jumps) {
      const what = `The jump after page ${String(page)}`;
      const gone = (thing: string) =>
        warnings.push({
          kind: 'missing',
          about: jump.id,
          page,
          message: `${what} leads to ${thing} that no longer exists.`,
        });
      missing(jump.id, what, conditionReads(jump.conditions));
      if (jump.to.kind === 'ending') {
        if (!endings.has(jump.to.ending)) gone('an ending');
        continue;
      }
      const target = indexOf.get(jump.to.page);
      if (target === undefined) {
        gone('a page');
        continue;
      }
      if (target <= page) {
        warnings.push({
          kind: 'loop',
          about: jump.id,
          page,
          message: `${what} goes back to page ${String(target)}: with the same answers it would go round in circles, so it is never taken.`,
        });
        continue;
      }
      addEdge(page, target);
      for (let skipped = page + 1; skipped < target; skipped += 1) {
        const required = (pages[skipped - 1]?.elements ?? []).filter(
          (element) => element.required === true && getElementBehaviour(element.type)?.hasRequired === true,
        );
        if (required.length > 0)
          warnings.push({
            kind: 'skipsRequired',
            about: jump.id,
            page: skipped,
            message: `${what} skips page ${String(skipped)}, where ${required.map(labelOf).join(', ')} ${required.length === 1 ? 'is' : 'are'} required: visitors who take it never answer ${required.length === 1 ? 'it' : 'them'}.`,
          });
      }
    }
  }
  for (const jump of logic.jumps)
    if (!keys.includes(jump.from))
      warnings.push({ kind: 'missing', about: jump.id, message: 'A jump starts after a page that no longer exists.' });

  // Pages no path reaches from the first.
  const reached = new Set<number>(count > 0 ? [1] : []);
  const queue = [...reached];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const next of edges.get(page) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  for (let page = 1; page <= count; page += 1)
    if (!reached.has(page))
      warnings.push({
        kind: 'unreachable',
        page,
        message: `Page ${String(page)} can never be reached: every way to it jumps past it.`,
      });

  for (const update of logic.updates) {
    const what = `A calculation of “${update.variable}”`;
    if (!variables.has(update.variable))
      warnings.push({ kind: 'missing', about: update.id, message: `${what} changes a value that no longer exists.` });
    const reads = operandQuestions(update.operand);
    const conditions = conditionReads(update.conditions);
    missing(update.id, what, {
      questions: [...conditions.questions, ...reads.questions],
      variables: [...conditions.variables, ...reads.variables],
    });
  }
  for (const ending of logic.endings) {
    const recalled = recallReferences(ending.text ?? '');
    missing(ending.id, `The ending “${ending.name}”`, {
      questions: [
        ...conditionReads(ending.conditions).questions,
        ...recalled.flatMap((reference) => (reference.kind === 'answer' ? [reference.question] : [])),
      ],
      variables: [
        ...conditionReads(ending.conditions).variables,
        ...recalled.flatMap((reference) => (reference.kind === 'var' ? [reference.variable] : [])),
      ],
    });
  }
  return warnings;
}
