import { AppError } from '../../errors';
import type { SqlFragment, SqlParam, SqlText } from '../compileTypes';
import { bindValues, pickValue, type BoundValue } from './bindValue';
import { comparisonOperators, likeOperators, type ComparisonName } from './comparisonOperators';
import { nestEdits, type Edit } from './editTree';
import type { PreparedSqlView } from './prepareSqlView';
import { slicePieces } from './textEdits';
import { variableConditions } from './variableConditions';
import type { VariableSite } from './variableSites';

type Piece = SqlText | SqlParam;
/** Values an occurrence renders with instead of all of its own (one of them, the smallest …). */
type Overrides = ReadonlyMap<number, readonly BoundValue[]>;
/** How a condition is rewritten for the one occurrence that has several values and needs it. */
type Rewrite = { index: number; how: 'in' | 'repeat' };

const text = (value: string): SqlText => ({ text: value });

const valueList = (values: readonly BoundValue[] | readonly null[]): Piece[] =>
  values.flatMap((param, index) => (index === 0 ? [{ param }] : [text(', '), { param }]));

/** Which value a range comparison keeps of several: the one that lets the most rows through. */
function pickFor(operator: ComparisonName, site: VariableSite): 'min' | 'max' | undefined {
  if (site.role.kind === 'item' && operator.endsWith('BETWEEN')) {
    const lower = site.role.index === 0;
    return (operator === 'BETWEEN') === lower ? 'min' : 'max';
  }
  if (site.role.kind !== 'operand' || !['<', '<=', '>', '>='].includes(operator)) return undefined;
  const greater = operator.startsWith('>') === (site.side === 'right');
  return greater ? 'min' : 'max';
}

/** Joins pieces, so that copied text stays one piece where it is contiguous in the user's SQL. */
function mergePieces(pieces: readonly Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if ('param' in piece || !last || 'param' in last) {
      if ('param' in piece || piece.text !== '') merged.push(piece);
    } else if (last.at === undefined && piece.at === undefined) {
      merged[merged.length - 1] = text(last.text + piece.text);
    } else if (last.at !== undefined && piece.at === last.at + last.text.length) {
      merged[merged.length - 1] = { text: last.text + piece.text, at: last.at };
    } else if (piece.text !== '') merged.push(piece);
  }
  return merged;
}

/**
 * Renders the view's SQL with the variables' values as bound parameters, splicing the user's text (never
 * regenerating it): conditions are rewritten only where a variable has no value (1=1 for a query variable,
 * 1=0 for a permission variable: fail closed) or several values (IN lists, the smallest/largest bound, one
 * condition per value). The statement's trailing semicolon and comments are left out, so that it can be
 * wrapped as a subquery.
 */
