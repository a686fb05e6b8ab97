import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateLong, formatNumberTR, Link as RouterLink } from '@kredi/kernel';
import type { DashboardRecentPost } from '@kredi/contracts/admin';
import { ADMIN_PATHS } from '../../../session/adminPaths';

/** Titles may hold inline HTML and entities: shown as text. DOMParser builds an inert document. */
const asText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

const views = (post: DashboardRecentPost) => `${formatNumberTR(post.view_count)} görüntülenme`;

/** Spec 2.13's recent blog posts (title, date, views) and 'Tüm Yazıları Yönet'. */
export function RecentPosts({ posts }: { posts: DashboardRecentPost[] }) {
  const wide = useMediaQuery((theme) => theme.breakpoints.up('sm'));
  return (
    <Paper variant="outlined" component="section" aria-label="Son Blog Yazıları" sx={{ p: 3, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Son Blog Yazıları
      </Typography>
      {posts.length === 0 ? (
        <Typography color="text.secondary">Henüz blog yazısı yok.</Typography>
      ) : (
        <List disablePadding>
          {posts.map((post, index) => (
            // A line under every row but the last, drawn by the row itself: a <ul> holds only <li> rows (axe).
            <ListItem
              key={post.id}
              divider={index < posts.length - 1}
              disableGutters
              secondaryAction={
                wide && (
                  <Typography variant="body2" color="text.secondary">
                    {views(post)}
                  </Typography>
                )
              }
            >
              <ListItemText
                primary={
                  <>
                    {asText(post.title)} {!post.published && <Chip size="small" label="Taslak" sx={{ ml: 0.5 }} />}
                  </>
                }
                secondary={
                  <>
                    {formatDateLong(post.created_at)}
                    {/* On a phone the count goes under the date, so the title keeps the row's width. */}
                    {!wide && (
                      <Box component="span" sx={{ display: 'block' }}>
                        {views(post)}
                      </Box>
                    )}
                  </>
                }
                sx={{ pr: wide ? 16 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={RouterLink} to={ADMIN_PATHS.blog} variant="contained" sx={{ mt: 2 }}>
        Tüm Yazıları Yönet
      </Button>
    </Paper>
  );
}
