import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataExportKeys, exportDownloadUrl, fetchExports, startExport } from '../../api/data-exports';
import { apiErrorMessage } from '../../api/http';
import { anyPending, DATA_EXPORT_ANCHOR, exportLine } from './data-export.rules';
import { useProfileTexts } from './texts';

const POLL_MS = 3000;

/**
 * «Dataene dine» on /profile (GDPR art. 15 and 20; docs/data-rights.md): «Last ned dataene mine» asks for a
 * copy of everything Avtalt holds about the account; the list shows each copy of the last seven days, asks
 * again while one is being made, and downloads a ready one. The «klar» mail links here (#dataene-dine).
 */
export function DataExportCard() {
  const t = useProfileTexts();
  const queryClient = useQueryClient();
  const exports = useQuery({
    queryKey: dataExportKeys.list,
    queryFn: fetchExports,
    refetchInterval: (query) => (anyPending(query.state.data?.exports) ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: startExport,
    meta: {
      errorToast: { title: t('dataExport.requestFailed') },
      successToast: {
        title: t('dataExport.requested'),
        description: t('dataExport.requestedText'),
        variant: 'success',
      },
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dataExportKeys.list }),
  });

  // Opened from the mail's link: the card is shown once the page has rendered.
  useEffect(() => {
    if (window.location.hash !== `#${DATA_EXPORT_ANCHOR}`) return;
    document.getElementById(DATA_EXPORT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, []);

  const list = exports.data?.exports ?? [];
  return (
    <Card
      component="section"
      id={DATA_EXPORT_ANCHOR}
      aria-labelledby="data-export-title"
      sx={{ scrollMarginTop: 80 }}
    >
      <CardContent>
        <Typography id="data-export-title" variant="h6" component="h2">
          {t('dataExport.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.6 }}>
          {t('dataExport.intro')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => start.mutate()}
          disabled={start.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {start.isPending ? t('dataExport.requesting') : t('dataExport.request')}
        </Button>
        {exports.isLoading ? <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} /> : null}
        {exports.isError ? (
          <Typography color="error" sx={{ mt: 2 }}>
            {apiErrorMessage(exports.error, t('dataExport.loadFailed'))}
          </Typography>
        ) : null}
        {list.length > 0 ? (
          <Stack
            component="ul"
            aria-label={t('dataExport.list')}
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5 }}
          >
            {list.map((e) => {
              const line = exportLine(e, t);
              return (
                <Box
                  component="li"
                  key={e.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    columnGap: 1.5,
                    rowGap: 1,
                    p: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {line.title}{' '}
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{
                          ml: 0.5,
                          px: 1,
                          py: 0.25,
                          borderRadius: 4,
                          border: 1,
                          fontWeight: 600,
                          borderColor: line.chip.color === 'default' ? 'divider' : `${line.chip.color}.main`,
                          color: line.chip.color === 'default' ? 'text.secondary' : `${line.chip.color}.dark`,
                        }}
                      >
                        {line.chip.label}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {line.detail}
                    </Typography>
                  </Box>
                  {e.status === 'ready' ? (
                    <Button
                      component="a"
                      href={exportDownloadUrl(e.id)}
                      download
                      variant="contained"
                      size="small"
                      startIcon={<DownloadIcon />}
                      sx={{ width: { xs: '100%', sm: 'auto' } }}
                    >
                      {t('dataExport.download')}
                    </Button>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
