/** The input fields a caller can get wrong; the server maps `field` to a form field. */
export type NumerologyInputField =
  | 'name'
  | 'dateOfBirth'
  | 'question'
  | 'askedOn'
  | 'asOf'
  | 'hebrewName'
  | 'partnerName'
  | 'partnerDateOfBirth'
  | 'partnerHebrewName';

/** Thrown for any input the engine refuses. The message is plain English, safe to show to a user. */
export class NumerologyInputError extends Error {
  readonly field: NumerologyInputField;

  constructor(field: NumerologyInputField, message: string) {
    super(message);
    this.name = 'NumerologyInputError';
    this.field = field;
  }
}
