import { type PointerEvent, useState } from 'react';
import { moveId, sameOrder } from './move';

type Drag = { id: string; order: string[] };

/**
 * Reordering by a drag handle, with a mouse, a pen or a finger (pointer events, so touch works
 * where HTML drag and drop does not): the rows take the order shown while the pointer moves, and
 * `onDrop` gets the new order once it is let go somewhere else.
 */
export function useDragOrder(ids: readonly string[], onDrop: (order: string[], movedId: string) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);

  const end = () => {
    if (!drag) return;
    setDrag(null);
    if (!sameOrder(drag.order, ids)) onDrop(drag.order, drag.id);
  };

  return {
    /** The order to show: the dragged one's current place while dragging. */
    order: drag ? drag.order : ids,
    draggingId: drag?.id ?? null,
    /** For the handle: pointer capture keeps the moves coming while it is outside the handle. */
    start(id: string, event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ id, order: [...ids] });
    },
    /** For the list: the row under the pointer (`data-milestone-id`) makes room for the dragged one. */
    listProps: {
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!drag) return;
        const over = document
          .elementFromPoint(event.clientX, event.clientY)
          ?.closest<HTMLElement>('[data-milestone-id]')?.dataset.milestoneId;
        if (!over || over === drag.id || !drag.order.includes(over)) return;
        const next = moveId(drag.order, drag.order.indexOf(drag.id), drag.order.indexOf(over));
        if (!sameOrder(next, drag.order)) setDrag({ ...drag, order: next });
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  };
}
