import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, HttpError, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { request } from '../../providers/httpClient';

interface TFormDialogProps {
  open: boolean;
  title: string;
  /** The API path the form is POSTed to. */
  path: string;
  resolver: Resolver<FieldValues>;
  defaultValues: FieldValues;
  onClose: () => void;
  onSaved: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * A dialog with one form, checked in the browser by the same zod schema as on the server and sent
 * as JSON; a 400's field errors are shown on their fields (the HTTP client has toasted it).
 */
export const FormDialog = ({ open, title, path, resolver, defaultValues, onClose, onSaved, testId, children }: TFormDialogProps) => {
  const translate = useTranslate();
  const submit = async (values: FieldValues) => {
    try {
      await request(path, { method: 'POST', body: values });
      onSaved();
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      return errors && Object.keys(errors).length ? errors : undefined;
    }
  };
  const titleId = `${testId}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid={testId}>
      {open && (
        <Form onSubmit={submit} resolver={resolver} defaultValues={defaultValues} mode="onBlur" reValidateMode="onChange" noValidate>
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>{children}</DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable sx={{ minHeight: 44 }} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
