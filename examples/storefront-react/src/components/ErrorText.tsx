// A failure on a page, in the shopper's words; under it, the platform's request id, for a support request.
import { shopperMessage } from '../lib/shopper-message';

export function ErrorText({ error }: { error: unknown }) {
  const message = shopperMessage(error);
  if (!message) return null;
  return (
    <>
      <p>{message.text}</p>
      {message.requestId && (
        <p className="muted small" data-testid="error-reference">
          Reference: {message.requestId}
        </p>
      )}
    </>
  );
}
