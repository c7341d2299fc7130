import { READING_ROUTES } from '@app/contracts/reading-routes';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../lib/query-client';
import { READING_PAGE_TITLES } from '../../lib/reading-pages';
import { PersonFields, type PersonValues } from './PersonFields';
import { missingOf } from '../../lib/SubmitHint';
import { isPersonValues } from './reading-entry';
import { ReadingFormFrame } from './ReadingFormFrame';
import { ReadingPage } from './ReadingPage';
import { useReadingForm } from './use-reading-form';
import './compatibility.css';

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
  // Each reading gets its own address; Back shows both people as they were typed. The first person starts as the
  // reader's saved details ("for me").
  const form = useReadingForm<PairValues>({
    address: {
      form: { self, partner },
      isForm: isPairValues,
      person: (v) => v.self,
      restore: (v, withPerson) => {
        if (withPerson) setSelf(v.self);
        setPartner(v.partner);
      },
    },
    submission: {
      path: READING_ROUTES.compatibility,
      paid: true,
      fallbackMessage: 'Failed to read your compatibility',
    },
    person: [self, setSelf],
  });
  const invalid = form.submission.invalid;

  const onSubmit = () =>
    form.submit('compatibility', {
      name: self.name,
      date_of_birth: self.dateOfBirth,
      is_morning: self.isMorning,
      partner_name: partner.name,
      partner_date_of_birth: partner.dateOfBirth,
      partner_is_morning: partner.isMorning,
    });

  return (
    <ReadingPage
      back={{ to: '/analysis', label: 'Back to Analysis' }}
      title={READING_PAGE_TITLES.compatibility}
      leadClassName="compatibility-lead"
      lead="Two people’s numbers side by side: your Life Paths, Expressions and Soul Urges, your relationship number, where you meet and where you rub, with the working."
    >
      <ReadingFormFrame
        form={form}
        onSubmit={onSubmit}
        price="compatibility"
        submitLabel="Read Our Compatibility"
        submittingLabel="Reading both charts..."
        missing={[...missingOf(self), ...missingOf(partner, 'the other person’s')]}
      >
        <fieldset className="compatibility-person">
          <legend>You</legend>
          {form.profile.choice}
          <PersonFields values={self} onChange={setSelf} invalid={invalid} />
        </fieldset>
        <fieldset className="compatibility-person">
          <legend>The other person</legend>
          <PersonFields values={partner} onChange={setPartner} invalid={invalid} field="partner_" />
        </fieldset>
      </ReadingFormFrame>
    </ReadingPage>
  );
}

export default withQueries(CompatibilityPage);
