/** Post 3: body HTML, loaded only by the post page. */
export default `
<p>You glance at your phone and it says 11:11. A few days later it happens again, and then the microwave shows 22:22 while you are making tea. Suddenly it feels as if the clock is trying to tell you something. You are not alone in noticing this: "twin hours" or "mirror hours" are one of the most searched numerology topics there is.</p>

<p>This article looks at why these moments catch our attention, what numerology traditionally says about them, and how to enjoy them without letting them run your day. As with everything on this site, read it as an invitation to reflection and a bit of entertainment, not as a prediction.</p>

<h2>Why repeated numbers stand out</h2>

<p>Let's start with the ordinary explanation, because it is a good one. A clock shows 1,440 different minutes every day. Most of them look like random strings of digits, so we never remember them. A time like 11:11 or 12:12 has a pattern, and human brains are very good at spotting patterns. Once you have noticed one, you start noticing them more, a well-known effect sometimes called the frequency illusion. The times you looked and saw 10:47 simply do not stick in the memory.</p>

<p>None of this makes the moment meaningless. It just means the meaning comes from you, not from the clock. And that is exactly how numerology works at its best: it gives you a prompt, and you decide what to do with it.</p>

<h2>The master numbers</h2>

<p>In numerology most numbers are reduced to a single digit by adding their digits together. Three numbers are usually left alone: 11, 22 and 33. These are called master numbers, and twin hours put two of them right on the clock face.</p>
<ul>
  <li><strong>11</strong> is read as the number of intuition and inspiration. It is a heightened form of 2 (because 1 + 1 = 2), so it also carries 2's sensitivity, sometimes to the point of nervousness.</li>
  <li><strong>22</strong> is called the master builder: the vision of 11 brought down to earth in practical, lasting work. Its root is 4, the number of structure and effort.</li>
  <li><strong>33</strong> is the master teacher, associated with compassion and service. It is rarely seen on a clock, which only goes up to 23 hours, but it shows up in birth dates and names.</li>
</ul>
<p>So when people say 11:11 is a "wake-up call", they are drawing on this reading of 11 as an invitation to listen to intuition.</p>

<h2>Reading the common twin hours</h2>

<p>Here is a light-hearted guide to the pairs you are most likely to see. A simple way to read any time is to add its digits: 12:12 gives 1 + 2 + 1 + 2 = 6, for example.</p>
<ul>
  <li><strong>01:01</strong> (sum 2): a nudge towards cooperation; who could you ask for help?</li>
  <li><strong>10:10</strong> (sum 2): a new cycle starting, with a partner or alongside others.</li>
  <li><strong>11:11</strong> (master 11, sum 4): a pause to notice what your intuition has been saying.</li>
  <li><strong>12:12</strong> (sum 6): attention to home, family and the people who rely on you.</li>
  <li><strong>13:13</strong> (sum 8): a question about effort and reward: where is your energy going?</li>
  <li><strong>14:14</strong> (sum 10, then 1): a small push to take the first step yourself.</li>
  <li><strong>20:20</strong> (sum 4): clear sight and solid plans; a good moment for a to-do list.</li>
  <li><strong>21:21</strong> (sum 6): a reminder to care for yourself as well as others.</li>
  <li><strong>22:22</strong> (master 22, sum 8): a prompt to turn an idea into something real.</li>
  <li><strong>23:23</strong> (sum 10, then 1): an end-of-day invitation to begin again tomorrow.</li>
</ul>

<h2>A Kabbalistic angle</h2>

<p>In Hebrew, numbers are written with letters, so every number is also a word-shape. Eleven is written Yod-Aleph, ten and one. Yod, the smallest letter, is often described as a single point from which all the other letters are drawn, and Aleph is the silent first letter, linked to breath and beginnings. Put together, they make a pleasing image for 11:11: a tiny point of attention and a breath. Twenty-two is also the number of letters in the Hebrew alphabet and of the paths on the Tree of Life, which is one reason 22 is treated as a number of completeness and building in the Kabbalistic tradition.</p>

<h2>What to do when you see one</h2>

<p>Our suggestion is simple. Treat a twin hour as a tiny mindfulness bell. Take one slow breath. Notice what you were thinking about a second ago, because that is often the most interesting part. If you keep a journal, jot down the time and the thought. After a few weeks you may find a theme, and the theme will say far more about you than the numbers do.</p>

<p>What we would not do is treat twin hours as warnings or as orders. They do not predict accidents, money or romance. If seeing a certain number ever starts to make you anxious, it is perfectly fine, and probably wise, to stop looking for it.</p>

<h2>Your own numbers</h2>

<p>Twin hours are fun, but they are the same for everyone who looks at a clock at that minute. Your personal numbers, the ones drawn from your own birth date and name, are yours alone. If you are curious which numbers are woven into your chart, and whether a master number is among them, <a href="/">the free simple report on the home page</a> will show you in a few seconds.</p>
`;
