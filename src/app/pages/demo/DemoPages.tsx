import { Alert, Typography } from '@mui/material';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Title, useTranslate } from 'react-admin';
import { PageCard } from '../../components/PageCard';

/** utilities, documentation, blocks, pages: demo areas shown only outside production. */
export const DemoPage = ({ area }: { area: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={`menu.${area}`} />
      <Alert severity="info" sx={{ mb: 2 }}>{translate('demo.intro')}</Alert>
      <PageCard icon={MenuBookOutlined} title={translate(`menu.${area}`)}>
        <Typography color="text.secondary">{translate('app.tagline')}</Typography>
      </PageCard>
    </>
  );
};
