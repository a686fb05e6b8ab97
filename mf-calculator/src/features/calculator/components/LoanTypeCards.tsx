import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoanTypeIcon } from './loanTypeIcon';

/** Spec 2.10: the four cards about the loan types (personal, housing, vehicle, commercial). */
const CARDS = [
  {
    id: 'ihtiyac',
    title: 'İhtiyaç Kredisi',
    text: 'Eğitim, sağlık, tatil ya da tadilat gibi kişisel harcamalarınız için. En uzun vade kredi tutarına göre belirlenir.',
  },
  {
    id: 'konut',
    title: 'Konut Kredisi',
    text: 'Ev sahibi olmak için uzun vadeli finansman. 120 aya kadar vade seçeneği vardır ve KKDF ile BSMV alınmaz.',
  },
  {
    id: 'tasit',
    title: 'Taşıt Kredisi',
    text: 'Sıfır ya da ikinci el araç alımı için. Kredi tutarı ve vadesi aracın kasko değerine göre sınırlanır.',
  },
  {
    id: 'ticari',
    title: 'Ticari Kredi',
    text: 'İşletmenizin nakit, yatırım ve işletme sermayesi ihtiyaçları için. Hesaplama aracımız çok yakında hizmetinizde.',
  },
] as const;

export function LoanTypeCards() {
  return (
    <section aria-labelledby="kredi-turleri">
      <Typography id="kredi-turleri" variant="h5" component="h2" gutterBottom>
        Kredi Türleri
      </Typography>
      <Grid container spacing={2}>
        {CARDS.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <LoanTypeIcon typeId={card.id} color="primary" />
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {card.title}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {card.text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
