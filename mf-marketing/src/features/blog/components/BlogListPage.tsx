import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig } from '@kredi/kernel';
import { BlogCardGrid } from '../../../components/BlogCardGrid';
import { useBlogListFilters } from '../hooks/useBlogListFilters';
import { useBlogListPosts } from '../hooks/useBlogListPosts';
import { postMatchesSearch } from '../lib/matchesSearch';
import { BlogSearchField } from './BlogSearchField';
import { CategoryTabs } from './CategoryTabs';
import { BlogListError } from './BlogListError';
import { BlogEmptyState } from './BlogEmptyState';

const SKELETON_COUNT = 6;
const COLUMNS = { xs: 12, sm: 6, md: 4 };

export default function BlogListPage() {
  const { brandName } = useSiteConfig();
  useDocumentMeta(
    `Blog | ${brandName}`,
    'Kredi limiti, faiz oranları, kredi notu ve banka başvuruları hakkında güncel blog yazıları ve uzman önerileri.',
  );
  const { search, categorySlug, update } = useBlogListFilters();
  const { categories, posts, isError, retry } = useBlogListPosts(categorySlug);
  const visible = useMemo(() => posts?.filter((post) => postMatchesSearch(post, search)), [posts, search]);

  const showAll = () => update({ search: '', categorySlug: '' });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 5 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Blog
        </Typography>
        <Typography color="text.secondary">Kredi ve finans dünyasından güncel bilgiler, ipuçları ve rehberler.</Typography>
      </Box>
      {isError ? (
        <BlogListError onRetry={retry} />
      ) : (
        <>
          <Stack spacing={2} sx={{ mb: 4 }}>
            <BlogSearchField value={search} onChange={(value) => update({ search: value })} />
            <CategoryTabs categories={categories} value={categorySlug} onChange={(slug) => update({ categorySlug: slug })} />
          </Stack>
          {visible && visible.length === 0 ? (
            <BlogEmptyState onShowAll={showAll} />
          ) : (
            <BlogCardGrid posts={visible} skeletons={SKELETON_COUNT} size={COLUMNS} priorityFirst />
          )}
        </>
      )}
    </Container>
  );
}
