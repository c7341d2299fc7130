/** Post 5: body HTML, loaded only by the post page. */
export default `
<p>Some years feel like a long exhale. Projects wind down, friendships shift, and things you held onto for a long time seem ready to be put down. Numerology has a name for this kind of year: the personal year 9, the last step of a nine-year cycle. And right after it comes the personal year 1, the fresh page. This article is about that turn, from ending to beginning, and how to move through it with some grace.</p>

<p>As always, we offer numerology as a tool for reflection and not as prediction. You do not need to believe that numbers govern your life to find it useful to think of time in chapters.</p>

<h2>The nine-year cycle</h2>

<p>Numerology divides life into repeating cycles of nine years. Your position in the cycle is your personal year number, found by adding your birth month, your birth day and the current year, then reducing the result to one digit. Someone born on 14 July has a personal year of 7 + 5 + 9 = 21, which reduces to 3, in 2025; the next year will be a 4, and so on until 9, after which the count returns to 1.</p>

<p>The shape of the cycle is easy to remember. Years 1 to 3 are about planting and expressing. Years 4 to 6 are about building, change and responsibility. Years 7 to 9 turn inward: reflection in 7, harvest in 8, completion in 9. The idea is the same one farmers have always known: you cannot plant a new field until the old crop is in.</p>

<h2>What a 9 year asks of you</h2>

<p>The 9 year is often described as "clearing the table". It can be emotional, because endings usually are, even good ones. Common themes include:</p>
<ul>
  <li>finishing long-running projects, or admitting that some will not be finished;</li>
  <li>giving away, selling or sorting what you no longer use;</li>
  <li>forgiving, or at least setting down, old grievances;</li>
  <li>noticing which relationships have grown and which have quietly run their course.</li>
</ul>
<p>None of these has to be dramatic. A 9 year is not a sentence of loss. It is simply a good time to tidy up, so that the next chapter does not start cluttered.</p>

<h2>What a 1 year offers</h2>

<p>The 1 year that follows is about beginnings. It tends to favour new projects, new habits, moves and first steps. Because the slate is fresh, what you start in a 1 year can shape the whole cycle that follows, which is why numerologists suggest choosing your beginnings with some care rather than grabbing at everything at once. One or two well-chosen seeds tend to do better than a dozen scattered ones.</p>

<p>If a 1 year arrives and you do not feel any burst of energy, that is normal. Beginnings are often quiet. The first step can be as small as deciding what you want.</p>

<h2>Nine and one in the Hebrew letters</h2>

<p>In the Hebrew alphabet, 9 is the letter Tet and 1 is Aleph. Tet is often drawn as a vessel turned inward, and the tradition links it to hidden goodness: something gathered and held before it is revealed. Aleph, the first letter, is silent. It has no sound of its own and only carries the vowel placed on it, which makes it a lovely image for a beginning: a breath before the first word. Between them stands Yod, the letter of 10, a single small point. Ten reduces back to one, so in numerology every ending already contains a beginning.</p>

<p>The Jewish calendar makes the same point in its own way. The annual cycle of Torah reading ends and immediately begins again on the same day, at the festival of Simchat Torah. The last words of the book are read, and straight away the first words are read once more. There is no gap between ending and starting, only a turn.</p>

<h2>A ritual for the turn</h2>

<p>You do not need a special date to do this; the end of a calendar year, a birthday or a move will all do. Take a sheet of paper and fold it in half.</p>
<ol>
  <li>On the left, write what you are finishing or letting go of. Be honest and specific.</li>
  <li>For each item, write one sentence of thanks for what it gave you, even if it was only a lesson.</li>
  <li>On the right, write no more than three things you would like to begin.</li>
  <li>For each, write the smallest first step you could take within a week.</li>
</ol>
<p>Keep the sheet somewhere you will see it again in a few months. Many people find that the left side feels lighter just for having been written down.</p>

<h2>When endings are hard</h2>

<p>Some endings are painful: bereavement, illness, a relationship or a job lost against your will. Numerology has nothing to say that could make those easier to bear, and it should never be used to suggest that a loss was "meant to be". If you are going through something heavy, please lean on the people around you and, where it helps, on professional support. A number is a small lantern, not a map.</p>

<h2>Find your place in the cycle</h2>

<p>If you would like to know whether you are in a 9 year, a 1 year, or somewhere in between, our comprehensive report calculates your personal year along with your other core numbers. You can also do the sum yourself in a few seconds with the method above. Either way, we hope it helps you see this year as a chapter, with a beginning and an end of its own.</p>
`;
