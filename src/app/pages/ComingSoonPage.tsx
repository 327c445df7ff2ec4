import { Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Title, useTranslate } from 'react-admin';
import { PageCard } from '../components/PageCard';

/** An area of the route table whose screens arrive with a later issue: guarded, honest, translated. */
export const ComingSoonPage = ({ area, title }: { area: string; title?: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Title title={title ?? `areas.${area}`} />
      <PageCard icon={ConstructionOutlined} title={translate('pages.comingSoonTitle')} testId="coming-soon">
        <Typography color="text.secondary">{translate('pages.comingSoonBody')}</Typography>
      </PageCard>
    </>
  );
};
