import type { QuestionTemplate } from '@avtalt/contracts';
import type { Active, ClientRect, DroppableContainer, SensorContext } from '@dnd-kit/core';
import {
  keyboardCoordinates,
  leadingEdgeCollision,
  moveTemplate,
  orderBody,
  renumber,
  restrictToVerticalAxis,
} from './reorder.rules';

function template(id: string, order: string): QuestionTemplate {
  return {
    id,
    topicId: 'topic',
    text: `Spørsmål ${id}`,
    type: 'yes_no',
    options: null,
    order,
    description: null,
    required: false,
    hasLogic: false,
    clauseYes: null,
    clauseNo: null,
    format: null,
    optionClauses: null,
    clauseTemplate: null,
  };
}

const list = [template('a', '1'), template('b', '2'), template('c', '3'), template('d', '4')];

describe('keyboardCoordinates', () => {
  const at = { x: 100, y: 200 };
  const press = (code: string) =>
    keyboardCoordinates(new KeyboardEvent('keydown', { code }), {
      active: 'a',
      currentCoordinates: at,
      context: {} as SensorContext,
    });

  it('moves 25px per arrow key', () => {
    expect(press('ArrowDown')).toEqual({ x: 100, y: 225 });
    expect(press('ArrowUp')).toEqual({ x: 100, y: 175 });
    expect(press('ArrowRight')).toEqual({ x: 125, y: 200 });
    expect(press('ArrowLeft')).toEqual({ x: 75, y: 200 });
  });

  it('ignores other keys (Space, Enter and Escape belong to the sensor)', () => {
    expect(press('KeyA')).toBeUndefined();
    expect(press('Space')).toBeUndefined();
  });
});

describe('restrictToVerticalAxis', () => {
  it('keeps only the vertical part of a move', () => {
    const moved = restrictToVerticalAxis({ transform: { x: 40, y: 30, scaleX: 1, scaleY: 1 } } as never);
    expect(moved).toEqual({ x: 0, y: 30, scaleX: 1, scaleY: 1 });
  });
});

describe('leadingEdgeCollision (keyboard drags)', () => {
  // Four cards of 100px with 12px gaps: tops at 0, 112, 224, 336.
  const rect = (top: number, height = 100): ClientRect => ({
    top,
    bottom: top + height,
    left: 0,
    right: 300,
    width: 300,
    height,
  });
  const rects = new Map(list.map((t, i) => [t.id, rect(i * 112)]));
  const containers = list.map(
    (t) =>
      ({
        id: t.id,
        key: t.id,
        data: { current: {} },
        disabled: false,
        node: { current: null },
        rect: { current: null },
      }) as DroppableContainer,
  );
  const overWhenMoved = (id: string, dy: number, pointer: { x: number; y: number } | null = null) => {
    const start = rects.get(id)!;
    const collisions = leadingEdgeCollision({
      active: {
        id,
        data: { current: {} },
        rect: { current: { initial: start, translated: null } },
      } as Active,
      collisionRect: rect(start.top + dy),
      droppableRects: rects,
      droppableContainers: containers,
      pointerCoordinates: pointer,
    });
    return collisions[0]?.id;
  };

  it('moves one place with a single arrow key', () => {
    expect(overWhenMoved('a', 25)).toBe('b');
    expect(overWhenMoved('c', -25)).toBe('b');
  });

  it('stays in place before the first key and at the ends of the list', () => {
    expect(overWhenMoved('b', 0)).toBe('b');
    expect(overWhenMoved('a', -25)).toBe('a');
    expect(overWhenMoved('d', 75)).toBe('d');
  });

  it('moves on as the leading edge enters further cards', () => {
    expect(overWhenMoved('a', 100)).toBe('b');
    expect(overWhenMoved('a', 125)).toBe('c');
    expect(overWhenMoved('d', -250)).toBe('a');
  });

  it('uses the closest centre for pointer drags', () => {
    expect(overWhenMoved('a', 25, { x: 10, y: 60 })).toBe('a');
    expect(overWhenMoved('a', 100, { x: 10, y: 150 })).toBe('b');
  });
});

describe('moveTemplate', () => {
  it('moves a card and renumbers every card from 1', () => {
    const moved = moveTemplate(list, 'a', 'c')!;
    expect(moved.map((t) => [t.id, t.order])).toEqual([
      ['b', '1'],
      ['c', '2'],
      ['a', '3'],
      ['d', '4'],
    ]);
  });

  it('moves up as well', () => {
    expect(moveTemplate(list, 'd', 'b')!.map((t) => t.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('is null when nothing moved', () => {
    expect(moveTemplate(list, 'b', 'b')).toBeNull();
    expect(moveTemplate(list, 'b', null)).toBeNull();
    expect(moveTemplate(list, 'x', 'b')).toBeNull();
  });

  it('sends only id and order', () => {
    expect(orderBody(moveTemplate(list, 'b', 'a')!)).toEqual([
      { id: 'b', order: '1' },
      { id: 'a', order: '2' },
      { id: 'c', order: '3' },
      { id: 'd', order: '4' },
    ]);
  });
});

describe('renumber', () => {
  it('closes gaps left by deleted questions', () => {
    expect(renumber([template('a', '2'), template('b', '7')]).map((t) => t.order)).toEqual(['1', '2']);
  });
});
