import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { useSiteConfig } from '@kredi/kernel';
import {
  calculatorMessages as m,
  instalmentFormula,
  offersNote,
  rankOffers,
  type BankOffer,
  type CalculationResult,
} from '@kredi/contracts/calculator';
import { money, percent } from '../lib/money';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('tr-TR');

/**
 * Spec 9.3 offers for the calculated amount and term: filtered, lowest rate first, the first marked 'En Avantajlı
 * Teklif', each with its own instalment at its own rate (with the type's active formula, as the calculation); the
 * spec's text when none fits.
 */
export default function OffersList({
  offers,
  result,
  formula,
}: {
  offers: readonly BankOffer[];
  result: CalculationResult;
  formula?: string | null;
}) {
  const { applicationFormUrl } = useSiteConfig();
  const ranked = rankOffers(offers, result.kredi_miktari, result.vade_ay, result, instalmentFormula(formula));
  return (
    <Box component="section" aria-labelledby="banka-teklifleri">
      <Typography id="banka-teklifleri" variant="h5" component="h2" gutterBottom>
        Banka Teklifleri
      </Typography>
      {ranked.length === 0 ? (
        <Alert severity="info">{m.noOffers}</Alert>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Uygun banka teklifleri">
          {ranked.map(({ offer, bankName, instalment, best }) => (
            <Card
              component="li"
              key={offer.id}
              variant="outlined"
              aria-label={bankName}
              sx={{ borderColor: best ? 'success.main' : 'divider', borderWidth: best ? 2 : 1 }}
            >
              <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
                <Avatar
                  src={offer.banka_logo ?? undefined}
                  alt={offer.banka_logo ? `${bankName} logosu` : undefined}
                  variant="rounded"
                  sx={{ width: 48, height: 48, bgcolor: 'primary.light', fontWeight: 700 }}
                >
                  {initials(bankName)}
                </Avatar>
                <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                  {best && <Chip icon={<EmojiEventsOutlined />} label={m.bestOffer} color="success" size="small" sx={{ mb: 0.5 }} />}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {bankName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Aylık faiz {percent(offer.faiz_orani)} · en fazla {offer.max_vade}&nbsp;ay
                  </Typography>
                </Box>
                <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, flex: '0 0 auto' }}>
                  <Typography variant="body2" color="text.secondary">
                    Aylık taksit
                  </Typography>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                    {money(instalment)}
                  </Typography>
                </Box>
                <Button
                  href={applicationFormUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant={best ? 'contained' : 'outlined'}
                  color="success"
                  sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                  aria-label={`${bankName} için başvur`}
                >
                  Başvur
                </Button>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {offersNote(result)}
      </Typography>
    </Box>
  );
}
