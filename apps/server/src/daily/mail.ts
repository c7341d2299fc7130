import type { DailyNumbers } from '@app/numerology/daily';
import type { MailMessage } from '../mail/mailer';
import { headerText } from '../mail/text';

/**
 * The morning e-mail: today's three numbers with their working, the week at a glance, and one-click
 * unsubscribe both in the text and as RFC 8058 headers (mail clients show their own "Unsubscribe"). Pure.
 */
export function dailyEmail(
  to: string,
  firstName: string,
  numbers: DailyNumbers,
  links: { daily: string; unsubscribe: string },
): MailMessage {
  const { year, month, day, week } = numbers;
  const text = [
    `Good morning, ${firstName}. Your numbers for ${longDate(numbers.date)}:`,
    '',
    `PERSONAL DAY ${day.value}`,
    day.text,
    `Working: ${day.working.join(' ')}`,
    '',
    `PERSONAL MONTH ${month.value}`,
    month.text,
    `Working: ${month.working.join(' ')}`,
    '',
    `PERSONAL YEAR ${year.value}`,
    year.text,
    `Working: ${year.working.join(' ')}`,
    '',
    'THE WEEK AHEAD',
    ...week.map((d) => `${d.weekday.slice(0, 3)} ${d.date.slice(5)}  ${d.value}  ${d.title}: ${d.keywords.join(', ')}`),
    '',
    `See them on the site: ${links.daily}`,
    '',
    'You get this e-mail because you asked for Daily Numbers each morning.',
    `Unsubscribe with one click: ${links.unsubscribe}`,
  ].join('\n');
  return {
    to,
    subject: headerText(`Your Personal Day ${day.value} for ${longDate(numbers.date)}`, 120),
    text,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Monday 23 November 2026", from a calendar date (no time zone involved). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
