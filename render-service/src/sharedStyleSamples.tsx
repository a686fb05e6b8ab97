// Components that several public pages render with the same props (docs/ssr.md "CSS: shared and inline"). Emotion
// names a class by the hash of its styles, so `<Grid container spacing={3}>` has the same class on every page that
// renders it: the shell's build renders these once (writeSharedStyles.tsx) and their rules go in the shared
// stylesheet instead of each page's inline CSS. Rendered only by the build, never shown. A remote that changes its
// props simply gets a new class, inlined in its page as before (the byte check in
// e2e/tests/platform/bytes-and-caching.spec.ts shows it); a sample no page uses only costs the shared file bytes.
import Grid from '@mui/material/Grid';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const TYPOGRAPHY = [
  { variant: 'h3', gutterBottom: true },
  { variant: 'h5', gutterBottom: true },
  { variant: 'h6', gutterBottom: true },
  { variant: 'h6' },
  { variant: 'body1' },
  { variant: 'body2' },
  { variant: 'subtitle1' },
] as const;

/** The columns the page layouts share (home, /iletisim, /kredi-hesaplama: 7 + 5; home, /iletisim: three of 4). */
const GRID_ITEM_SIZES = [
  { xs: 12, md: 7 },
  { xs: 12, md: 5 },
  { xs: 12, md: 4 },
] as const;

export function SharedStyleSamples() {
  return (
    <>
      {TYPOGRAPHY.map((props) => (
        <Typography key={`${props.variant}-${'gutterBottom' in props}`} {...props} />
      ))}
      {[2, 3].map((spacing) => (
        <Grid key={spacing} container spacing={spacing}>
          {GRID_ITEM_SIZES.map((size) => (
            <Grid key={`${size.md}`} size={size} />
          ))}
        </Grid>
      ))}
      {/* The outlined text field of the contact form, the calculator and the blog's search: empty and filled (label shrunk). */}
      <TextField label="a" fullWidth />
      <TextField label="a" fullWidth value="a" onChange={() => undefined} />
      <SvgIcon color="primary" />
    </>
  );
}
