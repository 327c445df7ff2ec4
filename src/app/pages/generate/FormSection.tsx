import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** One titled group of a generation form; two columns from a tablet up, one on a phone. */
export const FormSection = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ borderRadius: 3 }} component="section" aria-label={translate(title)} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate(title)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>{children}</Box>
      </CardContent>
    </Card>
  );
};

/** A field across both columns of its section. */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/**
 * A free text with suggestions as chips under it: a tap writes the suggestion, which stays editable.
 * Chips (rather than a datalist) show on every phone and say what is offered before typing.
 */
export const SuggestedTextInput = ({ suggestions, onPick, ...props }: TextInputProps & { suggestions: readonly string[]; onPick?: (value: string) => void }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = useWatch({ name: props.source }) as string | null | undefined;
  const offered = suggestions.filter((s) => s !== value);
  return (
    <Box>
      <TextInput {...props} fullWidth />
      {offered.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: -0.5, mb: 1.5 }} role="group" aria-label={translate('generate.suggestions')}>
          {offered.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              size="small"
              variant="outlined"
              onClick={() => {
                setValue(props.source, suggestion, { shouldDirty: true, shouldValidate: true });
                onPick?.(suggestion);
              }}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
