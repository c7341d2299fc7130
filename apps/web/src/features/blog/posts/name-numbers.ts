/** Post 2: body HTML, loaded only by the post page. */
export default `
<p>Your birth date gives you the Life Path, a number you never chose. Your name is different. Somebody chose it for you, maybe after a grandparent, maybe because they liked the sound, and over the years you have grown into it. Numerology treats that name as a second source of meaning. Where the birth date describes the road, the name describes the traveller: how you express yourself, what you quietly want, and how other people see you before they really know you.</p>

<p>As always with numerology, please take what follows as material for reflection. A name number will not decide your personality. It can, however, give you a new angle on it, and it is fun to see which descriptions fit.</p>

<h2>From letters to numbers</h2>

<p>Most Western numerology uses a simple table. The alphabet is written out in rows of nine, and each letter takes the number of its column:</p>
<ul>
  <li>1: A, J, S</li>
  <li>2: B, K, T</li>
  <li>3: C, L, U</li>
  <li>4: D, M, V</li>
  <li>5: E, N, W</li>
  <li>6: F, O, X</li>
  <li>7: G, P, Y</li>
  <li>8: H, Q, Z</li>
  <li>9: I, R</li>
</ul>
<p>You write out your full name as it appears on your birth certificate, put a number under every letter, add them all, and reduce the total to one digit (keeping 11, 22 and 33 as master numbers, just as with the Life Path).</p>

<p>Three numbers come out of this:</p>
<ul>
  <li><strong>Expression</strong> (sometimes called Destiny): all the letters together. It describes your natural talents and the way you tend to put yourself into the world.</li>
  <li><strong>Soul Urge</strong> (or Heart's Desire): the vowels only. It speaks of what you long for in private, the motivation behind the choices you make.</li>
  <li><strong>Personality</strong>: the consonants only. It describes the first impression you give, the outer layer people meet before they know you.</li>
</ul>

<h2>A small example</h2>

<p>Take the name ANNA. A is 1 and N is 5, so the letters give 1 + 5 + 5 + 1 = 12, and 1 + 2 = <strong>3</strong>. Anna's Expression is 3, the number of communication and creativity. The vowels are the two A's: 1 + 1 = <strong>2</strong>, a Soul Urge of 2, which longs for closeness and harmony. The consonants are the two N's: 5 + 5 = 10, which reduces to <strong>1</strong>, a Personality that comes across as direct and self-starting. So this little name already holds a small story: someone who may look independent from the outside, who loves to talk and create, and who privately cares most about partnership.</p>

<p>A long real name gives a longer sum but works the same way. Our reports show the value of every letter so that you can check each step.</p>

<h2>The question of Y</h2>

<p>Numerologists disagree about one letter in particular. Y is sometimes a vowel (as in "Lynn") and sometimes a consonant (as in "Yolanda"). Some traditions always count it as a vowel, some never do, and some decide by the sound. The choice changes the Soul Urge and the Personality, though never the Expression, because that uses every letter anyway. If your name contains a Y and a calculator somewhere else gave you a different number, this is probably why. Neither answer is "wrong"; they are different conventions, and we state which one we use.</p>

<h2>Hebrew letters and gematria</h2>

<p>The Kabbalistic tradition has its own, much older way of turning words into numbers, called gematria. In Hebrew every letter already is a number: Aleph is 1, Bet is 2, Yod is 10, Kaf is 20, Qof is 100, Tav is 400. The best-known example is the word <span class="hebrew" lang="he">חי</span> (chai), meaning "life", made of Chet (8) and Yod (10). Together they make 18, which is why gifts are often given in multiples of eighteen at Jewish celebrations.</p>

<p>A Latin-alphabet name can be written in Hebrew letters, but there is rarely a single correct spelling, so the result depends on choices about vowels and sounds. For that reason we keep the two methods apart: the Latin table for the classic name numbers, and Hebrew gematria as a separate, clearly labelled layer in the comprehensive report.</p>

<h2>What about nicknames and married names?</h2>

<p>The tradition uses the full birth name for the core numbers, on the idea that it describes what you started with. The name you use every day can be read too, as a description of the energy you are working with now. Many people find it interesting to compare the two. If you changed your name at some point, you might ask whether the new name's numbers match the way your life felt after the change. There is no right answer; it is simply a good question.</p>

<h2>Reading your own</h2>

<p>Try the sums with your own name, or let the free simple report do them. When you read the descriptions, notice which of the three numbers feels most like you. For many people it is the Soul Urge, the quietest of the three, that brings the biggest moment of recognition. And if none of them fits, that is information too: you are always more than a few digits.</p>
`;
