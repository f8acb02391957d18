import { control, time, useAction, usePoll } from '../api';

interface Message {
  id: string;
  sentAt: string;
  to: string;
  kind: string;
  subject: string;
  code?: string;
  link?: string;
}

/** The e-mails the emulator "sent" (`GET /__emulator/outbox`), newest first: codes and links. */
export function Outbox() {
  const [data, reload] = usePoll<{ messages: Message[] }>('outbox');
  const [error, run] = useAction(reload);
  const messages = [...(data?.messages ?? [])].reverse();
  return (
    <section>
      <div className="bar">
        <h2>Outbox</h2>
        <span className="pill">{messages.length}</span>
        <button onClick={() => run(() => control('outbox', 'DELETE'))}>Clear</button>
      </div>
      {error && <p className="error">{error}</p>}
      {data && messages.length === 0 && <p className="empty">No e-mails yet: sign-up codes and recovery links land here.</p>}
      <ul className="list">
        {messages.map((message) => (
          <li key={message.id} className="mail">
            <div>
              <b>{message.subject}</b>
              <div className="muted">
                to {message.to} · {message.kind} · {time(message.sentAt)}
              </div>
            </div>
            {message.code && (
              <output className="code" aria-label={`code for ${message.to}`}>
                {message.code}
              </output>
            )}
            {message.link && (
              <a href={message.link} target="_blank" rel="noreferrer">
                Open link
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
