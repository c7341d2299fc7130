/**
 * Rules for questions that must be declined but say so only by their signs (ADR 0922): the warning signs
 * crisis services teach (means kept, a place of height at night, affairs put in order, goodbyes, no tomorrow),
 * a death told by its care ("prepare ourselves", "the word comfort"), a pregnancy by its stage ("32 weeks", "a
 * faint second line"), a result by the exam already sat, someone's private acts by what they are doing. Read on
 * `screenedText` (lower case, pills folded to "medication", idioms set aside). Pure data.
 */
import type { UnsafeClass } from './classify';

type Rule = readonly [name: string, pattern: RegExp];

const HEIGHT =
  '(corridor|rooftop|roof|ledge|edge|balcony|bridge|cliff|cliffs|platform|tracks|railing|railings|top floor|parapet|scaffolding|beachy head)';

export const VEILED_RULES: Readonly<Partial<Record<UnsafeClass, readonly Rule[]>>> = {
  'self-harm': [
    [
      'means kept',
      /\b(medication|tablets?|meds|pills|painkillers|paracetamol)\b(?:\s+\w+){0,10}\s+(aside|put by|stockpiled|hoarded|in a jar|saved|saved up|kept|stored|use them (all )?together|all at once)\b|\b(putting|put|kept|keeping|saving|saved|collecting|hoarding|stockpiling) (\w+ ){0,4}(medication|tablets?|meds|pills|painkillers|paracetamol)\b(?=.*\b(enough|together|all at once|good day for it|time to use)\b)/,
    ],
    [
      'a height',
      new RegExp(
        `\\b(stand|standing|stood|sit|sitting|sat|look|looking|looked|staring|stare|been|up)( \\w+){0,4} (at|on|from|by|near|up at|over) (the |my |our |a )?(\\w+ ){0,3}${HEIGHT}\\b(?=.*\\b(step|jump|go or not|no more|every night|long time|for hours|hours now|engine off|drive home|end|over the edge|falling|fall|the drop|last|looking down)\\b)`,
      ),
    ],
    [
      'no tomorrow',
      /\bnot (have|having) to (do|face|see|wake up to|deal with) (tomorrow|another day|any (more )?days?)\b|\bnever reach (the|my) destination\b|\bturn(ing)? the wheel\b|\b(drive|driving|drove|walk|walking) (the car )?(into|off) (the|a) (river|sea|lake|wall|tree|cliff|bridge|canal|quarry)\b/,
    ],
    [
      'worth more gone',
      /\binsurance\b(?=.*\b(instead of me|than me|without me|if i (die|died|am gone|was gone|were gone)|me coming home)\b)|\b(loan|debt|debts|mortgage) (\w+ ){0,3}(finish|finished|paid|cleared|gone) (with|by) (the |my )?insurance\b|\bif i (am|was|were|m) gone\b(?! (for|to|on|away|abroad|over|a|an|two|three|\d))/,
    ],
    [
      'a goodbye',
      /\b(sorry|thanks|thank you) for everything\b(?=.*\b(look after|take care of|phone|goodbye|switched off|not answering|everyone|making it)\b)|\b(proper|final|last) goodbye\b(?! to (my|the|our|this|that|his|her)\b)|\bdeleted (all )?my (socials|accounts|social media|instagram|tiktok)\b(?=.*\b(goodbye|bye|ending|gone|last)\b)|\byou(ll| will) need (this|it|them) more than me\b|\bgoodbye (ish )?(post|message|text|video|story)\b|\b(final|farewell) (post|message|text)\b/,
    ],
    [
      'giving away',
      /\b(gave|give|giving|given) away (my |all my |all )?(\w+ ){0,3}(account|skins|games|collection|guitar|console)\b(?=.*\b(gg|goodbye|farewell|last|wont need|no longer need|next for me)\b)/,
    ],
    [
      'work here is done',
      // "the lawyer has my will … is the 12th a good date to be done": a date to be done with nothing after it.
      /\b(good|right|best|ok|okay|fitting) (date|day|time|week|month) to be done\s*$|\bdone what i came (here )?to do\b|\b(left|leave|leaving|wrote) a note\b(?=.*\b(passwords|cat|dog|goodbye|ending for me|sorry)\b)|\b(arranged|arranging|sorted) for (the |my )?(cat|dog|pets?) to go\b|\bmy (work|time|job) here is done\b|\bpasswords (\w+ ){0,3}(in an envelope|for my (wife|husband|family|kids|partner))\b/,
    ],
    [
      'join the dead',
      /\b(sooner|rather|ready to|want to|time to) (go and |go |just )?(join|be with) (him|her|them|my (late )?\w+)\b(?=.*\b(medication|tablets|pills|gone|died|passed|lost|late|heaven|waiting|good day for it)\b)/,
    ],
    [
      // "i sit by the canal and think about just stepping in": deep water and a step into it.
      'into the water',
      /\b(sit|sitting|sat|stand|standing|stood|walk|walking|look|looking|stare|staring|go|going) (\w+ ){0,2}(by|at|to|along|over|into|beside) the (water|river|canal|sea|lake|loch|reservoir|quarry|harbour|weir)\b(?=.*\b(step|stepping|walk|walking|wade|wading|slip|slipping|sink|sinking) (in|into|under)\b(?! (and|to|with|on|for|at|the office|business|work)\b))/,
    ],
    [
      'one step',
      /\b(one|just one|take one more) step (only|more)\b|\bone more step\b|\bstep off\b|\bone step and\b|\bgo together\b(?=.*\b(auspicious|both of us|leave together|which day)\b)|^(?=.*\b(medication|tablets?|meds|pills|painkillers|paracetamol)\b).*\b(go|leave|die) together\b|\bleave together\b/,
    ],
    [
      'a plan and its means',
      /\bplan(ning)? it (a bit )?more\b|\bnot asking for help\b|\bhose ?pipe\b(?=.*\b(car|garage|exhaust)\b)|\bpainless (ways?|methods?)\b|\btaking up (space|oxygen|air)\b|\b(ghost|dead) already\b|\bthe last one i (have|ll have|will have|ever have)\b|\bgood age to (finish|go|end it|die)\b|\bme making it to\b|\blet me rest\b(?=.*\b(tidy|sorted|cancelled|affairs|for good)\b)/,
    ],
    ['not past school', /\b(doesnt|dont|wont|will not|never|not) make it past (school|\d\d|this year|next year)\b/],
  ],
  death: [
    [
      'care at the end',
      /\b(weeks or months|days or weeks|prepare (ourselves|yourselves|myself|the family)|comfort care|made comfortable|the word comfort|a quiet room|planning the (farewell|funeral)|the last year on my calendar)\b/,
    ],
    [
      'a last season',
      /\bmakes? it to (her|his|their) \d+|\bthe year (my|our) \w+ (leaves us|goes|passes|dies)\b|\b(is|will) (this|next|summer|winter|christmas|\w+ \d{4}) (\w+ )?(be )?(his|her|their) last\b|\b(my|his|her|their) (lifespan|life span|life expectancy)\b/,
    ],
    [
      'while we can',
      /\bwhile (we|he|she|they|i) still can\b(?=.*\b(frail|doctor|hospital|nurses?|poorly|unwell|ill|home|not been right)\b)|\b(long stretch|many years) on my own at the end\b/,
    ],
  ],
  surgery: [
    [
      'procedure by name',
      /\b(grommets|hip revision|knee revision|revision surgery|acl reco\w*|mummy makeover|in one piece)\b/,
    ],
  ],
  pregnancy: [
    [
      'a pregnancy by its stage',
      /\b(at|is|am|im|i|shes|she is) \d{1,2} weeks( pregnant| along| gone|(?! (in|of|dating|together|into)\b))|\b(will|is) (the )?baby (be )?(ok|okay|alright|fine|healthy)\b|\b(second|2nd) line\b|\bfaint (line|positive)\b|\bsymptom spot\w*\b|\bspotting\b(?=.*\b(weeks|bean|baby|pregnan\w*|bleed\w*)\b)|\bis the bean\b|\b(our|my|the|embryo|frozen) transfer\b(?=.*\b(worked|on board|symptom|beta|wait|little ones)\b)/,
    ],
    [
      'trying for a child',
      /\b(start|started|starting) trying( for (a|another) (baby|family))?( (after|before|next|this|in|when|once|again)\b|$)|\bbeen trying for (\w+ ){0,2}(years|months|a while|ages)\b(?! to)|\b(desperate for|want|wanting|longing for|hoping for|praying for) (one more|another|a|a second|a third) (baby|wean|bairn|child|little one|bub)\b|\b(praying|hoping|trying|chance|compatible) for twins\b/,
    ],
  ],
  health: [
    [
      'a prescription',
      /\b(gp|doctor|psychiatrist|consultant|dr)\b(?:\s+\w+){0,6}\s+(gave me|prescribed|wants to change|changed my|switched my|put me on|upped|lowered|increased|reduced)\b|\b(stop|stopping|quit|quitting|come off|coming off) (taking )?(them|my medication|the medication)\b(?=.*\b(gp|doctor|medication|feel|ones)\b)|\bremedio\b/,
    ],
  ],
  'private-life': [
    [
      'what someone is doing',
      /\b(is|are|was) (he|she|they|(my|our|the) (\w+ ){0,2}(nanny|babysitter|cleaner|au pair|carer|tenant|lodger|flatmate|housemate|roommate|neighbour|neighbor|landlord|boss|oga|colleague|husband|wife|boyfriend|girlfriend|partner|son|daughter|kid|teen|old)) (really |still |secretly |actually )?(seeing|smoking|drinking|vaping|taking drugs|doing drugs|dealing|bringing|collecting|stealing|cheating|sleeping with|hiding|hooking up|at it)\b/,
    ],
    [
      'taking from me',
      /\b(nicking|nicked|stealing|stole|pinching|pinched) (me |my |our )?(\w+ ){0,3}(beers?|cash|money|food|stuff|things|clothes|jewellery|jewelry|from (me|us|the jar|my purse|my wallet))\b/,
    ],
    [
      'what is really going on',
      /\b(his|her|their) numbers say (is )?(actually|really) going on\b|\bwhat is (he|she|they) (getting up to|up to)\b|\b(who is|which one is|is it) (\w+ ){0,2}(leaking|stealing|lying|the thief|the leak)\b|\bleaking\b(?=.*\b(which one|who)\b)/,
    ],
  ],
  'exam-result': [
    [
      'a paper already sat',
      /\b(wrote|written|sat|given|gave|took|taken) (my |his |her |the |ma )?(\w+ ){0,3}(final|finals|paper|papers|highers|boards|11|eleven plus|css|ca|cpa|acca|bar|written exam)\b(?=.*\b(cleared|clear|passed|qualified|qualify|get the|got the|got into|get into|results?|marks|grade|score|made it)\b)/,
    ],
  ],
  legal: [
    [
      'a hearing',
      /\b(in front of|before|up before) the (sheriff|judge|magistrate|court|tribunal|panel|bench)\b|\b(ccma|tribunal|arbitration|disciplinary) hearing\b|\bhearing\b(?=.*\b(go for me|in my favour|for me or|rule|outcome)\b)/,
    ],
  ],
  immigration: [['let me stay', /\b(let me stay|send me back|deport\w*|visto)\b/]],
  gambling: [
    [
      'a draw',
      /\bscratch(ie|ies|er|ers)\b|\b(numbers?|digits) (for|to play in|in) (the |tonights |this weeks |saturdays )?(draw|lotto|lottery|powerball|euromillions|jackpot|raffle|4d|toto)\b|\bplay (đe|đề|lo đe)\b/,
    ],
  ],
  investment: [
    [
      'a share to buy',
      /\b(load up|buy the dip)\b|\bgo big on \w+ (options|shares|stock|calls)\b|\b(call|put) options\b|\bwhich (fund|stock|share|etf|coin|token)s?\b|\b(nvda|tsla|aapl|amzn|msft|googl|pltr|gme|spy|qqq|voo|aramco)\b|\b\w+ (share|shares|stock) (is |are )?(good|a buy|worth|to buy)\b/,
    ],
  ],
};
