import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Form, Loading, SaveButton, Title, useNotify, useTranslate } from 'react-admin';
import { todayInRome } from '../../../shared/dates';
import { COURSES } from '../../../shared/schemas/training';
import { fieldErrorsOf, findTrainingRecords, generateAttestati, toastFailure } from './api';
import { AttestatoInputs } from './AttestatoInputs';
import { attestatoDefaults, attestatoResolver, attestatoRows, participantErrors, type TAttestatoFormValues, type TAttestatoRow } from './attestatoForm';
import { AttestatoResults } from './AttestatoResults';
import { CompanySelect } from './CompanySelect';
import { ContextUnavailable } from './ContextUnavailable';
import { placeSuggestions } from './contractForm';
import { useGenerationCompany, useGenerationContext } from './hooks';

type TResult = { rows: TAttestatoRow[]; courseName: string };

const AttestatoForm = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: context, isError, refetch } = useGenerationContext(companyId);
  const people = context?.people ?? [];
  const [result, setResult] = useState<TResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const submit = async (values: Record<string, unknown>) => {
    const request = values as unknown as TAttestatoFormValues;
    try {
      const documents = await generateAttestati(request);
      // The register numbers are on the training records the session wrote; without them the rows still download.
      const records = await findTrainingRecords(documents.map((d) => d.id)).catch(() => []);
      setResult({ rows: attestatoRows(documents, records), courseName: request.courseCode ? COURSES[request.courseCode].name : '' });
      notify('generate.attestato.generated', { type: 'success', messageArgs: { smart_count: documents.length } });
    } catch (error) {
      toastFailure(error, notify);
      return participantErrors(fieldErrorsOf(error), request.userIds, people);
    }
  };

  // The form starts once the company and its people are known: the organiser is the company, signed by its legal representative.
  // A failed refetch in the background keeps the data, and the form with what was typed.
  if (!context) return isError ? <ContextUnavailable onRetry={() => void refetch()} /> : <Loading />;
  const { company, places } = context;
  const defaults = { ...attestatoDefaults(todayInRome(), company.name), organiserRepresentative: company.legalRepresentative ?? '' };
  return (
    <Form defaultValues={defaults} resolver={attestatoResolver} onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {people.length === 0 && <Alert severity="info">{translate('generate.noPeople')}</Alert>}
        <AttestatoInputs people={people} places={placeSuggestions(places, company.headOffice)} />
        <Box>
          <SaveButton label="generate.attestato.submit" icon={<WorkspacePremiumOutlined />} alwaysEnable sx={{ width: { xs: '100%', sm: 'auto' } }} data-testid="attestato-submit" />
        </Box>
        <Box ref={resultRef} sx={{ scrollMarginTop: 80 }}>
          {result && <AttestatoResults rows={result.rows} courseName={result.courseName} />}
        </Box>
      </Stack>
    </Form>
  );
};

/**
 * /document/generate-attestato: a course session and its participants give one attestato each
 * (Accordo Stato-Regioni 17/04/2025), with a register number and a training record per person.
 */
export const AttestatoPage = () => {
  const translate = useTranslate();
  const { choices, companyId, setCompanyId } = useGenerationCompany();
  return (
    <>
      <Title title="menu.documentCertificate" />
      <Stack spacing={2} sx={{ maxWidth: 920 }}>
        <Card sx={{ borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>{translate('generate.attestato.title')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('generate.attestato.intro')}</Typography>
            <Box sx={{ maxWidth: 480 }}>
              <CompanySelect choices={choices} value={companyId} onChange={setCompanyId} />
            </Box>
          </CardContent>
        </Card>
        {companyId !== '' && <AttestatoForm key={companyId} companyId={companyId} />}
      </Stack>
    </>
  );
};
