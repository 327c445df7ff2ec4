import { Autocomplete, Box, Button, IconButton, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventRepeat from '@mui/icons-material/EventRepeat';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Publish from '@mui/icons-material/Publish';
import { useTranslate } from 'react-admin';
import { todayInRome } from '../../../../../shared/dates';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';
import { formatRange, SPANS, stepRange } from '../state/range';
import { siteLabel, type TSiteOption } from '../state/useChoices';
import type { TRosterState, TView } from '../state/useRosterState';

export type TToolbarAction = 'generate' | 'copy' | 'publish' | 'pdf';

const VIEWS: readonly TView[] = ['posts', 'people'];
const button = { minHeight: 44 } as const;

/** The roster's controls: the span and its range, the site, the view and the actions; they wrap on a phone. */
export const RosterToolbar = ({ state, update, sites, onAction }: { state: TRosterState; update: (patch: Partial<TRosterState>) => void; sites: TSiteOption[]; onAction: (action: TToolbarAction) => void }) => {
  const translate = useTranslate();
  const week = state.span === 'week';
  const site = sites.find((option) => option.id === state.siteId) ?? null;
  return (
    <Box role="toolbar" aria-label={translate('roster.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <ToggleButtonGroup exclusive size="small" value={state.span} onChange={(_event, span) => span && update({ span })} aria-label={translate('roster.span.label')}>
        {SPANS.map((span) => (
          <ToggleButton key={span} value={span} sx={{ minHeight: 44, px: 1.5 }}>{translate(`roster.span.${span}`)}</ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton onClick={() => update({ day: stepRange(state.span, state.day, -1) })} aria-label={translate('roster.nav.previous')} sx={{ width: 44, height: 44 }}>
          <ChevronLeft />
        </IconButton>
        <Button variant="outlined" onClick={() => update({ day: todayInRome() })} sx={button}>{translate('roster.nav.today')}</Button>
        <IconButton onClick={() => update({ day: stepRange(state.span, state.day, 1) })} aria-label={translate('roster.nav.next')} sx={{ width: 44, height: 44 }}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Typography component="p" aria-live="polite" data-testid="roster-range" sx={{ fontWeight: 600, minWidth: 200 }}>
        <VisuallyHidden>{`${translate('roster.range')}: `}</VisuallyHidden>
        {formatRange(state.range)}
      </Typography>
      <Autocomplete
        options={sites}
        value={site}
        onChange={(_event, option) => update({ siteId: option?.id })}
        getOptionLabel={siteLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate('roster.site.noOptions')}
        sx={{ width: { xs: '100%', sm: 280 } }}
        renderInput={(params) => <TextField {...params} size="small" label={translate('roster.site.label')} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'roster-site' } }} />}
      />
      <ToggleButtonGroup exclusive size="small" value={state.view} onChange={(_event, view) => view && update({ view })} aria-label={translate('roster.view.label')}>
        {VIEWS.map((view) => (
          <ToggleButton key={view} value={view} sx={{ minHeight: 44, px: 1.5 }}>{translate(`roster.view.${view}`)}</ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<EventRepeat />} onClick={() => onAction('generate')} sx={button}>{translate('roster.actions.generate')}</Button>
        <Tooltip title={week ? '' : translate('roster.actions.copyHint')}>
          <span>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => onAction('copy')} disabled={!week} sx={button}>{translate('roster.actions.copyWeek')}</Button>
          </span>
        </Tooltip>
        <Button variant="contained" color="success" startIcon={<Publish />} onClick={() => onAction('publish')} sx={button}>{translate('roster.actions.publish')}</Button>
        <Tooltip title={week && state.siteId ? '' : translate('roster.actions.pdfHint')}>
          <span>
            <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => onAction('pdf')} disabled={!week || !state.siteId} sx={button}>{translate('roster.actions.pdf')}</Button>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
};
