import { act, render, screen } from '@testing-library/react';
import { useDeferredData } from './use-deferred-data';

function Probe({ data }: { data?: string[] }) {
  const deferred = useDeferredData(data);
  if (deferred.catchingUp) return <p>laster</p>;
  return <p>{deferred.data ? deferred.data.join(', ') : 'ingen data'}</p>;
}

describe('useDeferredData', () => {
  it('shows the loading state while the arrived data renders in the background, then the data', async () => {
    const view = render(<Probe />);
    expect(screen.getByText('ingen data')).toBeTruthy();
    view.rerender(<Probe data={['Kari', 'Ola']} />);
    expect(await screen.findByText('Kari, Ola')).toBeTruthy();
  });

  it('keeps showing the data it has while newer data renders, never the loading state again', async () => {
    const view = render(<Probe data={['Kari']} />);
    expect(await screen.findByText('Kari')).toBeTruthy();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(view.container.textContent ?? ''));
    observer.observe(view.container, { subtree: true, childList: true, characterData: true });
    await act(async () => view.rerender(<Probe data={['Kari', 'Per']} />));
    expect(await screen.findByText('Kari, Per')).toBeTruthy();
    observer.disconnect();
    expect(seen).not.toContain('laster');
  });
});
