import { useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, LinearProgress, MenuItem, Radio,
  RadioGroup, TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import type { TRequest } from '../../../shared/schemas/request';
import { fetchSitePosts, postAction, refusalOf, type TActionAnswer } from './api';
import { rosterPath } from './paths';

/**
 * "Pianifica": the request's shifts as drafts in the roster, on a post of its site or on a new
 * post made from the request, until its end or an earlier day. The answer says how many drafts
 * were made and links to the roster's week.
 */
export const ScheduleDialog = ({ request, onDone, onClose }: { request: TRequest; onDone: (answer: TActionAnswer) => void; onClose: () => void }) => {
  const translate = useTranslate();
  const posts = useQuery({
    queryKey: ['request', request.id, 'site-posts', request.siteId],
    enabled: !!request.siteId,
    queryFn: ({ signal }) => fetchSitePosts(request.siteId ?? 0, signal),
  });
  const available = posts.data ?? [];
  const [chosen, setChosen] = useState<'existing' | 'new'>();
  const mode = chosen ?? (available.length > 0 ? 'existing' : 'new');
  const [postId, setPostId] = useState<number | ''>('');
  const [until, setUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<TRequest>();
  const id = 'request-schedule-dialog';

  const submit = async () => {
    setRefusal(undefined);
    if (mode === 'existing' && !postId) {
      setErrors({ postId: translate('ra.validation.required') });
      return;
    }
    setBusy(true);
    try {
      const answer = await postAction(request.id, 'schedule', { postId: mode === 'existing' ? postId : null, until: until || null });
      setDone(answer.request);
      onDone(answer);
    } catch (error) {
      const failure = refusalOf(error);
      if (failure.errors) setErrors(Object.fromEntries(Object.entries(failure.errors).map(([field, key]) => [field, translate(key, { _: key })])));
      if (!failure.errors || failure.status === 409) setRefusal(failure.message || translate('ra.notification.http_error'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" data-testid={id}>
        <DialogTitle id={`${id}-title`}>{translate('officeRequests.schedule.doneTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="success" data-testid="schedule-result">
            {translate('officeRequests.schedule.done', { smart_count: done.shiftCount })}
          </Alert>
          <DialogContentText sx={{ mt: 2 }}>{translate('officeRequests.schedule.next')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>{translate('ra.action.close')}</Button>
          <Button component={Link} to={rosterPath(done.startDate, done.siteId)} variant="contained" sx={{ minHeight: 44 }} data-testid="schedule-roster-link">
            {translate('officeRequests.schedule.openRoster')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" data-testid={id}>
      <DialogTitle id={`${id}-title`}>{translate('officeRequests.schedule.title')}</DialogTitle>
      {posts.isFetching && <LinearProgress />}
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('officeRequests.schedule.text')}</DialogContentText>
        <RadioGroup
          value={mode}
          onChange={(event) => setChosen(event.target.value as 'existing' | 'new')}
          aria-label={translate('officeRequests.schedule.where')}
        >
          <FormControlLabel value="existing" disabled={available.length === 0} control={<Radio />} label={translate('officeRequests.schedule.existing')} />
          <FormControlLabel value="new" control={<Radio />} label={translate('officeRequests.schedule.newPost')} data-testid="schedule-new-post" />
        </RadioGroup>
        {!posts.isPending && available.length === 0 && request.siteId && (
          <DialogContentText variant="body2" sx={{ mb: 1 }}>{translate('officeRequests.schedule.noPosts')}</DialogContentText>
        )}
        {mode === 'existing' && (
          <TextField
            select
            fullWidth
            required
            label={translate('officeRequests.schedule.post')}
            value={postId}
            onChange={(event) => {
              setPostId(Number(event.target.value));
              setErrors({});
            }}
            error={!!errors.postId}
            helperText={errors.postId ?? ' '}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'schedule-post' } }}
          >
            {available.map((post) => <MenuItem key={post.id} value={post.id}>{post.name}</MenuItem>)}
          </TextField>
        )}
        <TextField
          type="date"
          fullWidth
          label={translate('officeRequests.schedule.until')}
          value={until}
          onChange={(event) => {
            setUntil(event.target.value);
            setErrors({});
          }}
          error={!!errors.until}
          helperText={errors.until ?? translate('officeRequests.schedule.untilHelp')}
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: request.startDate, max: request.endDate ?? undefined, 'data-testid': 'schedule-until' } }}
        />
        {refusal && <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="action-refusal">{refusal}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('officeRequests.dialogs.back')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} sx={{ minHeight: 44 }} data-testid={`${id}-submit`}>
          {translate('officeRequests.schedule.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
