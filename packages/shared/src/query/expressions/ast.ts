/** The expression language's syntax tree; `start` is the 0-based offset of the node's first character. */
export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '=' | '!=' | '<>' | '<' | '>' | '<=' | '>=' | 'AND' | 'OR';

export type ExprNode =
  | { kind: 'number'; value: number; start: number }
  | { kind: 'string'; value: string; start: number }
  | { kind: 'boolean'; value: boolean; start: number }
  | { kind: 'null'; start: number }
  | { kind: 'field'; name: string; start: number }
  | { kind: 'call'; name: string; args: ExprNode[]; start: number }
  | { kind: 'unary'; op: '-' | 'NOT'; operand: ExprNode; start: number }
  | { kind: 'binary'; op: BinaryOp; left: ExprNode; right: ExprNode; start: number }
  | { kind: 'isNull'; operand: ExprNode; negated: boolean; start: number };
