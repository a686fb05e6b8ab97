import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { selectPersonel, useAppSelector } from '@kredi/kernel';
import { useStaffSignOut } from '../session/useStaffSignOut';
import { OnDutySwitch } from './owner/OnDutySwitch';
import { LiveUpdates } from '../hooks/useLiveUpdates';

/** Spec 2.16 header: the staff member's name (ad_soyad) and logout. The title is the page heading unless the page has its own. */
export function DashboardHeader({ title, isPageHeading = true }: { title: string; isPageHeading?: boolean }) {
  const personel = useAppSelector(selectPersonel);
  const signOut = useStaffSignOut();
  return (
    <AppBar position="static" color="default" elevation={1}>
      {/* Every signed-in CRM page has this header: new leads and colleagues' changes arrive live (issue 20.3). */}
      <LiveUpdates />
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Typography variant="h6" component={isPageHeading ? 'h1' : 'p'} sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="staff-name">
            {personel?.ad_soyad}
          </Typography>
          <OnDutySwitch />
          <Button variant="outlined" onClick={() => void signOut()}>
            Çıkış Yap
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
