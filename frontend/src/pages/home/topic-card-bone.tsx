import { keyframes } from '@emotion/react';
import { alpha, styled } from '@mui/material/styles';

/*
 * A placeholder line or block of a loading topic card, with the very CSS of MUI's <Skeleton> ('text'
 * and 'rounded', the pulse animation) and without the component: ~1 KB gzipped of the home route
 * (docs/compression-and-code-splitting.md). Other pages keep MUI's Skeleton.
 */

const pulse = keyframes`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`;

interface BoneProps {
  variant?: 'text' | 'rounded';
  width?: number | string;
  height?: number | string;
}

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: 'text' | 'rounded';
}>(({ theme, variant }) => {
  const radius = Number(theme.shape.borderRadius);
  return {
    display: 'block',
    backgroundColor: alpha(theme.palette.text.primary, 0.11),
    height: '1.2em',
    ...(variant === 'text'
      ? {
          marginTop: 0,
          marginBottom: 0,
          height: 'auto',
          transformOrigin: '0 55%',
          transform: 'scale(1, 0.60)',
          borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
          '&:empty:before': { content: '"\\00a0"' },
        }
      : { borderRadius: radius }),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  };
});

export function TopicCardBone({ variant = 'text', width, height }: BoneProps) {
  return <Root variant={variant} style={{ width, height }} />;
}
