import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { CreateBase, EditBase, Form, SaveButton, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { Resolver, FieldValues } from 'react-hook-form';
import { PositionInputs } from './map';
import { notifyUnlessToasted } from './mutationErrors';

export interface TGeoRecordDialogProps {
  resource: 'client-site' | 'place';
  /** An existing record to edit, or the defaults of a new one. */
  record: Partial<RaRecord> | null;
  resolver: Resolver<FieldValues>;
  title: string;
  /** Inputs shown above name and address (the company of a place). */
  before?: ReactNode;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * Create or edit a site with a position on the map and its geofence: name, address, map picker,
 * coordinates and radius. Full screen on phones.
 */
export const GeoRecordDialog = ({ resource, record, resolver, title, before, onClose, onSaved }: TGeoRecordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const mutationOptions = {
    onSuccess: () => {
      onSaved?.();
      onClose();
    },
    onError: notifyUnlessToasted(notify),
  };
  const form = (
    <Form resolver={resolver} mode="onBlur" reValidateMode="onChange" record={record}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {before}
          <TextInput source="name" resource={resource} fullWidth />
          <TextInput source="address" resource={resource} fullWidth />
        </Box>
        <PositionInputs />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SaveButton alwaysEnable />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-label={translate(title)} data-testid="geo-dialog">
      {record.id != null ? (
        <EditBase resource={resource} id={record.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource={resource} record={record} redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
    </Dialog>
  );
};
