import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Loading, SaveButton, Title, useNotify, useTranslate } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { canAccessPath } from '../../../shared/access';
import { fullName } from '../../resources/user/name';
import { useSessionUser } from '../../state/useAppState';
import { downloadDocument, fieldErrorsOf, generateContract, toastFailure } from './api';
import { CompanySelect } from './CompanySelect';
import { CONTRACT_DEFAULTS, contractResolver, placeSuggestions, type TContractFormValues, type TPerson } from './contractForm';
import { ContractSections } from './ContractSections';
import { ContractTemplateCard, TemplateRefusal } from './ContractTemplateCard';
import { ContextUnavailable } from './ContextUnavailable';
import { useGenerationCompany, useGenerationContext } from './hooks';
import { refusalOf, type TTemplateRefusal } from './template';

type TGenerated = { document: TDocument; person: TPerson };

const documentsPath = (userId: number) => `/user/${userId}/show/documents`;

/** Where the letter went: open it again, or see it among the person's documents (when the role may). */
const Generated = ({ generated }: { generated: TGenerated }) => {
  const translate = useTranslate();
  const user = useSessionUser();
  const path = documentsPath(generated.person.id);
  const name = fullName(generated.person);
  return (
    <Alert severity="success" data-testid="contract-generated" sx={{ borderRadius: 2 }}>
      <AlertTitle>{translate('generate.contract.generated', { name })}</AlertTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 0.5, alignItems: { sm: 'center' } }}>
        <Button size="small" variant="outlined" color="inherit" startIcon={<FileDownloadOutlined />} onClick={() => void downloadDocument(generated.document.id)}>
          {translate('generate.contract.open')}
        </Button>
        {canAccessPath(user?.roles, path) && (
          <Link component={RouterLink} to={path} data-testid="contract-documents-link">
            {translate('generate.contract.openDocuments', { name })}
          </Link>
        )}
      </Stack>
    </Alert>
  );
};

const FIELDS = new Set(Object.keys(CONTRACT_DEFAULTS));

/** The form of one company's letter; a new company starts a new form. */
const ContractForm = ({ companyId, onProblem }: { companyId: number; onProblem: (problem: TTemplateRefusal | null) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useSessionUser();
  const { data: context, isError, refetch } = useGenerationContext(companyId);
  const people = context?.people ?? [];
  const [person, setPerson] = useState<TPerson | undefined>();
  const [generated, setGenerated] = useState<TGenerated | null>(null);
  const [problem, setProblem] = useState<TTemplateRefusal | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setProblem(null);
    onProblem(null);
    try {
      const document = await generateContract(values as TContractFormValues);
      const chosen = person ?? people.find((p) => p.id === values.userId);
      if (chosen) setGenerated({ document, person: chosen });
      const name = chosen ? fullName(chosen) : '';
      const path = chosen && canAccessPath(user?.roles, documentsPath(chosen.id)) ? documentsPath(chosen.id) : undefined;
      notify(
        <Alert severity="success" variant="filled" data-testid="contract-toast">
          <AlertTitle sx={{ mb: path ? 0.25 : 0 }}>{translate('generate.contract.generated', { name })}</AlertTitle>
          {path && <Link component={RouterLink} to={path} color="inherit">{translate('generate.contract.openDocuments', { name })}</Link>}
        </Alert>,
        { type: 'success' },
      );
      await downloadDocument(document.id).catch((error: unknown) => toastFailure(error, notify));
    } catch (error) {
      toastFailure(error, notify);
      const errors = fieldErrorsOf(error);
      const known = Object.fromEntries(Object.entries(errors).filter(([field]) => FIELDS.has(field)));
      // What the form cannot show on a field (a template's missing placeholders) is said beside the button.
      if (Object.keys(known).length < Object.keys(errors).length || !Object.keys(errors).length) {
        const refusal = refusalOf(error);
        setProblem(refusal);
        onProblem(refusal);
      }
      return known;
    }
  };

  // The form starts once the company is known: its head office is the place of work until another is typed.
  // A failed refetch in the background keeps the data, and the form with what was typed.
  if (!context) return isError ? <ContextUnavailable onRetry={() => void refetch()} /> : <Loading />;
  const { company, places } = context;
  return (
    <Form defaultValues={{ ...CONTRACT_DEFAULTS, placeOfWork: company.headOffice ?? '' }} resolver={contractResolver} onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {people.length === 0 && <Alert severity="info">{translate('generate.noPeople')}</Alert>}
        <ContractSections people={people} places={placeSuggestions(places, company.headOffice)} onPerson={setPerson} />
        {problem && <TemplateRefusal refusal={problem} title="generate.contract.failed" testId="contract-problem" />}
        {generated && <Generated generated={generated} />}
        <Box>
          <SaveButton label="generate.contract.submit" icon={<DrawOutlined />} alwaysEnable sx={{ width: { xs: '100%', sm: 'auto' } }} data-testid="contract-submit" />
        </Box>
      </Stack>
    </Form>
  );
};

/**
 * /document/generate: the employment letter of a person of the company, with every item of the
 * Decreto Trasparenza; stored as their CONTRACT document, which they acknowledge in the app.
 */
export const ContractPage = () => {
  const translate = useTranslate();
  const { choices, companyId, setCompanyId } = useGenerationCompany();
  const [problem, setProblem] = useState<TTemplateRefusal | null>(null);
  return (
    <>
      <Title title="menu.documentGenerate" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>{translate('generate.contract.title')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('generate.contract.intro')}</Typography>
              <Box sx={{ maxWidth: 480 }}>
                <CompanySelect choices={choices} value={companyId} onChange={setCompanyId} />
              </Box>
            </CardContent>
          </Card>
          {companyId !== '' && <ContractForm key={companyId} companyId={companyId} onProblem={setProblem} />}
        </Stack>
        {companyId !== '' && (
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <ContractTemplateCard companyId={companyId} problem={problem} />
          </Box>
        )}
      </Box>
    </>
  );
};
