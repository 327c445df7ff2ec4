import { Alert, AlertTitle, Box, Button } from '@mui/material';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { notifyUnlessToasted } from '../../components/mutationErrors';

/**
 * A worker's own upload waits here until the office confirms it (it then replaces the older one)
 * or rejects it (the worker sees the refusal).
 */
export const ReviewPanel = () => {
  const record = useRecordContext<TDocument>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<TDocument>();
  if (!record || record.review !== 'PENDING') return null;
  const decide = (review: 'CONFIRMED' | 'REJECTED') =>
    update(
      'document',
      { id: record.id, data: { review }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(review === 'CONFIRMED' ? 'resources.document.pending.confirmed' : 'resources.document.pending.rejected', { type: 'success' }),
        onError: notifyUnlessToasted(notify),
      },
    );
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="review-panel">
      <AlertTitle>{translate('resources.document.pending.title')}</AlertTitle>
      {translate('resources.document.pending.body')}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" startIcon={<CheckOutlined />} disabled={isPending} onClick={() => decide('CONFIRMED')} sx={{ minHeight: 44 }} data-testid="review-confirm">
          {translate('resources.document.pending.confirm')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseOutlined />} disabled={isPending} onClick={() => decide('REJECTED')} sx={{ minHeight: 44 }} data-testid="review-reject">
          {translate('resources.document.pending.reject')}
        </Button>
      </Box>
    </Alert>
  );
};
