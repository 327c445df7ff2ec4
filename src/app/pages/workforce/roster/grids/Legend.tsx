import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { COVERAGE_COLOUR, COVERAGES } from './coverage';

/** What the colours and the dashed border of the posts grid mean, in words. */
export const Legend = () => {
  const translate = useTranslate();
  const swatch = { display: 'inline-block', width: 18, height: 18, borderRadius: 0.5, verticalAlign: 'middle', mr: 0.75 } as const;
  return (
    <Box component="section" aria-labelledby="roster-legend" data-testid="roster-legend" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Typography id="roster-legend" variant="subtitle2" component="h2">{translate('roster.coverage.legend')}</Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, fontSize: '0.85rem' }}>
        {COVERAGES.map((coverage) => (
          <li key={coverage}>
            <Box component="span" aria-hidden sx={{ ...swatch, borderLeft: 4, borderColor: `${COVERAGE_COLOUR[coverage]}.main`, bgcolor: (theme) => alpha(theme.palette[COVERAGE_COLOUR[coverage]].main, 0.12) }} />
            {translate(`roster.coverage.${coverage}`)}
          </li>
        ))}
        <li>
          <Box component="span" aria-hidden sx={{ ...swatch, border: 2, borderStyle: 'dashed', borderColor: 'text.secondary' }} />
          {translate('roster.coverage.draft')}
        </li>
      </Box>
    </Box>
  );
};
