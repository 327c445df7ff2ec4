import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorBody, generateShifts } from '../api';
import type { TRange } from '../state/range';
import { postLabel, siteLabel, usePostOptions, type TSiteOption } from '../state/useChoices';
import { useNotifyFailure, useRefreshRoster } from '../state/useRoster';

type TErrors = Record<string, string>;

/** "Genera turni": a post's or a whole site's shifts from their time slots, as drafts, for the range shown unless changed. */
export const GenerateDialog = ({ range, sites, siteId, onClose }: { range: TRange; sites: TSiteOption[]; siteId?: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useNotifyFailure();
  const refresh = useRefreshRoster();
  const posts = usePostOptions();
  const [of, setOf] = useState<'post' | 'site'>('post');
  const [postId, setPostId] = useState<number | null>(null);
  const [site, setSite] = useState<number | null>(siteId ?? null);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});
  // With a site chosen on the toolbar, its posts come first to hand.
  const postOptions = siteId ? posts.options.filter((post) => post.clientSiteId === siteId) : posts.options;

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body = of === 'post' ? { postId: postId ?? undefined, from, to } : { siteId: site ?? undefined, from, to };
      const answer = await generateShifts(body);
      notify('roster.generate.done', { type: 'success', messageArgs: answer });
      await refresh();
      onClose();
    } catch (error) {
      const fields = errorBody(error)?.errors;
      if (fields) setErrors(fields);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  const ready = (of === 'post' ? postId !== null : site !== null) && from !== '' && to !== '';
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="roster-generate-title" fullWidth maxWidth="sm" data-testid="roster-generate-dialog">
      <DialogTitle id="roster-generate-title">{translate('roster.generate.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography color="text.secondary">{translate('roster.generate.intro')}</Typography>
        <FormControl>
          <FormLabel id="roster-generate-of">{translate('roster.generate.of')}</FormLabel>
          <RadioGroup row aria-labelledby="roster-generate-of" value={of} onChange={(event) => setOf(event.target.value as 'post' | 'site')}>
            <FormControlLabel value="post" control={<Radio />} label={translate('roster.generate.post')} />
            <FormControlLabel value="site" control={<Radio />} label={translate('roster.generate.site')} />
          </RadioGroup>
        </FormControl>
        {of === 'post' ? (
          <Autocomplete
            options={postOptions}
            value={postOptions.find((post) => post.id === postId) ?? null}
            onChange={(_event, post) => setPostId(post?.id ?? null)}
            getOptionLabel={postLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={posts.isPending}
            disabled={busy}
            renderInput={(params) => (
              <TextField {...params} label={translate('roster.generate.postField')} required error={!!errors.postId} helperText={errors.postId} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'roster-generate-post' } }} />
            )}
          />
        ) : (
          <Autocomplete
            options={sites}
            value={sites.find((option) => option.id === site) ?? null}
            onChange={(_event, option) => setSite(option?.id ?? null)}
            getOptionLabel={siteLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disabled={busy}
            renderInput={(params) => (
              <TextField {...params} label={translate('roster.generate.siteField')} required error={!!errors.siteId} helperText={errors.siteId} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'roster-generate-site' } }} />
            )}
          />
        )}
        <TextField type="date" label={translate('roster.generate.from')} value={from} onChange={(event) => setFrom(event.target.value)} required error={!!errors.from} helperText={errors.from} disabled={busy} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'roster-generate-from' } }} />
        <TextField type="date" label={translate('roster.generate.to')} value={to} onChange={(event) => setTo(event.target.value)} required error={!!errors.to} helperText={errors.to} disabled={busy} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'roster-generate-to' } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !ready} sx={{ minHeight: 44 }} data-testid="roster-generate-submit">
          {translate('roster.generate.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
