/** A variable as written in SQL (spec §3): `$name$`, letters, digits and "_", not starting with a digit. */
export const VARIABLE_IN_SQL = /\$([\p{L}_][\p{L}\p{N}_]*)\$/gu;

/** The part of a CodeMirror completion context the variable completion needs. */
export interface CompletionContextLike {
  matchBefore(expression: RegExp): { from: number; to: number; text: string } | null;
  explicit: boolean;
}

export interface VariableCompletion {
  from: number;
  options: { label: string; type: string; detail?: string }[];
  validFor: RegExp;
}

const TYPED_VARIABLE = /\$[\p{L}\p{N}_]*\$?/u;

/** Completes `$na…` into `$name$` from the variables in scope. */
export function variableCompletionSource(names: readonly string[], detail?: string) {
  return (context: CompletionContextLike): VariableCompletion | null => {
    const typed = context.matchBefore(TYPED_VARIABLE);
    if (!typed || names.length === 0) return null;
    return {
      from: typed.from,
      options: names.map((name) => ({ label: `$${name}$`, type: 'variable', ...(detail ? { detail } : {}) })),
      validFor: /^\$[\p{L}\p{N}_]*\$?$/u,
    };
  };
}
