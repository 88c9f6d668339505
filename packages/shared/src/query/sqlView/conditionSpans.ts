import { comparisonOperators, type ComparisonName } from './comparisonOperators';
import { operandEnd, operandStart, windowGroup, windowStart } from './operandBounds';
import { tokenTests, type TokenStructure, type TokenTests } from './tokenStructure';

/** A condition found in the tokens: first and last token, and the tokens of its operator. */
export interface ConditionSpan {
  first: number;
  last: number;
  operatorFirst: number;
  operatorLast: number;
}

/**
 * Finds the text of a comparison condition around a variable occurrence (token `occurrence`), given what
 * the parser says about it: its operator and the side the occurrence is on. node-sql-parser gives no
 * reliable positions for expressions in every grammar, so the condition's bounds are found in the tokens:
 * the operator first (leaving brackets until it is at the level of the occurrence's comparison), then the
 * operands around it.
 */
export function findConditionSpan(
  structure: TokenStructure,
  occurrence: number,
  side: 'left' | 'right',
  operator: ComparisonName,
): ConditionSpan | undefined {
  const test = tokenTests(structure);
  const found = side === 'right' ? operatorBefore(structure, test, occurrence, operator) : operatorAfter(structure, test, occurrence, operator);
  if (!found) return undefined;
  const [operatorFirst, operatorLast] = found;
  const first = operandStart(structure, test, operatorFirst - 1);
  const last = operandEnd(structure, test, operatorLast + 1, operator);
  if (first === undefined || last === undefined || first >= operatorFirst || last <= operatorLast) return undefined;
  return { first, last, operatorFirst, operatorLast };
}

/** The operator's tokens when one of its spellings starts at `index`. */
function spelledAt(test: TokenTests, structure: TokenStructure, index: number, operator: ComparisonName): [number, number] | undefined {
  const text = (at: number) => test.word(at) || (structure.tokens[at]?.text ?? '');
  for (const spelling of comparisonOperators[operator].spellings) {
    if (!spelling.every((part, offset) => text(index + offset) === part)) continue;
    // `IN` is not `NOT IN`, `IS` is not `IS NOT`.
    if (text(index - 1) === 'NOT' && spelling[0] !== 'NOT' && operator !== 'IS') continue;
    if (operator === 'IS' && text(index + 1) === 'NOT') continue;
    return [index, index + spelling.length - 1];
  }
  return undefined;
}

function operatorBefore(structure: TokenStructure, test: TokenTests, occurrence: number, operator: ComparisonName) {
  const { partner, parent } = structure;
  const between = operator.endsWith('BETWEEN');
  let passedAnd = false;
  let index = occurrence - 1;
  while (index >= 0) {
    for (const length of [1, 2]) {
      const spelled = spelledAt(test, structure, index - length + 1, operator);
      if (spelled?.[1] === index) return spelled;
    }
    if (test.isClose(index)) index = windowStart(test, partner[index] ?? 0) - 1;
    else if (test.isOpen(index)) index -= 1;
    else if (between && !passedAnd && test.word(index) === 'AND') {
      passedAnd = true;
      index -= 1;
    } else if (test.isSeparator(index)) {
      // The operator is not at this level: continue after leaving the enclosing bracket.
      if ((parent[index] ?? -1) < 0) return undefined;
      index = parent[index] ?? -1;
    } else index -= 1;
  }
  return undefined;
}

function operatorAfter(structure: TokenStructure, test: TokenTests, occurrence: number, operator: ComparisonName) {
  const { partner, parent, tokens } = structure;
  let index = occurrence + 1;
  while (index < tokens.length) {
    const spelled = spelledAt(test, structure, index, operator);
    if (spelled) return spelled;
    const group = windowGroup(test, index);
    if (test.isOpen(group)) index = (partner[group] ?? tokens.length) + 1;
    else if (test.isClose(index)) index += 1;
    else if (test.isSeparator(index)) {
      const open = parent[index] ?? -1;
      if (open < 0) return undefined;
      index = partner[open] ?? tokens.length;
    } else index += 1;
  }
  return undefined;
}
