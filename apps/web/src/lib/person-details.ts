/**
 * The reader's own details (name, date of birth, born in the morning, Hebrew spelling) kept on this device, so
 * that details typed once fill every reading form, signed out too (issue #22). Signed in, the profile wins.
 */
export interface PersonDetails {
  name: string;
  dateOfBirth: string;
  isMorning: boolean;
  hebrewName?: string;
}

const KEY = 'kn.person';

export function rememberPersonDetails(details: PersonDetails): void {
  try {
    const hebrew = details.hebrewName?.trim();
    const kept: PersonDetails = {
      name: details.name.trim(),
      dateOfBirth: details.dateOfBirth,
      isMorning: details.isMorning,
      ...(hebrew ? { hebrewName: hebrew } : {}),
    };
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Private mode or storage full: the next form starts empty.
  }
}

/** The details kept on this device, if any (and well-formed). */
export function rememberedPersonDetails(): PersonDetails | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return null;
    const { name, dateOfBirth, isMorning, hebrewName } = value as Record<string, unknown>;
    if (typeof name !== 'string' || typeof dateOfBirth !== 'string' || !name || !dateOfBirth) return null;
    return {
      name,
      dateOfBirth,
      isMorning: isMorning === true,
      ...(typeof hebrewName === 'string' && hebrewName ? { hebrewName } : {}),
    };
  } catch {
    return null;
  }
}
