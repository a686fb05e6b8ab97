import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { formatDateLong, Link as RouterLink } from '@kredi/kernel';
import type { ListedPost } from '../lib/postList';

const IMAGE_HEIGHT = 180;

/**
 * One post in a grid (home page and blog list): image, badge, plain-text title and summary, date, reading time. The
 * API sends the plain texts and the minutes (title_text, summary_text, reading_minutes): no HTML parser on these pages.
 */
export function BlogCard({ post, priority = false }: { post: ListedPost; priority?: boolean }) {
  const title = post.title_text;
  const summary = post.summary_text;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {post.image ? (
        <CardMedia
          component="img"
          height={IMAGE_HEIGHT}
          image={post.image}
          alt={title}
          // A lazy image is asked for only after the first layout, not by the browser's preload scanner: the first card's
          // picture, the blog list's LCP on a phone, loads with the page and first.
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sx={{ objectFit: 'cover' }}
        />
      ) : (
        <Box
          data-testid="blog-card-placeholder"
          role="img"
          aria-label="Görsel bulunmuyor"
          sx={{ height: IMAGE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'primary.light', color: 'primary.contrastText' }}
        >
          <ArticleOutlinedIcon sx={{ fontSize: 56, opacity: 0.8 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        {post.category && <Chip label={post.category.name} size="small" color="primary" variant="outlined" sx={{ mb: 1.5 }} />}
        <Typography variant="h6" component="h3" gutterBottom sx={{ lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {summary}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ color: 'text.secondary', typography: 'caption' }}>
          <time dateTime={post.created_at}>{formatDateLong(post.created_at)}</time>
          <span>{post.reading_minutes} dk okuma</span>
        </Stack>
        <Button component={RouterLink} to={`/blog/${encodeURIComponent(post.slug)}`} size="small" endIcon={<ArrowForwardIcon />}>
          Devamını Oku
        </Button>
      </CardActions>
    </Card>
  );
}
