import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { theme } from '../../theme';
import { TopicCardBone } from './topic-card-bone';

// What MUI's Skeleton sets: the bone must compute the same (the animation's generated name aside).
const PROPS = [
  'display',
  'background-color',
  'height',
  'width',
  'margin-top',
  'margin-bottom',
  'transform',
  'transform-origin',
  'border-radius',
];

const styleOf = (element: Element) => {
  const computed = getComputedStyle(element);
  return Object.fromEntries(PROPS.map((p) => [p, computed.getPropertyValue(p)]));
};

describe('TopicCardBone', () => {
  it.each([
    ['a text line', { variant: 'text' as const, width: '60%', height: 32 }],
    ['a text line of natural height', { variant: 'text' as const }],
    ['a rounded block', { variant: 'rounded' as const, width: 64, height: 30 }],
  ])('computes the same styles as MUI’s Skeleton (%s)', (_name, props) => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Skeleton {...props} />
        <TopicCardBone {...props} />
      </ThemeProvider>,
    );
    const [mui, own] = Array.from(container.children);
    const expected = styleOf(mui);
    expect(expected['background-color']).not.toBe('');
    expect(styleOf(own)).toEqual(expected);
    // The pulse: same timing, and keyframes of the same steps (emotion names them by their content).
    const animation = (element: Element) => getComputedStyle(element).getPropertyValue('animation');
    expect(animation(mui)).toMatch(/ 2s ease-in-out 0\.5s infinite$/);
    expect(animation(own)).toBe(animation(mui));
  });
});
