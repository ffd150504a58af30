import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePrivacyTexts } from './texts';
import { nb } from './texts/nb';

/**
 * The privacy page's sections, in order: the contents list and each heading are made from this one list, and
 * docs/privacy.md («Personvernsiden») maps each id to what makes the section true. The ids, the anchors of
 * /personvern#…, are the same in every language; `title` is the heading in bokmål, as the catalogue has it
 * (`sections.<key>`), which the page shows in the language in use.
 */
export const PRIVACY_SECTIONS = {
  controller: { id: 'ansvarlig', title: nb.sections.controller },
  data: { id: 'hva-vi-lagrer', title: nb.sections.data },
  recipients: { id: 'hvem-som-ser', title: nb.sections.recipients },
  retention: { id: 'hvor-lenge', title: nb.sections.retention },
  rights: { id: 'rettighetene-dine', title: nb.sections.rights },
  complaint: { id: 'klage', title: nb.sections.complaint },
} as const;

export type PrivacySectionKey = keyof typeof PRIVACY_SECTIONS;

/** The sections' keys, in order. */
export const PRIVACY_SECTION_KEYS = Object.keys(PRIVACY_SECTIONS) as PrivacySectionKey[];

/** What a catalogue text's `<b>…</b>` becomes (`<Trans components={BOLD}>`). */
export const BOLD = { b: <strong /> };

/** Below the sticky header (56 px on a phone, 64 px wider) when a contents link scrolls to a heading. */
const BELOW_HEADER = { xs: '72px', sm: '80px' };

/** One section: an h2 the contents list links to, and its text. */
export function Section({ name, children }: { name: PrivacySectionKey; children: ReactNode }) {
  const t = usePrivacyTexts();
  const { id } = PRIVACY_SECTIONS[name];
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography
        id={id}
        variant="h5"
        component="h2"
        sx={{ mb: 1.5, scrollMarginTop: BELOW_HEADER, fontWeight: 800 }}
      >
        {t(`sections.${name}`)}
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
  const t = usePrivacyTexts();
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
        {t('basis')}
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** A link to another page of the app; without children, `<Trans>` gives it the text of its `<a>…</a>`. */
export function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
