import type { BinaryOp, ExprNode } from './ast';
import { expressionError } from './expressionError';
import { tokenize, type Token } from './lexer';

const COMPARISONS = new Set(['=', '!=', '<>', '<', '>', '<=', '>=']);
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'TRUE', 'FALSE']);

/**
 * Precedence, loosest first: OR; AND; NOT; comparisons and IS [NOT] NULL (not chained); + -; * / %;
 * unary minus; literals, [fields], FUNCTION(args) and parentheses.
 */
class Parser {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): ExprNode {
    if (this.peek().kind === 'end') throw expressionError(0, 'empty');
    const expr = this.or();
    const rest = this.peek();
    if (rest.kind !== 'end') throw expressionError(rest.start, 'unexpectedToken', { token: rest.text });
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  /** The current token is this keyword (any case) or symbol. */
  private at(text: string): boolean {
    const token = this.peek();
    return (token.kind === 'name' && token.text.toUpperCase() === text) || (token.kind === 'symbol' && token.text === text);
  }

  private expect(symbol: string): void {
    const token = this.peek();
    if (!this.at(symbol)) throw expressionError(token.start, token.kind === 'end' ? 'unexpectedEnd' : 'expectedToken', { token: symbol });
    this.next();
  }

  private binaryLevel(ops: readonly string[], operand: () => ExprNode): ExprNode {
    let left = operand();
    while (ops.some((op) => this.at(op))) {
      const token = this.next();
      left = { kind: 'binary', op: token.text.toUpperCase() as BinaryOp, left, right: operand(), start: left.start };
    }
    return left;
  }

  private or = (): ExprNode => this.binaryLevel(['OR'], this.and);
  private and = (): ExprNode => this.binaryLevel(['AND'], this.not);

  private not = (): ExprNode => {
    if (!this.at('NOT')) return this.comparison();
    const token = this.next();
    return { kind: 'unary', op: 'NOT', operand: this.not(), start: token.start };
  };

  private comparison(): ExprNode {
    const left = this.additive();
    const token = this.peek();
    if (token.kind === 'symbol' && COMPARISONS.has(token.text)) {
      this.next();
      return { kind: 'binary', op: token.text as BinaryOp, left, right: this.additive(), start: left.start };
    }
    if (this.at('IS')) {
      this.next();
      const negated = this.at('NOT');
      if (negated) this.next();
      this.expect('NULL');
      return { kind: 'isNull', operand: left, negated, start: left.start };
    }
    return left;
  }

  private additive = (): ExprNode => this.binaryLevel(['+', '-'], this.multiplicative);
  private multiplicative = (): ExprNode => this.binaryLevel(['*', '/', '%'], this.unary);

  private unary = (): ExprNode => {
    if (this.at('-')) {
      const token = this.next();
      return { kind: 'unary', op: '-', operand: this.unary(), start: token.start };
    }
    if (this.at('+')) this.next();
    return this.primary();
  };

  private primary(): ExprNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: Number(token.text), start: token.start };
      case 'string':
        return { kind: 'string', value: token.text, start: token.start };
      case 'field':
        return { kind: 'field', name: token.text, start: token.start };
      case 'name':
        return this.named(token);
      case 'symbol':
        if (token.text === '(') {
          const inner = this.or();
          this.expect(')');
          return inner;
        }
        throw expressionError(token.start, 'unexpectedToken', { token: token.text });
      case 'end':
        throw expressionError(token.start, 'unexpectedEnd');
    }
  }

  private named(token: Token): ExprNode {
    const upper = token.text.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'boolean', value: upper === 'TRUE', start: token.start };
    if (upper === 'NULL') return { kind: 'null', start: token.start };
    if (KEYWORDS.has(upper) || !this.at('(')) throw expressionError(token.start, 'unexpectedToken', { token: token.text });
    this.next();
    const args: ExprNode[] = [];
    if (!this.at(')')) {
      args.push(this.or());
      while (this.at(',')) {
        this.next();
        args.push(this.or());
      }
    }
    this.expect(')');
    return { kind: 'call', name: upper, args, start: token.start };
  }
}

/** The syntax tree of an expression; throws EXPRESSION_INVALID with the 0-based position of the problem. */
export function parseExpression(source: string): ExprNode {
  return new Parser(tokenize(source)).parse();
}
