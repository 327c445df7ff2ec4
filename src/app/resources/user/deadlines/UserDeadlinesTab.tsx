import { useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { todayInRome } from '../../../../shared/dates';
import type { TUser } from '../../../../shared/schemas/user';
import { MedicalVisitDialog } from '../../../components/deadlines/MedicalVisitDialog';
import { SubjectDeadlines } from '../../../components/deadlines/SubjectDeadlines';
import { TrainingRecordDialog } from '../../../components/deadlines/TrainingRecordDialog';
import { MedicalVisits } from './MedicalVisits';
import { QualificationSummary } from './QualificationSummary';
import { TrainingRecords } from './TrainingRecords';

const Panel = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * The 'Scadenze' tab of a person's page: whether they may work today and as what, their
 * deadlines, the medical visits and courses on record, and the visit and the course the office records here.
 */
export const UserDeadlinesTab = () => {
  const translate = useTranslate();
  const user = useRecordContext<TUser>();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'medical' | 'training' | null>(null);
  if (!user) return null;
  const today = todayInRome();
  const saved = () => {
    setDialog(null);
    // The deadlines list and the qualification check both start with 'deadlines'; the visits
    // and the courses below are lists of their own resources.
    for (const resource of ['deadlines', 'medical-fitness', 'training']) void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  return (
    <Box data-testid="user-deadlines" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<MedicalServicesOutlined />} onClick={() => setDialog('medical')} sx={{ minHeight: 44 }} data-testid="medical-open">
          {translate('deadlinesTab.medical.open')}
        </Button>
        <Button variant="outlined" startIcon={<SchoolOutlined />} onClick={() => setDialog('training')} sx={{ minHeight: 44 }} data-testid="training-open">
          {translate('deadlinesTab.training.open')}
        </Button>
      </Box>
      <Panel title="deadlinesTab.today">
        <QualificationSummary userId={Number(user.id)} date={today} />
      </Panel>
      <Panel title="deadlinesTab.title">
        <SubjectDeadlines subjectType="USER" subjectId={Number(user.id)} />
      </Panel>
      <Panel title="deadlinesTab.visits.title">
        <MedicalVisits userId={Number(user.id)} />
      </Panel>
      <Panel title="deadlinesTab.courses.title">
        <TrainingRecords userId={Number(user.id)} />
      </Panel>
      <MedicalVisitDialog userId={Number(user.id)} open={dialog === 'medical'} onClose={() => setDialog(null)} onSaved={saved} />
      <TrainingRecordDialog userId={Number(user.id)} open={dialog === 'training'} onClose={() => setDialog(null)} onSaved={saved} />
    </Box>
  );
};
