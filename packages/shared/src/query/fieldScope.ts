import type { FieldType } from '../domain/view';
import { AppError } from '../errors/AppError';
import type { DialectDefinition } from './dialects';
import { compileExpression, type ExpressionScope } from './expressions/compileExpression';
import { expressionError } from './expressions/expressionError';
import { parseExpression } from './expressions/parser';
import { asResult, type Typed } from './expressions/typed';
import { column } from './sqlTree';

/** A field a query or an expression may name: a column of the view, or a field computed by an expression. */
export interface FieldSource {
  name: string;
  /** The declared type (the model's); a computed field's value has the type its expression gives. */
  type: FieldType;
  expression?: string;
  /** Hidden by column permissions: read as a NULL of its type, and so is every use of it. */
  hidden?: boolean;
}

/** The table alias of the view inside the query: `FROM (<view>) "V"`. */
export const VIEW_ALIAS = 'V';

/** Adds the computed field's name to an expression error raised while compiling it (the innermost wins). */
function inField(error: unknown, name: string): unknown {
  if (!(error instanceof AppError) || error.code !== 'EXPRESSION_INVALID' || 'field' in error.params) return error;
  return new AppError('EXPRESSION_INVALID', { messageKey: error.messageKey, params: { ...error.params, field: name }, details: { ...(error.details as object), field: name } });
}

/**
 * The fields of one query, each compiled once: columns become "V"."name", computed fields their
 * expression's tree (a reference back to a field being compiled is a cycle), hidden fields typed NULLs.
 * The first source of a name wins (callers list model columns, then the view's computed fields, then the
 * query's own).
 */
export class FieldScope {
  private readonly sources = new Map<string, FieldSource>();
  private readonly resolved = new Map<string, Typed>();
  private readonly inProgress = new Set<string>();

  constructor(
    readonly dialect: DialectDefinition,
    sources: readonly FieldSource[],
  ) {
    for (const source of sources) if (!this.sources.has(source.name)) this.sources.set(source.name, source);
  }

  /** The compiled field, or undefined when there is none by that name. */
  resolve(name: string): Typed | undefined {
    const source = this.sources.get(name);
    if (!source) return undefined;
    const done = this.resolved.get(name);
    if (done) return done;
    const field = this.compileSource(source);
    this.resolved.set(name, field);
    return field;
  }

  /** An expression over this scope's fields; `ownName`, the computed field it defines, may not be referenced. */
  compile(expression: string, ownName?: string): Typed {
    if (ownName !== undefined) this.inProgress.add(ownName);
    try {
      return asResult(compileExpression(parseExpression(expression), this.expressionScope()));
    } finally {
      if (ownName !== undefined) this.inProgress.delete(ownName);
    }
  }

  /** How expressions over this scope find their fields (a field being compiled is a cycle). */
  expressionScope(): ExpressionScope {
    return {
      dialect: this.dialect,
      field: (name, position) => {
        if (this.inProgress.has(name)) throw expressionError(position, 'cycle', { name });
        const field = this.resolve(name);
        if (!field) throw expressionError(position, 'unknownField', { name });
        return field;
      },
    };
  }

  private compileSource(source: FieldSource): Typed {
    if (source.hidden) return { expr: { kind: 'null', type: source.type }, type: source.type, aggregate: false };
    if (source.expression === undefined) return { expr: column(VIEW_ALIAS, source.name), type: source.type, aggregate: false };
    try {
      const typed = this.compile(source.expression, source.name);
      return { ...typed, type: typed.type === 'null' ? source.type : typed.type };
    } catch (error) {
      throw inField(error, source.name);
    }
  }
}
