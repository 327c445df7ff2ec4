import { Box } from '@mui/material';
import { BooleanInput, DateInput, TextInput } from 'react-admin';
import { ResourceEdit } from '../../components/ResourceEdit';
import { requiredKeys } from '../../components/requiredFields';
import { documentEditResolver, ZDocumentEdit } from './resolvers';

const REQUIRED = requiredKeys(ZDocumentEdit);

/** The office corrects what it typed; the file, the owner and the type stay (upload anew to change them). */
export const DocumentEdit = () => (
  <ResourceEdit resource="document" resolver={documentEditResolver}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="title" fullWidth required={REQUIRED.has('title')} />
      </Box>
      <DateInput source="issuedAt" fullWidth />
      <DateInput source="expiresAt" fullWidth />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <BooleanInput source="visibleToOwner" helperText="resources.document.upload.visibleHelp" />
      </Box>
    </Box>
  </ResourceEdit>
);
