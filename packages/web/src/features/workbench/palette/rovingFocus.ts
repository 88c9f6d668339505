import type { KeyboardEvent } from 'react';

/** Where each key moves the focus among the buttons of a toolbar (WAI-ARIA toolbar pattern). */
const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One tab stop for a whole toolbar: arrows, Home and End move the focus between its buttons, so the 25
 * chart types are not 25 presses of Tab.
 */
export function moveToolbarFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = steps[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[step(index, buttons.length)]?.focus();
}
