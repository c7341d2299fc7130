/**
 * Georgian by the national romanization (2002, used on Georgian passports; its apostrophes for ejectives
 * are not letters and are dropped) and Armenian by the BGN/PCGN 1981 system, simplified the same way.
 */

const GEORGIAN: Readonly<Record<string, string>> = {
  ა: 'A',
  ბ: 'B',
  გ: 'G',
  დ: 'D',
  ე: 'E',
  ვ: 'V',
  ზ: 'Z',
  თ: 'T',
  ი: 'I',
  კ: 'K',
  ლ: 'L',
  მ: 'M',
  ნ: 'N',
  ო: 'O',
  პ: 'P',
  ჟ: 'ZH',
  რ: 'R',
  ს: 'S',
  ტ: 'T',
  უ: 'U',
  ფ: 'P',
  ქ: 'K',
  ღ: 'GH',
  ყ: 'Q',
  შ: 'SH',
  ჩ: 'CH',
  ც: 'TS',
  ძ: 'DZ',
  წ: 'TS',
  ჭ: 'CH',
  ხ: 'KH',
  ჯ: 'J',
  ჰ: 'H',
};

export function romanizeGeorgian(text: string): string {
  let out = '';
  for (const ch of text) out += GEORGIAN[ch] ?? '';
  return out;
}

const ARMENIAN: Readonly<Record<string, string>> = {
  ա: 'A',
  բ: 'B',
  գ: 'G',
  դ: 'D',
  ե: 'E',
  զ: 'Z',
  է: 'E',
  ը: 'Y',
  թ: 'T',
  ժ: 'ZH',
  ի: 'I',
  լ: 'L',
  խ: 'KH',
  ծ: 'TS',
  կ: 'K',
  հ: 'H',
  ձ: 'DZ',
  ղ: 'GH',
  ճ: 'CH',
  մ: 'M',
  յ: 'Y',
  ն: 'N',
  շ: 'SH',
  ո: 'O',
  չ: 'CH',
  պ: 'P',
  ջ: 'J',
  ռ: 'R',
  ս: 'S',
  վ: 'V',
  տ: 'T',
  ր: 'R',
  ց: 'TS',
  ւ: 'V',
  փ: 'P',
  ք: 'K',
  օ: 'O',
  ֆ: 'F',
  և: 'EV',
};

/** BGN/PCGN: ե is ye and ո is vo at the start of a word; ու is u. */
export function romanizeArmenian(text: string): string {
  const chars = [...text.toLowerCase()];
  let out = '';
  chars.forEach((ch, i) => {
    if (ch === 'ո' && chars[i + 1] === 'ւ') out += 'U';
    else if (ch === 'ւ' && chars[i - 1] === 'ո') out += '';
    else if (i === 0 && ch === 'ե') out += 'YE';
    else if (i === 0 && ch === 'ո') out += 'VO';
    else out += ARMENIAN[ch] ?? '';
  });
  return out;
}
