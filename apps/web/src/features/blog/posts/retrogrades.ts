/** Post 4: body HTML, loaded only by the post page. */
export default `
<p>Few phrases have escaped astrology into everyday speech as thoroughly as "Mercury is in retrograde". People use it to explain lost keys, crashed laptops and awkward messages sent to the wrong person. Numerology has its own way of describing seasons for looking back, through the personal year number. This article puts the two side by side: what a retrograde actually is, what your personal year says, and why both, read gently, point to the same useful habit of review.</p>

<h2>What a retrograde is</h2>

<p>Planets do not really reverse. A retrograde is an optical effect. Earth and the other planets all circle the Sun at different speeds, so from where we stand, a planet sometimes appears to slow down, drift backwards against the background stars for a few weeks, and then move forward again. It is a little like overtaking a slower car on a motorway: for a moment the other car seems to slide backwards, even though both of you are moving forward.</p>

<p>Mercury, the fastest planet, does this about three times a year, for roughly three weeks each time. In astrology Mercury is linked with communication, travel and paperwork, so its retrograde periods became associated with miscommunication and delays. The traditional advice is not to panic but to re-read, re-check and revisit: to use the "re-" words.</p>

<p>We should be clear that there is no evidence that a retrograde causes technical failures or misunderstandings. What the idea offers, like numerology, is a rhythm and a reminder. And a regular reminder to slow down and double-check is no bad thing.</p>

<h2>Your personal year number</h2>

<p>Numerology describes time in nine-year cycles. Each calendar year, you are in one of nine "personal years", and each has its own mood. To find yours, add your birth month and birth day to the current year, then reduce:</p>
<ul>
  <li>Suppose you were born on 14 July, and the year is 2025.</li>
  <li>Month: July is <strong>7</strong>. Day: 14 gives 1 + 4 = <strong>5</strong>. Year: 2025 gives 2 + 0 + 2 + 5 = <strong>9</strong>.</li>
  <li>Add them: 7 + 5 + 9 = 21, and 2 + 1 = <strong>3</strong>. This is a personal year 3.</li>
</ul>
<p>Your personal year changes every year, moving one step through the cycle from 1 to 9 and then starting again.</p>

<h2>The nine years in brief</h2>
<ul>
  <li><strong>1</strong>: new starts, seeds planted, independence.</li>
  <li><strong>2</strong>: patience, partnership, quiet growth beneath the surface.</li>
  <li><strong>3</strong>: expression, social life, creativity.</li>
  <li><strong>4</strong>: work, structure, building on what was planted.</li>
  <li><strong>5</strong>: change, movement, the unexpected.</li>
  <li><strong>6</strong>: home, family, responsibility.</li>
  <li><strong>7</strong>: reflection, study, rest and inner work.</li>
  <li><strong>8</strong>: achievement, money, recognition for earlier effort.</li>
  <li><strong>9</strong>: completion, clearing out, letting go.</li>
</ul>

<h2>Where they meet: the review seasons</h2>

<p>Read side by side, retrogrades and personal years share a common thread: both say that life is not a straight line upward, and that some seasons are meant for going back over things. In numerology, the clearest review years are the 7, a time for inner work and study, and the 9, a time for finishing and clearing the table. A Mercury retrograde, much shorter, plays the same role on a small scale: three weeks in which it is traditional to revisit rather than launch.</p>

<p>So if a retrograde falls during your 7 or 9 year, you might treat it as a double invitation to pause. If it falls during a 1 year, when everything in the cycle says "begin", you might simply use those weeks to check your plans twice before you sign anything. Nothing forbids action in any season; it is a question of emphasis.</p>

<h2>A Kabbalistic note</h2>

<p>In the Kabbalistic tradition, the Hebrew word for repentance or return, <span class="hebrew" lang="he">תשובה</span> (teshuvah), literally means "turning back". It does not mean going backwards in life; it means returning to what matters. The autumn festivals begin a new year with ten days set aside for exactly this kind of review. The image fits retrogrades and review years well: a turning back that makes the next step forward wiser.</p>

<h2>A simple review practice</h2>

<p>Whenever your calendar, your chart or your own tiredness tells you it is a review season, try three questions:</p>
<ol>
  <li>What have I started that I have not finished, and do I still want to finish it?</li>
  <li>What message did I mean to send, or what conversation did I mean to have, that I keep putting off?</li>
  <li>What can I let go of, so that there is room for what comes next?</li>
</ol>
<p>Write your answers down, and come back to them when the season changes. You will probably find that the questions did more than any planet or number could.</p>

<h2>See your current year</h2>

<p>Our comprehensive report includes your personal year alongside your other core numbers, with a few lines on what the year tends to favour. As always, treat it as a conversation starter, for yourself or with someone you trust, and not as a forecast.</p>
`;
