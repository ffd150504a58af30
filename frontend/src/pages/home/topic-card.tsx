import type { Topic } from '@avtalt/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { StaticChip } from './static-chip';
import { TopicCardBone } from './topic-card-bone';

interface TopicCardProps {
  topic: Pick<Topic, 'id' | 'title' | 'description' | 'featured' | 'isCustom'>;
  selected: boolean;
  onSelect: (id: string) => void;
}

/**
 * One topic of the picker. Clicking anywhere on the card or its 'Velg' button selects it (the button is
 * the keyboard path and says whether the topic is selected); a selected card is outlined in teal.
 */
export function TopicCard({ topic, selected, onSelect }: TopicCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      onClick={() => onSelect(topic.id)}
      data-selected={selected || undefined}
      sx={(t) => ({
        height: '100%',
        cursor: 'pointer',
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 150ms, box-shadow 150ms, background-color 150ms',
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(t.palette.primary.main, 0.04) : 'background.paper',
        ...(selected
          ? {
              boxShadow: `0 0 0 1px ${t.palette.primary.main}, 0 8px 24px ${alpha(t.palette.primary.main, 0.12)}`,
            }
          : {}),
        '&:hover': { borderColor: selected ? 'primary.main' : alpha(t.palette.primary.main, 0.45) },
      })}
    >
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: { xs: 2.25, sm: 3 } }}
      >
        {topic.featured || topic.isCustom ? (
          <Stack direction="row" spacing={1}>
            {topic.featured ? (
              <StaticChip label={t('home.topicCard.featured')} color="secondary" sx={{ fontWeight: 600 }} />
            ) : null}
            {topic.isCustom ? (
              <StaticChip label={t('home.topicCard.custom')} variant="outlined" sx={{ fontWeight: 600 }} />
            ) : null}
          </Stack>
        ) : null}
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {topic.title}
        </Typography>
        <Typography
          color="text.secondary"
          variant="body2"
          sx={{
            lineHeight: 1.6,
            flex: 1,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {topic.description}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 0.5 }}>
          <Button
            variant={selected ? 'contained' : 'outlined'}
            size="small"
            aria-pressed={selected}
            aria-label={t('home.topicCard.chooseNamed', { title: topic.title })}
            startIcon={selected ? <CheckIcon /> : undefined}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(topic.id);
            }}
          >
            {t('home.topicCard.choose')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A card-shaped placeholder while the topics load. */
export function TopicCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden="true">
      <CardContent>
        <TopicCardBone variant="text" width="60%" height={32} />
        <TopicCardBone variant="text" />
        <TopicCardBone variant="text" width="80%" />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <TopicCardBone variant="rounded" width={64} height={30} />
        </Box>
      </CardContent>
    </Card>
  );
}
