import type { Widget } from '@redbi/shared/domain';

/**
 * The labels the free layout's edits carry to the editor's history: one step per gesture or command. Each
 * has a caption under `freeLayout.change.<label>` for the editor to name its undo step.
 */
export const freeLayoutChanges = ['move', 'resize', 'nudge', 'align', 'distribute', 'order', 'lock'] as const;
export type FreeLayoutChange = (typeof freeLayoutChanges)[number];

/** How the free layout's parts hand an edit to the editor: the board's whole new widget list and what was done. */
export type FreeLayoutChangeHandler = (widgets: Widget[], label: FreeLayoutChange) => void;
