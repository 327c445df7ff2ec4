import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, TextField, Typography } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { canDo, type TRequest, type TRequestEvent } from '../../../shared/schemas/request';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { formatDateTime } from '../attendance/format';
import { commentsQuery, replyToRequest, usePortalRefresh } from './api';

const Message = ({ message }: { message: TRequestEvent }) => {
  const translate = useTranslate();
  const mine = message.byClient;
  const author = ({ authorName }: TRequestEvent) => {
    if (mine) return authorName ?? translate('portal.conversation.you');
    return authorName ? translate('portal.conversation.office', { name: authorName }) : translate('portal.conversation.officeOnly');
  };
  return (
    <Box
      component="li"
      data-testid="request-message"
      data-mine={mine}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={{
          maxWidth: '88%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
        data-testid="request-message-text"
      >
        {message.text}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {`${author(message)} · ${formatDateTime(message.createdAt)}`}
      </Typography>
    </Box>
  );
};

/** The conversation with the office (what the office writes internally never reaches here), and the client's reply. */
export const Conversation = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = usePortalRefresh();
  const id = String(request.id);
  const { data = [], isPending, isError } = useQuery(commentsQuery(id));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = canDo('reply', request.status);
  const messages = data.filter((event) => event.kind === 'REPLY' && !event.internal);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(translate('validation.required'));
      return;
    }
    setBusy(true);
    try {
      const answer = await replyToRequest(request.id, text.trim());
      if (answer.status !== 201 && answer.message) notify(answer.message, { type: 'success' });
      setText('');
      setError(null);
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.text) setError(fields.text);
      notifyUnlessToasted(notify)(failure);
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <Card component="section" aria-labelledby="conversation-title" sx={{ borderRadius: 3 }} data-testid="conversation">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="conversation-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>{translate('portal.conversation.title')}</Typography>
        {isPending && <Skeleton variant="rounded" height={80} />}
        {isError && <Alert severity="error">{translate('portal.conversation.loadError')}</Alert>}
        {!isPending && !isError && !messages.length && (
          <Typography color="text.secondary" data-testid="conversation-empty">{translate(open ? 'portal.conversation.empty' : 'portal.conversation.none')}</Typography>
        )}
        {messages.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {messages.map((message) => <Message key={message.id} message={message} />)}
          </Box>
        )}
        {open ? (
          <Box component="form" onSubmit={send} noValidate sx={{ display: 'grid', gap: 1 }}>
            <TextField
              label={translate('portal.conversation.reply')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              error={!!error}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'reply-text' } }}
            />
            <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={busy} sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minHeight: 44 }} data-testid="reply-send">
              {translate('portal.conversation.send')}
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">{translate('portal.conversation.closed')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
