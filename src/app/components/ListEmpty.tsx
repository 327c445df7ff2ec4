import { Box, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';

/** An empty list that says what to do: create the first record, or change the filters. */
export const ListEmpty = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }} data-testid="list-empty">
      <InboxOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">{translate(`resources.${resource}.empty.title`)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate(`resources.${resource}.empty.body`)}</Typography>
      {canAccess && <CreateButton resource={resource} variant="contained" />}
    </Box>
  );
};
