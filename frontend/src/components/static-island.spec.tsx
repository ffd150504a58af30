import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { HydrationProvider, useHydrationDone } from '../hooks/use-hydrating';
import { i18n } from '../i18n/i18n';
import { StaticIsland } from './static-island';

let childRenders = 0;
function Child() {
  childRenders += 1;
  return <p>rendered in the browser</p>;
}

let finishHydration: () => void = () => undefined;
function DoneHandle() {
  const done = useHydrationDone();
  useEffect(() => {
    finishHydration = done;
  }, [done]);
  return null;
}

function page() {
  return (
    <HydrationProvider>
      <DoneHandle />
      <StaticIsland id="story">
        <Child />
      </StaticIsland>
    </HydrationProvider>
  );
}

describe('StaticIsland: static server HTML that React does not hydrate', () => {
  beforeEach(() => {
    childRenders = 0;
    document.body.innerHTML = '';
  });

  it("keeps the server's HTML while hydrating and never renders its children, also after hydration", () => {
    // The server's page: #root marked as rendered ahead, the island's HTML in it.
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    root.innerHTML = '<div id="story" style="display: contents;"><h2>Slik fungerer det</h2></div>';
    document.body.appendChild(root);
    const serverIsland = root.querySelector('#story')!;

    const { container } = render(page());
    // The island rendered now holds the same HTML; the server's copy is what hydration would take over.
    serverIsland.remove();
    expect(container.querySelector('#story')?.innerHTML).toBe('<h2>Slik fungerer det</h2>');
    expect(screen.queryByText('rendered in the browser')).toBeNull();

    act(() => finishHydration());
    expect(container.querySelector('#story')?.innerHTML).toBe('<h2>Slik fungerer det</h2>');
    expect(childRenders).toBe(0);
  });

  it("renders its children once another language than the server's is chosen", () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    root.innerHTML = '<div id="story" style="display: contents;"><h2>Slik fungerer det</h2></div>';
    document.body.appendChild(root);
    const { container } = render(page());
    root.querySelector('#story')!.remove();
    act(() => finishHydration());
    expect(childRenders).toBe(0);

    act(() => void i18n.changeLanguage('en'));
    try {
      expect(screen.getByText('rendered in the browser')).toBeTruthy();
      expect(container.querySelector('#story h2')).toBeNull();
    } finally {
      act(() => void i18n.changeLanguage('nb'));
    }
  });

  it('renders its children when the page is drawn in the browser (no server HTML)', () => {
    render(page());
    expect(screen.getByText('rendered in the browser')).toBeTruthy();
    expect(childRenders).toBeGreaterThan(0);
  });

  it('renders its children when hydrating a page whose HTML has no such island', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    document.body.appendChild(root);
    render(page());
    expect(screen.getByText('rendered in the browser')).toBeTruthy();
  });

  it('adds no box of its own: the layout is its children’s', () => {
    const { container } = render(page());
    expect((container.querySelector('#story') as HTMLElement).style.display).toBe('contents');
  });
});
