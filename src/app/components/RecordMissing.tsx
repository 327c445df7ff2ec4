import { Box, Button, Typography } from '@mui/material';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Link, useResourceContext, useTranslate } from 'react-admin';
import { RESOURCES, type ResourceName } from '../../shared/resources';

/**
 * The record does not exist or belongs to a company the user does not manage (the API answers
 * 404 for both): a plain message in place of the page, and nothing of the record.
 */
export const RecordMissing = () => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const back = RESOURCES[resource as ResourceName]?.ui ?? '/';
  return (
    <Box data-testid="record-missing" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">{translate('people.missing.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 460, mx: 'auto' }}>{translate('people.missing.body')}</Typography>
      <Button component={Link} to={back} variant="outlined">{translate('people.missing.back')}</Button>
    </Box>
  );
};

/** Show and Edit options: no redirect to the list on a 404, the message above instead. */
export const missingProps = { queryOptions: { onError: () => undefined }, error: <RecordMissing /> } as const;
