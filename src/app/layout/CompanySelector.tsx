import { useState } from 'react';
import { Button, Divider, ListItemIcon, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useGetList, useRefresh, useTranslate } from 'react-admin';
import { ALL_COMPANIES } from '../../shared/resources';
import { appStore } from '../state/store';
import { useAppState } from '../state/useAppState';

/** Admin and moderator only: scopes every list and figure; 'Tutte le aziende' (id 0) means no filter. */
export const CompanySelector = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const current = useAppState((s) => s.company);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data = [] } = useGetList(
    'company',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { retry: false },
  );

  const currentName = current.id === 0 ? translate('topbar.allCompanies') : current.name;
  const choose = (company: { id: number; name: string }) => {
    setAnchor(null);
    if (company.id === current.id) return;
    appStore.set({ company });
    refresh();
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${translate('topbar.company')}: ${currentName}`}
        data-testid="company-selector"
        startIcon={<BusinessOutlined />}
        endIcon={compact ? undefined : <ExpandMore />}
        sx={{ maxWidth: { xs: 48, md: 260 }, minWidth: 0, px: { xs: 1, md: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        {!compact && <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{currentName}</span>}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420, minWidth: 240 } } }}>
        <MenuItem selected={current.id === 0} onClick={() => choose({ ...ALL_COMPANIES })}>
          <ListItemIcon>{current.id === 0 && <Check fontSize="small" />}</ListItemIcon>
          {translate('topbar.allCompanies')}
        </MenuItem>
        <Divider />
        {data.map((company) => (
          <MenuItem key={company.id} selected={company.id === current.id} onClick={() => choose({ id: Number(company.id), name: String(company.name) })}>
            <ListItemIcon>{company.id === current.id && <Check fontSize="small" />}</ListItemIcon>
            {company.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
