import { describe, expect, it, vi } from 'vitest';
import { createWebhooks } from './index';
import { domain, makeKeyPair, post, signWebhook } from '../test/fixtures';
import { cartCreated, keys, quiet, useKeyPair } from '../test/webhooks-setup';

useKeyPair();

describe('createWebhooks', () => {
  describe('processRequest', () => {
    it('answers 200 with the outcome for a valid delivery', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      webhooks.on(cartCreated, () => {});
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r1', { id: 'c' }) });
      const response = await webhooks.processRequest(post(`${token}\n`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ outcome: 'handled' });
    });

    it('answers 401 for an invalid JWT, without the token in the body', async () => {
      const other = await makeKeyPair();
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      const token = await signWebhook(other.privateKey, { eventType: cartCreated.type, payload: domain.created('r2', { id: 'c' }) });
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ code: 'ERR_WEBHOOK_INVALID_JWT', message: 'JWT is not valid (bad_signature)' });
      expect(body).not.toContain(token.split('.')[1]!);
    });

    it('answers 400 for a body that is not a JWT and for non-UTF-8 bytes', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      expect((await webhooks.processRequest(post('{"hello":"world"}'))).status).toBe(400);
      expect((await webhooks.processRequest(post(''))).status).toBe(400);
      expect((await webhooks.processRequest(post(new Uint8Array([0xff, 0xfe, 0x2e])))).status).toBe(400);
    });

    it('answers 405 with Allow: POST for other methods', async () => {
      const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
      const response = await webhooks.processRequest(new Request('https://app.example/webhooks'));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('a request whose body something else already read answers 500 as a configuration error, not a handler failure', async () => {
      const onError = vi.fn();
      const webhooks = createWebhooks({ publicKey: keys.publicPem, onError });
      const handler = vi.fn();
      webhooks.on(cartCreated, handler);
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r-used', { id: 'c' }) });
      const read = post(token);
      await read.text();
      const locked = post(token);
      locked.body!.getReader();
      for (const request of [read, locked]) {
        const response = await webhooks.processRequest(request);
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ code: 'ERR_WEBHOOK_INVALID_CONFIG', message: 'Webhook receiver error' });
      }
      expect(onError).toHaveBeenCalledTimes(2);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/body was already read/) }));
      expect(handler).not.toHaveBeenCalled();
    });

    it('answers 500 when the public key cannot be imported', async () => {
      const onError = vi.fn();
      const webhooks = createWebhooks({ publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', onError });
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r3', { id: 'c' }) });
      const response = await webhooks.processRequest(post(token));
      expect(response.status).toBe(500);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG' }));
    });

    it('logs 5xx errors with console.error by default and 4xx not at all', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const webhooks = createWebhooks({ publicKey: keys.publicPem });
      webhooks.on(cartCreated, () => Promise.reject(new Error('x')));
      await webhooks.processRequest(post('garbage'));
      expect(log).not.toHaveBeenCalled();
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('r4', { id: 'c' }) });
      await webhooks.processRequest(post(token));
      expect(log).toHaveBeenCalledTimes(1);
    });

    describe('body size cap', () => {
      function countingStream(totalBytes: number, chunkBytes = 64 * 1024) {
        const state = { pulled: 0, cancelled: false };
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (state.pulled >= totalBytes) return controller.close();
            const size = Math.min(chunkBytes, totalBytes - state.pulled);
            state.pulled += size;
            controller.enqueue(new Uint8Array(size).fill(0x61));
          },
          cancel() {
            state.cancelled = true;
          },
        });
        return { stream, state };
      }

      it('a 10 MB streamed body gets 413 after reading little more than the cap; handler never called', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
        const handler = vi.fn();
        webhooks.on(cartCreated, handler);
        const { stream, state } = countingStream(10 * 1024 * 1024);
        const request = new Request('https://app.example/webhooks', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
        const response = await webhooks.processRequest(request);
        expect(response.status).toBe(413);
        expect(await response.json()).toMatchObject({ code: 'ERR_WEBHOOK_BODY_TOO_LARGE' });
        expect(state.pulled).toBeLessThan(2 * 1024 * 1024);
        expect(state.cancelled).toBe(true);
        expect(handler).not.toHaveBeenCalled();
      });

      it('a declared Content-Length over the cap gets 413 without reading the body', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, ...quiet });
        const { stream, state } = countingStream(10 * 1024 * 1024);
        const request = new Request('https://app.example/webhooks', {
          method: 'POST',
          body: stream,
          duplex: 'half',
          headers: { 'content-length': String(10 * 1024 * 1024) },
        } as RequestInit);
        const response = await webhooks.processRequest(request);
        expect(response.status).toBe(413);
        expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
      });

      it('honours maxBodyBytes: a valid token over a small cap is refused before verification', async () => {
        const webhooks = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 100, ...quiet });
        const handler = vi.fn();
        webhooks.on(cartCreated, handler);
        const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('big', { id: 'c' }) });
        expect(token.length).toBeGreaterThan(100);
        expect((await webhooks.processRequest(post(token))).status).toBe(413);
        expect(handler).not.toHaveBeenCalled();
        const roomy = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: token.length });
        roomy.on(cartCreated, handler);
        expect((await roomy.processRequest(post(token))).status).toBe(200);
      });

      it('refuses a non-positive cap at creation', () => {
        expect(() => createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 0 })).toThrowError(
          expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG' }),
        );
      });
    });
  });
});
