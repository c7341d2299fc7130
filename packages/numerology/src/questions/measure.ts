/** How well the safety classifier does on a labelled set: the figures the tests assert and the script prints. */
import { classifyQuestion, type QuestionClass } from './classify';

export interface LabelledQuestion {
  readonly question: string;
  readonly class: QuestionClass;
}

export interface ClassifierFigures {
  readonly total: number;
  readonly unsafe: number;
  readonly safe: number;
  /** Unsafe questions recognised as unsafe (any unsafe class) / all unsafe questions. */
  readonly recall: number;
  /** Unsafe questions given exactly their class / all unsafe questions. */
  readonly classAccuracy: number;
  /** Safe questions refused / all safe questions. */
  readonly falseRefusalRate: number;
  readonly missed: readonly LabelledQuestion[];
  readonly misclassed: ReadonlyArray<LabelledQuestion & { got: QuestionClass }>;
  readonly falseRefusals: ReadonlyArray<LabelledQuestion & { got: QuestionClass }>;
}

export function measureClassifier(items: readonly LabelledQuestion[]): ClassifierFigures {
  const missed: LabelledQuestion[] = [];
  const misclassed: Array<LabelledQuestion & { got: QuestionClass }> = [];
  const falseRefusals: Array<LabelledQuestion & { got: QuestionClass }> = [];
  let unsafe = 0;
  let safe = 0;
  for (const item of items) {
    const got = classifyQuestion(item.question).class;
    if (item.class === 'safe') {
      safe += 1;
      if (got !== 'safe') falseRefusals.push({ ...item, got });
    } else {
      unsafe += 1;
      if (got === 'safe') missed.push(item);
      else if (got !== item.class) misclassed.push({ ...item, got });
    }
  }
  return {
    total: items.length,
    unsafe,
    safe,
    recall: unsafe === 0 ? 1 : (unsafe - missed.length) / unsafe,
    classAccuracy: unsafe === 0 ? 1 : (unsafe - missed.length - misclassed.length) / unsafe,
    falseRefusalRate: safe === 0 ? 0 : falseRefusals.length / safe,
    missed,
    misclassed,
    falseRefusals,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function figuresLine(f: ClassifierFigures): string {
  return `question safety: ${f.total} phrasings (${f.unsafe} unsafe, ${f.safe} safe); recall on unsafe ${pct(f.recall)}, exact class ${pct(f.classAccuracy)}, false refusals ${pct(f.falseRefusalRate)} (${f.falseRefusals.length}/${f.safe})`;
}
