import type { ReportType } from '@app/contracts/reading-limits';
import { READING_ROUTES } from '@app/contracts/reading-routes';
import { useState } from 'react';
import { hebrewNameField, PersonFields, type PersonValues } from './PersonFields';
import { missingOf } from '../../lib/SubmitHint';
import KeptReadingNote from './KeptReadingNote';
import { isPersonValues } from './reading-entry';
import { ReadingFormFrame } from './ReadingFormFrame';
import { useReadingForm } from './use-reading-form';

/**
 * The report form (spec section 4) with its result. Default export so the app can lazily compose it,
 * e.g. on the home page.
 */
export default function ReportForm({ reportType }: { reportType: ReportType }) {
  const paid = reportType === 'comprehensive';
  const [values, setValues] = useState<PersonValues>({ name: '', dateOfBirth: '', isMorning: false });
  // Each reading gets its own address (a signed-out free one is kept on the device); Back shows this form filled.
  const form = useReadingForm({
    address: {
      form: values,
      isForm: isPersonValues,
      person: (v) => v,
      restore: (v, withPerson) => withPerson && setValues(v),
    },
    submission: { path: READING_ROUTES.report, paid, fallbackMessage: 'Failed to generate report' },
    person: [values, setValues],
  });

  const onSubmit = () =>
    form.submit('report', {
      name: values.name,
      date_of_birth: values.dateOfBirth,
      is_morning: values.isMorning,
      ...hebrewNameField(values),
      report_type: reportType,
    });

  return (
    <ReadingFormFrame
      form={form}
      onSubmit={onSubmit}
      price={paid ? 'comprehensiveReport' : undefined}
      submitLabel={paid ? 'Generate Comprehensive Report' : 'Generate Report'}
      submittingLabel="Generating Report..."
      missing={missingOf(values)}
      after={!paid && <KeptReadingNote refresh={form.submission.state} />}
    >
      {form.profile.choice}
      <PersonFields values={values} onChange={setValues} invalid={form.submission.invalid} hebrewSpelling />
    </ReadingFormFrame>
  );
}
