import type { QuestionTemplate } from '@avtalt/contracts';
import type { Active, ClientRect, DroppableContainer, SensorContext } from '@dnd-kit/core';
import {
  handleLabel,
  HANDLE_TEXT_MAX,
  keyboardCoordinates,
  leadingEdgeCollision,
  nextPlaceTop,
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

describe('nextPlaceTop (one place per arrow key)', () => {
  // Cards of different heights with 12px gaps: a 0–100, b 112–262 (taller), c 274–374, d 386–486.
  const box = (top: number, height: number): ClientRect => ({
    top,
    bottom: top + height,
    left: 0,
    right: 300,
    width: 300,
    height,
  });
  const cards = [
    { id: 'c', rect: box(274, 100) },
    { id: 'a', rect: box(0, 100) },
    { id: 'd', rect: box(386, 100) },
    { id: 'b', rect: box(112, 150) },
  ];

  it("puts the bottom edge on the next card's bottom going down, in layout order whatever the input order", () => {
    expect(nextPlaceTop('down', cards, 'a', undefined, 100)).toBe(162);
    expect(nextPlaceTop('down', cards, 'a', 'b', 100)).toBe(274);
    expect(nextPlaceTop('down', cards, 'b', 'c', 150)).toBe(336);
  });

  it("puts the top edge on the next card's top going up", () => {
    expect(nextPlaceTop('up', cards, 'd', undefined, 100)).toBe(274);
    expect(nextPlaceTop('up', cards, 'd', 'c', 100)).toBe(112);
    expect(nextPlaceTop('up', cards, 'c', 'b', 100)).toBe(0);
  });

  it('comes back to its own place when moved back', () => {
    expect(nextPlaceTop('up', cards, 'b', 'c', 150)).toBe(112);
    expect(nextPlaceTop('down', cards, 'c', 'b', 100)).toBe(274);
  });

  it('returns to the far side of a card passed before when the direction changes beyond its own place', () => {
    // 'a' moved down to 'c', then up: 'b' is still below its own place, so its bottom edge counts.
    expect(nextPlaceTop('up', cards, 'a', 'c', 100)).toBe(162);
  });

  it('stays at either end of the list', () => {
    expect(nextPlaceTop('up', cards, 'a', undefined, 100)).toBeNull();
    expect(nextPlaceTop('down', cards, 'b', 'd', 150)).toBeNull();
    expect(nextPlaceTop('down', cards, 'x', undefined, 100)).toBeNull();
  });

  it('lands each key on the card leadingEdgeCollision then reports (a keyboard drag through the list)', () => {
    const containers = cards.map(
      (card) =>
        ({
          id: card.id,
          key: card.id,
          data: { current: {} },
          disabled: false,
          node: { current: null },
          rect: { current: null },
        }) as DroppableContainer,
    );
    const rects = new Map(cards.map((card) => [card.id, card.rect]));
    const start = rects.get('a')!;
    const overAt = (top: number) =>
      leadingEdgeCollision({
        active: {
          id: 'a',
          data: { current: {} },
          rect: { current: { initial: start, translated: null } },
        } as Active,
        collisionRect: box(top, start.height),
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      })[0]?.id;
    let over: string | undefined;
    const visited: (string | undefined)[] = [];
    for (const direction of ['down', 'down', 'down', 'up', 'up', 'up'] as const) {
      const top = nextPlaceTop(direction, cards, 'a', over, start.height);
      over = top === null ? over : String(overAt(top));
      visited.push(over);
    }
    expect(visited).toEqual(['b', 'c', 'd', 'c', 'b', 'a']);
  });
});

describe('keyboardCoordinates', () => {
  const press = (code: string, over: string | null = null) => {
    const event = new KeyboardEvent('keydown', { code, cancelable: true });
    const rects = new Map([
      ['a', { top: 0, bottom: 100, left: 20, right: 320, width: 300, height: 100 }],
      ['b', { top: 112, bottom: 212, left: 20, right: 320, width: 300, height: 100 }],
    ]);
    const result = keyboardCoordinates(event, {
      active: 'a',
      currentCoordinates: { x: 20, y: 0 },
      context: {
        collisionRect: rects.get('a'),
        droppableRects: rects,
        droppableContainers: { getEnabled: () => [{ id: 'a' }, { id: 'b' }] },
        over: over ? { id: over } : null,
      } as unknown as SensorContext,
    });
    return { result, prevented: event.defaultPrevented };
  };

  it('moves one card down and back up with the arrow keys, without scrolling the page', () => {
    expect(press('ArrowDown')).toEqual({ result: { x: 20, y: 112 }, prevented: true });
    expect(press('ArrowUp', 'b')).toEqual({ result: { x: 20, y: 0 }, prevented: true });
  });

  it('stays at the ends of the list, still without scrolling the page', () => {
    expect(press('ArrowUp')).toEqual({ result: undefined, prevented: true });
    expect(press('ArrowDown', 'b')).toEqual({ result: undefined, prevented: true });
  });

  it('ignores other keys (Space, Enter and Escape belong to the sensor; left and right do nothing)', () => {
    expect(press('KeyA').result).toBeUndefined();
    expect(press('Space').result).toBeUndefined();
    expect(press('ArrowRight')).toEqual({ result: undefined, prevented: false });
  });
});

describe('handleLabel', () => {
  it('names the question', () => {
    expect(handleLabel('Har dere barn sammen?')).toBe('Flytt spørsmål: Har dere barn sammen?');
  });

  it('shortens a long text at a word, with an ellipsis', () => {
    const label = handleLabel(
      'Skal den som flytter ut få tilbake sin andel av egenkapitalen som ble skutt inn da boligen ble kjøpt?',
    );
    expect(label).toBe('Flytt spørsmål: Skal den som flytter ut få tilbake sin andel av…');
    expect(label.length).toBeLessThanOrEqual('Flytt spørsmål: '.length + HANDLE_TEXT_MAX);
  });

  it('joins lines and spaces', () => {
    expect(handleLabel('  Hvem eier\n hunden? ')).toBe('Flytt spørsmål: Hvem eier hunden?');
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

  it('is over the next card once the leading edge has crossed the gap', () => {
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
