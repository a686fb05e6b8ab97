import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useDocumentMeta, useSiteConfig, Link as RouterLink } from '@kredi/kernel';
import { contentPageBySlug, type ContentPage } from '@kredi/contracts/content-pages';
import { kvkkNoticeDateTR } from '@kredi/contracts/users';
import { useGetContentPageQuery } from '../../lib/contentPagesApi';
import { PostBody } from '../PostBody';

export const CONTENT_PAGE_TEXTS = {
  notFoundTitle: 'Sayfa Bulunamadı',
  notFoundText: 'Aradığınız sayfa şu anda yayında değil. Lütfen daha sonra tekrar deneyin ya da ana sayfaya dönün.',
  errorTitle: 'Hata Oluştu',
  errorText: 'Sayfa yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  home: 'Ana Sayfaya Dön',
} as const;

export interface ContentPageViewProps {
  slug: string;
  /** What the page shows after its body (the FAQ's questions, the call-us page's number and hours). */
  children?: (page: ContentPage) => ReactNode;
  /** What the page shows before its body. */
  lead?: (page: ContentPage) => ReactNode;
}

/** '2026-12-01' as the page prints it (the KVKK notice's format: 01.12.2026). */
const dayTR = (day: string) => kvkkNoticeDateTR(day);

function Problem({ kind }: { kind: 'notFound' | 'error' }) {
  const Icon = kind === 'error' ? ErrorOutlineIcon : SearchOffIcon;
  return (
    <Box role={kind === 'error' ? 'alert' : undefined} sx={{ textAlign: 'center', py: 8 }}>
      <Icon sx={{ fontSize: 64, color: kind === 'error' ? 'error.main' : 'text.disabled', mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {kind === 'error' ? CONTENT_PAGE_TEXTS.errorTitle : CONTENT_PAGE_TEXTS.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {kind === 'error' ? CONTENT_PAGE_TEXTS.errorText : CONTENT_PAGE_TEXTS.notFoundText}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {CONTENT_PAGE_TEXTS.home}
      </Button>
    </Box>
  );
}

/**
 * One content page the admin edits: its title and description as the document's, the date it was last updated (and
 * a policy's version), its sanitized body. A page that is not published is the site's 404 (the server render answers
 * with that status); a failed load says so and keeps the chrome.
 */
export function ContentPageView({ slug, children, lead }: ContentPageViewProps) {
  const { brandName } = useSiteConfig();
  const { currentData: page, error, isError } = useGetContentPageQuery(slug);
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  const fallbackTitle = contentPageBySlug(slug) ? brandName : '';
  useDocumentMeta(page ? `${page.title} | ${brandName}` : fallbackTitle, page?.description, { notFound });

  if (notFound || isError) return <Container maxWidth="md">{<Problem kind={notFound ? 'notFound' : 'error'} />}</Container>;
  if (!page) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }} data-testid="content-page-skeleton">
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '60%' }} />
        <Skeleton variant="text" sx={{ width: '30%', mb: 3 }} />
        {[1, 2, 3, 4].map((line) => (
          <Skeleton key={line} variant="text" />
        ))}
      </Container>
    );
  }
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.8rem' } }}>
            {page.title}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.9 }}>
            {page.version && <>Sürüm {page.version} · </>}
            Son güncelleme: <time dateTime={page.updated_on}>{dayTR(page.updated_on)}</time>
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }}>
        {lead?.(page)}
        <PostBody html={page.content} />
        {children?.(page)}
      </Container>
    </>
  );
}
