import { AppError } from '../../errors/AppError';

/** Why an expression is wrong: each reason is a message `query.expression.<reason>` in the catalogues. */
export const expressionReasons = {
  empty: 'the expression is empty',
  unexpectedCharacter: 'unexpected character {{char}}',
  unterminatedString: 'text without its closing quote',
  unterminatedField: 'field reference without its closing ]',
  emptyField: 'empty field reference []',
  unexpectedToken: 'unexpected {{token}}',
  unexpectedEnd: 'the expression ends too early',
  expectedToken: '{{token}} expected',
  unknownFunction: 'unknown function {{name}}',
  functionUnavailable: 'the function {{name}} is not available on this database',
  argumentCount: '{{name}} takes {{count}} argument(s)',
  needsNumber: '{{name}} needs a number here',
  needsText: '{{name}} needs text here',
  needsDate: '{{name}} needs a date here',
  needsCondition: '{{name}} needs a condition here',
  mixedTypes: 'the values of {{name}} must have the same type',
  nestedAggregate: '{{name}} cannot aggregate an aggregate',
  unknownField: 'unknown field {{name}}',
  cycle: 'the computed field {{name}} refers back to itself',
  notADate: "'{{value}}' must be a date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss)",
} as const;
export type ExpressionReason = keyof typeof expressionReasons;

type ReasonParams = Record<string, string | number>;

/**
 * AppError EXPRESSION_INVALID at a 0-based position: params {position, reason} (the reason as short English
 * text) and details {position}; the message is the reason's own translated message.
 */
export function expressionError(position: number, reason: ExpressionReason, params: ReasonParams = {}): AppError {
  const text = expressionReasons[reason].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
  return new AppError('EXPRESSION_INVALID', {
    messageKey: `query.expression.${reason}`,
    params: { ...params, position, reason: text },
    details: { position },
  });
}
