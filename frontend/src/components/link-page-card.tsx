import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of the pages a link in a mail opens (/tilbakestill-passord, /bekreft-epost, /avmeld): one
 * card, narrow and centred, its heading the page's h1.
 */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
