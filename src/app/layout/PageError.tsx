import { useEffect } from 'react';
import { Button, Typography } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { Error as ErrorPage, useTranslate } from 'react-admin';
import { PageCard } from '../components/PageCard';

/** The messages browsers give when a page's code could not be downloaded (Chromium, Safari, Firefox). */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isPageLoadFailure = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * A page that could not be shown. When its code did not arrive (the signal dropped as it opened),
 * the browser would keep failing until a reload: say so, offer the reload, and do it by itself as
 * soon as the connection is back. Any other error is react-admin's page.
 */
export const PageError = ({ error, resetErrorBoundary }: { error: unknown; resetErrorBoundary: () => void }) => {
  const translate = useTranslate();
  const chunk = isPageLoadFailure(error);
  useEffect(() => {
    if (!chunk) return undefined;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [chunk]);
  if (!chunk) return <ErrorPage error={error as Error} resetErrorBoundary={resetErrorBoundary} />;
  return (
    <PageCard icon={CloudOffOutlined} title={translate('pages.loadFailed.title')} testId="page-load-failed">
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('pages.loadFailed.body')}</Typography>
      <Button variant="contained" size="large" startIcon={<RefreshOutlined />} onClick={() => window.location.reload()}>
        {translate('pages.loadFailed.reload')}
      </Button>
    </PageCard>
  );
};
