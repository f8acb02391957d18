/** Control routes of the request log: list (filtered), a live stream (server-sent events), clear. */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { HostKind } from '../http/hosts';
import { compilePathPattern } from '../core/path-pattern';
import type { RequestLogEntry } from './log';
import { ControlError, type ControlRoutes, guarded, PREFIX } from '../control/kit';

/** Entries the request stream sends first: the latest few. */
const STREAM_BACKLOG = 500;

function hostParam(value: string | undefined): HostKind | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'api' || value === 'readOnly' || value === 'edge') return value;
  throw new ControlError('host must be api, readOnly or edge');
}

/** The request-log filter of `?path=&method=&host=&status=` (`status`: `404`, `4xx`, or `0` for dropped connections). */
function requestMatcher(c: Context): (entry: RequestLogEntry) => boolean {
  const { path, method, status } = c.req.query();
  const host = hostParam(c.req.query('host'));
  const matchPath = path ? compilePathPattern(path) : undefined;
  if (status && !/^(\d{1,3}|[1-5]xx)$/.test(status)) throw new ControlError('status must be a status (404), a class (4xx) or 0');
  const statusOf = status?.endsWith('xx') ? (entry: RequestLogEntry) => `${String(entry.status)[0]}xx` : (entry: RequestLogEntry) => String(entry.status);
  return (entry) =>
    (!matchPath || matchPath(entry.path)) &&
    (!method || entry.method === method.toUpperCase()) &&
    (!host || entry.host === host) &&
    (!status || statusOf(entry) === status);
}

/** `GET requests`, `GET requests/stream`, `DELETE requests`. */
export function registerRequestLogRoutes({ app, core }: ControlRoutes): void {
  app.get(
    `${PREFIX}/requests`,
    guarded((c) => c.json({ requests: core.requestLog.list().filter(requestMatcher(c)) })),
  );
  app.get(
    `${PREFIX}/requests/stream`,
    guarded((c) => {
      const matches = requestMatcher(c);
      const entries = core.requestLog.list();
      // A reconnecting EventSource sends the last id it saw: continue after it.
      const lastSeen = entries.findIndex((entry) => entry.requestId === c.req.header('last-event-id'));
      const backlog = entries
        .slice(lastSeen + 1)
        .filter(matches)
        .slice(-STREAM_BACKLOG);
      return streamSSE(c, async (stream) => {
        let writing = Promise.resolve();
        const send = (entry: RequestLogEntry) => {
          writing = writing.then(() => stream.writeSSE({ event: 'request', id: entry.requestId, data: JSON.stringify(entry) }));
        };
        const listener = (entry: RequestLogEntry) => {
          if (matches(entry)) send(entry);
        };
        const unsubscribe = core.requestLog.subscribe(listener);
        await stream.write(': connected\n\n');
        backlog.forEach(send);
        await new Promise<void>((resolve) => stream.onAbort(resolve));
        unsubscribe();
      });
    }),
  );
  app.delete(`${PREFIX}/requests`, (c) => {
    core.requestLog.clear();
    return c.json({});
  });
}
