import type { FieldType } from '@redbi/shared/domain';
import { createContext, useContext, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import type { FieldPick } from './workbenchFields';

/** What is being dragged: a field of the list (a new placement) or a placed field's chip (a move). */
export type DraggedItem = { kind: 'pick'; pick: FieldPick } | { kind: 'chip'; uid: string; type: FieldType };

/** Our own drag data type, so drops from elsewhere (text, files) are not taken for fields. */
export const FIELD_DRAG_TYPE = 'application/x-redbi-field';

interface FieldDragValue {
  /** Known while a drag is under way: drop zones check during dragover, when the drag data cannot be read. */
  dragged: DraggedItem | null;
  setDragged: (item: DraggedItem | null) => void;
}

const FieldDragContext = createContext<FieldDragValue>({ dragged: null, setDragged: () => undefined });

export function FieldDragProvider({ children }: { children: ReactNode }) {
  const [dragged, setDragged] = useState<DraggedItem | null>(null);
  const value = useMemo(() => ({ dragged, setDragged }), [dragged]);
  return <FieldDragContext.Provider value={value}>{children}</FieldDragContext.Provider>;
}

/** Native HTML5 drag and drop of fields: the drag source's handlers and what is being dragged. */
export function useFieldDrag() {
  const { dragged, setDragged } = useContext(FieldDragContext);
  const dragProps = (item: DraggedItem, label: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(FIELD_DRAG_TYPE, JSON.stringify(item));
      event.dataTransfer.setData('text/plain', label);
      event.dataTransfer.effectAllowed = item.kind === 'pick' ? 'copy' : 'move';
      event.stopPropagation();
      setDragged(item);
    },
    onDragEnd: () => setDragged(null),
  });
  return { dragged, setDragged, dragProps };
}
