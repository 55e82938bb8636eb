// The ready-made lessons, in the course's order: each a title and its cards (lesson/format.js),
// positions chosen so that each card asks one idea of the notes. Their answers are not written
// here: the core computes them when the lesson is opened, like any teacher's lesson.
// tests/e2e/lesson.test.mjs opens every one and checks that no card is skipped.

/** @type {{ id: string, about: string, lesson: import("./format.js").Lesson }[]} */
export const READY_LESSONS = [
  {
    id: "nim",
    about: "P- and N-positions, the nim-sum in binary, a winning move, and misère play.",
    lesson: {
      title: "Nim and the nim-sum",
      cards: [
        { game: "nim", position: "1,1", question: "pn", note: "Two equal piles: copy your opponent's moves.", playOut: false },
        {
          game: "nim",
          position: "1,2,3",
          question: "pn",
          note: "Write each pile in binary and add the columns without carrying.",
          playOut: false,
        },
        { game: "nim", position: "3,4,5", question: "pn", note: "", playOut: false },
        { game: "nim", position: "3,4,5", question: "winningMove", note: "Leave a nim-sum of 0.", playOut: true },
        { game: "nim", position: "2,5,7", question: "grundy", note: "The Grundy value of Nim is its nim-sum.", playOut: false },
        { game: "nim:misere", position: "1,1,1", question: "pn", note: "Misère play: whoever takes the last chip loses.", playOut: false },
        { game: "scoring:1,2,3", position: "21", question: "winningMove", note: "The 21-chips game: take 1, 2 or 3.", playOut: true },
      ],
    },
  },
  {
    id: "mex",
    about: "Grundy values by the mex, Kayles, Nimble, Corner the Lady and a sum of games.",
    lesson: {
      title: "From mex to sums of games",
      cards: [
        { game: "scoring:1,2,3", position: "7", question: "grundy", note: "The mex of the values one move away.", playOut: false },
        { game: "kayles", position: "5", question: "grundy", note: "Knock down one pin or two next to each other.", playOut: false },
        { game: "nimble", position: "1,4,4,7", question: "pn", note: "Each coin is a Nim pile of its square's number.", playOut: false },
        {
          game: "wythoff",
          position: "3,5",
          question: "pn",
          note: "Corner the Lady: the queen moves left, down or diagonally.",
          playOut: false,
        },
        {
          game: "sums",
          position: "scoring:1,2,3(7) + kayles(5)",
          question: "grundy",
          note: "The value of a sum is the nim-sum of its parts.",
          playOut: false,
        },
        { game: "sums", position: "nim(4) + kayles(5) + wythoff(3,5)", question: "winningMove", note: "", playOut: true },
      ],
    },
  },
  {
    id: "chomp",
    about: "Small boards by hand, then why the first player wins every rectangle.",
    lesson: {
      title: "Chomp and strategy stealing",
      cards: [
        { game: "chomp", position: "2,1", question: "pn", note: "The bottom-left square is poisoned.", playOut: false },
        { game: "chomp", position: "3,3", question: "pn", note: "A square board.", playOut: false },
        { game: "chomp", position: "3,3", question: "winningMove", note: "Leave an L of equal arms.", playOut: true },
        { game: "chomp", position: "4,4,4", question: "pn", note: "Any rectangle: could the first player ever lose?", playOut: false },
        { game: "chomp", position: "5,5,3,1", question: "winningMove", note: "", playOut: true },
      ],
    },
  },
  {
    id: "partizan",
    about: "Outcome classes and values: stalks, Cutcake, Toads and Frogs, Domineering.",
    lesson: {
      title: "Partizan values from Hackenbush to Domineering",
      cards: [
        { game: "hackenbush", position: "L:B,R", question: "outcomeClass", note: "One blue stalk and one red stalk.", playOut: false },
        { game: "hackenbush", position: "L:BR", question: "value", note: "A blue edge with a red edge on top.", playOut: false },
        { game: "hackenbush", position: "L:BBR,RB,B(R,BB)", question: "outcomeClass", note: "", playOut: true },
        { game: "cutcake", position: "L:2x1", question: "value", note: "Vertical cuts up and down, Horizontal across.", playOut: false },
        { game: "toads", position: "L:T.F", question: "value", note: "", playOut: false },
        { game: "domineering", position: "L:2x2", question: "outcomeClass", note: "Vertical places dominoes up and down.", playOut: false },
        { game: "domineering", position: "L:3x3", question: "winningMove", note: "", playOut: true },
      ],
    },
  },
  {
    id: "pig",
    about: "Chances of winning, and when best play stops rolling.",
    lesson: {
      title: "Pig: roll or hold?",
      cards: [
        { game: "pig:100", position: "pig:100/0,0/p1:0", question: "chanceAboveHalf", note: "Who starts has the edge?", playOut: false },
        {
          game: "pig:100",
          position: "pig:100/0,0/p1:21",
          question: "rollOrHold",
          note: "21 points banked this turn, at 0 to 0.",
          playOut: false,
        },
        {
          game: "pig:100",
          position: "pig:100/60,90/p1:15",
          question: "rollOrHold",
          note: "Behind, and the opponent is near the goal.",
          playOut: false,
        },
        { game: "pig:100", position: "pig:100/95,40/p1:3", question: "rollOrHold", note: "Far ahead.", playOut: false },
        {
          game: "piglet:10",
          position: "piglet:10/0,0/p1:1",
          question: "rollOrHold",
          note: "Piglet: a coin, heads scores 1.",
          playOut: true,
        },
      ],
    },
  },
];
