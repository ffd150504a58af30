import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { WhatWeStoreSection } from './privacy-data-section';
import { PRIVACY_SECTION_KEYS, PRIVACY_SECTIONS } from './privacy-parts';
import {
  ComplaintSection,
  ControllerSection,
  RecipientsSection,
  RetentionSection,
  RightsSection,
} from './privacy-sections';
import { usePrivacyTexts } from './texts';

/**
 * /personvern, open to anyone and linked from the footer, the registration form and every mail: the privacy
 * notice (GDPR art. 13). It says only what the code does; docs/privacy.md («Personvernsiden») maps each
 * section to the code and documents that make it true, and is to be changed with it. Its texts, in each
 * language, are texts/ (the `privacy` namespace).
 */
export default function PrivacyPage() {
  const t = usePrivacyTexts();
  const { hash } = useLocation();
  const documentTitle = t('documentTitle');
  useEffect(() => {
    const before = document.title;
    document.title = documentTitle;
    return () => {
      document.title = before;
    };
  }, [documentTitle]);
  // Opened at a section (/personvern#klage): the page's text came after the browser looked for the anchor.
  // Only on arrival: the contents links are plain anchors, which the browser scrolls to itself.
  const [arrivedAt] = useState(hash);
  useEffect(() => {
    if (arrivedAt) document.getElementById(arrivedAt.slice(1))?.scrollIntoView();
  }, [arrivedAt]);

  return (
    // One column of reading width (about 80 characters a line), centred.
    <Container maxWidth={false} sx={{ maxWidth: '46rem', py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {t('title')}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.6, mb: 3 }}>{t('intro')}</Typography>

      <Box
        component="nav"
        aria-labelledby="privacy-contents"
        sx={{
          p: { xs: 2, sm: 2.5 },
          borderRadius: '16px',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="privacy-contents" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& > li': { py: 0.25 } }}>
          {PRIVACY_SECTION_KEYS.map((name) => (
            <li key={name}>
              <Link href={`#${PRIVACY_SECTIONS[name].id}`}>{t(`sections.${name}`)}</Link>
            </li>
          ))}
        </Box>
      </Box>

      <ControllerSection />
      <WhatWeStoreSection />
      <RecipientsSection />
      <RetentionSection />
      <RightsSection />
      <ComplaintSection />
    </Container>
  );
}
