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
import { adminQuestionsT as t } from './texts';

/** The longest question text a drag handle's name carries before it is shortened with '…'. */
export const HANDLE_TEXT_MAX = 60;

/**
 * The accessible name of a card's drag handle in the language in use: «Flytt spørsmål: ‹tekst›», so a screen
 * reader (and a list of the page's buttons) tells the handles apart. A long text is cut at a word before
 * {@link HANDLE_TEXT_MAX} characters.
 */
export function handleLabel(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= HANDLE_TEXT_MAX) return t('card.handle', { text: clean });
  const cut = clean.slice(0, HANDLE_TEXT_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return t('card.handle', {
    text: `${(atWord > HANDLE_TEXT_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`,
  });
}

/** A card's place during a keyboard drag: its id and its rectangle where it was laid out. */
export interface CardPlace {
  id: UniqueIdentifier;
  rect: ClientRect;
}

/**
 * Where the dragged card's top goes for one arrow key: one place up or down from the card it is over now
 * (its own place before the first key). Going past its own place, its leading edge meets the far edge of
 * the card it moves to (its bottom on that card's bottom going down, its top on that card's top going up),
 * which is the card {@link leadingEdgeCollision} then finds; back on its own place, its own top. Null at
 * either end of the list.
 */
export function nextPlaceTop(
  direction: 'up' | 'down',
  cards: readonly CardPlace[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null | undefined,
  draggedHeight: number,
): number | null {
  const sorted = [...cards].sort((a, b) => a.rect.top - b.rect.top);
  const own = sorted.findIndex((card) => card.id === activeId);
  if (own < 0) return null;
  const at = overId === null || overId === undefined ? own : sorted.findIndex((card) => card.id === overId);
  const from = at < 0 ? own : at;
  const to = direction === 'down' ? from + 1 : from - 1;
  if (to < 0 || to >= sorted.length) return null;
  const target = sorted[to].rect;
  if (to > own) return target.bottom - draggedHeight;
  if (to < own) return target.top;
  return sorted[own].rect.top;
}

/**
 * The keyboard sensor's moves (issue 34, ux.md admin 6): one arrow key (up or down) moves the dragged card
 * one place. The admin spec (§9) says 25px per key, which took five or six presses per place; this is the
 * one deliberate difference from it. Space/Enter (start, drop) and Escape (cancel) are the sensor's
 * default keys; left and right do nothing in a single column.
 */
export const keyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { active, currentCoordinates, context },
) => {
  if (event.code !== KeyboardCode.Down && event.code !== KeyboardCode.Up) return undefined;
  // No page scroll for the arrow, also at the ends of the list where the card stays.
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const cards: CardPlace[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) cards.push({ id: container.id, rect });
  }
  const top = nextPlaceTop(
    event.code === KeyboardCode.Down ? 'down' : 'up',
    cards,
    active,
    over?.id,
    collisionRect.height,
  );
  return top === null ? undefined : { x: currentCoordinates.x, y: top };
};

/** The cards form one column: drags move only up and down. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Which card a dragged card is over. A pointer drag uses the closest centre, as usual. A keyboard drag
 * has no pointer, and cards differ in height, so it asks instead which card its leading edge (the bottom
 * edge when moved down, the top edge when moved up) has entered: {@link keyboardCoordinates} puts that
 * edge on the far edge of the next card, so each arrow key is one place.
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
