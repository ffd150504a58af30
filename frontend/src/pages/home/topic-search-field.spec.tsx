import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { theme } from '../../theme';
import { TopicSearchField } from './topic-search-field';

function Field({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <TopicSearchField
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        placeholder="Søk etter tema..."
        label="Søk etter tema"
      />
      <p>Søker etter: {value}</p>
    </ThemeProvider>
  );
}

describe('TopicSearchField', () => {
  it('is a search box named by its label, with the placeholder, that reports what is typed', () => {
    const changes: string[] = [];
    render(<Field onChange={(v) => changes.push(v)} />);
    const box = screen.getByRole('searchbox', { name: 'Søk etter tema' });
    expect(box.getAttribute('type')).toBe('search');
    expect(box.getAttribute('placeholder')).toBe('Søk etter tema...');
    fireEvent.change(box, { target: { value: 'hytte' } });
    expect(changes).toEqual(['hytte']);
    expect(screen.getByText('Søker etter: hytte')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('hytte');
  });

  it('puts the cursor in the field on a click on its padding (as MUI’s fields do), and hides its outline from screen readers', () => {
    render(<Field />);
    const box = screen.getByRole('searchbox', { name: 'Søk etter tema' });
    const root = box.parentElement as HTMLElement;
    fireEvent.click(root);
    expect(document.activeElement).toBe(box);
    expect(root.querySelector('fieldset')?.getAttribute('aria-hidden')).toBe('true');
    // The search icon is decorative (MUI's icons are aria-hidden).
    expect(root.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
