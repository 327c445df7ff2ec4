import { Box, Chip, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  AutocompleteInput, CreateButton, DataTable, FilterButton, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TopToolbar,
  useTranslate,
} from 'react-admin';
import type { TPost } from '../../../../shared/schemas/workforce';
import { POSTS, PostsScope } from './scope';
import { slotsSummary } from './slots';

const activeChoices = [
  { id: true, name: 'posts.filters.activeYes' },
  { id: false, name: 'posts.filters.activeNo' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="clientSiteId" source="clientSiteId" reference="client-site" alwaysOn>
    <AutocompleteInput label="posts.filters.site" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="clientId" source="clientId" reference="client">
    <AutocompleteInput label="posts.filters.client" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="active" source="active" label="posts.filters.active" choices={activeChoices} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="posts.create" />
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }} data-testid="list-empty">
      <PlaceOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">{translate('posts.empty')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('posts.emptyHint')}</Typography>
      <CreateButton label="posts.create" variant="contained" />
    </Box>
  );
};

/** Active in words, not only colour; a deactivated post is greyed. */
const ActiveChip = ({ post }: { post: TPost }) => {
  const translate = useTranslate();
  return post.active ? (
    <Chip size="small" color="success" variant="outlined" label={translate('posts.fields.active')} />
  ) : (
    <Chip size="small" label={translate('posts.inactive')} />
  );
};

const Col = DataTable.Col<TPost>;

const inactiveSx = (post: TPost) => (post.active ? {} : { '& td': { color: 'text.secondary' } }) as SxProps;

const Table = () => {
  const translate = useTranslate();
  return (
    <DataTable<TPost> rowClick="edit" bulkActionButtons={false} rowSx={inactiveSx}>
      <Col source="name" label="posts.fields.name" render={(post) => <Box component="span" sx={{ fontWeight: 600 }}>{post.name}</Box>} />
      <Col source="siteName" label="posts.fields.site" disableSort render={(post) => `${post.clientName} · ${post.siteName}`} />
      <Col source="serviceType" label="posts.fields.serviceType" render={(post) => translate(`posts.serviceTypes.${post.serviceType}`)} />
      <Col source="armed" label="posts.fields.armed" render={(post) => translate(post.armed ? 'posts.yes' : 'posts.no')} />
      <Col source="requiredQualification" label="posts.fields.requiredQualification" render={(post) => translate(`posts.qualifications.${post.requiredQualification}`)} />
      <Col source="headcount" label="posts.fields.headcount" align="right" />
      <Col source="timeSlots" label="posts.fields.timeSlots" disableSort render={(post) => <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{slotsSummary(post.timeSlots, translate)}</Box>} />
      <Col source="active" label="posts.fields.active" render={(post) => <ActiveChip post={post} />} />
    </DataTable>
  );
};

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<TPost>
      linkType="edit"
      primaryText={(post) => post.name}
      secondaryText={(post) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
          <span>{`${post.clientName} · ${post.siteName}`}</span>
          <span>{`${translate(`posts.serviceTypes.${post.serviceType}`)} · ${slotsSummary(post.timeSlots, translate)}`}</span>
        </Box>
      )}
      tertiaryText={(post) => <ActiveChip post={post} />}
    />
  );
};

/** /workforce/posts: what was sold at each client site; a row opens the post. */
export const PostList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <PostsScope>
      <List resource={POSTS} title="posts.title" filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<Empty />}>
        {isSmall ? <PhoneList /> : <Table />}
      </List>
    </PostsScope>
  );
};
