import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useCommonTexts } from './texts';

/** The word mark 'Avtalt', linking home. The check mark is decoration; the link's name is 'Avtalt'. */
export function Logo({ onClick }: { onClick?: () => void }) {
  const t = useCommonTexts();
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.375rem',
        letterSpacing: '-0.02em',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: 30, height: 30, flexShrink: 0 }}
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M18 33.5 28 43l18-22"
          fill="none"
          stroke="#f7f4ee"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      {t('logo.name')}
    </Box>
  );
}
