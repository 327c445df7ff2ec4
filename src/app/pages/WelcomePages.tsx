import { Suspense } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import { Link, Title, useTranslate } from 'react-admin';
import { menuFor } from '../layout/menu';
import { PageCard } from '../components/PageCard';
import { useAppState, useSessionUser } from '../state/useAppState';
import { TodayPanel } from './TodayPanel';

const displayName = (user: ReturnType<typeof useSessionUser>) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || user?.email || '';

const QuickLinks = ({ exclude }: { exclude: string }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const groups = menuFor(user?.roles ?? [], { demo: false });
  const entries = groups.length === 1 ? groups[0].items : groups.map((g) => ({ ...g.items[0], label: g.label }));
  const links = entries.filter((i) => i.path !== exclude);
  if (!links.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="overline" color="text.secondary">{translate('pages.quickLinks')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 1.5, mt: 1 }}>
        {links.map(({ path, label, icon: Icon }) => (
          <Button key={path} component={Link} to={path} variant="outlined" startIcon={<Suspense fallback={null}><Icon /></Suspense>} sx={{ justifyContent: 'flex-start', py: 1.5, bgcolor: 'background.paper' }}>
            {translate(label)}
          </Button>
        ))}
      </Box>
    </Box>
  );
};

/** /dashboard: the welcome card, today's attendance and what waits for the back office, then the quick links. */
export const DashboardPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const company = useAppState((s) => s.company);
  return (
    <>
      <Title title="areas.dashboard" />
      <PageCard icon={WavingHandOutlined} title={translate('pages.welcome', { name: displayName(user) })} testId="welcome">
        <Typography color="text.secondary">{translate('pages.dashboardIntro')}</Typography>
        <Chip sx={{ mt: 1.5 }} label={translate('pages.scope', { name: company.id === 0 ? translate('topbar.allCompanies') : company.name })} />
      </PageCard>
      <TodayPanel />
      <QuickLinks exclude="/dashboard" />
    </>
  );
};
