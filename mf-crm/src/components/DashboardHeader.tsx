import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { selectPersonel, useAppSelector } from '@kredi/kernel';
import { CrmNavigation } from './CrmNavigation';
import { useStaffSignOut } from '../session/useStaffSignOut';
import { OnDutySwitch } from './owner/OnDutySwitch';
import { SecurityLink } from './SecurityLink';
import { NotificationsLink } from './NotificationsLink';
import { LiveUpdates } from '../hooks/useLiveUpdates';

/** Spec 2.16 header: the staff member's name (ad_soyad) and logout. The title is the page heading unless the page has its own. */
export function DashboardHeader({ title, isPageHeading = true }: { title: string; isPageHeading?: boolean }) {
  const personel = useAppSelector(selectPersonel);
  const signOut = useStaffSignOut();
  return (
    <AppBar position="static" color="default" elevation={1}>
      {/* Every signed-in CRM page has this header: new leads and colleagues' changes arrive live. */}
      <LiveUpdates />
      {/* One line on a phone too (about 56 px): the title gives way (ellipsis), the name shows from 600 px. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 56 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography
          variant="h6"
          component={isPageHeading ? 'h1' : 'p'}
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <CrmNavigation />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 2 }, flexShrink: 0 }}>
          <Typography variant="body2" data-testid="staff-name" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {personel?.ad_soyad}
          </Typography>
          <OnDutySwitch />
          <SecurityLink />
          <NotificationsLink />
          <Button variant="outlined" size="small" onClick={() => void signOut()} sx={{ whiteSpace: 'nowrap' }}>
            Çıkış Yap
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
