import type { ProfileRequest } from '@app/contracts/profile';
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { loadProfile, saveProfile, type Profile } from '../../lib/profile';
import { rememberedPersonDetails, rememberPersonDetails, type PersonDetails } from '../../lib/person-details';
import './for-whom.css';

interface PersonValues {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
  hebrewName?: string;
}

type ForWhom = 'me' | 'someone-else';

/**
 * "For me / for someone else" on a reading form. The form starts filled with the reader's own details: the
 * signed-in reader's saved profile, else the details kept on this device (typed once, on any form, signed in or
 * not). "Someone else" empties it; "for me" fills it again. `remember()` (called on submit) keeps the details
 * typed "for me" on the device and, signed in, as the profile. The choice itself shows only when signed in.
 */
export function useProfileChoice<V extends PersonValues>(
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
): { choice: ReactNode; remember: () => void } {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const userId = session.status === 'signed-in' ? session.userId : null;
  const [profile, setProfile] = useProfile(userId);
  const [forWhom, setForWhom] = useState<ForWhom>('me');
  const filled = useRef(false);
  const id = useId();
  const own = (): PersonDetails | null => (profile ? fromProfile(profile) : rememberedPersonDetails());

  // Fill an untouched form once, as soon as it is known whose details these are (after hydration).
  useEffect(() => {
    if (filled.current || forWhom !== 'me' || session.status === 'loading' || profile === undefined) return;
    filled.current = true;
    const details = profile ? fromProfile(profile) : rememberedPersonDetails();
    // Only a form still empty now: what the reader typed meanwhile stays.
    if (details) setValues((now) => (now.name || now.dateOfBirth ? now : withDetails(now, details)));
  }, [profile, forWhom, values, setValues, session.status]);

  const choose = (next: ForWhom) => {
    setForWhom(next);
    if (next === 'someone-else') setValues({ ...values, name: '', dateOfBirth: '', isMorning: false, hebrewName: '' });
    else {
      const details = own();
      if (details) setValues(withDetails(values, details));
    }
  };

  const remember = () => {
    if (forWhom !== 'me' || !values.name.trim() || !values.dateOfBirth) return;
    // A form without the Hebrew field keeps the spelling kept before.
    rememberPersonDetails({
      ...values,
      hebrewName: values.hebrewName ?? rememberedPersonDetails()?.hebrewName ?? profile?.hebrew_name ?? undefined,
    });
    if (!userId) return;
    const body = profileToSave(values, profile);
    if (!body) return;
    saveProfile(userId, body)
      .then(setProfile)
      .catch(() => {
        // The reading still goes ahead; the profile is saved another time.
      });
  };

  const choice = signedIn ? (
    <ForWhomChoice name={`${id}-for`} forWhom={forWhom} hasProfile={!!profile} onChoose={choose} />
  ) : null;

  return { choice, remember };
}

/** The signed-in reader's saved profile: undefined while it loads, null signed out or when there is none. */
function useProfile(userId: string | null) {
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined);
  useEffect(() => {
    if (!userId) return setProfile(null);
    let live = true;
    setProfile(undefined);
    void loadProfile(userId).then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, [userId]);
  return [profile, setProfile] as const;
}

/** What to save as the profile from the details typed "for me"; null when the profile already says the same. */
function profileToSave(values: PersonValues, profile: Profile | null | undefined): ProfileRequest | null {
  const hebrew = values.hebrewName?.trim();
  const same =
    profile &&
    profile.name === values.name.trim() &&
    profile.date_of_birth === values.dateOfBirth &&
    profile.is_morning === values.isMorning &&
    (values.hebrewName === undefined || (profile.hebrew_name ?? '') === (hebrew ?? ''));
  if (same) return null;
  return {
    name: values.name,
    date_of_birth: values.dateOfBirth,
    is_morning: values.isMorning,
    // A form without the Hebrew field keeps the spelling saved before.
    ...(values.hebrewName !== undefined
      ? hebrew
        ? { hebrew_name: hebrew }
        : {}
      : profile?.hebrew_name
        ? { hebrew_name: profile.hebrew_name }
        : {}),
  };
}

/** "For me / for someone else", with a hint saying what happens to the details typed. */
function ForWhomChoice({
  name,
  forWhom,
  hasProfile,
  onChoose,
}: {
  name: string;
  forWhom: ForWhom;
  hasProfile: boolean;
  onChoose: (next: ForWhom) => void;
}) {
  return (
    <fieldset className="radio-row">
      <legend className="visually-hidden">Who is this reading for?</legend>
      <label className="radio-row__option">
        <input type="radio" name={name} checked={forWhom === 'me'} onChange={() => onChoose('me')} />
        For me
      </label>
      <label className="radio-row__option">
        <input
          type="radio"
          name={name}
          checked={forWhom === 'someone-else'}
          onChange={() => onChoose('someone-else')}
        />
        For someone else
      </label>
      <p className="field__hint for-whom__hint">
        {forWhom === 'me'
          ? hasProfile
            ? 'Filled in from your details; changes you make are remembered for next time.'
            : 'Your details are remembered for next time.'
          : 'Nothing you type here changes your own details.'}
      </p>
    </fieldset>
  );
}

function fromProfile(profile: Profile): PersonDetails {
  return {
    name: profile.name,
    dateOfBirth: profile.date_of_birth,
    isMorning: profile.is_morning,
    ...(profile.hebrew_name ? { hebrewName: profile.hebrew_name } : {}),
  };
}

function withDetails<V extends PersonValues>(values: V, details: PersonDetails): V {
  return {
    ...values,
    name: details.name,
    dateOfBirth: details.dateOfBirth,
    isMorning: details.isMorning,
    ...(values.hebrewName !== undefined || details.hebrewName ? { hebrewName: details.hebrewName ?? '' } : {}),
  };
}
