import { comparisonWords } from './comparisonOperators';
import type { SqlToken } from './sqlTokens';

/**
 * Words that end an expression: clause and logical keywords, comparisons. A word that is not one of them
 * can be a column, a function name or a literal word (NULL, TRUE, ARRAY …).
 */
const keywords = new Set(
  (
    'SELECT DISTINCT FROM WHERE GROUP BY HAVING ORDER LIMIT OFFSET FETCH UNION EXCEPT INTERSECT MINUS JOIN INNER ' +
    'FULL CROSS OUTER NATURAL LATERAL ON USING AS AND OR XOR NOT CASE WHEN THEN ELSE END WITH RECURSIVE VALUES ' +
    'INTO WINDOW PARTITION ASC DESC NULLS RETURNING QUALIFY FOR ESCAPE COLLATE OVER FILTER WITHIN ROWS RANGE ' +
    'TABLESAMPLE TOP'
  ).split(' '),
);

/** The tokens of a statement with their bracket structure: ( ), [ ] and CASE … END. */
export interface TokenStructure {
  tokens: readonly SqlToken[];
  /** Index of the matching bracket, -1 when there is none. */
  partner: readonly number[];
  /** Index of the innermost open bracket around a token, -1 at the top level. */
  parent: readonly number[];
  /** `||` and `&&` are logical operators (MySQL). */
  logicalPipes: boolean;
}

export const wordOf = (token: SqlToken | undefined): string => (token?.kind === 'word' ? token.text.toUpperCase() : '');

export function structureOf(tokens: readonly SqlToken[], logicalPipes: boolean): TokenStructure {
  const partner = tokens.map(() => -1);
  const parent = tokens.map(() => -1);
  const open: number[] = [];
  tokens.forEach((token, index) => {
    const word = wordOf(token);
    const closes = token.kind === 'close' || word === 'END';
    const top = open[open.length - 1];
    if (closes && top !== undefined && (word === 'END') === (wordOf(tokens[top]) === 'CASE')) {
      open.pop();
      partner[index] = top;
      partner[top] = index;
    }
    parent[index] = open[open.length - 1] ?? -1;
    if (token.kind === 'open' || word === 'CASE') open.push(index);
  });
  return { tokens, partner, parent, logicalPipes };
}

/** Questions about one token of a structure, by index (out of range → false). */
export function tokenTests(structure: TokenStructure) {
  const { tokens, partner, logicalPipes } = structure;
  const word = (index: number) => wordOf(tokens[index]);
  const isOpen = (index: number) => partner[index] !== undefined && partner[index] > index;
  const isClose = (index: number) => partner[index] !== undefined && partner[index] >= 0 && partner[index] < index;
  const isComparison = (index: number) => {
    const token = tokens[index];
    return token !== undefined && comparisonWords.has(token.kind === 'word' ? token.text.toUpperCase() : token.text);
  };
  const isLogicalOperator = (index: number) => logicalPipes && (tokens[index]?.text === '||' || tokens[index]?.text === '&&');
  /** A value by itself: a column or function name, a number, a string, a variable. */
  const isPrimary = (index: number) => {
    const token = tokens[index];
    if (!token) return false;
    if (token.kind === 'word') return !keywords.has(word(index));
    return token.kind === 'number' || token.kind === 'quoted' || token.kind === 'variable';
  };
  /** An operator between two operands (or before one), not a comparison and not AND/OR. */
  const isArithmetic = (index: number) => tokens[index]?.kind === 'operator' && !isComparison(index) && !isLogicalOperator(index);
  /** Ends an operand and so may stand before a binary operator. */
  const endsOperand = (index: number) => isPrimary(index) || isClose(index);
  /** Ends the search for a condition's operator at this level: a list separator, a clause, another comparison. */
  const isSeparator = (index: number) => {
    const token = tokens[index];
    if (!token) return true;
    if (token.kind === 'comma' || token.kind === 'semicolon' || token.kind === 'other') return true;
    return keywords.has(word(index)) || isComparison(index) || isLogicalOperator(index);
  };
  return { word, isOpen, isClose, isComparison, isPrimary, isArithmetic, endsOperand, isSeparator };
}

export type TokenTests = ReturnType<typeof tokenTests>;
