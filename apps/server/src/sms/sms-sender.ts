import { requestLog } from '../logging/request-log';

export interface SmsMessage {
  /** E.164, e.g. +447700900123. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** True when texts really leave the server (Twilio); false when they only reach the log. */
  readonly delivers: boolean;
  /** Sends one text; throws SmsRejected when the provider refuses it. */
  send(message: SmsMessage): Promise<void>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a stand-in speaking the same API. */
  apiBase: string;
}

/** Twilio answered with an error: `code` is Twilio's error code (21211 invalid To, 20003 bad credentials, ...). */
class SmsRejected extends Error {
  constructor(
    readonly code: number | undefined,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SmsRejected';
  }
}

/** Twilio codes that mean the number is at fault (not our account): the reader can fix them. */
const RECIPIENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

export function isRecipientProblem(error: unknown): boolean {
  return error instanceof SmsRejected && error.code !== undefined && RECIPIENT_CODES.has(error.code);
}

const TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API when configured; otherwise texts are written to the log. One form POST with
 * fetch is all the product needs from Twilio, so no SDK (ADR 0325).
 */
export function createSmsSender(options: {
  twilio: TwilioSettings | undefined;
  log: { info(obj: object, msg: string): void };
}): SmsSender {
  const { twilio, log } = options;
  if (!twilio) {
    return {
      delivers: false,
      async send(message) {
        requestLog(log).info({ to: message.to }, `SMS (not sent, no TWILIO_ACCOUNT_SID):\n${message.body}`);
      },
    };
  }
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
    twilio.apiBase,
  ).toString();
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return {
    delivers: true,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: message.to, From: twilio.from, Body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.ok) return;
      const error = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
      throw new SmsRejected(
        typeof error.code === 'number' ? error.code : undefined,
        response.status,
        `Twilio refused the message (HTTP ${response.status}${typeof error.code === 'number' ? `, code ${error.code}` : ''}): ${typeof error.message === 'string' ? error.message : 'no message'}`,
      );
    },
  };
}

/** The Twilio settings from configuration, when all three are set. */
export function twilioFrom(config: {
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
  TWILIO_API_BASE: string;
}): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE } = config;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return undefined;
  return { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM, apiBase: TWILIO_API_BASE };
}
