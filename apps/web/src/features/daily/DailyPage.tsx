import { API_ROUTES } from '@app/contracts/api-routes';
import type { DailyResponse } from '@app/contracts/profile';
import {
  type ComponentType,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react';
import { ApiError, apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';
import { SignInPrompt } from '../../lib/SignInPrompt';
import { saveProfile } from '../../lib/profile';
import { missingOf, SubmitHint } from '../../lib/SubmitHint';
import './daily.css';

type Load =
  | { state: 'loading' }
  | { state: 'no-profile' }
  | { state: 'ready'; daily: DailyResponse }
  | { state: 'error'; message: string };

export interface PersonValues {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
}

/** The reading forms' name, date and morning fields (composed in from the readings feature by the app). */
export type PersonFieldsComponent = ComponentType<{
  values: PersonValues;
  onChange: Dispatch<SetStateAction<PersonValues>>;
}>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Daily Numbers: today's Personal Day, Month and Year with the working, the week ahead, and the morning e-mail. */
export default function DailyPage({ PersonFields }: { PersonFields: PersonFieldsComponent }) {
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const userId = session.status === 'signed-in' ? session.userId : null;

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'ready', daily: await apiFetch<DailyResponse>(API_ROUTES.daily) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setLoad({ state: 'no-profile' });
      else setLoad({ state: 'error', message: error instanceof Error ? error.message : 'Could not load your numbers' });
    }
  }, []);

  useEffect(() => {
    if (userId) void refresh();
  }, [userId, refresh]);

  return (
    <section className="page page--narrow daily" aria-labelledby="daily-title">
      <header className="page__header">
        <h1 id="daily-title">Daily Numbers</h1>
        <p className="page__lead">
          Your Personal Day, Month and Year: what today, this month and this year ask of you, worked out from your date
          of birth. Free.
        </p>
      </header>
      {/* In the prerendered page too, shown from the HTML to a browser without a session cookie (ADR 1403). */}
      <SignInPrompt session={session.status}>
        Sign in to see your numbers for today and the week ahead, and to get them by e-mail each morning.
      </SignInPrompt>
      {userId && load.state === 'loading' && <p aria-busy="true">Working out your numbers…</p>}
      {userId && load.state === 'error' && (
        <p className="form__error" role="alert">
          {load.message}
        </p>
      )}
      {userId && load.state === 'no-profile' && (
        <ProfileForm userId={userId} onSaved={refresh} PersonFields={PersonFields} />
      )}
      {userId && load.state === 'ready' && <Numbers daily={load.daily} onChange={refresh} />}
    </section>
  );
}

function ProfileForm({
  userId,
  onSaved,
  PersonFields,
}: {
  userId: string;
  onSaved: () => Promise<void>;
  PersonFields: PersonFieldsComponent;
}) {
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  const [error, setError] = useState<string>();
  const hintId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveProfile(userId, {
        name: values.name,
        date_of_birth: values.dateOfBirth,
        is_morning: values.isMorning,
        time_zone: browserZone(),
      });
      await onSaved();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save your details');
    }
  };
  return (
    <form className="form form-panel" onSubmit={(e) => void submit(e)} noValidate>
      <p>Your numbers come from your date of birth. Tell us once; every reading form will remember it too.</p>
      <PersonFields values={values} onChange={setValues} />
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" aria-describedby={hintId}>
        Show my numbers
      </button>
      <SubmitHint id={hintId} ready missing={missingOf(values)} />
    </form>
  );
}

function Numbers({ daily, onChange }: { daily: DailyResponse; onChange: () => Promise<void> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const today = longDate(daily.date);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      const zone = browserZone();
      await apiFetch(API_ROUTES.dailyEmail, { method: 'PUT', body: { enabled, time_zone: zone } });
      setMessage(
        enabled ? `We will e-mail your numbers each morning at 7:00 (${zone}).` : 'The morning e-mail is off.',
      );
      await onChange();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'Could not change the e-mail');
    } finally {
      setBusy(false);
    }
  };
  const cards = [
    { key: 'day', label: 'Personal Day', n: daily.day },
    { key: 'month', label: 'Personal Month', n: daily.month },
    { key: 'year', label: 'Personal Year', n: daily.year },
  ] as const;
  return (
    <>
      <h2 className="daily__date">{today}</h2>
      <ul className="daily__cards">
        {cards.map(({ key, label, n }) => (
          <li key={key} className="daily__card" data-testid={`daily-${key}`}>
            <p className="daily__label">{label}</p>
            <p className="daily__value">{n.value}</p>
            <p className="daily__text">{n.text}</p>
            <details className="daily__working">
              <summary>The working</summary>
              {n.working.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </details>
          </li>
        ))}
      </ul>
      <h2>The week ahead</h2>
      <ol className="daily__week">
        {daily.week.map((d) => (
          <li key={d.date} className="daily__day">
            <span className="daily__weekday">{shortDate(d.date)}</span>
            <span className="daily__day-value">{d.value}</span>
            <span className="daily__day-words">
              {d.title}: {d.keywords.join(', ')}
            </span>
          </li>
        ))}
      </ol>
      <div className="form-panel daily__email">
        <label className="checkbox" htmlFor={`${id}-email`}>
          <input
            id={`${id}-email`}
            type="checkbox"
            checked={daily.dailyEmail}
            disabled={busy}
            onChange={(e) => void toggle(e.target.checked)}
          />
          E-mail me my numbers each morning
        </label>
        <p className="field__hint">
          Sent at 7:00 in your time zone ({daily.timeZone}); every e-mail has a one-click unsubscribe link.
        </p>
        <p role="status" className="field__hint">
          {message}
        </p>
      </div>
    </>
  );
}

/** A calendar date in the reader's own locale, e.g. "Monday, 23 November 2026". */
function longDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

function shortDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
