import { useState } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, useSiteConfig, Link as RouterLink } from '@kredi/kernel';
import type { KvkkRequestCreated } from '@kredi/contracts/crm';
import { KvkkRequestForm } from './KvkkRequestForm';
import { KvkkRequestReceived } from './KvkkRequestReceived';

/** /kvkk/basvuru: a data subject's request under KVKK article 11, with the phone proved by an SMS code. */
export default function KvkkRequestPage() {
  const config = useSiteConfig();
  useDocumentMeta(
    `KVKK Başvuru Formu | ${config.brandName}`,
    'Kişisel verilerinize erişim, düzeltme, silme ve işlemeye itiraz taleplerinizi KVKK 11. maddesi kapsamında çevrim içi iletin; başvurunuz en geç 30 gün içinde yanıtlanır.',
  );
  const [created, setCreated] = useState<KvkkRequestCreated | null>(null);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        KVKK Başvuru Formu
      </Typography>
      <Typography sx={{ mb: 1.5, lineHeight: 1.8 }}>
        6698 sayılı Kişisel Verilerin Korunması Kanunu&apos;nun 11. maddesindeki haklarınızı bu formla kullanabilirsiniz. Kimliğinizi,
        telefonunuza gönderdiğimiz doğrulama koduyla teyit ediyoruz. Başvurunuz en geç 30 gün içinde ücretsiz olarak yanıtlanır.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Haklarınız ve diğer başvuru yolları:{' '}
        <Link component={RouterLink} to="/kvkk">
          KVKK Aydınlatma Metni
        </Link>
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        {created ? <KvkkRequestReceived created={created} /> : <KvkkRequestForm onCreated={setCreated} />}
      </Paper>
    </Container>
  );
}
