import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../test/helpers/fake-twilio';
import { createSmsSender, isRecipientProblem } from './sms-sender';

describe('the SMS sender', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio?.close());

  it('without Twilio writes the text to the log and says it does not deliver', async () => {
    const lines: string[] = [];
    const sender = createSmsSender({ twilio: undefined, log: { info: (_obj, msg) => lines.push(msg) } });
    expect(sender.delivers).toBe(false);
    await sender.send({ to: '+33612345678', body: '111222 is your code' });
    expect(lines).toEqual(['SMS (not sent, no TWILIO_ACCOUNT_SID):\n111222 is your code']);
  });

  it('posts To, From and Body with Basic auth to the Messages API', async () => {
    const sender = createSmsSender({
      twilio: { accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.from, apiBase: twilio.url },
      log: { info: () => {} },
    });
    expect(sender.delivers).toBe(true);
    await sender.send({ to: '+33612345679', body: 'hello' });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+33612345679', from: twilio.from, body: 'hello' });
  });

  it("turns Twilio's error JSON into a rejection that tells the recipient's fault from ours", async () => {
    const settings = { accountSid: twilio.accountSid, from: twilio.from, apiBase: twilio.url };
    const good = createSmsSender({ twilio: { ...settings, authToken: twilio.authToken }, log: { info: () => {} } });
    const badNumber = await good.send({ to: '12345', body: 'x' }).catch((e: unknown) => e);
    expect(isRecipientProblem(badNumber)).toBe(true);
    expect(String(badNumber)).toMatch(/HTTP 400, code 21211/);

    const wrongToken = createSmsSender({ twilio: { ...settings, authToken: 'wrong' }, log: { info: () => {} } });
    const refused = await wrongToken.send({ to: '+33612345678', body: 'x' }).catch((e: unknown) => e);
    expect(isRecipientProblem(refused)).toBe(false);
    expect(String(refused)).toMatch(/HTTP 401, code 20003/);
  });
});
