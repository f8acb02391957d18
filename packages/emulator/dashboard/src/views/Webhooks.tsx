import { useState } from 'react';
import { control, time, useAction, usePoll } from '../api';

interface Attempt {
  status: number;
  error?: string;
  time: string;
  answer?: string;
}
interface Delivery {
  id: string;
  eventType: string;
  entityId: string;
  url: string;
  attempts: Attempt[];
  delivered: boolean;
  done: boolean;
}

/** Webhook subscriptions and deliveries with their attempts; subscribe, unsubscribe, redeliver. */
export function Webhooks() {
  const [subs, reloadSubs] = usePoll<{ subscriptions: { id: string; url: string; eventTypes?: string[] }[] }>('webhooks/subscriptions');
  const [data, reloadDeliveries] = usePoll<{ deliveries: Delivery[] }>('webhooks/deliveries');
  const [error, run] = useAction(() => {
    reloadSubs();
    reloadDeliveries();
  });
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState('');
  const deliveries = [...(data?.deliveries ?? [])].reverse();
  const subscribe = () => {
    const eventTypes = types.split(/[\s,]+/).filter(Boolean);
    run(() => control('webhooks/subscriptions', 'POST', { url, ...(eventTypes.length ? { eventTypes } : {}) }).then(() => setUrl('')));
  };
  return (
    <section>
      <h2>Webhook subscriptions</h2>
      {error && <p className="error">{error}</p>}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          subscribe();
        }}
      >
        <input aria-label="webhook URL" type="url" required placeholder="http://localhost:3000/webhooks" value={url} onChange={(e) => setUrl(e.target.value)} />
        <input aria-label="event types" placeholder="event types (all when empty)" value={types} onChange={(e) => setTypes(e.target.value)} />
        <button>Subscribe</button>
      </form>
      <ul className="list">
        {subs?.subscriptions.map((sub) => (
          <li key={sub.id}>
            <div>
              <code>{sub.url}</code>
              <div className="muted">{sub.eventTypes?.join(', ') ?? 'all events'}</div>
            </div>
            <button onClick={() => run(() => control(`webhooks/subscriptions/${sub.id}`, 'DELETE'))}>Remove</button>
          </li>
        ))}
      </ul>
      <div className="bar">
        <h2>Deliveries</h2>
        <span className="pill">{deliveries.length}</span>
      </div>
      {data && deliveries.length === 0 && <p className="empty">No deliveries: events are delivered to the subscriptions above.</p>}
      <ul className="list">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="delivery">
            <div>
              <b>{delivery.eventType}</b>
              <div className="muted">
                to <code>{delivery.url}</code> · entity <code>{delivery.entityId}</code>
              </div>
              <ol className="attempts">
                {delivery.attempts.map((attempt, i) => (
                  <li key={i}>
                    {time(attempt.time)} · <b>{attempt.status || 'no answer'}</b>
                    {attempt.error && ` · ${attempt.error}`}
                    {attempt.answer && <code> · {attempt.answer.slice(0, 120)}</code>}
                  </li>
                ))}
              </ol>
            </div>
            <span className={`pill ${delivery.delivered ? 'ok' : delivery.done ? 'bad' : 'warn'}`}>
              {delivery.delivered ? 'delivered' : delivery.done ? 'failed' : 'retrying'}
            </span>
            <button onClick={() => run(() => control(`webhooks/deliveries/${delivery.id}/redeliver`, 'POST'))}>Redeliver</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
