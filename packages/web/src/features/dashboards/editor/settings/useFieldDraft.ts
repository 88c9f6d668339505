import { useState } from 'react';

/**
 * What is typed into a field whose value reaches the board only once it is valid (a widget name, an
 * address, a refresh interval): the typed value stays in the field, marked, until then. When the board's
 * value changes by other means (undo, redo) the field shows it. Call `applied` with what was sent.
 */
export function useFieldDraft<T>(value: T) {
  const [typed, setTyped] = useState(value);
  const [sent, setSent] = useState(value);
  if (!Object.is(sent, value)) {
    setSent(value);
    setTyped(value);
  }
  return { typed, setTyped, applied: setSent };
}
