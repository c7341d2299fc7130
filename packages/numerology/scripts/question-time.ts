/**
 * How often timeAskedAbout agrees with the development set's expected ranges (issue 20): prints exact /
 * overlapping / wrong / missing counts, and with `--list` every disagreement. Development set only.
 */
import { readFileSync } from 'node:fs';
import { formatIsoDate, parseIsoDate } from '../src/dates';
import { timeAskedAbout } from '../src/questions/time';

interface Item {
  id: string;
  question: string;
  askedOn: string;
  dob?: string;
  range?: { from: string; to: string };
}
const set = JSON.parse(readFileSync(new URL('../test/question-dev.json', import.meta.url), 'utf8')) as {
  items: Item[];
};
const counts = { exact: 0, overlapping: 0, wrong: 0, missing: 0, extra: 0 };
const misses: string[] = [];
for (const item of set.items) {
  const t = timeAskedAbout(item.question, parseIsoDate(item.askedOn)!, item.dob ? parseIsoDate(item.dob)! : undefined);
  const got = t ? `${formatIsoDate(t.from)}..${formatIsoDate(t.to)}` : 'none';
  if (!item.range) {
    if (t && !t.past) counts.extra++;
    continue;
  }
  const want = `${item.range.from}..${item.range.to}`;
  if (!t) counts.missing++;
  else if (got === want) counts.exact++;
  else if (formatIsoDate(t.from) <= item.range.to && item.range.from <= formatIsoDate(t.to)) counts.overlapping++;
  else counts.wrong++;
  if (got !== want)
    misses.push(
      `${item.id} [${item.askedOn}] ${item.question.slice(0, 140)}\n    want ${want} got ${got} ${t ? `"${t.label}"` : ''}`,
    );
}
const n = counts.exact + counts.overlapping + counts.wrong + counts.missing;
console.log(
  `time ranges on ${n} development items: exact ${counts.exact}, overlapping ${counts.overlapping}, wrong ${counts.wrong}, missing ${counts.missing}; a time found in ${counts.extra} items with no expected range`,
);
if (process.argv.includes('--list')) console.log(misses.join('\n'));
