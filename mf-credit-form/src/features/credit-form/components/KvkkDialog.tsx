import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { kvkkNoticeDateTR } from '@kredi/contracts/users';
import { useSiteConfig } from '@kredi/kernel';

interface KvkkDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'Onaylıyorum': ticks the consent box. */
  onApprove: () => void;
}

/** Short KVKK notice and explicit-consent text of the form; the full notice is /kvkk (opened in a new tab to keep the form). */
export function KvkkDialog({ open, onClose, onApprove }: KvkkDialogProps) {
  const { companyName, email } = useSiteConfig();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="kvkk-dialog-title" scroll="paper" maxWidth="sm" fullWidth>
      <DialogTitle id="kvkk-dialog-title">KVKK Aydınlatma ve Açık Rıza Metni</DialogTitle>
      <DialogContent dividers>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Metin tarihi: {kvkkNoticeDateTR()}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {companyName} olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında veri sorumlusu sıfatıyla kişisel
          verilerinizi işliyoruz.
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Bu formda paylaştığınız ad, soyad, telefon numarası, yaş, il, çalışma durumu, kredi geçmişi ve Findeks bilgileriniz ile
          gerektiğinde T.C. kimlik numaranız, doğum tarihiniz ve cinsiyetiniz; kredi limitinizin hesaplanması, size uygun banka
          tekliflerinin sunulması ve sizinle iletişime geçilmesi amaçlarıyla işlenir.
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Verileriniz yalnızca bu amaçlarla sınırlı olarak iş birliği yaptığımız bankalar ve finans kuruluşlarıyla paylaşılabilir ve kanuni
          saklama süreleri boyunca güvenli ortamlarda saklanır.
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          KVKK&apos;nın 11. maddesindeki haklarınızı (verilerinize erişme, düzeltilmesini veya silinmesini isteme) {email} adresine yazarak
          kullanabilirsiniz.
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>
          &apos;Onaylıyorum&apos; butonuna basarak kişisel verilerimin yukarıdaki amaçlarla işlenmesine ve bankalarla paylaşılmasına açık
          rıza verdiğimi kabul ediyorum.
        </Typography>
        <Typography variant="body2">
          Aydınlatma metninin tamamı için{' '}
          <Link href="/kvkk" target="_blank" rel="noopener">
            KVKK sayfamızı
          </Link>{' '}
          inceleyebilirsiniz.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Kapat</Button>
        <Button variant="contained" onClick={onApprove}>
          Onaylıyorum
        </Button>
      </DialogActions>
    </Dialog>
  );
}
