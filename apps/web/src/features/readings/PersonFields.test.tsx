import { describe, expect, it } from 'vitest';
import { serverIssue } from './PersonFields';

describe('serverIssue', () => {
  it("says a field the server refused with the form's label, and names it for aria-invalid", () => {
    expect(serverIssue('question: must be at most 500 characters')).toEqual({
      field: 'question',
      message: 'Question: must be at most 500 characters',
    });
    expect(serverIssue('date_of_birth: must not be in the future').field).toBe('date_of_birth');
  });

  it('leaves a message that names no field of the form as it is', () => {
    expect(serverIssue('Insufficient tokens: 20 needed')).toEqual({ message: 'Insufficient tokens: 20 needed' });
    expect(serverIssue('Failed to get analysis')).toEqual({ message: 'Failed to get analysis' });
  });
});
