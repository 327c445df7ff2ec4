import { Box, Typography } from '@mui/material';
import {
  CheckboxGroupInput, DateInput, RadioButtonGroupInput, ReferenceInput, AutocompleteInput, TextInput, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { QualificationInputs } from './QualificationInputs';
import { rolesGrantableBy } from '../../../shared/roles';
import { SEXES, ZUserCreate } from '../../../shared/schemas/user';
import { requiredKeys } from '../../components/requiredFields';
import { useCompanyChoices } from '../../components/companies';
import { useSessionUser } from '../../state/useAppState';
import { FiscalCodeInput } from './FiscalCodeInput';

export const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" color="primary" sx={{ gridColumn: '1 / -1', mt: 1, mb: 0.5, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
      {translate(title)}
    </Typography>
  );
};

export const sexChoices = SEXES.map((sex) => ({ id: sex, name: `resources.user.sex.${sex}` }));

/** Only the roles the signed-in user may grant are offered (a moderator never grants admin or moderator). */
const RolesInput = () => {
  const user = useSessionUser();
  const choices = rolesGrantableBy(user?.roles ?? []).map((role) => ({ id: role, name: `roles.${role}` }));
  return <CheckboxGroupInput source="roles" choices={choices} isRequired sx={{ gridColumn: '1 / -1' }} />;
};

const CompaniesInput = ({ required }: { required: boolean }) => {
  const { choices } = useCompanyChoices();
  return (
    <CheckboxGroupInput
      source="companyIds"
      isRequired={required}
      choices={choices}
      translateChoice={false}
      helperText="resources.user.companiesHelp"
      sx={{ gridColumn: '1 / -1' }}
    />
  );
};

/** A client user belongs to one client; the field appears only with the Cliente role. */
const ClientInput = () => {
  const roles = useWatch({ name: 'roles' }) as string[] | undefined;
  if (!roles?.includes('ROLE_CLIENT')) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ReferenceInput source="clientId" reference="client">
        <AutocompleteInput optionText="name" fullWidth TextFieldProps={{ required: true }} />
      </ReferenceInput>
    </Box>
  );
};

const SCHEMA_REQUIRED = requiredKeys(ZUserCreate);

/**
 * Which fields are marked required: those of the schema, and those of the rules across fields
 * (userRuleIssues) as the roles ticked make them apply.
 */
const useRequiredUserFields = () => {
  const roles = (useWatch({ name: 'roles' }) as string[] | undefined) ?? [];
  const client = roles.includes('ROLE_CLIENT');
  return (source: string) =>
    SCHEMA_REQUIRED.has(source) ||
    source === 'roles' ||
    (source === 'fiscalCode' && !client) ||
    (source === 'username' && client) ||
    (source === 'companyIds' && !client && !roles.includes('ROLE_ADMIN'));
};

/** Every field of the user, shared by create and edit (the edit checks the same rules). */
export const UserInputs = () => {
  const isRequired = useRequiredUserFields();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <Section title="resources.user.sections.identity" />
      <TextInput source="lastName" fullWidth autoComplete="off" required={isRequired('lastName')} />
      <TextInput source="firstName" fullWidth autoComplete="off" required={isRequired('firstName')} />
      <FiscalCodeInput required={isRequired('fiscalCode')} />
      <DateInput source="birthDate" fullWidth />
      <RadioButtonGroupInput source="sex" choices={sexChoices} row />
      <TextInput source="birthPlace" fullWidth />
      <Box />
      <Section title="resources.user.sections.contacts" />
      <TextInput source="email" type="email" fullWidth autoComplete="off" required={isRequired('email')} />
      <TextInput source="phone" type="tel" fullWidth />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="address" fullWidth />
      </Box>
      <Section title="resources.user.sections.work" />
      <TextInput source="jobTitle" fullWidth />
      <TextInput source="contractType" fullWidth />
      <DateInput source="hireDate" fullWidth />
      <DateInput source="endDate" fullWidth />
      <QualificationInputs />
      <Section title="resources.user.sections.access" />
      <RolesInput />
      <CompaniesInput required={isRequired('companyIds')} />
      <ClientInput />
      <TextInput source="username" fullWidth helperText="resources.user.usernameHelp" autoComplete="off" required={isRequired('username')} />
    </Box>
  );
};
