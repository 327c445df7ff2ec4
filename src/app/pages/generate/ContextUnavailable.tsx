import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The form needs the company's people and places: without them it is not shown, and the call can be made again. */
export const ContextUnavailable = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="generate-context-error"
      action={<Button color="inherit" size="small" onClick={onRetry}>{translate('ra.action.refresh')}</Button>}
    >
      {translate('generate.contextUnavailable')}
    </Alert>
  );
};
