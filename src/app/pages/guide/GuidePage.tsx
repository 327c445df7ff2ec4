import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../../state/useAppState';
import { fetchGuide, GUIDE_KEY } from './api';
import { loadGuideText } from './content/load';
import { GuideSection } from './GuideSection';
import { fill, prepareGuide, resolve } from './prepare';
import { matchesAll, queryWords } from './search';

/**
 * /home/guide: the worker's guide, in the user's language, with their company's own rules and
 * phone. The text is its own chunk per language; a search narrows the topics (accents and case
 * aside) and marks the words found; /home/guide#<topic> opens one topic.
 */
export const GuidePage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const roles = useSessionUser()?.roles ?? [];
  const { hash } = useLocation();
  const text = useQuery({ queryKey: ['guide', 'text', locale], queryFn: () => loadGuideText(locale), staleTime: Infinity });
  const guide = useQuery({ queryKey: GUIDE_KEY, queryFn: ({ signal }) => fetchGuide(signal) });
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(hash ? [decodeURIComponent(hash.slice(1))] : []));

  const companies = guide.data?.companies ?? [];
  const company = companies.find((c) => c.id === companyId) ?? companies[0];
  const rolesKey = roles.join(',');
  const sections = useMemo(
    () => (text.data ? prepareGuide(text.data, { translate, company, roles: rolesKey.split(',') }) : []),
    [text.data, translate, company, rolesKey],
  );
  const words = queryWords(query);
  const shown = words.length ? sections.filter((section) => matchesAll(section.folded, words)) : sections;

  // A link to a topic (/home/guide#malattia) opens it and brings it into view once drawn.
  const ready = sections.length > 0;
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  const ui = text.data?.ui;
  if (text.isError) {
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void text.refetch()}>{translate('attendance.clock.retry')}</Button>}>{translate('pages.loadFailed.body')}</Alert>;
  }
  if (!ui || guide.isPending) {
    return <Box sx={{ maxWidth: 720, mx: 'auto' }}><Title title="menu.guide" /><Skeleton variant="rounded" height={240} sx={{ borderRadius: 3 }} data-testid="guide-loading" /></Box>;
  }
  const noPhone = resolve(ui.noPhone, { translate, company, ui }).map((s) => s.text).join('');
  const toggle = (id: string) => (isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="guide">
      <Title title="menu.guide" />
      <Typography color="text.secondary">{ui.intro}</Typography>
      {guide.isError && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void guide.refetch()} sx={{ minHeight: 44 }}>{ui.retry}</Button>}>{ui.loadError}</Alert>
      )}
      {companies.length > 1 && (
        <TextField select label={ui.company} value={company?.id ?? ''} onChange={(event) => setCompanyId(Number(event.target.value))} fullWidth data-testid="guide-company">
          {companies.map((c) => <MenuItem key={c.id} value={c.id} sx={{ minHeight: 48 }}>{c.name}</MenuItem>)}
        </TextField>
      )}
      <Box role="search" sx={{ display: 'grid', gap: 0.5 }}>
        <TextField
          type="search"
          label={ui.search}
          placeholder={ui.searchHint}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          autoComplete="off"
          // The browser's own clear cross would stand beside the big one below.
          sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
          slotProps={{
            htmlInput: { 'aria-describedby': 'guide-status', 'data-testid': 'guide-search' },
            input: {
              startAdornment: <InputAdornment position="start"><SearchOutlined /></InputAdornment>,
              endAdornment: query ? (
                <InputAdornment position="end">
                  <IconButton aria-label={ui.clear} onClick={() => setQuery('')} edge="end" sx={{ width: 48, height: 48 }}><ClearOutlined /></IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        {/* One live region: the count of topics found, or that none was. */}
        <Box id="guide-status" role="status" data-testid="guide-status">
          {words.length > 0 && shown.length > 0 && (
            <Typography variant="body2" color="text.secondary">{shown.length === 1 ? ui.oneResult : fill(ui.results, { count: shown.length })}</Typography>
          )}
          {words.length > 0 && !shown.length && (
            <Box sx={{ textAlign: 'center', py: 3 }} data-testid="guide-empty">
              <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>{ui.noResults}</Typography>
              <Typography color="text.secondary">{ui.noResultsHint}</Typography>
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {shown.map((section) => (
          <GuideSection
            key={section.id}
            section={section}
            expanded={words.length > 0 || open.has(section.id)}
            onToggle={toggle(section.id)}
            goTo={ui.goTo}
            company={company}
            ui={ui}
            noPhone={noPhone}
            words={words}
          />
        ))}
      </Box>
    </Box>
  );
};
