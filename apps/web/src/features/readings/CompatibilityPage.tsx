import { READING_ROUTES } from '@app/contracts/reading-routes';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withQueries } from '../../lib/query-client';
import { PersonFields, type PersonValues } from './PersonFields';
import { ReadingOutcome } from './ReadingOutcome';
import { missingOf, SubmitHint } from '../../lib/submit-hint';
import { useFirstTap } from './use-hydrated';
import { useReadingSubmission } from './use-reading-submission';
import { warmReading } from './warm-reading';
import { useProfileChoice } from './use-profile-choice';
import { isPersonValues } from './reading-address';
import { useReadingAddress } from './use-reading-address';
import './compatibility.css';

const PriceNote = lazy(() => import('./PriceNote'));
const EMPTY: PersonValues = { name: '', dateOfBirth: '', isMorning: false };

interface PairValues {
  self: PersonValues;
  partner: PersonValues;
}

const isPairValues = (v: unknown): v is PairValues =>
  !!v &&
  typeof v === 'object' &&
  isPersonValues((v as Record<string, unknown>).self) &&
  isPersonValues((v as Record<string, unknown>).partner);

/**
 * The compatibility reading: two people's names, dates and morning flags, read side by side (a paid
 * reading like the others). `?name=` fills in the other person's name, e.g. from a question that names them.
 */
function CompatibilityPage() {
  const [self, setSelf] = useState<PersonValues>(EMPTY);
  const [partner, setPartner] = useState<PersonValues>(EMPTY);
  const [params] = useSearchParams();
  const named = params.get('name')?.trim().slice(0, 200) ?? '';
  // After hydration (the prerendered page has no query string): prefill the other person's name once.
  useEffect(() => {
    if (named) setPartner((p) => (p.name ? p : { ...p, name: named }));
  }, [named]);
  const formRef = useRef<HTMLFormElement>(null);
  // Each reading gets its own address; Back shows both people as they were typed.
  const address = useReadingAddress<PairValues>({
    form: { self, partner },
    isForm: isPairValues,
    person: (v) => v.self,
    restore: (v, withPerson) => {
      if (withPerson) setSelf(v.self);
      setPartner(v.partner);
    },
    formRef,
    onTraverse: () => submission.reset(),
  });
  const submission = useReadingSubmission({
    onDone: address.open,
    path: READING_ROUTES.compatibility,
    paid: true,
    fallbackMessage: 'Failed to read your compatibility',
  });
  const submitting = submission.state.phase === 'submitting';
  // Usable from first paint: a press before the code is ready is held and submitted once it is (ADR 0640).
  useFirstTap(formRef, warmReading);
  const hintId = useId();
  // The first person starts as the reader's saved details ("for me").
  const profile = useProfileChoice(self, setSelf);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    profile.remember();
    void submission.submitChecked('compatibility', {
      name: self.name,
      date_of_birth: self.dateOfBirth,
      is_morning: self.isMorning,
      partner_name: partner.name,
      partner_date_of_birth: partner.dateOfBirth,
      partner_is_morning: partner.isMorning,
    });
  };

  return (
    <section className="page page--narrow">
      <Link className="back-link" to="/analysis">
        ← Back to Analysis
      </Link>
      <header className="page__header">
        <h1>Compatibility Reading</h1>
        <p className="page__lead">
          Two people&rsquo;s numbers side by side: your Life Paths, Expressions and Soul Urges, your relationship
          number, where you meet and where you rub, with the working.
        </p>
      </header>
      <div className="reading-form">
        <form
          ref={formRef}
          method="post"
          data-first-tap=""
          className="form form-panel"
          onSubmit={onSubmit}
          noValidate
          aria-busy={submitting}
        >
          <fieldset className="compatibility-person">
            <legend>You</legend>
            {profile.choice}
            <PersonFields values={self} onChange={setSelf} invalid={submission.invalid} />
          </fieldset>
          <fieldset className="compatibility-person">
            <legend>The other person</legend>
            <PersonFields values={partner} onChange={setPartner} invalid={submission.invalid} field="partner_" />
          </fieldset>
          <Suspense fallback={<p className="reading-form__price">Paid with tokens</p>}>
            <PriceNote kind="compatibility" />
          </Suspense>
          <button type="submit" className="button" disabled={submitting} aria-describedby={hintId}>
            {submitting ? 'Reading both charts...' : 'Read Our Compatibility'}
          </button>
          <SubmitHint id={hintId} ready missing={[...missingOf(self), ...missingOf(partner, 'the other person’s')]} />
        </form>
        <ReadingOutcome submission={submission} shown={address.shown} showKey={address.showKey} />
      </div>
    </section>
  );
}

export default withQueries(CompatibilityPage);
