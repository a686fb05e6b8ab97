import { useMemo } from 'react';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { sanitizePostHtml } from '@kredi/contracts/blog';

/** A post's or content page's HTML body, sanitized again (server render and browser) by the blog contract's rules before it is injected. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePostHtml(DOMPurify, html), [html]);
  return (
    <Box
      data-testid="post-body"
      sx={{
        typography: 'body1',
        lineHeight: 1.8,
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& h2, & h3': { mt: 4, mb: 1.5, lineHeight: 1.3 },
        '& a': { color: 'primary.main' },
        '& blockquote': { m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.light', color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
