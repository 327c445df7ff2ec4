import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { Confirm, CreateBase, EditBase, Form, SaveButton, TextInput, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { type Resolver, type FieldValues, useFormState } from 'react-hook-form';
import { PositionInputs } from './map';
import { notifyUnlessToasted } from './mutationErrors';

export interface TGeoRecordDialogProps {
  resource: 'client-site' | 'place';
  /** An existing record to edit, or the defaults of a new one. */
  record: Partial<RaRecord> | null;
  resolver: Resolver<FieldValues>;
  /** The keys the resolver's schema requires (requiredKeys), marked on their inputs. */
  required: ReadonlySet<string>;
  title: string;
  /** Inputs shown above name and address (the company of a place). */
  before?: ReactNode;
  onClose: () => void;
  onSaved?: () => void;
}

/** Tells the dialog, which sits outside the form, whether anything was typed or picked. */
const DirtyWatcher = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};

/**
 * Create or edit a site with a position on the map and its geofence: name, address, map picker,
 * coordinates and radius. Full screen on phones. Escape or a click beside it closes an untouched
 * form; with changes it first asks whether to discard them. Cancel always closes.
 */
export const GeoRecordDialog = ({ resource, record, resolver, required, title, before, onClose, onSaved }: TGeoRecordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // Each new form reports its state on mount, so a reopened dialog starts clean.
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  if (!record) return null;
  const editing = record.id != null;
  const mutationOptions = {
    onSuccess: (saved: RaRecord) => {
      // A new site is announced by the server's 201 toast; an edit answers 200 without one.
      if (editing) notify('map.updated', { type: 'info', messageArgs: { name: saved?.name ?? record.name ?? '' } });
      onSaved?.();
      onClose();
    },
    onError: notifyUnlessToasted(notify),
  };
  const dismiss = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (reason && dirty.current) setAsking(true);
    else onClose();
  };
  const form = (
    <Form resolver={resolver} mode="onBlur" reValidateMode="onChange" record={record} noValidate>
      <DirtyWatcher onChange={setDirty} />
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {before}
          <TextInput source="name" resource={resource} fullWidth required={required.has('name')} />
          <TextInput source="address" resource={resource} fullWidth required={required.has('address')} />
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
    <Dialog open onClose={dismiss} fullScreen={fullScreen} maxWidth="md" fullWidth aria-label={translate(title)} data-testid="geo-dialog">
      {editing ? (
        <EditBase resource={resource} id={record.id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
          {form}
        </EditBase>
      ) : (
        <CreateBase resource={resource} record={record} redirect={false} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      )}
      <Confirm
        isOpen={asking}
        title="map.discardTitle"
        content="map.discardBody"
        confirm="map.discard"
        cancel="map.keepEditing"
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
};
