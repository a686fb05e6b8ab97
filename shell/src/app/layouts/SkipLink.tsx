import Box from '@mui/material/Box';

/** The id of the public pages' main region, where the skip link leads. */
export const MAIN_CONTENT_ID = 'icerik';

/**
 * 'İçeriğe geç': the first stop of the Tab key, out of sight until focused, so a keyboard visitor passes the header's
 * links in one press. A plain link to the main region: it works before the application has loaded too.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        // Out of sight, yet focusable and read by screen readers (never display: none).
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      İçeriğe geç
    </Box>
  );
}
