import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { deliveryMessageId, newWebhookSecret, sendEvent, testMessageId, WEBHOOK_USER_AGENT } from './webhook-send';
import { startReceiver, type Receiver } from './webhook-testing';

// Events are signed by the Standard Webhooks scheme, so a receiver verifies them with
// any Standard Webhooks library and the webhook's secret.
describe('sendEvent', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const options = { allowHosts: ['127.0.0.1'] };
  const event = { type: 'webhook.test', timestamp: '2026-11-01T10:00:00.000Z', data: { hello: 'world' } };

  it('makes secrets of 32 random bytes that Standard Webhooks libraries read', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(() => new Webhook(secret)).not.toThrow();
  });

  it('signs what it sends so that the secret verifies it, and no other secret does', async () => {
    const secret = newWebhookSecret();
    const result = await sendEvent({ url: `${receiver.origin}/signed`, secret }, 'msg_7_wh_abcdefgh', event, options);
    expect(result).toEqual({ ok: true, status: 204, message: 'The receiver answered 204.' });
    const request = receiver.requests.find((received) => received.path === '/signed');
    if (!request) throw new Error('nothing received');
    expect(request.headers).toMatchObject({
      'webhook-id': 'msg_7_wh_abcdefgh',
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
    });
    expect(Number(request.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(request.body, request.headers)).toEqual(event);
    expect(() => new Webhook(newWebhookSecret()).verify(request.body, request.headers)).toThrow();
    expect(() => new Webhook(secret).verify(request.body.replace('world', 'there'), request.headers)).toThrow();
  });

  it('is not ok for anything but a 2xx, and says why in words', async () => {
    receiver.answer((request) =>
      request.path === '/moved' ? { status: 301, headers: { location: '/elsewhere' } } : { status: 500 },
    );
    const secret = newWebhookSecret();
    expect(await sendEvent({ url: `${receiver.origin}/broken`, secret }, testMessageId(), event, options)).toEqual({
      ok: false,
      status: 500,
      message: 'The receiver answered 500.',
    });
    expect(await sendEvent({ url: `${receiver.origin}/moved`, secret }, testMessageId(), event, options)).toEqual({
      ok: false,
      status: 301,
      message: 'The receiver answered 301, a redirect; webhooks do not follow redirects, so use the final address.',
    });
    expect(await sendEvent({ url: 'http://10.0.0.1/', secret }, testMessageId(), event, { allowHosts: [] })).toEqual({
      ok: false,
      status: null,
      message: "That address points inside this server's network; use a public address.",
    });
  });

  it('names a delivery by its submission and webhook, and each test anew', () => {
    expect(deliveryMessageId(42, 'wh_abcdefgh12345678')).toBe('msg_42_wh_abcdefgh12345678');
    expect(testMessageId()).toMatch(/^msg_test_[A-Za-z0-9_-]{16}$/);
    expect(testMessageId()).not.toBe(testMessageId());
  });
});
