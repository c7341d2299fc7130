import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { loadProfile, saveProfile, type Profile } from '../../lib/profile';
import './for-whom.css';

interface PersonValues {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
  hebrewName?: string;
}

type ForWhom = 'me' | 'someone-else';

/**
 * "For me / for someone else" on a reading form. For a signed-in reader, "for me" fills the form from their
 * saved profile; "someone else" empties it. `remember()` (called on submit) saves the details typed "for me"
 * as the profile, so the next form starts filled. Signed out, it shows nothing and does nothing.
 */
export function useProfileChoice<V extends PersonValues>(
  values: V,
  setValues: (next: V) => void,
): { choice: ReactNode; remember: () => void } {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const userId = session.status === 'signed-in' ? session.userId : null;
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (!userId) return setProfile(null);
    let live = true;
    void loadProfile(userId).then((p) => live && setProfile(p));
    return () => {
      live = false;
    };
  }, [userId]);
  const [forWhom, setForWhom] = useState<ForWhom>('me');
  const filled = useRef(false);
  const id = useId();

  // Fill an untouched form once the profile arrives.
  useEffect(() => {
    if (!profile || filled.current || forWhom !== 'me') return;
    filled.current = true;
    if (values.name || values.dateOfBirth) return;
    setValues(fromProfile(values, profile));
  }, [profile, forWhom, values, setValues]);

  const choose = (next: ForWhom) => {
    setForWhom(next);
    if (next === 'someone-else') setValues({ ...values, name: '', dateOfBirth: '', isMorning: false, hebrewName: '' });
    else if (profile) setValues(fromProfile(values, profile));
  };

  const remember = () => {
    if (!userId || forWhom !== 'me' || !values.name.trim() || !values.dateOfBirth) return;
    const hebrew = values.hebrewName?.trim();
    const same =
      profile &&
      profile.name === values.name.trim() &&
      profile.date_of_birth === values.dateOfBirth &&
      profile.is_morning === values.isMorning &&
      (values.hebrewName === undefined || (profile.hebrew_name ?? '') === (hebrew ?? ''));
    if (same) return;
    saveProfile(userId, {
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
    })
      .then(setProfile)
      .catch(() => {
        // The reading still goes ahead; the profile is saved another time.
      });
  };

  const choice = signedIn ? (
    <fieldset className="for-whom">
      <legend className="visually-hidden">Who is this reading for?</legend>
      <label className="for-whom__option">
        <input type="radio" name={`${id}-for`} checked={forWhom === 'me'} onChange={() => choose('me')} />
        For me
      </label>
      <label className="for-whom__option">
        <input
          type="radio"
          name={`${id}-for`}
          checked={forWhom === 'someone-else'}
          onChange={() => choose('someone-else')}
        />
        For someone else
      </label>
      <p className="field__hint for-whom__hint">
        {forWhom === 'me'
          ? profile
            ? 'Filled in from your details; changes you make are remembered for next time.'
            : 'Your details are remembered for next time.'
          : 'Nothing you type here changes your own details.'}
      </p>
    </fieldset>
  ) : null;

  return { choice, remember };
}

function fromProfile<V extends PersonValues>(values: V, profile: Profile): V {
  return {
    ...values,
    name: profile.name,
    dateOfBirth: profile.date_of_birth,
    isMorning: profile.is_morning,
    ...(values.hebrewName !== undefined || profile.hebrew_name ? { hebrewName: profile.hebrew_name ?? '' } : {}),
  };
}
