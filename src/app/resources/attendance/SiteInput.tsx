import { useCallback, useEffect, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { AutocompleteInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCompanyChoices } from '../../components/companies';
import { matchesSite, siteChoices, type TSiteChoice } from './siteChoice';

/** The most rows the list protocol answers in one page. */
const ALL = { page: 1, perPage: 500 };

type TTranslate = ReturnType<typeof useTranslate>;

/** The sites of some companies (all those in the caller's scope when `companyIds` is undefined). */
const useSites = (companyIds: number[] | undefined, current: TSiteChoice | undefined) => {
  const filter = companyIds ? { companyId: companyIds } : {};
  const enabled = companyIds === undefined || companyIds.length > 0;
  const places = useGetList('place', { pagination: ALL, sort: { field: 'name', order: 'ASC' }, filter }, { enabled });
  const clientSites = useGetList('client-site', { pagination: ALL, sort: { field: 'name', order: 'ASC' }, filter }, { enabled });
  const choices = useMemo(
    () =>
      siteChoices({
        places: enabled ? (places.data ?? []) : [],
        clientSites: enabled ? ((clientSites.data ?? []) as Array<{ id: number; name: string; address: string | null; companyId: number; clientName: string }>) : [],
        current,
      }),
    [enabled, places.data, clientSites.data, current],
  );
  const isPending = enabled && (places.isPending || clientSites.isPending);
  // The input keeps the first option it finds for its value: offer none until both lists are in.
  return { choices: isPending ? [] : choices, isPending };
};

/** "Sede aziendale" (with the company when several are listed) or the client's name. */
const useKindLabel = (choices: TSiteChoice[]) => {
  const translate = useTranslate();
  const { choices: companies } = useCompanyChoices();
  const severalCompanies = new Set(choices.map((c) => c.companyId)).size > 1;
  return useCallback(
    (choice: TSiteChoice) => {
      if (choice.type === 'CLIENT_SITE') return choice.clientName ?? translate('attendance.site.types.CLIENT_SITE');
      const company = severalCompanies ? companies.find((c) => c.id === choice.companyId)?.name : undefined;
      return [translate('attendance.site.types.PLACE'), company].filter(Boolean).join(' · ');
    },
    [translate, companies, severalCompanies],
  );
};

const SiteOption = ({ kindOf }: { kindOf: (choice: TSiteChoice) => string }) => {
  const choice = useRecordContext<TSiteChoice>();
  if (!choice) return null;
  const Icon = choice.type === 'PLACE' ? ApartmentOutlined : StorefrontOutlined;
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', minWidth: 0, py: 0.25 }} data-testid="site-choice" data-type={choice.type}>
      <Icon fontSize="small" color={choice.type === 'PLACE' ? 'primary' : 'action'} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ lineHeight: 1.3 }}>{choice.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[kindOf(choice), choice.address].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
};

const groupOf = (translate: TTranslate) => (choice: TSiteChoice) => translate(`resources.attendance.siteGroups.${choice.type}`);

/**
 * One picker for where the work was done: the company's own places and its clients' sites,
 * grouped, each with its kind or client below the name, searchable by name, client or address.
 * Its value is `PLACE:3` or `CLIENT_SITE:7` under `source`; the transforms turn it into
 * siteType and siteId. Without `current`, a chosen site that leaves the lists is cleared.
 */
export const SiteInput = ({
  companyIds,
  current,
  source = 'site',
  helperText = 'resources.attendance.siteHelp',
  label = 'resources.attendance.fields.siteId',
  sx,
}: {
  /** The companies whose sites are listed; undefined lists every site the caller may see. */
  companyIds: number[] | undefined;
  /** The record's own site, listed even when the lists no longer hold it. */
  current?: TSiteChoice;
  source?: string;
  /** false in a filter bar, where the hint would only take room. */
  helperText?: string | false;
  /** Also what a filter bar's "add filter" menu shows. */
  label?: string;
  /** Its width in a filter bar; elsewhere it takes the form's. */
  sx?: object;
}) => {
  const translate = useTranslate();
  const { choices, isPending } = useSites(companyIds, current);
  const kindOf = useKindLabel(choices);
  const inputText = useCallback((choice: TSiteChoice) => `${choice.name} · ${kindOf(choice)}`, [kindOf]);
  const matchSuggestion = useCallback((filter: string, choice: TSiteChoice) => matchesSite(filter, choice, inputText(choice)), [inputText]);
  const value = useWatch({ name: source }) as string | null | undefined;
  const { setValue } = useFormContext();
  // Another worker (another company) may leave the chosen site outside the lists.
  useEffect(() => {
    if (!current && !isPending && value && !choices.some((c) => c.id === value)) setValue(source, '', { shouldDirty: true });
  }, [current, isPending, value, choices, setValue, source]);
  return (
    <AutocompleteInput
      source={source}
      defaultValue={current?.id}
      label={label}
      choices={choices}
      isPending={isPending}
      optionText={<SiteOption kindOf={kindOf} />}
      inputText={inputText}
      matchSuggestion={matchSuggestion}
      groupBy={groupOf(translate)}
      translateChoice={false}
      noOptionsText="resources.attendance.noSites"
      helperText={helperText}
      fullWidth
      sx={sx}
    />
  );
};
