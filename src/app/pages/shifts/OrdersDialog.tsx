import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPostOrders } from '../../../shared/schemas/workforce-roster';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { formatDate, formatDateTime } from '../attendance/format';
import { acknowledgeOrders, downloadOrderDocument, fetchOrders, ordersKey } from './orders-api';

/** Whether the guard's acknowledgement covers the orders as they are now. */
export const isAcknowledged = (orders: Pick<TPostOrders, 'acknowledgedVersion' | 'ordersVersion'>) =>
  orders.acknowledgedVersion != null && orders.acknowledgedVersion >= orders.ordersVersion;

const Documents = ({ orders }: { orders: TPostOrders }) => {
  const translate = useTranslate();
  const notify = useNotify();
  if (!orders.documents.length) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>{translate('workforce.orders.documents')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.documents.map((document) => (
          <li key={document.id}>
            <Button
              onClick={() => void downloadOrderDocument(orders.postId, document.id).catch(notifyUnlessToasted(notify))}
              startIcon={<DownloadOutlined />}
              data-testid="orders-document"
              sx={{ minHeight: 48, justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {document.title}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
};

/**
 * A post's orders as the guard reads them before a shift: the text with its line breaks, the
 * documents to download, the version; one button records that they were read and understood.
 */
export const OrdersDialog = ({ postId, postName, onClose, onAcknowledged }: { postId: number; postName: string; onClose: () => void; onAcknowledged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data: orders, isPending, isError, refetch } = useQuery({ queryKey: ordersKey(postId), queryFn: ({ signal }) => fetchOrders(postId, signal) });
  const [saving, setSaving] = useState(false);
  const acknowledge = () => {
    setSaving(true);
    acknowledgeOrders(postId)
      .then((answer) => {
        queryClient.setQueryData(ordersKey(postId), answer);
        onAcknowledged();
        // The button that had focus is gone: the dialog's way out takes it.
        closeRef.current?.focus();
      }, notifyUnlessToasted(notify))
      .finally(() => setSaving(false));
  };
  const done = orders && isAcknowledged(orders);
  return (
    <Dialog open onClose={onClose} aria-labelledby="orders-title" data-testid="orders-dialog" scroll="paper" fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id="orders-title" sx={{ overflowWrap: 'anywhere' }}>
        {translate('workforce.orders.title', { post: orders?.postName ?? postName })}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress aria-label={translate('app.loading')} /></Box>}
        {isError && (
          <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 44 }}>{translate('attendance.clock.retry')}</Button>}>
            {translate('workforce.orders.loadError')}
          </Alert>
        )}
        {orders && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {[orders.siteName, orders.siteAddress].filter(Boolean).join(' · ')}
            </Typography>
            {orders.acknowledgedVersion != null && !done && <Alert severity="warning" sx={{ mb: 1.5 }}>{translate('workforce.orders.changed')}</Alert>}
            <Typography data-testid="orders-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {orders.orders?.trim() || translate('workforce.orders.none')}
            </Typography>
            <Documents orders={orders} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="orders-version">
              {translate('workforce.orders.version', { version: orders.ordersVersion, date: orders.ordersUpdatedAt ? formatDate(orders.ordersUpdatedAt) : '—' })}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
        <Button ref={closeRef} onClick={onClose} size="large" sx={{ minHeight: 48 }}>{translate('workforce.orders.close')}</Button>
        <Box role="status" sx={{ ml: { xs: '0 !important', sm: 1 }, display: 'flex', justifyContent: 'center' }}>
          {done && orders.acknowledgedAt && (
            <Typography data-testid="orders-acknowledged" sx={{ display: 'flex', alignItems: 'center', color: 'success.dark', fontWeight: 700, minHeight: 48 }}>
              {translate('workforce.orders.acknowledged', { date: formatDateTime(orders.acknowledgedAt) })}
            </Typography>
          )}
        </Box>
        {orders && !done && (
          <Button
            onClick={acknowledge}
            variant="contained"
            size="large"
            disabled={saving}
            data-testid="orders-acknowledge"
            sx={{ minHeight: 48, ml: { xs: '0 !important' } }}
          >
            {translate('workforce.orders.acknowledge')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
