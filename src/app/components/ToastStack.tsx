import { Alert, AlertTitle, Box, Slide } from '@mui/material';
import { useToastList } from '../providers/useToastList';

/**
 * Toasts of the specification's section 8, stacked top right, each gone after its life. Without
 * react-admin (the words come as `translate`); the light sign-in page draws the same toasts in plain HTML.
 */
export const ToastStack = ({ translate }: { translate: (key: string) => string }) => {
  const { toasts, dismiss } = useToastList();

  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, md: 76 },
        right: { xs: 8, md: 20 },
        left: { xs: 8, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { sm: 380 },
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <Slide key={toast.id} direction="left" in mountOnEnter>
          <Alert
            data-testid="toast"
            data-severity={toast.severity}
            severity={toast.severity}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            slotProps={{ closeButton: { title: translate('toast.close'), 'aria-label': translate('toast.close') } }}
            sx={{ pointerEvents: 'auto', boxShadow: 6, alignItems: 'flex-start' }}
          >
            <AlertTitle sx={{ fontWeight: 700, mb: toast.message ? 0.25 : 0 }}>{translate(toast.title)}</AlertTitle>
            {toast.message && <span>{toast.message}</span>}
          </Alert>
        </Slide>
      ))}
    </Box>
  );
};
