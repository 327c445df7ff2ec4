import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import { useTranslate } from 'react-admin';

const Part = ({ title, text }: { title: string; text: string }) => (
  <Box sx={{ mb: 1.5 }}>
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>{title}</Typography>
    <Typography variant="body2">{text}</Typography>
  </Box>
);

/** The notice on the position read at clocking: what, why, how long, who; accepting it is stored. */
export const NoticeDialog = ({ open, retentionDays, onAccept, onClose }: {
  open: boolean;
  retentionDays: number;
  onAccept: () => Promise<void>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const accept = async () => {
    setSaving(true);
    try {
      await onAccept();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="notice-title" data-testid="position-notice" scroll="paper" fullWidth maxWidth="sm">
      <DialogTitle id="notice-title" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <PrivacyTipOutlined color="primary" />
        {translate('attendance.notice.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>{translate('attendance.notice.intro')}</Typography>
        <Part title={translate('attendance.notice.whatTitle')} text={translate('attendance.notice.what')} />
        <Part title={translate('attendance.notice.whyTitle')} text={translate('attendance.notice.why')} />
        <Part
          title={translate('attendance.notice.howLongTitle')}
          text={`${translate('attendance.notice.howLong', { smart_count: retentionDays })}. ${translate('attendance.notice.howLongRest')}`}
        />
        <Part title={translate('attendance.notice.whoTitle')} text={translate('attendance.notice.who')} />
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > *': { width: { xs: '100%', sm: 'auto' } } }}>
        <Button onClick={onClose} size="large">{translate('attendance.notice.cancel')}</Button>
        <Button onClick={accept} variant="contained" size="large" disabled={saving} data-testid="notice-accept" sx={{ ml: { xs: '0 !important' } }}>
          {translate('attendance.notice.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
