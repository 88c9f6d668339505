import { likeOperators, type ComparisonName } from './comparisonOperators';
import type { TokenStructure, TokenTests } from './tokenStructure';

// Where an operand of a comparison begins and ends in the tokens, by the usual precedence: an operand is a
// run of values, operators, calls, groups and casts, ended by a clause or logical keyword, a comma, another
// comparison or the enclosing bracket.

const intervalUnits = new Set('YEAR QUARTER MONTH WEEK DAY HOUR MINUTE SECOND MICROSECOND MILLISECOND'.split(' '));
/** Words that continue a type name after `::` (double precision, timestamp with time zone …). */
const typeWords = new Set('PRECISION VARYING WITH WITHOUT TIME ZONE'.split(' '));

// `OVER (…)`, `FILTER (…)` and `WITHIN GROUP (…)` belong to the call before them.

/** Where the group opened at `open` starts, with the window words before it. */
export function windowStart(test: TokenTests, open: number): number {
  if (test.word(open - 1) === 'GROUP' && test.word(open - 2) === 'WITHIN') return open - 2;
  return test.word(open - 1) === 'OVER' || test.word(open - 1) === 'FILTER' ? open - 1 : open;
}

/** The open bracket of the window group starting at `index`, or `index` itself. */
export function windowGroup(test: TokenTests, index: number): number {
  if ((test.word(index) === 'OVER' || test.word(index) === 'FILTER') && test.isOpen(index + 1)) return index + 1;
  return test.word(index) === 'WITHIN' && test.word(index + 1) === 'GROUP' && test.isOpen(index + 2) ? index + 2 : index;
}

/** First token of the operand that ends at token `index`. */
export function operandStart(structure: TokenStructure, test: TokenTests, index: number): number | undefined {
  const { tokens, partner } = structure;
  let start: number | undefined;
  let at = index;
  for (;;) {
    // An operand must end at `at`.
    if (test.isClose(at)) {
      const open = partner[at] ?? 0;
      const window = test.word(open) === 'CASE' ? open : windowStart(test, open);
      // A call, ARRAY[…] or a subscript: the name before the group belongs to it.
      start = window < open || test.word(open) === 'CASE' || !test.isPrimary(open - 1) ? window : open - 1;
    } else if (test.isPrimary(at)) {
      start = at;
      // The last word of a type after `::` (double precision, timestamp with time zone).
      let typeStart = at;
      while (typeWords.has(test.word(typeStart)) && tokens[typeStart - 1]?.kind === 'word') typeStart -= 1;
      if (typeStart < at && tokens[typeStart - 1]?.text === '::') start = typeStart;
      // A typed literal: DATE '2024-01-01'.
      if (tokens[at]?.kind === 'quoted' && test.isPrimary(at - 1) && tokens[at - 1]?.kind === 'word' && test.word(at - 1) !== 'ZONE') start = at - 1;
    } else return start;
    // What stands before the operand `start…`?
    at = start - 1;
    const before = tokens[at];
    if (!before) return start;
    const joined = tokens[start]?.text === '[' && test.endsOperand(at);
    if (before.kind === 'dot' || joined || test.word(at) === 'COLLATE') {
      if (!joined) at -= 1;
      continue;
    }
    if (test.word(at) === 'ZONE' && test.word(at - 1) === 'TIME' && test.word(at - 2) === 'AT') {
      at -= 3;
      continue;
    }
    if (test.isArithmetic(at)) {
      if (test.endsOperand(at - 1)) {
        at -= 1;
        continue;
      }
      return at; // a sign
    }
    if (['OVER', 'FILTER', 'WITHIN'].includes(test.word(start)) && test.isClose(at)) continue;
    return start;
  }
}

/** Last token of the operand that starts at token `index` (for BETWEEN: of both bounds; for LIKE: with ESCAPE). */
export function operandEnd(structure: TokenStructure, test: TokenTests, index: number, operator: ComparisonName): number | undefined {
  const { tokens, partner } = structure;
  let betweenAnd = operator.endsWith('BETWEEN');
  let escape = likeOperators.has(operator);
  let last: number | undefined;
  let at = index;
  let expecting = true;
  for (;;) {
    if (expecting) {
      if (test.isArithmetic(at)) {
        at += 1; // a sign
        continue;
      }
      if (test.word(at) === 'INTERVAL' && !test.isOpen(at + 1) && tokens[at + 1]?.kind !== 'quoted') {
        at += 1;
        if (!test.isPrimary(at) && !test.isOpen(at)) return undefined;
        last = test.isOpen(at) ? (partner[at] ?? at) : at;
        if (intervalUnits.has(test.word(last + 1))) last += 1;
        at = last + 1;
      } else if (test.isOpen(at)) {
        last = partner[at] ?? at;
        at = last + 1;
      } else if (test.isPrimary(at)) {
        last = tokens[at]?.kind === 'word' && tokens[at + 1]?.kind === 'quoted' ? at + 1 : at;
        at = last + 1;
      } else return undefined;
      expecting = false;
      continue;
    }
    // After an operand: does it go on?
    const word = test.word(at);
    if (tokens[at]?.kind === 'dot') {
      at += 1;
      if (tokens[at]?.text === '*') last = at++;
      else expecting = true;
    } else if (test.isOpen(at) && word !== 'CASE') {
      last = partner[at] ?? at; // a call's arguments, a subscript
      at = last + 1;
    } else if (tokens[at]?.text === '::') {
      if (!test.isPrimary(at + 1)) return last;
      last = at + 1;
      while (typeWords.has(test.word(last + 1)) || test.isOpen(last + 1)) last = test.isOpen(last + 1) ? (partner[last + 1] ?? last + 1) : last + 1;
      at = last + 1;
    } else if (test.isArithmetic(at)) {
      at += 1;
      expecting = true;
    } else if (word === 'COLLATE' && test.isPrimary(at + 1)) {
      last = at + 1;
      at += 2;
    } else if (word === 'AT' && test.word(at + 1) === 'TIME' && test.word(at + 2) === 'ZONE') {
      at += 3;
      expecting = true;
    } else if ((word === 'ESCAPE' && escape) || (word === 'AND' && betweenAnd)) {
      escape = escape && word !== 'ESCAPE';
      betweenAnd = betweenAnd && word !== 'AND';
      at += 1;
      expecting = true;
    } else if ((word === 'OVER' || word === 'FILTER') && test.isOpen(at + 1)) {
      last = partner[at + 1] ?? at + 1;
      at = last + 1;
    } else if (word === 'WITHIN' && test.word(at + 1) === 'GROUP' && test.isOpen(at + 2)) {
      last = partner[at + 2] ?? at + 2;
      at = last + 1;
    } else return last;
  }
}
