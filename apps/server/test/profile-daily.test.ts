import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { localDateAndHour } from '../src/daily/local-time';
import { DAILY_SEND_HOUR, sendDueDailyEmails } from '../src/daily/service';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { signIn, type SignedIn } from './helpers/session';

const email = () => `reader-${randomUUID()}@example.test`;
const isDailyMail = (m: { raw: string }) => /^Subject: Your Personal Day/m.test(m.raw);
const ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((h) =>
  h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`,
);

/** A time zone where it is now between `from` and `to` o'clock (there is always one: zones span 26 hours). */
function zoneAt(from: number, to: number): string {
  const zone = ZONES.find((z) => {
    const { hour } = localDateAndHour(new Date(), z);
    return hour >= from && hour <= to;
  });
  if (!zone) throw new Error(`no zone at ${from}-${to} h`);
  return zone;
}

const profileBody = {
  name: 'Sarah Lynn Levy',
  date_of_birth: '1977-05-04',
  is_morning: true,
  hebrew_name: 'שרה',
};

describe.each(DB_KINDS)('profile and Daily Numbers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'https://numerology.example' });
  });
  afterAll(() => server?.close());

  const put = (user: SignedIn, path: string, body: unknown) =>
    user.fetch(path, { method: 'PUT', body: JSON.stringify(body) });

  it('keeps the profile: empty at first, saved, replaced, validated, and only for a signed-in reader', async () => {
    const user = await signIn(server, email());
    expect(await (await user.fetch('/api/profile')).json()).toEqual({ profile: null });

    const saved = await put(user, '/api/profile', profileBody);
    expect(saved.status).toBe(200);
    const got = (await (await user.fetch('/api/profile')).json()) as { profile: Record<string, unknown> };
    expect(got.profile).toEqual({
      name: 'Sarah Lynn Levy',
      date_of_birth: '1977-05-04',
      is_morning: true,
      hebrew_name: 'שרה',
      daily_email: false,
      time_zone: 'UTC',
    });

    expect((await put(user, '/api/profile', { ...profileBody, name: 'Sarah Levy', hebrew_name: '' })).status).toBe(200);
    const replaced = (await (await user.fetch('/api/profile')).json()) as { profile: Record<string, unknown> };
    expect(replaced.profile).toMatchObject({ name: 'Sarah Levy', hebrew_name: null });

    for (const [body, field] of [
      [{ ...profileBody, date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ ...profileBody, date_of_birth: '2999-01-01' }, 'date_of_birth'],
      [{ ...profileBody, name: '   ' }, 'name'],
      [{ ...profileBody, hebrew_name: 'Sarah' }, 'hebrew_name'],
      [{ ...profileBody, time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ ...profileBody, is_morning: 'yes' }, 'is_morning'],
    ] as const) {
      const res = await put(user, '/api/profile', body);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(field);
    }
    // Nothing half-written: the last good profile is still there.
    expect(((await (await user.fetch('/api/profile')).json()) as { profile: { name: string } }).profile.name).toBe(
      'Sarah Levy',
    );
    const anonymous = await fetch(`${server.url}/api/profile`);
    expect(anonymous.status).toBe(401);
  });

  it('saves a free reading kept on the device to My readings, written again on the server, once', async () => {
    const user = await signIn(server, email());
    const device = {
      device_id: `dev_${randomUUID()}`,
      name: 'Dana Levi',
      date_of_birth: '1990-08-21',
      is_morning: false,
    };
    const first = await user.fetch('/api/readings/import', { method: 'POST', body: JSON.stringify(device) });
    expect(first.status).toBe(201);
    const { readingId } = (await first.json()) as { readingId: string };
    const again = await user.fetch('/api/readings/import', { method: 'POST', body: JSON.stringify(device) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { readingId: string }).readingId).toBe(readingId);

    const list = (await (await user.fetch('/api/readings')).json()) as { readings: { id: string; cost: number }[] };
    expect(list.readings.map((r) => r.id)).toEqual([readingId]);
    expect(list.readings[0]!.cost).toBe(0);
    const detail = (await (await user.fetch(`/api/readings/${readingId}`)).json()) as {
      title: string;
      markdown: string;
    };
    expect(detail.title).toBe('A numerology reading for Dana');
    expect(detail.markdown).toContain('Life Path');

    // Client text is not an input; bad inputs are refused; another reader's device id is theirs alone.
    const tampered = await user.fetch('/api/readings/import', {
      method: 'POST',
      body: JSON.stringify({ ...device, device_id: `dev_${randomUUID()}`, text: '# Injected' }),
    });
    expect(tampered.status).toBe(201);
    const other = (await tampered.json()) as { readingId: string };
    const otherDetail = (await (await user.fetch(`/api/readings/${other.readingId}`)).json()) as { markdown: string };
    expect(otherDetail.markdown).not.toContain('Injected');
    const bad = await user.fetch('/api/readings/import', {
      method: 'POST',
      body: JSON.stringify({ ...device, device_id: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('device_id');
    const conflict = await user.fetch('/api/readings/import', {
      method: 'POST',
      body: JSON.stringify({ ...device, name: 'Someone Else' }),
    });
    expect(conflict.status).toBe(400);
    expect(
      (
        await fetch(`${server.url}/api/readings/import`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(401);
  });

  it('shows today’s numbers with their working and the week ahead', async () => {
    const user = await signIn(server, email());
    expect((await user.fetch('/api/daily')).status).toBe(404);
    await put(user, '/api/profile', { ...profileBody, time_zone: 'Asia/Tokyo' });
    const res = await user.fetch('/api/daily');
    expect(res.status).toBe(200);
    const daily = (await res.json()) as {
      date: string;
      timeZone: string;
      year: { value: number; working: string[]; text: string };
      day: { value: number; text: string };
      week: { date: string; value: number }[];
    };
    expect(daily.date).toBe(localDateAndHour(server.ctx.now(), 'Asia/Tokyo').date);
    expect(daily.timeZone).toBe('Asia/Tokyo');
    const year = Number(daily.date.slice(0, 4));
    expect(daily.year.working[0]).toMatch(new RegExp(`^Birth month 5 \\+ birth day 4 \\+ calendar year ${year}`));
    expect(daily.year.text).toMatch(/Personal Year/);
    expect(daily.week).toHaveLength(7);
    expect(daily.week[0]).toMatchObject({ date: daily.date, value: daily.day.value });
  });

  it('e-mails the numbers once a morning across instances, with one-click unsubscribe that works', async () => {
    const address = email();
    const user = await signIn(server, address);
    await put(user, '/api/profile', profileBody);
    // Opting in needs no profile change; the browser's zone comes with it.
    const early = zoneAt(0, DAILY_SEND_HOUR - 2);
    expect((await put(user, '/api/daily/email', { enabled: true, time_zone: early })).status).toBe(200);
    expect((await put(user, '/api/daily/email', { enabled: true, time_zone: 'Nowhere/City' })).status).toBe(400);
    const log = server.app.log;

    // Before 7 in the reader's zone: nothing yet.
    await sendDueDailyEmails(server.ctx, log);
    expect(server.mailbox.countFor(address)).toBe(1); // the sign-in code only

    const morning = zoneAt(DAILY_SEND_HOUR + 1, 22);
    // Moving to a zone where it is morning (through the profile, which sends nothing by itself).
    await put(user, '/api/profile', { ...profileBody, time_zone: morning });
    const since = server.mailbox.countFor(address);
    // Two instances at once (their own context objects on the one database), then a later run.
    const otherInstance = { ...server.ctx };
    await Promise.all([sendDueDailyEmails(server.ctx, log), sendDueDailyEmails(otherInstance, log)]);
    await sendDueDailyEmails(otherInstance, log);
    const mail = await server.mailbox.waitFor(address, { since, match: isDailyMail });
    expect(server.mailbox.messages.filter((m) => m.to.includes(address) && isDailyMail(m))).toHaveLength(1);

    const parsed = await simpleParser(mail.source);
    const today = localDateAndHour(server.ctx.now(), morning).date;
    expect(parsed.text).toContain('PERSONAL DAY');
    expect(parsed.text).toMatch(/Working: Birth month 5 \+ birth day 4/);
    expect(parsed.text).toContain('https://numerology.example/daily');
    const link = /https:\/\/numerology\.example\/api\/daily\/unsubscribe\?u=\S+/.exec(parsed.text ?? '')?.[0];
    expect(link).toBeDefined();
    const headers = mail.source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, '');
    expect(headers.replace(/List-Unsubscribe:\s*/g, 'List-Unsubscribe: ')).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toMatch(/List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The link opens a page with one button (a scanner's GET changes nothing)…
    const local = new URL(link!);
    const target = `${server.url}${local.pathname}${local.search}`;
    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect(
      ((await (await user.fetch('/api/profile')).json()) as { profile: { daily_email: boolean } }).profile.daily_email,
    ).toBe(true);
    // …a forged token does nothing…
    const forged = await fetch(target.replace(/t=[^&]+/, 't=forged'), { method: 'POST' });
    expect(forged.status).toBe(400);
    // …and the mail client's one-click POST (RFC 8058) unsubscribes, without a session.
    const oneClick = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(
      ((await (await user.fetch('/api/profile')).json()) as { profile: { daily_email: boolean } }).profile.daily_email,
    ).toBe(false);

    // Opting in again the same day: today's was sent already, so nothing more.
    const again = await put(user, '/api/daily/email', { enabled: true, time_zone: morning });
    expect(await again.json()).toEqual({ dailyEmail: true, sentToday: false });
    await put(user, '/api/daily/email', { enabled: false });

    // The next morning: no mail for an unsubscribed reader.
    server.advanceClock(24 * 3600_000);
    await sendDueDailyEmails(server.ctx, log);
    server.advanceClock(-24 * 3600_000);
    expect(server.mailbox.messages.filter((m) => m.to.includes(address) && isDailyMail(m))).toHaveLength(1);
  });

  it('sends today’s numbers at once to a reader who opts in after 7 in the morning, and only once', async () => {
    const address = email();
    const user = await signIn(server, address);
    await put(user, '/api/profile', profileBody);
    const since = server.mailbox.countFor(address);
    const res = await put(user, '/api/daily/email', { enabled: true, time_zone: zoneAt(DAILY_SEND_HOUR + 1, 22) });
    expect(await res.json()).toEqual({ dailyEmail: true, sentToday: true });
    await server.mailbox.waitFor(address, { since, match: isDailyMail });
    await sendDueDailyEmails(server.ctx, server.app.log);
    expect(server.mailbox.messages.filter((m) => m.to.includes(address) && isDailyMail(m))).toHaveLength(1);
  });

  it('exports the profile with the account and deletes it with the account', async () => {
    const address = email();
    const user = await signIn(server, address);
    await put(user, '/api/profile', { ...profileBody, daily_email: true, time_zone: 'Europe/Paris' });
    const exported = (await (await user.fetch('/api/account/export')).json()) as { profile: Record<string, unknown> };
    expect(exported.profile).toMatchObject({
      name: 'Sarah Lynn Levy',
      dateOfBirth: '1977-05-04',
      hebrewSpelling: 'שרה',
      dailyNumbersEmail: true,
      timeZone: 'Europe/Paris',
    });
    const deleted = await user.fetch('/api/account/delete', {
      method: 'POST',
      body: JSON.stringify({ confirmEmail: address }),
    });
    expect(deleted.status).toBe(200);
    const rows = await server.ctx.database.db.execute(
      `select count(*)::int as n from profiles where user_id = '${user.userId}'`,
    );
    const n = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0] as { n: number };
    expect(n.n).toBe(0);
  });
});
