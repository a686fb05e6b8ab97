import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@kredi/kernel';
import { allConsentGrants, readConsentChoice, saveConsentChoice, type ConsentGrants } from '@kredi/contracts/consent';

const ConsentCategoryList = lazy(() => import('./ConsentCategoryList'));

export interface ConsentBannerProps {
  view: 'summary' | 'preferences';
  onViewChange: (view: 'summary' | 'preferences') => void;
  onClose: () => void;
}

const TITLE_ID = 'cerez-tercihleri-baslik';

/*
 * The three answers are equally easy: the same button, size and weight, side by side, in one row. Nothing is
 * pre-ticked in the preferences: a category is on only when the visitor has turned it on (now or earlier).
 */
const choiceButton = { variant: 'contained', color: 'primary', size: 'medium' } as const;
// One row on a phone too: stacked, the three buttons took a third of a 390 px screen on their own.
const choiceButtonSx = { flex: 1, minWidth: 0, minHeight: 44, px: 1, fontWeight: 600, lineHeight: 1.25 } as const;

/** The consent banner and its per-category preferences, fixed at the bottom of the screen (lazily loaded). */
export default function ConsentBanner({ view, onViewChange, onClose }: ConsentBannerProps) {
  const [grants, setGrants] = useState<ConsentGrants>(() => readConsentChoice()?.izinler ?? {});
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Where focus was when the preferences were opened (the footer's button): it goes back there on closing.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (view !== 'preferences') return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('[data-consent-banner]')) returnFocus.current = active;
    // Opened on request: the visitor is taken to it. The first, unasked banner never takes focus from the page.
    titleRef.current?.focus();
  }, [view]);

  const decide = (chosen: ConsentGrants) => {
    saveConsentChoice(chosen);
    onClose();
    returnFocus.current?.focus();
  };

  return (
    <Paper
      data-consent-banner
      role="dialog"
      aria-labelledby={TITLE_ID}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.snackbar,
        maxHeight: '100dvh',
        overflowY: 'auto',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 1.5, sm: 2 } }}>
        <Typography id={TITLE_ID} ref={titleRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', mb: 0.5 }}>
          Çerez ve Depolama Tercihleri
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Sitemizin çalışması için zorunlu olanlar dışında tarayıcınızda bilgi saklamak, kişiyle ilişkilendirilmeyen ölçümler göndermek ve
          haritayı üçüncü taraf sunucularından yüklemek için onayınızı rica ediyoruz. Tercihinizi dilediğiniz zaman sayfanın altındaki
          “Çerez Tercihleri” düğmesinden değiştirebilirsiniz. Ayrıntılar{' '}
          <Link component={RouterLink} to="/cerez-politikasi">
            Çerez Politikası
          </Link>
          ’ndadır.
        </Typography>
        {view === 'preferences' && (
          <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
            <ConsentCategoryList
              grants={grants}
              onChange={(category, granted) => setGrants((current) => ({ ...current, [category]: granted }))}
            />
          </Suspense>
        )}
        <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }}>
          <Button {...choiceButton} sx={choiceButtonSx} onClick={() => decide(allConsentGrants(false))}>
            Reddet
          </Button>
          {view === 'summary' ? (
            <Button {...choiceButton} sx={choiceButtonSx} onClick={() => onViewChange('preferences')}>
              Tercihler
            </Button>
          ) : (
            <Button {...choiceButton} sx={choiceButtonSx} onClick={() => decide({ ...allConsentGrants(false), ...grants })}>
              Seçimleri Kaydet
            </Button>
          )}
          <Button {...choiceButton} sx={choiceButtonSx} onClick={() => decide(allConsentGrants(true))}>
            Kabul Et
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
