// Nimble (game `nimble`): coins on a strip of squares; a move slides one coin any number of
// squares to the left; coins may share a square; a coin on square 0 is out of play.
// Nim in disguise: a coin on square n is a Nim heap of n chips.
//
// Moves, outcomes and explanations come from the core; this file says how the strip of
// impartial.js createLinePage differs: "click a coin, then a square to its left".

import { createLinePage, randomList } from "./impartial.js";
import { formatCount } from "./ui.js";
import { drawNimble } from "./boards/nimble.js";

const page = createLinePage(
  {
    title: "Nimble",
    catalogId: "nimble",
    game: "nimble",
    randomPosition: () =>
      randomList([3, 5], [1, 9])
        .split(",")
        .sort((a, b) => Number(a) - Number(b))
        .join(","),
    moveHelp: "Type a move such as 2:2 (coin 2 to square 2).",
    over: ["Every coin is on square 0", "made the last move"],
  },
  {
    piece: "coin",
    noun: "strip",
    draw: drawNimble,
    min: 10,
    max: 60,
    stuck: () => "A coin on square 0 is out of play: it cannot move.",
    refused: (n, sel, movers, coins) =>
      sel === null
        ? "Click a coin first, then the square to slide it to."
        : `Coin ${sel + 1} is on square ${formatCount(coins[sel])}: it can only slide left, to a square below ${formatCount(coins[sel])}.`,
    pickText: (sel, coins) =>
      sel === null
        ? "Click the coin you want to slide."
        : `Coin ${sel + 1} (square ${formatCount(coins[sel])}) is chosen: click a square to its left${coins[sel] > 1 ? `, from 0 to ${formatCount(coins[sel] - 1)}` : ", square 0"}.`,
  },
);

page.boot();
