import { Alert, Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanInput, CheckboxGroupInput, NumberInput, RadioButtonGroupInput, ReferenceInput, SelectInput,
  TextInput, useGetList, useGetOne, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TClientSite } from '../../../../shared/schemas/client-site';
import type { TDocument } from '../../../../shared/schemas/document';
import { COURSE_KINDS, REQUIRED_QUALIFICATIONS, SERVICE_TYPES, ZPostCreate } from '../../../../shared/schemas/workforce';
import { requiredKeys } from '../../../components/requiredFields';
import { SlotInputs } from './SlotInputs';

export const serviceTypeChoices = SERVICE_TYPES.map((type) => ({ id: type, name: `posts.serviceTypes.${type}` }));
const qualificationChoices = REQUIRED_QUALIFICATIONS.map((code) => ({ id: code, name: `posts.qualifications.${code}` }));
/** The courses' names are the deadline kinds' (the training records they come from). */
const courseChoices = COURSE_KINDS.map((code) => ({ id: code, name: `deadlines.kinds.${code}` }));

/** The fields of a post the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZPostCreate);

const siteText = (site: TClientSite) => (site.address ? `${site.name} — ${site.address}` : site.name);

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ gridColumn: '1 / -1', fontWeight: 700, mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/** The documents of the site's client, offered as part of the orders. */
const OrderDocumentsInput = () => {
  const translate = useTranslate();
  const siteId = useWatch({ name: 'clientSiteId' }) as number | undefined;
  const { data: site } = useGetOne<TClientSite>('client-site', { id: siteId! }, { enabled: !!siteId });
  const { data = [], isPending } = useGetList<TDocument>(
    'document',
    { filter: { ownerType: 'CLIENT', ownerId: site?.clientId, status: 'ACTIVE' }, pagination: { page: 1, perPage: 200 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: !!site?.clientId },
  );
  if (!site) return <Typography color="text.secondary" variant="body2">{translate('posts.documents.pickSite')}</Typography>;
  if (!isPending && !data.length) return <Typography color="text.secondary" variant="body2" data-testid="order-documents-none">{translate('posts.documents.none')}</Typography>;
  return (
    <CheckboxGroupInput
      source="orderDocumentIds"
      label="posts.fields.orderDocumentIds"
      choices={data.map((doc) => ({ id: doc.id, name: doc.title }))}
      translateChoice={false}
      row={false}
      isPending={isPending}
    />
  );
};

/** One set of inputs for creating and editing a post. */
export const PostInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <Section title="posts.sections.post" />
      <ReferenceInput source="clientSiteId" reference="client-site" perPage={50}>
        <AutocompleteInput label="posts.fields.clientSiteId" optionText={siteText} fullWidth TextFieldProps={{ required: REQUIRED.has('clientSiteId') }} />
      </ReferenceInput>
      <TextInput source="name" required={REQUIRED.has('name')} label="posts.fields.name" fullWidth />
      <SelectInput source="serviceType" required={REQUIRED.has('serviceType')} label="posts.fields.serviceType" choices={serviceTypeChoices} fullWidth />
      <NumberInput source="headcount" required={REQUIRED.has('headcount')} label="posts.fields.headcount" min={1} max={50} step={1} defaultValue={1} fullWidth />
      <BooleanInput source="active" label="posts.fields.active" defaultValue />

      <Section title="posts.sections.requirements" />
      <RadioButtonGroupInput source="requiredQualification" label="posts.fields.requiredQualification" choices={qualificationChoices} defaultValue="ANY" />
      <BooleanInput source="armed" label="posts.fields.armed" defaultValue={false} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <AutocompleteArrayInput source="requiredCourses" label="posts.fields.requiredCourses" choices={courseChoices} defaultValue={[]} fullWidth />
      </Box>

      <Section title="posts.sections.slots" />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <SlotInputs />
      </Box>

      <Section title="posts.sections.orders" />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
        <Alert severity="info">{translate('posts.ordersNote')}</Alert>
        <TextInput source="orders" label="posts.fields.orders" multiline minRows={4} fullWidth />
        <OrderDocumentsInput />
      </Box>
    </Box>
  );
};
