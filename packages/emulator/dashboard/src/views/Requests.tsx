import { useEffect, useState } from 'react';
import type { RequestLogEntry } from '../../../src/request-log/log'; // the emulator's own type (exported by its index), never a copy
import { control, json, time } from '../api';

const KEEP = 500;
const FILTERS = ['path', 'method', 'status', 'host'] as const;
type Filter = Record<(typeof FILTERS)[number], string>;

/** The live request log (server-sent events from `/__emulator/requests/stream`), newest first. */
export function Requests() {
  const [filter, setFilter] = useState<Filter>({ path: '', method: '', status: '', host: '' });
  const [entries, setEntries] = useState<RequestLogEntry[]>([]);
  const [open, setOpen] = useState<string>();
  const [state, setState] = useState('connecting');
  const query = new URLSearchParams(FILTERS.flatMap((key) => (filter[key].trim() ? [[key, filter[key].trim()]] : []))).toString();

  useEffect(() => {
    setEntries([]);
    const source = new EventSource(`/__emulator/requests/stream?${query}`);
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'invalid filter' : 'reconnecting');
    source.addEventListener('request', (event) => {
      const entry = JSON.parse((event as MessageEvent<string>).data) as RequestLogEntry;
      setEntries((list) => [entry, ...list.filter((e) => e.requestId !== entry.requestId)].slice(0, KEEP));
    });
    return () => source.close();
  }, [query]);

  const input = (key: keyof Filter, placeholder: string) => (
    <input aria-label={key} placeholder={placeholder} value={filter[key]} onChange={(e) => setFilter({ ...filter, [key]: e.target.value })} />
  );
  return (
    <section>
      <div className="bar">
        <h2>Requests</h2>
        <span className={`pill ${state === 'live' ? 'ok' : 'warn'}`}>{state}</span>
        <button
          onClick={() => {
            void control('requests', 'DELETE');
            setEntries([]);
          }}
        >
          Clear
        </button>
      </div>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        {input('path', 'path: /ecom/** or ^/stores')}
        <select aria-label="method" value={filter.method} onChange={(e) => setFilter({ ...filter, method: e.target.value })}>
          <option value="">any method</option>
          {['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        {input('status', 'status: 404, 4xx, 0')}
        <select aria-label="host" value={filter.host} onChange={(e) => setFilter({ ...filter, host: e.target.value })}>
          <option value="">any host</option>
          <option value="api">api</option>
          <option value="readOnly">read-only</option>
          <option value="edge">edge</option>
        </select>
      </form>
      {entries.length === 0 && <p className="empty">No requests yet: platform calls show up here as they happen.</p>}
      <ol className="log">
        {entries.map((entry) => (
          <li key={entry.requestId} className={entry.status >= 400 || entry.status === 0 ? 'failed' : ''}>
            <button className="row" aria-expanded={open === entry.requestId} onClick={() => setOpen(open === entry.requestId ? undefined : entry.requestId)}>
              <span className="time">{time(entry.time)}</span>
              <b>{entry.method}</b>
              <code className="path">{entry.path}</code>
              <span className="host">{entry.host}</span>
              <span className="status">{entry.status || 'dropped'}</span>
              <span>{entry.fault && <span className="pill warn">fault: {entry.fault}</span>}</span>
              <span className="ms">{Math.round(entry.durationMs)} ms</span>
            </button>
            {open === entry.requestId && (
              <dl className="details">
                <dt>Request id</dt>
                <dd>
                  <code>{entry.requestId}</code>
                </dd>
                <dt>Caller</dt>
                <dd>{entry.auth}</dd>
                {entry.error && (
                  <>
                    <dt>Error</dt>
                    <dd>{entry.error}</dd>
                  </>
                )}
                {Object.keys(entry.query).length > 0 && (
                  <>
                    <dt>Query</dt>
                    <dd>
                      <pre>{json(entry.query)}</pre>
                    </dd>
                  </>
                )}
                {entry.body !== undefined && (
                  <>
                    <dt>Body</dt>
                    <dd>
                      {entry.bodyTruncated && <p className="muted">Truncated: the first part of {entry.bodyBytes} bytes.</p>}
                      <pre>{typeof entry.body === 'string' ? entry.body : json(entry.body)}</pre>
                    </dd>
                  </>
                )}
                {entry.response !== undefined && (
                  <>
                    <dt>Answer</dt>
                    <dd>
                      <pre data-testid="request-answer">{json(entry.response)}</pre>
                    </dd>
                  </>
                )}
                <dt>Headers</dt>
                <dd>
                  <pre>{json(entry.headers)}</pre>
                </dd>
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
