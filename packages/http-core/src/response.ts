import { HttpError, InvalidResponseError, type FieldViolation } from './errors';
import { parseRetryAfter } from './retry';

type Obj = Record<string, any>;
const asObject = (v: unknown): Obj | undefined =>
  typeof v === 'object' && v && !Array.isArray(v) ? (v as Obj) : undefined;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The JSON object of a 2xx answer; an empty body is `{}`, anything else not an object is an error. */
export function readSuccess(res: Response, text: string): Obj {
  const type = res.headers.get('content-type') ?? undefined;
  const data = text.trim() ? asObject(type && !/json/i.test(type) ? 0 : parse(text)) : {};
  if (data) return data;
  throw new InvalidResponseError(`Expected a JSON object in the ${res.status} response (${type})`, res.status, type);
}

const upperSnake = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/** Builds the HttpError for a non-2xx answer, following the platform's message rules. */
export function toHttpError(res: Response, text: string, method: string, url: string): HttpError {
  const data = asObject(parse(text));
  const details = asObject(data?.details) ?? {};
  const app = asObject(details.applicationError);
  const list: unknown = details.validationError?.fieldViolations;
  const fieldViolations = (Array.isArray(list) ? (list.filter(asObject) as FieldViolation[]) : []).sort((a, b) =>
    a.field < b.field ? -1 : a.field > b.field ? 1 : 0,
  );
  const statusText = res.statusText || 'UNKNOWN';
  const requestId = res.headers.get('x-wix-request-id') ?? undefined;
  let code = upperSnake(statusText);
  let message = `System error occurred${requestId ? `, request-id: ${requestId}` : ''}`;
  let applicationCode: string | undefined;
  if (fieldViolations.length) {
    code = 'INVALID_ARGUMENT';
    message = `${code}: ${fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
  } else if (app || (res.status >= 400 && res.status < 500)) {
    const head = (typeof data?.message === 'string' && data.message) || statusText;
    const description = typeof app?.description === 'string' ? app.description : statusText;
    message = head === description ? head : `${head}: ${description}`;
    code = applicationCode = app?.code != null ? String(app.code) : code;
  }
  return new HttpError(message, code, {
    status: res.status,
    method,
    url,
    requestId,
    details,
    fieldViolations,
    applicationCode,
    data,
    retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
    response: res,
  });
}
