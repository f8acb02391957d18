import { useState } from 'react';
import { control, time, useAction, usePoll } from '../api';

interface Fault {
  id: string;
  path: string;
  kind: string;
  method?: string;
  host?: string;
  status?: number;
  latencyMs?: number;
  retryAfter?: number;
  times?: number;
  remaining?: number;
  applied: number;
}

const EMPTY = { path: '**', kind: 'latency', method: '', host: '', value: '', times: '' };
/** The number field each kind takes. */
const VALUE: Record<string, [field: string, placeholder: string]> = {
  latency: ['latencyMs', 'delay ms (100)'],
  status: ['status', 'status (500)'],
  'rate-limit': ['retryAfter', 'Retry-After s (1)'],
  html: ['status', 'status (502)'],
};

/** Fault rules (add from a form, remove, clear) and the clock (advance, expire tokens, reset). */
export function Faults() {
  const [data, reloadFaults] = usePoll<{ faults: Fault[]; kinds: string[] }>('faults');
  const [clock, reloadClock] = usePoll<{ offsetMs: number; now: string }>('clock');
  const [config] = usePoll<{ tokenTtlSeconds: number }>('config', 60_000);
  const [error, run] = useAction(() => {
    reloadFaults();
    reloadClock();
  });
  const [rule, setRule] = useState(EMPTY);
  const [minutes, setMinutes] = useState('60');
  const field = (key: keyof typeof EMPTY) => ({
    value: rule[key],
    onChange: (e: { target: { value: string } }) => setRule({ ...rule, [key]: e.target.value }),
  });
  const value = VALUE[rule.kind];
  const add = () => {
    const body = {
      path: rule.path,
      kind: rule.kind,
      ...(rule.method ? { method: rule.method } : {}),
      ...(rule.host ? { host: rule.host } : {}),
      ...(value && rule.value ? { [value[0]]: Number(rule.value) } : {}),
      ...(rule.times ? { times: Number(rule.times) } : {}),
    };
    run(() => control('faults', 'POST', body).then(() => setRule(EMPTY)));
  };
  const advance = (ms: number) => run(() => control('clock', 'POST', { advanceMs: ms }));
  return (
    <section>
      <div className="bar">
        <h2>Faults</h2>
        <button onClick={() => run(() => control('faults', 'DELETE'))}>Clear all</button>
      </div>
      {error && <p className="error">{error}</p>}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <select aria-label="fault kind" {...field('kind')}>
          {(data?.kinds ?? [EMPTY.kind]).map((kind) => (
            <option key={kind}>{kind}</option>
          ))}
        </select>
        <input aria-label="fault path" required placeholder="path glob or ^regex" {...field('path')} />
        <select aria-label="fault method" {...field('method')}>
          <option value="">any method</option>
          {['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        <select aria-label="fault host" {...field('host')}>
          <option value="">any host</option>
          <option value="api">api</option>
          <option value="readOnly">read-only</option>
          <option value="edge">edge</option>
        </select>
        {value && <input aria-label={value[0]} type="number" min="0" placeholder={value[1]} {...field('value')} />}
        <input aria-label="times" type="number" min="1" placeholder="times (always)" {...field('times')} />
        <button>Add fault</button>
      </form>
      {data && data.faults.length === 0 && <p className="empty">No faults: every request is answered normally.</p>}
      <ul className="list">
        {data?.faults.map((fault) => (
          <li key={fault.id}>
            <div>
              <b>{fault.kind}</b> {fault.latencyMs !== undefined && `${fault.latencyMs} ms `}
              {fault.status !== undefined && `${fault.status} `}
              {fault.retryAfter !== undefined && `Retry-After ${fault.retryAfter} `}
              on {fault.method ?? 'any method'} <code>{fault.path}</code>
              {fault.host && ` (${fault.host} host)`}
              <div className="muted">
                applied {fault.applied}× {fault.remaining !== undefined && `· ${fault.remaining} left`}
              </div>
            </div>
            <button onClick={() => run(() => control(`faults/${fault.id}`, 'DELETE'))}>Remove</button>
          </li>
        ))}
      </ul>
      <h2>Clock</h2>
      {clock && (
        <p>
          Emulator time <b>{time(clock.now)}</b> ({new Date(clock.now).toLocaleDateString()}), offset {Math.round(clock.offsetMs / 60_000)} min
        </p>
      )}
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          advance(Number(minutes) * 60_000);
        }}
      >
        <input aria-label="minutes" className="short" type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        <button>Advance minutes</button>
        {config && (
          <button type="button" onClick={() => advance((config.tokenTtlSeconds + 1) * 1000)}>
            Expire tokens (+{Math.round(config.tokenTtlSeconds / 60)} min)
          </button>
        )}
        <button type="button" onClick={() => run(() => control('clock', 'POST', { offsetMs: 0 }))}>
          Back to real time
        </button>
      </form>
    </section>
  );
}
