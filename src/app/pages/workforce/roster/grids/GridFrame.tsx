import type { ReactNode } from 'react';
import { Box, Card } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate, todayInRome } from '../../../../../shared/dates';
import { dayHeading, type TRange } from '../state/range';

const sticky = { position: 'sticky', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * The table both grids draw in: a heading row of days, the first column of rows' names kept in view
 * while the days scroll sideways inside the card (never the page, on a phone too).
 */
export const GridFrame = ({ range, days, corner, testId, children }: { range: TRange; days: string[]; corner: string; testId: string; children: ReactNode }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const today = todayInRome();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <Box
        tabIndex={0}
        role="region"
        aria-label={translate('roster.grid.label', { from: formatDate(range.from), to: formatDate(range.to) })}
        data-testid="roster-scroll"
        sx={{ overflow: 'auto', maxHeight: '75vh' }}
      >
        <Box component="table" data-testid={testId} sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: '0.85rem' }}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...sticky, left: 0, top: 0, zIndex: 3, textAlign: 'left', p: 1, minWidth: { xs: 130, sm: 200 } }}>
                {corner}
              </Box>
              {days.map((day) => {
                const { weekday, date } = dayHeading(day, locale);
                return (
                  <Box component="th" scope="col" key={day} data-day={day} sx={{ ...sticky, top: 0, zIndex: 2, textAlign: 'left', p: 1, minWidth: 128, fontWeight: day === today ? 800 : 600 }}>
                    <Box component="span" sx={{ textTransform: 'capitalize' }}>{weekday}</Box> {date}
                  </Box>
                );
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </Box>
      </Box>
    </Card>
  );
};

/** A row's name, kept in view at the left while the days scroll. */
export const RowHead = ({ children }: { children: ReactNode }) => (
  <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', textAlign: 'left', verticalAlign: 'top', p: 1, borderBottom: 1, borderRight: 1, borderColor: 'divider' }}>
    {children}
  </Box>
);
