import type { InboxMessage } from '@app/contracts/admin';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { LoadMoreButton } from '../../lib/LoadMoreButton';
import { ActionForm } from './ActionForm';
import { adminKeys, fetchInbox, markAnswered, newRequestKey, replyToMessage } from './api';

/** The inbox: contact messages, unanswered first, newest first; reply by e-mail or mark answered. */
export function InboxPage() {
  const inbox = useInfiniteQuery({
    queryKey: adminKeys.inbox,
    queryFn: ({ pageParam }) => fetchInbox(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
  if (inbox.isPending) return <p aria-busy="true">Loading the inbox…</p>;
  if (inbox.isError) return <Alert kind="error">{inbox.error.message}</Alert>;
  const messages = inbox.data.pages.flatMap((p) => p.messages);
  if (messages.length === 0) return <p>No messages yet.</p>;
  const open = messages.filter((m) => !m.answeredAt).length;
  return (
    <div className="stack">
      <p>
        {open === 0 ? 'Every message shown is answered.' : `${open} unanswered ${open === 1 ? 'message' : 'messages'}.`}
      </p>
      <ul className="admin__messages">
        {messages.map((m) => (
          <li key={m.id}>
            <Message message={m} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <LoadMoreButton loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
          Show older messages
        </LoadMoreButton>
      )}
    </div>
  );
}

function Message({ message }: { message: InboxMessage }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'read' | 'reply' | 'answered'>('read');
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const finish = (text: string) => {
    setMode('read');
    setDone(text);
    void queryClient.invalidateQueries({ queryKey: adminKeys.inbox });
  };
  return (
    <article
      className={`form-panel stack admin__inbox-item${message.answeredAt ? '' : ' admin__inbox-item--open'}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="admin__inbox-title">
        {message.name} &lt;{message.email}&gt;
      </h2>
      <MessageBody message={message} />
      {done && (
        <Alert kind="success" ref={doneRef} focusable>
          {done}
        </Alert>
      )}
      {mode === 'reply' && <ReplyForm message={message} onDone={finish} onCancel={() => setMode('read')} />}
      {mode === 'answered' && (
        <ActionForm
          title="Mark answered without a reply"
          confirmLabel="Mark answered"
          check={() => `mark the message from ${message.email} answered; no e-mail is sent.`}
          send={async (reason, requestKey) => {
            await markAnswered(message.id, { reason, requestKey });
            return 'Marked answered.';
          }}
          onDone={finish}
          onCancel={() => setMode('read')}
        />
      )}
      {mode === 'read' && <MessageActions message={message} onMode={setMode} />}
    </article>
  );
}

/** The reply is e-mailed to the address the visitor typed and kept with the message (one reply per message). */
function ReplyForm({
  message,
  onDone,
  onCancel,
}: {
  message: InboxMessage;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  // One key per written reply: sending it again after a failure cannot send it twice.
  const requestKey = useRef(newRequestKey());
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write a reply.');
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const result = await replyToMessage(message.id, { text: text.trim(), requestKey: requestKey.current });
      onDone(
        result.sent
          ? `Reply sent to ${message.email}.`
          : `Reply stored; the mail server did not take it yet, so it will be retried.`,
      );
    } catch (err) {
      setSending(false);
      setError(err instanceof ApiError ? err.message : 'The reply did not reach the server. Try again.');
    }
  };
  return (
    <form className="form" onSubmit={(e) => void send(e)} noValidate>
      <Field label={`Reply to ${message.email}`} hint="Sent by e-mail with their message quoted." error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={field}
            rows={6}
            maxLength={10_000}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              requestKey.current = newRequestKey();
            }}
          />
        )}
      </Field>
      <div className="actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send reply'}
        </button>
        <button type="button" className="button button--ghost" disabled={sending} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** When it came and whether it was answered, the visitor's words, and the reply if there is one. */
function MessageBody({ message }: { message: InboxMessage }) {
  return (
    <>
      <p className="admin__muted">
        {formatDateTime(message.createdAt)} ·{' '}
        {message.answeredAt ? (
          <>
            answered by {message.answeredBy ?? 'an operator'} on {formatDateTime(message.answeredAt)}
          </>
        ) : (
          <strong className="admin__badge">Unanswered</strong>
        )}{' '}
        · <Link to={`/admin/customers?email=${encodeURIComponent(message.email)}`}>Look up this customer</Link>
      </p>
      <p className="admin__message-text">{message.message}</p>
      {message.reply !== null && (
        <div className="admin__reply">
          <p className="admin__muted">
            Reply{' '}
            {message.replySentAt ? `sent ${formatDateTime(message.replySentAt)}` : 'stored, not sent yet (retrying)'}
          </p>
          <p className="admin__message-text">{message.reply}</p>
        </div>
      )}
    </>
  );
}

function MessageActions({ message, onMode }: { message: InboxMessage; onMode: (mode: 'reply' | 'answered') => void }) {
  return (
    <div className="actions">
      {message.reply === null && (
        <button
          type="button"
          className="button button--small"
          aria-label={`Reply to ${message.name}`}
          onClick={() => onMode('reply')}
        >
          Reply
        </button>
      )}
      {!message.answeredAt && (
        <button
          type="button"
          className="button button--small button--ghost"
          aria-label={`Mark answered: the message from ${message.name}`}
          onClick={() => onMode('answered')}
        >
          Mark answered
        </button>
      )}
    </div>
  );
}
