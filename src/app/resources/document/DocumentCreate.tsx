import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, Link, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { DOCUMENT_OWNER_TYPES, DOCUMENT_TYPES, ZDocumentUpload, type TDocumentUpload } from '../../../shared/schemas/document';
import { titleOfFile } from '../../pages/documents/kinds';
import { DropZone } from './DropZone';
import { DocumentUploadInputs } from './OwnerInputs';
import { ownerPath } from './owners';
import { countOf } from './queue';
import { UploadQueue } from './UploadQueue';
import { useUploadQueue } from './useUploadQueue';

const resolver = zodResolver(ZDocumentUpload) as unknown as Resolver<FieldValues>;

/** `?ownerType=USER&ownerId=7&type=PAYSLIP` opens the page for that owner (from a person's Documents tab). */
export const prefillOf = (params: URLSearchParams) => {
  const ownerType = params.get('ownerType');
  const ownerId = Number(params.get('ownerId'));
  const type = params.get('type');
  return {
    ownerType: (DOCUMENT_OWNER_TYPES as readonly string[]).includes(ownerType ?? '') ? ownerType : 'USER',
    ownerId: Number.isInteger(ownerId) && ownerId > 0 ? ownerId : null,
    type: (DOCUMENT_TYPES as readonly string[]).includes(type ?? '') ? type : null,
    title: '',
    issuedAt: null,
    expiresAt: null,
  };
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ borderRadius: 3, minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em' }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * /document/create: one owner, one type and the dates, then as many files as dropped; each file
 * is its own document, sent with its own progress bar, and a failed one is retried alone.
 */
export const DocumentCreate = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const queue = useUploadQueue();
  const waiting = countOf(queue.rows, 'waiting');
  const uploading = countOf(queue.rows, 'uploading');
  const done = countOf(queue.rows, 'done');
  const finished = queue.rows.length > 0 && done === queue.rows.length;
  const lastDone = [...queue.rows].reverse().find((row) => row.document)?.document;

  const submit = (values: FieldValues) => {
    const upload = values as TDocumentUpload;
    return queue.uploadWaiting((file) => ({
      ownerType: upload.ownerType,
      ownerId: upload.ownerId,
      type: upload.type,
      title: upload.title || titleOfFile(file.name),
      issuedAt: upload.issuedAt,
      expiresAt: upload.expiresAt,
      visibleToOwner: upload.ownerType === 'USER' ? upload.visibleToOwner : undefined,
    }));
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title="menu.documentUpload" />
      <Form defaultValues={prefillOf(params)} resolver={resolver} onSubmit={submit} mode="onBlur" reValidateMode="onChange" noValidate>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Section title="resources.document.upload.details">
            <DocumentUploadInputs disabled={uploading > 0} />
          </Section>
          <Section title="resources.document.upload.files">
            <DropZone onFiles={queue.add} />
            <UploadQueue rows={queue.rows} onRemove={queue.remove} onRetry={(row) => void queue.retry(row)} />
            {queue.rows.length > 0 && (
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="upload-summary">
                {finished ? translate('resources.document.upload.allDone') : translate('resources.document.upload.summary', { done, total: queue.rows.length })}
              </Typography>
            )}
            {finished && lastDone && (
              <Alert severity="success" action={<Button component={Link} to={ownerPath(lastDone.ownerType, lastDone.ownerId)} color="inherit">{translate('resources.document.upload.toOwner')}</Button>}>
                {lastDone.ownerName ?? ''}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              <Button type="submit" variant="contained" disabled={!waiting || uploading > 0} sx={{ minHeight: 44 }} data-testid="upload-submit">
                {waiting ? translate('resources.document.upload.submit', { smart_count: waiting }) : translate('resources.document.upload.submitNone')}
              </Button>
              {done > 0 && (
                <Button onClick={queue.clearFinished} disabled={uploading > 0} sx={{ minHeight: 44 }}>{translate('resources.document.upload.clear')}</Button>
              )}
            </Box>
          </Section>
        </Box>
      </Form>
    </Box>
  );
};
