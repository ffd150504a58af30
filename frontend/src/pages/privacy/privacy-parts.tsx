import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The privacy page's sections, in order: the contents list and each heading are made from this one list, and
 * docs/privacy.md («Personvernsiden») maps each id to what makes the section true.
 */
export const PRIVACY_SECTIONS = {
  controller: { id: 'ansvarlig', title: 'Hvem som er ansvarlig' },
  data: { id: 'hva-vi-lagrer', title: 'Hva vi lagrer, og hvorfor' },
  recipients: { id: 'hvem-som-ser', title: 'Hvem som ser og får opplysningene' },
  retention: { id: 'hvor-lenge', title: 'Hvor lenge opplysningene lagres' },
  rights: { id: 'rettighetene-dine', title: 'Rettighetene dine' },
  complaint: { id: 'klage', title: 'Klage til Datatilsynet' },
} as const;

export type PrivacySectionKey = keyof typeof PRIVACY_SECTIONS;

/** Below the sticky header (56 px on a phone, 64 px wider) when a contents link scrolls to a heading. */
const BELOW_HEADER = { xs: '72px', sm: '80px' };

/** One section: an h2 the contents list links to, and its text. */
export function Section({ name, children }: { name: PrivacySectionKey; children: ReactNode }) {
  const { id, title } = PRIVACY_SECTIONS[name];
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography
        id={id}
        variant="h5"
        component="h2"
        sx={{ mb: 1.5, scrollMarginTop: BELOW_HEADER, fontWeight: 800 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A part of a section, under an h3. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A paragraph of the page. */
export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.65 }}>{children}</Typography>;
}

/** A bulleted list; each item a string or a bit of text with a link. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 3, '& > li': { mb: 1, lineHeight: 1.65 } }}>
      {items.map((item, i) => (
        <Typography key={i} component="li">
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The legal basis of a purpose, set apart from the text above it. */
export function Basis({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      sx={{
        mb: 1.5,
        pl: 1.5,
        py: 0.5,
        borderLeft: 3,
        borderColor: 'primary.light',
        color: 'text.secondary',
        lineHeight: 1.6,
      }}
    >
      <Box component="strong" sx={{ color: 'text.primary' }}>
        Grunnlag:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** A link to another page of the app. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
