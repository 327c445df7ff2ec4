import { Box, Button, Chip, Radio, Typography } from '@mui/material';
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import { useLocale, useTranslate } from 'react-admin';
import { timeRange } from '../shifts/shifts';
import { formatDistance } from './format';
import { siteKey, todayShiftOf, type TSiteRow } from './sites';

const INSIDE_COLOR = { YES: 'success', NO: 'warning', UNKNOWN: 'default' } as const;
const INSIDE_LABEL = { YES: 'attendance.site.inside', NO: 'attendance.site.outside', UNKNOWN: 'attendance.site.unknown' } as const;

/** An id for a row's parts, from its key ('CLIENT_SITE:3'). */
const idOf = (key: string, part: string) => `site-${key.replace(/[^A-Za-z0-9]/g, '-')}-${part}`;

/**
 * The sites where the worker may clock in, as big radio rows; nearest first once a position is
 * known. Each radio is named by its site and described by its kind, address, distance and
 * whether the position is inside, so a screen reader moving between them hears all of it.
 */
export const SitePicker = ({ rows, selected, onSelect, onLocate, locating, canLocate }: {
  rows: TSiteRow[];
  selected: string | null;
  onSelect: (key: string) => void;
  onLocate: () => void;
  locating: boolean;
  canLocate: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box component="fieldset" aria-labelledby="site-picker-title" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="site-picker">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="site-picker-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>{translate('attendance.clock.site')}</Typography>
        {canLocate && (
          <Button
            startIcon={<MyLocationOutlined />}
            onClick={() => !locating && onLocate()}
            aria-disabled={locating || undefined}
            aria-busy={locating || undefined}
            sx={{ minHeight: 44 }}
          >
            {translate('attendance.clock.locate')}
          </Button>
        )}
      </Box>
      {!rows.length && <Typography color="text.secondary">{translate('attendance.clock.noSites')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {rows.map((row) => {
          const key = siteKey(row);
          const checked = key === selected;
          const shift = todayShiftOf(row);
          return (
            <Box
              key={key}
              component="label"
              data-testid="site-option"
              data-site={row.name}
              sx={{
                display: 'flex', alignItems: 'center', gap: 1, p: 1.25, minHeight: 64, borderRadius: 2, cursor: 'pointer',
                border: 2, borderColor: checked ? 'primary.main' : 'divider', bgcolor: checked ? 'action.selected' : 'background.paper',
              }}
            >
              <Radio
                checked={checked}
                onChange={() => onSelect(key)}
                name="site"
                value={key}
                slotProps={{ input: { 'aria-labelledby': idOf(key, 'name'), 'aria-describedby': [idOf(key, 'where'), shift && idOf(key, 'shift'), idOf(key, 'state')].filter(Boolean).join(' ') } }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={idOf(key, 'name')} sx={{ fontWeight: 700, lineHeight: 1.25 }}>{row.name}</Typography>
                {/* The selected row's tint over the page's sand leaves grey text under 4.5:1: it reads darker there. */}
                <Typography id={idOf(key, 'where')} variant="body2" color={checked ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  {[translate(`attendance.site.types.${row.type}`), row.address].filter(Boolean).join(' · ')}
                </Typography>
                {shift && (
                  <Typography id={idOf(key, 'shift')} variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="site-shift">
                    {translate('workforce.site.shift', { time: timeRange(shift.start, shift.end), post: shift.postName })}
                  </Typography>
                )}
                <Box id={idOf(key, 'state')} sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
                  {shift && <Chip size="small" color="primary" label={translate('workforce.site.today')} data-testid="site-today" />}
                  {row.distance != null && <Chip size="small" variant="outlined" label={translate('attendance.site.distance', { distance: formatDistance(row.distance, locale) })} />}
                  {row.inside && <Chip size="small" color={INSIDE_COLOR[row.inside]} label={translate(INSIDE_LABEL[row.inside])} data-testid="site-inside" />}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
