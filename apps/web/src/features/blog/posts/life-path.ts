/** Post 1: body HTML, loaded only by the post page. */
export default `
<p>If you have ever tried a numerology reading, the first number you met was almost certainly your Life Path. It is the number most readers start with, because it comes from the one thing about you that never changes: the day you were born. Your name can change when you marry or choose a new one, your address and job change, but your birth date stays put. That steadiness is why the Life Path is treated as the backbone of a chart.</p>

<p>Before we go further, a word of honesty that runs through everything we write. Numerology is not a science, and no number can tell you what will happen to you. What it offers is a language: a set of themes you can hold up against your own experience to see what fits. Used that way, as a prompt for reflection, it can be surprisingly useful. Used as a fortune-telling machine, it will only disappoint.</p>

<h2>How the number is calculated</h2>

<p>The method we use reduces the month, the day and the year separately, then adds the three results and reduces once more. "Reducing" simply means adding the digits of a number together until one digit is left, with a few exceptions we will come to in a moment.</p>

<p>Take someone born on 14 July 1990:</p>
<ul>
  <li>The month is July, the seventh month: <strong>7</strong>.</li>
  <li>The day is 14: 1 + 4 = <strong>5</strong>.</li>
  <li>The year is 1990: 1 + 9 + 9 + 0 = 19, then 1 + 9 = 10, then 1 + 0 = <strong>1</strong>.</li>
</ul>
<p>Adding the three parts gives 7 + 5 + 1 = 13, and 1 + 3 = <strong>4</strong>. This person has a Life Path of 4.</p>

<p>You may find websites that simply add every digit of the date in one long line. Often the result is the same, but not always, and the difference matters most for the so-called master numbers. When reading month, day and year separately, a total of 11, 22 or 33 is kept as it is instead of being reduced to 2, 4 or 6. These numbers are read as a more intense, more demanding version of their single-digit root. We show the method in every report so that you never have to wonder where a number came from.</p>

<h2>What each Life Path suggests</h2>

<p>Here is a short sketch of each number. Read them as starting points, not verdicts.</p>
<ul>
  <li><strong>1</strong>: the beginner and the pioneer. Independence, initiative, a need to lead or at least to choose one's own way.</li>
  <li><strong>2</strong>: the partner. Patience, sensitivity, a gift for bringing people together and reading the mood of a room.</li>
  <li><strong>3</strong>: the communicator. Expression, humour, creativity, and the lesson of finishing what was started.</li>
  <li><strong>4</strong>: the builder. Order, loyalty, hard work, and a sense of safety found in solid foundations.</li>
  <li><strong>5</strong>: the traveller. Curiosity, change, freedom, and learning to commit without feeling caged.</li>
  <li><strong>6</strong>: the caretaker. Home, responsibility, beauty, and the balance between caring for others and for oneself.</li>
  <li><strong>7</strong>: the seeker. Study, solitude, faith and doubt, a wish to understand what lies beneath the surface.</li>
  <li><strong>8</strong>: the steward. Ambition, resources, authority, and learning to use power fairly.</li>
  <li><strong>9</strong>: the humanitarian. Compassion, endings, wide horizons, and the art of letting go.</li>
  <li><strong>11, 22, 33</strong>: the master numbers, read as inspiration, large-scale building and selfless teaching, each carrying the challenges of its root number as well.</li>
</ul>

<h2>The Kabbalistic layer</h2>

<p>In the Kabbalistic tradition, numbers are never only quantities. Every letter of the Hebrew alphabet is also a number: Aleph is 1, Bet is 2, Gimel is 3, and so on up to Tav, which is 400. So a number can always be read as a letter, and a letter always carries a number. Your Life Path, then, points to a letter with its own shape and its own set of associations. A Life Path of 4, for example, meets Dalet, the letter whose name is close to the Hebrew word for a door. For someone whose life is about building foundations, the image of a doorway, a solid frame that lets you pass from one room into another, is a rich thing to think about.</p>

<p>The same numbers also map onto the Tree of Life, the diagram of ten spheres (sephirot) joined by twenty-two paths, one for each Hebrew letter. Our comprehensive report shows where your numbers sit on that tree. None of this is meant as proof of anything. It is meant to give you more images to think with.</p>

<h2>How to use your Life Path well</h2>

<p>The most helpful way to read your Life Path is to ask questions rather than collect answers. If you are a 7, do you actually crave time alone, or has that never been true for you? If you are an 8, how do you feel about money and authority, and has that changed over the years? When a description fits, it can put a name to something you already knew. When it does not fit, that is useful too: it tells you that you are more than any single number, which is exactly right.</p>

<p>Some people write their Life Path theme at the top of a journal page and return to it at the start of each year. Others compare numbers with a partner or a friend and talk about where they differ. Both are good uses. What we would gently steer you away from is using the number to make big decisions for you, or to decide in advance what another person is like.</p>

<h2>Try it yourself</h2>

<p>You can work out your Life Path with a pen and paper in a minute using the steps above. If you would like the sums done for you, along with the meaning of your name numbers and the Hebrew letter your Life Path points to, <a href="/">the free simple report on our home page</a> does exactly that. Read it slowly, keep what rings true, and feel free to leave the rest.</p>
`;
