import { Box, Card, CardContent, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import { ZWorkRules, type TWorkRules, type TWorkRuleSet } from '../../../../shared/schemas/workforce';
import { requiredKeys } from '../../../components/requiredFields';

/** The rules the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZWorkRules);

type TRefusable = TWorkRules['refuse'][number];
type TNumberField = Exclude<keyof TWorkRules, 'refuse'>;

/** The rules in the order an office reads them, each with the check it may turn into a refusal. */
const FIELDS: ReadonlyArray<{ field: TNumberField; step: number; refuse?: TRefusable }> = [
  { field: 'minRestBetweenHours', step: 0.5, refuse: 'REST_BETWEEN' },
  { field: 'weeklyRestHours', step: 1, refuse: 'WEEKLY_REST' },
  { field: 'weeklyRestAverageDays', step: 1 },
  { field: 'maxWeeklyHours', step: 1, refuse: 'WEEKLY_HOURS' },
  { field: 'averageWeeklyHours', step: 1, refuse: 'AVERAGE_HOURS' },
  { field: 'averageWeeks', step: 1 },
  { field: 'breakAfterHours', step: 0.5 },
];

/** 'Rifiuta invece di avvisare' for one rule: membership of the set's `refuse` list. */
const RefuseCheckbox = ({ set, code, rule }: { set: TWorkRuleSet; code: TRefusable; rule: string }) => {
  const translate = useTranslate();
  const { field } = useController({ name: `rules.${set}.refuse` });
  const list: TRefusable[] = Array.isArray(field.value) ? field.value : [];
  const checked = list.includes(code);
  return (
    <FormControlLabel
      sx={{ mt: -1, mb: 1 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => field.onChange(event.target.checked ? [...list, code] : list.filter((c) => c !== code))}
          slotProps={{ input: { 'aria-label': translate('posts.settings.refuseOf', { rule, set: translate(`posts.settings.ruleSets.${set}`) }) } }}
          data-testid={`refuse-${set}-${code}`}
        />
      }
      label={<Typography variant="body2">{translate('posts.settings.refuse')}</Typography>}
    />
  );
};

/** One rule set (GPG under the CCNL, fiduciari under D.Lgs. 66/2003) as a group of its own. */
export const RuleSetCard = ({ set }: { set: TWorkRuleSet }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="fieldset" sx={{ m: 0, p: 0, minWidth: 0 }} data-testid={`rules-${set}`}>
      <CardContent>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, float: 'left', width: '100%' }}>
          {translate(`posts.settings.ruleSets.${set}`)}
        </Typography>
        <Box sx={{ clear: 'both', display: 'grid' }}>
          {FIELDS.map(({ field, step, refuse }) => {
            const label = translate(`posts.settings.fields.${field}`);
            return (
              <Box key={field} sx={{ display: 'grid' }}>
                <NumberInput source={`rules.${set}.${field}`} label={label} step={step} min={0} helperText={false} fullWidth required={REQUIRED.has(field)} />
                {refuse && <RefuseCheckbox set={set} code={refuse} rule={label} />}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
};
