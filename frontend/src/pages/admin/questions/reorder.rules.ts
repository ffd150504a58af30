import type { QuestionTemplate } from '@avtalt/contracts';
import {
  closestCenter,
  KeyboardCode,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { TemplateOrder } from '../../../api/admin-templates';

/** How far one arrow key moves a card during a keyboard drag (admin spec §9). */
export const KEYBOARD_STEP_PX = 25;

/**
 * The keyboard sensor's moves (admin spec §4/§9): each arrow key moves the dragged card 25px in its
 * direction. Space/Enter (start, drop) and Escape (cancel) are the sensor's default keys.
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case KeyboardCode.Right:
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case KeyboardCode.Left:
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

/** The cards form one column: drags move only up and down. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Which card a dragged card is over. A pointer drag uses the closest centre, as usual. A keyboard drag
 * has no pointer and moves only 25px per key, far less than a card is tall, so it asks instead which
 * card its leading edge (the bottom edge when moved down, the top edge when moved up) has entered:
 * one arrow key moves the card one place once its edge crosses the gap, and further keys move it on
 * as the edge enters the next cards.
 */
export const leadingEdgeCollision: CollisionDetection = (args) => {
  const { active, collisionRect, droppableRects, droppableContainers, pointerCoordinates } = args;
  const start = droppableRects.get(active.id);
  if (pointerCoordinates || !start) return closestCenter(args);
  const moved = collisionRect.top - start.top;
  if (moved === 0) return closestCenter(args);

  const cards = droppableContainers
    .map((container) => ({ container, rect: droppableRects.get(container.id) }))
    .filter(
      (card): card is { container: (typeof droppableContainers)[number]; rect: ClientRect } =>
        !card.container.disabled && card.rect !== undefined,
    )
    .sort((a, b) => a.rect.top - b.rect.top);
  if (cards.length === 0) return [];

  let hit: (typeof cards)[number] | undefined;
  if (moved > 0) {
    const edge = collisionRect.bottom;
    // The last card whose top the edge has passed; before the first card, the card itself.
    hit = [...cards].reverse().find((card) => card.rect.top <= edge);
  } else {
    const edge = collisionRect.top;
    hit = cards.find((card) => card.rect.bottom >= edge);
  }
  hit ??= cards.find((card) => card.container.id === active.id) ?? cards[0];
  return [{ id: hit.container.id, data: { droppableContainer: hit.container, value: Math.abs(moved) } }];
};

/** The templates with their orders renumbered from 1 in list order (admin spec §4), as strings. */
export function renumber(templates: readonly QuestionTemplate[]): QuestionTemplate[] {
  return templates.map((template, index) => ({ ...template, order: String(index + 1) }));
}

/**
 * The list after the card `activeId` was dropped on the place of `overId`, renumbered from 1; null
 * when nothing moved (dropped on itself, outside the list, or an unknown card).
 */
export function moveTemplate(
  templates: readonly QuestionTemplate[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null | undefined,
): QuestionTemplate[] | null {
  if (overId === null || overId === undefined || activeId === overId) return null;
  const from = templates.findIndex((t) => t.id === activeId);
  const to = templates.findIndex((t) => t.id === overId);
  if (from < 0 || to < 0) return null;
  return renumber(arrayMove([...templates], from, to));
}

/** The body of a reorder request: only id and order of each template (admin spec §4). */
export function orderBody(templates: readonly QuestionTemplate[]): TemplateOrder[] {
  return templates.map(({ id, order }) => ({ id, order }));
}
