/**
 * Command line: `numerology report --name "…" --dob YYYY-MM-DD [--morning] [--type simple|comprehensive|question]
 * [--question "…" --asked-on YYYY-MM-DD] [--as-of YYYY-MM-DD] [--json]`.
 * The CLI is the only place that reads the clock (for a default date); the engine never does.
 */
import { parseArgs } from 'node:util';
import { computeChart } from './chart';
import { NumerologyInputError } from './errors';
import { answerQuestion, writeComprehensiveReport, writeSimpleReport, type Reading } from './reading';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Today's date as YYYY-MM-DD; injectable for tests. */
  today?: () => string;
}

export const USAGE = `Usage:
  numerology report --name "Full Name" --dob YYYY-MM-DD [--morning]
                    [--type simple|comprehensive|question] [--as-of YYYY-MM-DD]
                    [--question "Your question" --asked-on YYYY-MM-DD] [--json]

  --type       simple (default), comprehensive or question
  --morning    born in the morning (fixes the Hebrew birth date)
  --as-of      date for personal year, month and day (default: today)
  --asked-on   date the question is asked (default: today)
  --json       print the numbers with their derivations instead of the text
`;

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function main(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        dob: { type: 'string' },
        morning: { type: 'boolean', default: false },
        type: { type: 'string', default: 'simple' },
        question: { type: 'string' },
        'asked-on': { type: 'string' },
        'as-of': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (positionals[0] !== 'report' || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const type = values.type;
  if (type !== 'simple' && type !== 'comprehensive' && type !== 'question') {
    io.err(`Unknown --type "${type}".\n\n${USAGE}`);
    return 2;
  }
  if (values.name === undefined || values.dob === undefined) {
    io.err(`--name and --dob are required.\n\n${USAGE}`);
    return 2;
  }
  if (type === 'question' && values.question === undefined) {
    io.err(`--type question needs --question.\n\n${USAGE}`);
    return 2;
  }
  const today = (io.today ?? localToday)();
  const person = { name: values.name, dateOfBirth: values.dob, bornInMorning: values.morning };
  try {
    let reading: Reading;
    if (type === 'question') reading = answerQuestion(person, values.question ?? '', values['asked-on'] ?? today);
    else if (type === 'comprehensive') reading = writeComprehensiveReport(person, values['as-of'] ?? today);
    else reading = writeSimpleReport(person, values['as-of'] ?? today);
    if (values.json) {
      const chart = type === 'question' ? reading.chart : computeChart(person, values['as-of'] ?? today);
      io.out(
        `${JSON.stringify(
          {
            kind: reading.kind,
            title: reading.title,
            profile: reading.profile,
            wordCount: reading.wordCount,
            highlights: reading.highlights,
            ...(reading.question ? { question: reading.question } : {}),
            chart,
          },
          null,
          2,
        )}\n`,
      );
    } else {
      io.out(`${reading.markdown}\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof NumerologyInputError) {
      io.err(`Invalid ${e.field}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
