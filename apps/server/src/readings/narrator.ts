import type { ReadingWriter, WrittenReading } from './writer';

/**
 * The optional narrator: asks an OpenAI-compatible /chat/completions endpoint to retell the engine's
 * reading as flowing prose. The engine's text stays the source of truth: on any failure, time-out, or
 * a reply that contains a number the engine did not write, the engine's own text is used (ADR 0604).
 */
export interface NarratorOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  onFailure?: (reason: string) => void;
}

const SYSTEM_PROMPT = [
  'You are the narrator of a Kabbalistic numerology reading.',
  'Rewrite the reading you are given as warm, flowing prose in Markdown, keeping its headings.',
  'Keep every number exactly as written. Never add a number, date, name or claim that is not in the reading.',
  'Do not give medical, legal or financial advice. Answer with the rewritten reading only.',
].join(' ');

export function withNarrator(writer: ReadingWriter, options: NarratorOptions): ReadingWriter {
  return async (request, today) => {
    const written = await writer(request, today);
    try {
      const markdown = await narrate(written, options);
      return { ...written, markdown, narrated: true };
    } catch (error) {
      options.onFailure?.(error instanceof Error ? error.message : String(error));
      return written;
    }
  };
}

async function narrate(written: WrittenReading, options: NarratorOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify({
      model: options.model,
      temperature: 0.4,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: written.markdown },
      ],
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`narrator answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim().length < 40) throw new Error('narrator gave no usable text');
  const invented = inventedNumbers(written.markdown, content);
  if (invented.length) throw new Error(`narrator invented numbers: ${invented.slice(0, 5).join(', ')}`);
  return content.trim();
}

/** Numbers in `rewritten` that do not occur in `original`. */
export function inventedNumbers(original: string, rewritten: string): string[] {
  const known = new Set(original.match(/\d+/g) ?? []);
  return [...new Set(rewritten.match(/\d+/g) ?? [])].filter((n) => !known.has(n));
}
