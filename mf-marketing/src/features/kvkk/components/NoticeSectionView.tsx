import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NoticeSection } from '../lib/kvkkNotice';

/** Writes `text` with each occurrence of `email` as a mailto link. */
function WithEmailLink({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <Link href={`mailto:${email}`}>{email}</Link>}
        </Fragment>
      ))}
    </>
  );
}

export function NoticeSectionView({ section, email }: { section: NoticeSection; email: string }) {
  const paragraph = (text: string, i: number) => (
    <Typography key={i} sx={{ mb: 1.5, lineHeight: 1.8 }}>
      <WithEmailLink text={text} email={email} />
    </Typography>
  );
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {section.title}
      </Typography>
      {section.paragraphs.map(paragraph)}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      )}
      {section.closing?.map(paragraph)}
    </Box>
  );
}