export function spliceVariables(prepared: PreparedSqlView): SqlFragment {
  const { substituted, structure, occurrences, sites } = prepared;
  const { tokens } = structure;
  const bound = occurrences.map((occurrence) => bindValues(occurrence.variable));
  const { conditions, spanOf } = variableConditions(prepared);
  const variableAt = (index: number) => occurrences[index]?.variable;
  const nameOf = (index: number) => variableAt(index)?.name ?? '';
  const unrestricted = (index: number) => variableAt(index)?.type === 'permission' && variableAt(index)?.unrestricted === true;

  const edits: Omit<Edit, 'children'>[] = occurrences.map((occurrence, id) => {
    const token = tokens[occurrence.token];
    return { kind: 'occurrence', id, start: token?.start ?? 0, end: token?.end ?? 0 };
  });
  for (const [id, { own }] of conditions) {
    if (!own.some((index) => bound[index]?.length !== 1 || unrestricted(index))) continue;
    const span = spanOf(id);
    edits.push({ kind: 'condition', id, start: tokens[span.first]?.start ?? 0, end: tokens[span.last]?.end ?? 0 });
  }
  const tree = nestEdits(edits, nameOf(0));

  /** 1=0 when a permission variable has no value, 1=1 when nothing restricts (and nothing else here does). */
  const collapsed = (own: readonly number[]): string | undefined => {
    let noQueryValue = false;
    let anyUnrestricted = false;
    let restricting = false;
    for (const index of own) {
      const empty = bound[index]?.length === 0;
      if (variableAt(index)?.type === 'permission') {
        if (unrestricted(index)) anyUnrestricted = true;
        else if (empty) return '1=0';
        else restricting = true;
      } else if (empty) noQueryValue = true;
    }
    if (!noQueryValue && !anyUnrestricted) return undefined;
    return restricting ? '1=0' : '1=1';
  };

  const renderRange = (start: number, end: number, children: readonly Edit[], overrides: Overrides): Piece[] => {
    const pieces: Piece[] = [];
    let cursor = start;
    for (const child of children) {
      if (child.start < start || child.end > end) continue;
      pieces.push(...slicePieces(substituted, cursor, child.start), ...renderEdit(child, overrides));
      cursor = child.end;
    }
    pieces.push(...slicePieces(substituted, cursor, end));
    return pieces;
  };

  const renderEdit = (edit: Edit, overrides: Overrides): Piece[] => {
    if (edit.kind === 'condition') return renderCondition(edit, overrides);
    const values = overrides.get(edit.id) ?? bound[edit.id] ?? [];
    return values.length === 0 ? valueList([null]) : valueList(values);
  };

  const renderCondition = (edit: Edit, overrides: Overrides): Piece[] => {
    const entry = conditions.get(edit.id);
    if (!entry) return renderRange(edit.start, edit.end, edit.children, overrides);
    const { condition, own } = entry;
    const collapse = collapsed(own);
    if (collapse) return [text(collapse)];
    const inner = new Map(overrides);
    const rewrites: Rewrite[] = [];
    for (const index of own) {
      const values = bound[index] ?? [];
      const site = sites.get(index);
      if (values.length <= 1 || !site) continue;
      const { operator } = condition;
      const pick = pickFor(operator, site);
      if (pick) inner.set(index, [pickValue(values, pick) ?? '']);
      else if (site.role.kind === 'item') continue; // an IN list item: the values become the list
      else if (likeOperators.has(operator) && !site.otherSideIsColumn) {
        throw new AppError('QUERY_INVALID', { messageKey: 'query.likeNeedsColumn', params: { name: nameOf(index) } });
      } else rewrites.push({ index, how: site.role.kind === 'operand' && ['=', '!=', '<>'].includes(operator) ? 'in' : 'repeat' });
    }
    const [rewrite, another] = rewrites;
    if (another) throw new AppError('QUERY_INVALID', { messageKey: 'query.severalValuesTwice', params: { name: nameOf(another.index) } });
    if (!rewrite) return renderRange(edit.start, edit.end, edit.children, inner);
    const values = bound[rewrite.index] ?? [];
    const negated = comparisonOperators[condition.operator].combine === 'AND';
    if (rewrite.how === 'repeat') {
      const parts = values.map((value) => renderRange(edit.start, edit.end, edit.children, new Map(inner).set(rewrite.index, [value])));
      const joiner = text(` ${comparisonOperators[condition.operator].combine} `);
      return [text('('), ...parts.flatMap((part, index) => (index === 0 ? part : [joiner, ...part])), text(')')];
    }
    const span = spanOf(edit.id);
    const onRight = sites.get(rewrite.index)?.side === 'right';
    const [from, to] = onRight ? [span.first, span.operatorFirst - 1] : [span.operatorLast + 1, span.last];
    const other = renderRange(tokens[from]?.start ?? 0, tokens[to]?.end ?? 0, edit.children, inner);
    return [...other, text(negated ? ' NOT IN (' : ' IN ('), ...valueList(values), text(')')];
  };

  // The statement without leading/trailing semicolons and the comments around it.
  const code = tokens.filter((token) => token.kind !== 'semicolon');
  const start = code[0]?.start ?? 0;
  const end = code[code.length - 1]?.end ?? 0;
  return mergePieces(renderRange(start, end, tree, new Map()));
}
