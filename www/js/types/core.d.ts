// The core's answers as TypeScript types, generated from the Rust types by ts-rs
// (tests/types.rs). Do not edit: `GRUNDY_TYPES=write cargo test --test types` writes it.

export type Analysis = { 
/**
 * The canonical game id.
 */
game: string, 
/**
 * The canonical position.
 */
position: string, 
/**
 * Who makes the next move: a player, chance or a puzzle's solver.
 */
toAct: ToAct, 
/**
 * `N`: the player to move wins with best play; `P`: loses; `D`: a draw. Left out where a
 * game has no outcome (Pig, where the analysis gives chances of winning instead).
 */
outcome?: Outcome, 
/**
 * The Sprague-Grundy value, where the game (and play rule) has one.
 */
grundy: number | null, 
/**
 * The legal moves (all of them unless `moves_complete` is false).
 */
moves: Array<MoveInfo>, 
/**
 * False when `moves` was cut at [`MOVE_LIST_CAP`] (it still has every winning move).
 */
movesComplete: boolean, 
/**
 * How many legal moves there are in all.
 */
moveCount: number, 
/**
 * The winning moves, in move notation (in a game of chance, the best decision).
 */
winning: Array<string>, } & (NimDetails | MooreDetails | NoLab | NorthcottDetails | DotsDetails | ImpartialDetails | ChompDetails | TictactoeDetails | GoDetails | PuzzleDetails | PigDetails | PartizanDetails);

export type BestMove = { 
/**
 * The move in move notation.
 */
move: string, 
/**
 * The canonical position after it.
 */
to: string, 
/**
 * The outcome of `to` for the opponent (`P` means the move wins); left out in a game
 * with no outcome.
 */
outcome?: Outcome, 
/**
 * Whether the move is a winning move (in a game of chance, best play's decision).
 */
winning: boolean, };

export type Boundary = { 
/**
 * My score i.
 */
myScore: number, 
/**
 * The smallest turn total at which best play holds; `None` when it rolls on to the goal.
 */
holdFrom: number | null, 
/**
 * Larger turn totals (below goal − i) at which best play rolls again after all: the
 * boundary is not always a single threshold. Empty for most scores.
 */
rollsAgain: Array<number>, };

export type CatalogueVariant = { 
/**
 * The game id to pass to the other functions.
 */
id: string, 
/**
 * `normal` or `misere`.
 */
play: Play, };

export type Census = { 
/**
 * All positions of the board (both turns).
 */
states: number, 
/**
 * Won for the player to move.
 */
wins: number, 
/**
 * Lost for the player to move.
 */
losses: number, 
/**
 * Neither side can force a win.
 */
draws: number, };

export type Chance = { 
/**
 * The move, as the move list writes it.
 */
move: string, 
/**
 * Its probability's numerator.
 */
chances: number, 
/**
 * Its probability's denominator.
 */
outOf: number, };

export type ChompDetails = { 
/**
 * Row lengths from the poison's row up.
 */
rows: Array<number>, 
/**
 * Squares, the poison included.
 */
squares: number, 
/**
 * Bites left with best play.
 */
remoteness: number, 
/**
 * `square`, `rectangle`, `lShape`, `twoRows`, `threeRows`, `strip`, `terminal`, `general`.
 */
shape: Shape, 
/**
 * The perfect computer's bite.
 */
perfect: string | null, };

export type ChompMoveDetail = { 
/**
 * Row of the bitten square.
 */
row: number, 
/**
 * Column of the bitten square.
 */
col: number, 
/**
 * Bites left with best play after this one.
 */
remoteness: number, };

export type ChompStep = { "kind": "terminal" } | { "kind": "strip", 
/**
 * Squares in the strip, the poison included.
 */
length: number, 
/**
 * True for a column (several rows of one square each), false for a single row.
 */
upward: boolean, } | { "kind": "square", 
/**
 * The side n: rows, and squares per row (at least 2).
 */
size: number, } | { "kind": "rectangle", 
/**
 * Number of rows.
 */
rows: number, 
/**
 * Squares per row (the number of columns).
 */
cols: number, } | { "kind": "topRight", 
/**
 * The bite of the top-right square, in move notation (`r2c4` on a 3x5 rectangle).
 */
move: string, 
/**
 * The position that bite leaves, in position notation (`5,5,4`).
 */
to: string, 
/**
 * True when that position is a P-position, so the bite wins; false when it loses and
 * a [`ChompStep::Steal`] step follows.
 */
wins: boolean, } | { "kind": "steal", 
/**
 * The opponent's winning reply to the top-right bite, in move notation.
 */
reply: string, 
/**
 * The position that bite leaves when played first on the full rectangle (the same as
 * after the top-right bite and the reply), in position notation: a P-position.
 */
to: string, 
/**
 * The remoteness of `to`: bites left from there with best play.
 */
remoteness: number, } | { "kind": "lShape", 
/**
 * Squares right of the poison: the bottom row's length minus 1.
 */
across: number, 
/**
 * Squares above the poison: the number of rows minus 1.
 */
up: number, } | { "kind": "twoRows", 
/**
 * Squares in the bottom row (row 0, the poison's).
 */
bottom: number, 
/**
 * Squares in the top row (row 1).
 */
top: number, } | { "kind": "threeRowMap", 
/**
 * Squares in the bottom row (row 0, the poison's).
 */
bottom: number, 
/**
 * Squares in the middle row (row 1).
 */
middle: number, 
/**
 * Squares in the top row (row 2).
 */
top: number, 
/**
 * The bottom row making a P-position with this middle and top row, if any.
 */
pBottom: number | null, 
/**
 * The map: `bottoms[b][c]` for middle rows up to `bottoms.len() - 1`.
 */
bottoms: Array<Array<number | null>>, } | { "kind": "solver", 
/**
 * Rows of the board the table solved (it may be bigger than the position's own).
 */
rows: number, 
/**
 * Columns of that board.
 */
cols: number, 
/**
 * How many positions the board has: every bar on it that still has the poison.
 */
positions: number, 
/**
 * How many of those positions are P-positions.
 */
pPositions: number, 
/**
 * This position's outcome: `"P"` or `"N"`.
 */
outcome: Outcome, 
/**
 * This position's own remoteness (there is no `to` here): bites left with best play.
 */
remoteness: number, 
/**
 * Every winning bite, in move notation, row by row from the poison's row and left to
 * right in each row; empty at a P-position.
 */
winning: Array<string>, } | { "kind": "bite", 
/**
 * The bite, in move notation (`r1c1`).
 */
move: string, 
/**
 * The position it leaves, in position notation (`5,1,1,1,1`): a P-position.
 */
to: string, 
/**
 * The remoteness of `to`: bites left from there with best play (0: only the poison).
 */
remoteness: number, } | { "kind": "anyBite", 
/**
 * The bite, in move notation (`r0c4`): the longest defence, leaving the largest
 * remoteness. It is bitten from the explained position, or in a square's explanation
 * from the L the diagonal bite left.
 */
move: string, 
/**
 * The position it leaves, in position notation (`4,1,1,1,1`): an N-position.
 */
to: string, 
/**
 * The remoteness of `to`: bites left from there with best play.
 */
remoteness: number, } | { "kind": "reply", 
/**
 * The reply, in move notation (`r4c0`), bitten from the position the
 * [`ChompStep::AnyBite`] step left.
 */
move: string, 
/**
 * The position the reply leaves, in position notation (`4,1,1,1`): a P-position again.
 */
to: string, 
/**
 * The remoteness of `to`: bites left from there with best play.
 */
remoteness: number, };

export type Columns = { 
/**
 * `a` in binary.
 */
a: string, 
/**
 * `b` in binary.
 */
b: string, 
/**
 * `a xor b` in binary.
 */
xor: string, };

export type Compared = { 
/**
 * The game as read.
 */
position: string, 
/**
 * Its canonical value.
 */
value: string, 
/**
 * Its outcome class.
 */
outcomeClass: OutcomeClass, };

export type Comparison = { 
/**
 * G.
 */
g: Compared, 
/**
 * H.
 */
h: Compared, 
/**
 * `>`, `<`, `=` or `||` (confused).
 */
relation: string, 
/**
 * G >= H.
 */
geq: boolean, 
/**
 * G <= H.
 */
leq: boolean, 
/**
 * The two plays of G - H.
 */
plays: Array<Line>, };

export type Complexity = { 
/**
 * The game and the start position measured.
 */
game: string, 
/**
 * Number of positions (state-space size).
 */
states: number, 
/**
 * Whether `states` was counted exactly (false: an upper bound).
 */
statesExact: boolean, 
/**
 * How `states` was found.
 */
statesHow: string, 
/**
 * Number of complete games (game-tree size), when it was counted.
 */
games: number | null, 
/**
 * Average number of legal moves per position (branching factor b).
 */
branching: number, 
/**
 * Length of the longest game, or a typical length (depth d).
 */
depth: number, 
/**
 * log10 of the estimate b^d of the game tree.
 */
treeLog10: number, };

export type ComponentsPartValue = { 
/**
 * The part's index, from 0.
 */
part: number, 
/**
 * The game id of its rules.
 */
game: string, 
/**
 * Its state, as written in the position.
 */
state: string, 
/**
 * Its Grundy value.
 */
grundy: number, };

export type CutcakeFacts = { 
/**
 * The pieces.
 */
pieces: Array<Piece>, };

export type Decision = "roll" | "hold";

export type DomineeringFacts = { 
/**
 * Rows.
 */
rows: number, 
/**
 * Columns.
 */
columns: number, 
/**
 * Each row as `.` and `#`.
 */
cells: Array<string>, 
/**
 * The squares `[row, column]` (from 0) of each part, in the order of the parts.
 */
regions: Array<Array<[number, number]>>, };

export type DotsDetails = { 
/**
 * Rows of boxes.
 */
rows: number, 
/**
 * Columns of boxes.
 */
columns: number, 
/**
 * Each box's sides drawn, row by row.
 */
sides: Array<number>, 
/**
 * Lines left that give no box its third side.
 */
safe: number, 
/**
 * The boxes complete (the game is over), `[row, column]` from 0.
 */
made: Array<[number, number]>, };

export type DotsLine = { 
/**
 * Across (to the right) or down.
 */
horizontal: boolean, 
/**
 * The dot's row, from 0 at the top.
 */
row: number, 
/**
 * The dot's column, from 0 at the left.
 */
column: number, };

export type DotsLineValue = { 
/**
 * The line, `a1-b1`.
 */
line: string, 
/**
 * The Grundy value of the position it leaves.
 */
value: number, };

export type DotsMoveDetail = { 
/**
 * The line.
 */
line: DotsLine, 
/**
 * Boxes it gives their third side (the other player can close them).
 */
gives: number, 
/**
 * Whether it completes a box.
 */
closes: boolean, };

export type EdgeInfo = { 
/**
 * `B` or `R`.
 */
colour: string, 
/**
 * The edge it stands on (from 0), or none for the ground.
 */
parent: number | null, 
/**
 * The piece (from 0) it belongs to.
 */
piece: number, };

export type Explanation = { 
/**
 * The canonical game id.
 */
game: string, 
/**
 * The canonical position.
 */
position: string, 
/**
 * The outcome being explained (left out in a game with no outcome, as in [`Analysis`]).
 */
outcome?: Outcome, 
/**
 * The steps, in order; each has a `kind` and its data.
 */
steps: Steps, };

export type FirstBoxStep = { "kind": "over", 
/**
 * The boxes made, `[row, column]` from 0.
 */
boxes: Array<[number, number]>, } | { "kind": "close", 
/**
 * The line that completes it.
 */
move: string, 
/**
 * The box, `[row, column]` from 0.
 */
box: [number, number], } | { "kind": "lines", 
/**
 * Lines that give no box its third side.
 */
safe: Array<string>, 
/**
 * Lines that give some box its third side.
 */
gifts: Array<string>, } | { "kind": "noSafe", 
/**
 * The lines left, every one a gift.
 */
gifts: Array<string>, } | { "kind": "options", 
/**
 * The safe lines with the values they leave.
 */
safe: Array<DotsLineValue>, 
/**
 * The lines that give a box away with the values they leave (never 0).
 */
gifts: Array<DotsLineValue>, 
/**
 * The mex of them all.
 */
grundy: number, } | { "kind": "move", 
/**
 * The line.
 */
move: string, 
/**
 * The value it leaves (0).
 */
grundy: number, } | { "kind": "example", 
/**
 * The line.
 */
move: string, 
/**
 * The value it leaves (not 0).
 */
grundy: number, } | { "kind": "reply", 
/**
 * The answer.
 */
move: string, 
/**
 * The value it leaves (0).
 */
grundy: number, };

export type GameInfo = { 
/**
 * The main game id (for a lab, the page's name).
 */
id: string, 
/**
 * The game's name.
 */
name: string, 
/**
 * The name in the site's menu, where it is short (`Hackenbush`).
 */
menuName: string, 
/**
 * The menu's and the home page's group.
 */
group: Group, 
/**
 * Which theory answers its questions.
 */
kind: Kind, 
/**
 * Which wasm module plays it.
 */
module: Module, 
/**
 * The two sides by their names, the one that moves first in the default position first
 * (`Blue`, `Red`); none where the players are just "you" and "the computer".
 */
sides: [string, string] | null, 
/**
 * One line on what the game is, with its theory (the card's details).
 */
description: string, 
/**
 * The home card's sentence of rules, in the words a student meets first.
 */
card: string, 
/**
 * What the home card draws: one board, or several for a sum.
 */
picture: Array<Picture>, 
/**
 * A position to start from.
 */
defaultPosition: string, 
/**
 * What comes before the position in the page's address when the game shares its page
 * with another (`octal:0.07:` for Dawson's Kayles on the Kayles page).
 */
hashPrefix: string, 
/**
 * How positions are written.
 */
notation: string, 
/**
 * How moves are written.
 */
moveNotation: string, 
/**
 * The page that plays it.
 */
page: string, 
/**
 * The variants (play rules) with their ids; none for a lab.
 */
variants: Array<CatalogueVariant>, 
/**
 * The largest positions the game accepts.
 */
limits: Limits, 
/**
 * The most moves `analyze` lists.
 */
moveListCap: number, 
/**
 * The questions a lesson may ask of a position.
 */
questions: Array<Question>, 
/**
 * The families of the games this one is built on (Moore's Nim on Nim, whose board and
 * words it reuses): its own files may name them. A dependency said once, here, rather
 * than found in the code (`tools/footprint.mjs` reads it).
 */
buildsOn: Array<string>, };

export type GoDetails = { 
/**
 * Four characters.
 */
board: string, 
/**
 * Whose turn.
 */
blackToMove: boolean, 
/**
 * The last move was a pass.
 */
passed: boolean, 
/**
 * Both passed: the game is over.
 */
over: boolean, 
/**
 * The position's value for the player to move (their score lead with best play).
 */
value: number, 
/**
 * The area score now, Black minus White.
 */
score: number, };

export type GoMoveDetail = { 
/**
 * Point 0 to 3 (a to d), or none for a pass.
 */
point: number | null, 
/**
 * The move's value, Black's or White's score lead with best play afterwards.
 */
value: number, };

export type Grid = { 
/**
 * The board runs from 0 to `size - 1` in both directions.
 */
size: number, 
/**
 * `grundy[y][x]`.
 */
grundy: Array<Array<number>>, 
/**
 * The P-positions (a, b) with a <= b, in the order of their construction from the corner.
 */
pPairs: Array<[number, number]>, 
/**
 * The table filled square by square, where the rules give the order (a knight's board):
 * each square after the squares its piece can reach, with them and their mex.
 */
filled?: Array<GridSquare>, };

export type GridSquare = { 
/**
 * The square, in its rules' own coordinates (a knight's row and column).
 */
square: [number, number], 
/**
 * The squares one move away, in the rules' order of moves.
 */
options: Array<[number, number]>, 
/**
 * The square's Grundy value.
 */
value: number, };

export type Group = { 
/**
 * A short id (`nim`).
 */
id: string, 
/**
 * The heading a student reads (`Nim and xor`).
 */
title: string, };

export type HackenbushFacts = { 
/**
 * The edges.
 */
edges: Array<EdgeInfo>, };

export type ImpartialDetails = { 
/**
 * `normal` or `misere`.
 */
play: Play, 
/**
 * Every component with its game, state and Grundy value.
 */
parts: Array<ComponentsPartValue>, 
/**
 * The xor of the components' Grundy values.
 */
nimSum: number, 
/**
 * Moves left with best play, when the position is small enough to search.
 */
remoteness: number | null, 
/**
 * The Grundy sequence of a one-rules game of chips or heaps (Scoring line, Kayles).
 */
sequence: Sequence | null, 
/**
 * Corner the Lady's board.
 */
board: Grid | null, };

export type ImpartialMoveDetail = { 
/**
 * Index of the part, from 0.
 */
part: number, 
/**
 * The part's new states.
 */
into: Array<string>, 
/**
 * How many chips a heap loses, how far a chip or coin moves down, how many pins fall.
 */
takes: number | null, 
/**
 * Where the fallen pins of a row start (from 0): the `takes` pins from here fall, and the
 * pins before and after them are the rows the move leaves.
 */
knocksFrom: number | null, 
/**
 * The square a bite eats, `[row, column]` from the poison's corner (both from 0): that
 * square and every square above it and to its right go.
 */
bite: [number, number] | null, };

export type ImpartialStep = SumStep | NimStep;

export type Kind = "impartial" | "partizan" | "search" | "chance" | "lab";

export type LabAnswer = NoLab | NoLab | XorExplanation | NoLab | NoLab | NoLab | NoLab | NoLab | NoLab | PuzzleSolution | PigLab | NoLab;

export type Law = { "law": "identity", 
/**
 * The number tried: the first number `a`.
 */
x: number, 
/**
 * `x xor 0`, computed; always equal to `x`.
 */
result: number, } | { "law": "selfInverse", 
/**
 * The number tried: the first number `a`.
 */
x: number, 
/**
 * `x xor x`, computed; always 0.
 */
result: number, } | { "law": "commutative", 
/**
 * The first number, `a`.
 */
x: number, 
/**
 * The second number, `b`.
 */
y: number, 
/**
 * The left-hand side, `x xor y`, computed.
 */
left: number, 
/**
 * The right-hand side, `y xor x`, computed; always equal to `left`.
 */
right: number, } | { "law": "associative", 
/**
 * The first number, `a`.
 */
x: number, 
/**
 * The second number, `b`.
 */
y: number, 
/**
 * The third number: `a xor b`, so both sides come out 0.
 */
z: number, 
/**
 * The left-hand side, `(x xor y) xor z`, computed.
 */
left: number, 
/**
 * The right-hand side, `x xor (y xor z)`, computed; always equal to `left`.
 */
right: number, };

export type Layer = { 
/**
 * The score sum i + j of the layer's states.
 */
sum: number, 
/**
 * How many states (i, j, k) the layer has.
 */
states: number, 
/**
 * The largest change of each sweep of best play's equations, in order; the last is below
 * [`TOLERANCE`].
 */
sweeps: Array<number>, 
/**
 * The same for the comparison rule's equations.
 */
ruleSweeps: Array<number>, };

export type Limits = { 
/**
 * Most piles in a position.
 */
maxPiles: number, 
/**
 * Largest pile.
 */
maxPileSize: number, } | { 
/**
 * Widest row.
 */
maxWidth: number, 
/**
 * Most positions (both turns) of a board.
 */
maxStates: number, } | { 
/**
 * Most squares of a board.
 */
maxSquares: number, 
/**
 * Most positions of a board, C(rows + columns, rows) - 1.
 */
maxPositions: number, 
/**
 * The largest square board within both limits.
 */
largestSquareBoard: number, } | { 
/**
 * The board, in words.
 */
board: string, } | { 
/**
 * Most parts (chips, coins, heaps, queens) in a position.
 */
maxParts: number, 
/**
 * Largest square or heap (queens: see the game's notes, 255).
 */
maxSize: number, } | { 
/**
 * Smallest goal.
 */
minGoal: number, 
/**
 * Largest goal.
 */
maxGoal: number, 
/**
 * Most games a simulation plays.
 */
maxGames: number, 
/**
 * Most states of a table shown whole (Piglet's).
 */
maxListedStates: number, } | { 
/**
 * The largest number either box takes.
 */
maxNumber: number, };

export type Line = { 
/**
 * `>=` (Right moves first: Left wins exactly when G >= H) or `<=` (Left first).
 */
question: string, 
/**
 * Who moves first.
 */
first: PartizanSide, 
/**
 * Who wins with best play.
 */
winner: PartizanSide, 
/**
 * A line of best play, to the end.
 */
moves: Array<LineMove>, };

export type LineMove = { 
/**
 * Who moves.
 */
side: PartizanSide, 
/**
 * The move, `part:option`.
 */
move: string, 
/**
 * The part moved in: 0 for G, 1 for -H.
 */
part: number, 
/**
 * The value of the whole after the move.
 */
value: string, 
/**
 * The position after the move, `G' + -H'`.
 */
position: string, };

export type Module = "grundy" | "grundy_partizan" | "grundy_chance";

export type MooreDetails = { 
/**
 * How many piles one move may touch.
 */
k: number, 
/**
 * The pile sizes.
 */
piles: Array<number>, 
/**
 * `column_ones[b]` = how many piles have a 1 in bit b.
 */
columnOnes: Array<number>, };

export type MooreMoveDetail = { 
/**
 * Pairs of pile index (from 0) and chips taken.
 */
takes: Array<[number, number]>, };

export type MooreStep = { "kind": "piles", 
/**
 * The pile sizes in chips, in display order.
 */
piles: Array<number>, 
/**
 * Number of binary digits in each row: enough for the largest pile, at least 1.
 */
width: number, 
/**
 * Each pile in binary, `width` digits, most significant bit first.
 */
binary: Array<string>, 
/**
 * The most piles one move may take from; columns are counted modulo k + 1.
 */
k: number, } | { "kind": "column", 
/**
 * Bit position of the column, 0 for the rightmost (worth 1); columns come leftmost
 * first.
 */
column: number, 
/**
 * How many piles have a 1 in this column.
 */
ones: number, 
/**
 * Indexes (from 0) of the piles with a 1 in this column.
 */
piles: Array<number>, 
/**
 * `ones` modulo k + 1: 0 when the column holds a multiple of k + 1 ones.
 */
remainder: number, } | { "kind": "verdict", 
/**
 * P when every column holds a multiple of k + 1 ones, N otherwise.
 */
outcome: Outcome, 
/**
 * Bit positions (0 for the rightmost) of the columns whose count of ones is not a
 * multiple of k + 1, leftmost first; empty for a P-position.
 */
badColumns: Array<number>, } | { "kind": "move", 
/**
 * The move in the game's notation, piles numbered from 1, e.g. `1-2+3-1`.
 */
move: string, 
/**
 * The position after the move, e.g. `1,4,4`.
 */
to: string, 
/**
 * One `(pile, before, after)` per pile the move takes from: the pile's index from 0,
 * and its size in chips before and after the move; piles in increasing order.
 */
changes: Array<[number, number, number]>, } | { "kind": "check", 
/**
 * The pile sizes after the move, in chips.
 */
piles: Array<number>, 
/**
 * Each column's count of ones modulo k + 1 after the move, for the same `width`
 * columns as before, leftmost first: all 0.
 */
remainders: Array<number>, } | { "kind": "example", 
/**
 * The example move in the game's notation (one chip from the largest pile), e.g.
 * `3-1`.
 */
move: string, 
/**
 * The position after the example move, e.g. `3,4,4`.
 */
to: string, 
/**
 * Bit positions (0 for the rightmost) of the columns that no longer hold a multiple
 * of k + 1 ones after the example move, leftmost first.
 */
badColumns: Array<number>, } | { "kind": "reply", 
/**
 * The reply in the game's notation, piles numbered from 1, e.g. `1-1+2-1`.
 */
move: string, 
/**
 * The position after the reply, a P-position again.
 */
to: string, };

export type MoveInfo = { 
/**
 * The move in the game's move notation (a face of the die, where chance acts).
 */
move: string, 
/**
 * The canonical position after the move.
 */
to: string, 
/**
 * The outcome of `to` for the player who moves there next: `P` means this move wins.
 * Left out where a game has no outcome (Pig's chances, a puzzle).
 */
outcome?: Outcome, } & (NimMoveDetail | MooreMoveDetail | NoLab | NorthcottMoveDetail | DotsMoveDetail | ImpartialMoveDetail | ChompMoveDetail | TictactoeMoveDetail | GoMoveDetail | PuzzleMoveDetail | PigMoveDetail | PartizanMoveDetail);

export type NimDetails = { 
/**
 * `normal` or `misere`.
 */
play: Play, 
/**
 * The pile sizes.
 */
piles: Array<number>, 
/**
 * The xor of the pile sizes.
 */
nimSum: number, };

export type NimMoveDetail = { 
/**
 * Index of the pile, from 0.
 */
pile: number, 
/**
 * Chips taken.
 */
take: number, };

export type NimStep = { "kind": "piles", 
/**
 * The pile sizes in chips, in display order.
 */
piles: Array<number>, 
/**
 * Number of binary digits in each row: enough for the largest pile, at least 1.
 */
width: number, 
/**
 * Each pile in binary, `width` digits, most significant bit first.
 */
binary: Array<string>, 
/**
 * Normal or misère play.
 */
play: Play, } | { "kind": "column", 
/**
 * Bit position of the column, 0 for the rightmost (worth 1); columns come leftmost
 * first.
 */
column: number, 
/**
 * How many piles have a 1 in this column.
 */
ones: number, 
/**
 * Indexes (from 0) of the piles with a 1 in this column.
 */
piles: Array<number>, 
/**
 * The nim-sum's bit in this column: 1 when `ones` is odd, 0 when it is even.
 */
bit: number, } | { "kind": "nimSum", 
/**
 * The nim-sum: the xor of all the pile sizes.
 */
value: number, 
/**
 * The nim-sum in binary, as wide as the pile rows.
 */
binary: string, } | { "kind": "leftmostOne", 
/**
 * Bit position of that column, 0 for the rightmost (worth 1).
 */
column: number, } | { "kind": "candidates", 
/**
 * Bit position of the nim-sum's leftmost 1, 0 for the rightmost column.
 */
column: number, 
/**
 * Indexes (from 0) of the piles with a 1 in that column, in pile order.
 */
piles: Array<number>, } | { "kind": "choosePile", 
/**
 * Index of the pile, from 0: the first of the candidates.
 */
pile: number, 
/**
 * Its size in chips before the move.
 */
size: number, } | { "kind": "flipBit", 
/**
 * Index of the chosen pile, from 0.
 */
pile: number, 
/**
 * Bit position of the column, 0 for the rightmost (worth 1); one step per 1 of the
 * nim-sum, leftmost first.
 */
column: number, 
/**
 * The pile's bit in that column before (0 or 1).
 */
from: number, 
/**
 * The bit after flipping: `1 - from`.
 */
to: number, } | { "kind": "newSize", 
/**
 * Index of the chosen pile, from 0.
 */
pile: number, 
/**
 * Its size `p` in chips before the move.
 */
from: number, 
/**
 * Its size after the move, `p xor s` (always smaller than `p`).
 */
to: number, 
/**
 * The new size in binary, as wide as the pile rows.
 */
binary: string, } | { "kind": "take", 
/**
 * Index of the pile taken from, from 0.
 */
pile: number, 
/**
 * How many chips are taken (at least 1).
 */
count: number, 
/**
 * The move in the game's notation, pile numbered from 1, e.g. `2-3`.
 */
move: string, 
/**
 * The position after the move, e.g. `3,1,5`.
 */
to: string, } | { "kind": "check", 
/**
 * The pile sizes after the move, in chips.
 */
piles: Array<number>, 
/**
 * Each of them in binary, as wide as the rows before the move.
 */
binary: Array<string>, 
/**
 * The nim-sum after the move: 0.
 */
nimSum: number, } | { "kind": "zeroSum" } | { "kind": "anyMove", 
/**
 * Index of the pile taken from, from 0 (the example takes one chip from the largest
 * pile).
 */
pile: number, 
/**
 * The pile's size in chips before the move.
 */
from: number, 
/**
 * The pile's size after the move.
 */
to: number, 
/**
 * The move in the game's notation, pile numbered from 1, e.g. `2-1`.
 */
move: string, 
/**
 * Bit positions (0 for the rightmost) where the pile's size changes, leftmost first.
 */
changedColumns: Array<number>, 
/**
 * Bit positions where a column now holds an odd number of 1s, that is the 1s of the
 * new nim-sum, leftmost first.
 */
oddColumns: Array<number>, 
/**
 * The nim-sum after the move (not 0 when the position before had nim-sum 0).
 */
nimSum: number, } | { "kind": "reply", 
/**
 * Index of the pile the reply takes from, from 0.
 */
pile: number, 
/**
 * How many chips the reply takes (at least 1).
 */
take: number, 
/**
 * The reply in the game's notation, pile numbered from 1, e.g. `2-3`.
 */
move: string, 
/**
 * The position after the reply, e.g. `3,1,2`.
 */
to: string, 
/**
 * The nim-sum after the reply: 0, except in misère play when the reply leaves no pile
 * bigger than 1: then it leaves an odd number of 1-piles, and the nim-sum is 1.
 */
nimSum: number, } | { "kind": "terminal", 
/**
 * Normal or misère play.
 */
play: Play, 
/**
 * The outcome for the player to move: P in normal play (the opponent took the last
 * chip and won), N in misère play (the opponent took it and lost).
 */
outcome: Outcome, } | { "kind": "mirror", 
/**
 * Indexes (from 0) of the two non-empty piles, in pile order.
 */
piles: [number, number], 
/**
 * Their sizes in chips, in the same order.
 */
sizes: [number, number], 
/**
 * Whether the two sizes are equal: then the player to move loses (a P-position);
 * otherwise the winning move evens them.
 */
equal: boolean, } | { "kind": "misereNormal", 
/**
 * How many piles hold more than one chip (at least 2).
 */
bigPiles: number, } | { "kind": "misereSwitch", 
/**
 * Index of the one pile bigger than 1, from 0.
 */
pile: number, 
/**
 * Its size in chips before the move.
 */
size: number, 
/**
 * How many piles hold exactly one chip before the move.
 */
ones: number, 
/**
 * The size the pile is reduced to: 0 when `ones` is odd, 1 when it is even.
 */
to: number, } | { "kind": "misereOnes", 
/**
 * How many piles hold exactly one chip.
 */
ones: number, 
/**
 * The outcome for the player to move: P when `ones` is odd, N when it is even.
 */
outcome: Outcome, };

export type NoLab = never;

export type NorthcottDetails = { 
/**
 * The player to move.
 */
turn: NorthcottSide, 
/**
 * Row width.
 */
width: number, 
/**
 * The rows.
 */
rows: Array<Row>, 
/**
 * The xor of the gaps.
 */
nimSum: number, 
/**
 * Moves left with best play (none for a draw).
 */
remoteness: number | null, 
/**
 * Won, lost and drawn positions of the whole board.
 */
census: Census, };

export type NorthcottExplanationStep = NorthcottStep | NimStep;

export type NorthcottMoveDetail = { 
/**
 * Row index, from 0.
 */
row: number, 
/**
 * New column of the mover's checker.
 */
column: number, };

export type NorthcottSide = "white" | "black";

export type NorthcottStep = { "kind": "gaps", 
/**
 * Whose turn it is: `"white"` or `"black"`.
 */
turn: NorthcottSide, 
/**
 * Each row's two checkers and the gap between them, row 1 (index 0) first.
 */
rows: Array<Row>, } | { "kind": "retrograde", 
/**
 * How many positions of the whole board (both turns) are won, lost and drawn.
 */
census: Census, } | { "kind": "move", 
/**
 * Index of the row the move is played in, from 0.
 */
row: number, 
/**
 * The move in the game's notation, row numbered from 1, then the checker's new
 * column: e.g. `2:4`.
 */
move: string, 
/**
 * The position after the move, e.g. `b:0-5,2-7,1-3`.
 */
to: string, 
/**
 * That row's gap before the move: empty squares between its two checkers.
 */
gapFrom: number, 
/**
 * That row's gap after the move.
 */
gapTo: number, 
/**
 * The xor of all the gaps after the move: 0.
 */
nimSum: number, } | { "kind": "example", 
/**
 * Index of the row the example move is played in, from 0.
 */
row: number, 
/**
 * The example move in the game's notation, row numbered from 1, e.g. `2:4`.
 */
move: string, 
/**
 * The position after the example move, e.g. `b:0-5,2-7,1-3`.
 */
to: string, 
/**
 * That row's gap before the move: empty squares between its two checkers.
 */
gapFrom: number, 
/**
 * That row's gap after the move (larger than `gap_from` for a backward move).
 */
gapTo: number, } | { "kind": "reply", 
/**
 * Index of the row the reply is played in, from 0.
 */
row: number, 
/**
 * The reply in the game's notation, row numbered from 1, e.g. `2:5`.
 */
move: string, 
/**
 * The position after the reply, e.g. `w:0-5,2-7,1-3`.
 */
to: string, 
/**
 * That row's gap before the reply: empty squares between its two checkers.
 */
gapFrom: number, 
/**
 * That row's gap after the reply.
 */
gapTo: number, };

export type OptionValue = { 
/**
 * What the component becomes (`2+2` when an octal heap splits, `0` when it is gone).
 */
state: string, 
/**
 * Its Grundy value (the xor of the pieces, after a split).
 */
grundy: number, };

export type Outcome = "P" | "N" | "D";

export type OutcomeClass = "L" | "R" | "N" | "P";

export type PartizanDetails = { 
/**
 * The side to move, `L` or `R`.
 */
toMove: PartizanSide, 
/**
 * The board's value as the theory writes it.
 */
value: string, 
/**
 * Left's and Right's stops when the value is not a number (`["3/2", "-1"]`), by which a
 * page writes a hot game a student can read.
 */
stops: [string, string] | null, 
/**
 * `L`, `R`, `N` or `P`.
 */
outcomeClass: OutcomeClass, 
/**
 * The parts and their values.
 */
parts: Array<PartizanPartValue>, 
/**
 * How many moves Left has.
 */
leftMoves: number, 
/**
 * How many moves Right has.
 */
rightMoves: number, } & (HackenbushFacts | DomineeringFacts | CutcakeFacts | ToadsFacts | ValuesFacts);

export type PartizanMoveDetail = { 
/**
 * The value of the board after the move.
 */
value: string, 
/**
 * The part (from 0) the move is played in.
 */
part: number, } & ({} | { 
/**
 * The edges removed by the cut.
 */
removed: Array<number>, } | { 
/**
 * The covered squares.
 */
squares: [[number, number], [number, number]], } | { 
/**
 * The two pieces the cut leaves.
 */
halves: [[number, number], [number, number]], } | { 
/**
 * The term after the move (`*`, `{1 | 0}`, `domineering(#./..)`).
 */
term: string, } | { 
/**
 * The square the creature leaves.
 */
from: number, 
/**
 * The square it lands on.
 */
landing: number, });

export type PartizanPartValue = { 
/**
 * The part's board text.
 */
position: string, 
/**
 * Its value as the theory writes it.
 */
value: string, 
/**
 * Its stops when it is not a number (see [`stops`]).
 */
stops: [string, string] | null, };

export type PartizanSide = "L" | "R";

export type PartizanStep = { "kind": "parts", 
/**
 * The parts.
 */
parts: Array<PartizanPartValue>, } | { "kind": "stalk", 
/**
 * The part.
 */
part: number, 
/**
 * The colours from the ground up.
 */
edges: Array<string>, 
/**
 * How many edges from the ground have the first edge's colour.
 */
run: number, 
/**
 * What each edge counts for.
 */
contributions: Array<string>, 
/**
 * Their sum.
 */
value: string, } | { "kind": "branches", 
/**
 * The part.
 */
part: number, 
/**
 * The edge they stand on (0-based, counted within the part), or none for the ground.
 */
edge: number | null, 
/**
 * The branches' values.
 */
values: Array<string>, 
/**
 * Their sum.
 */
sum: string, } | { "kind": "edgeBelow", 
/**
 * The part.
 */
part: number, 
/**
 * The edge (0-based, counted within the part).
 */
edge: number, 
/**
 * `B` or `R`.
 */
colour: string, 
/**
 * The value of what stands on the edge.
 */
above: string, 
/**
 * The value of the edge with it.
 */
value: string, } | { "kind": "options", 
/**
 * The part.
 */
part: number, 
/**
 * Left's options' values.
 */
left: Array<string>, 
/**
 * Right's.
 */
right: Array<string>, } | { "kind": "dominated", 
/**
 * The part.
 */
part: number, 
/**
 * Whose option.
 */
side: PartizanSide, 
/**
 * The dropped option.
 */
option: string, 
/**
 * The better one.
 */
by: string, } | { "kind": "reversible", 
/**
 * The part.
 */
part: number, 
/**
 * Whose option.
 */
side: PartizanSide, 
/**
 * The bypassed option.
 */
option: string, 
/**
 * The opponent's reply.
 */
reply: string, 
/**
 * What replaces the option.
 */
replacement: Array<string>, } | { "kind": "simplest", 
/**
 * The part.
 */
part: number, 
/**
 * Left's best option, if any.
 */
left: string | null, 
/**
 * Right's best option, if any.
 */
right: string | null, 
/**
 * The simplest number between.
 */
value: string, } | { "kind": "value", 
/**
 * The part.
 */
part: number, 
/**
 * Its value.
 */
value: string, } | { "kind": "sum", 
/**
 * The parts' values.
 */
values: Array<string>, 
/**
 * The total.
 */
value: string, } | { "kind": "outcome", 
/**
 * The board's value.
 */
value: string, 
/**
 * Its outcome class.
 */
outcomeClass: OutcomeClass, 
/**
 * The side to move.
 */
toMove: PartizanSide, 
/**
 * Who wins with best play.
 */
winner: PartizanSide, } | { "kind": "winningMove", 
/**
 * The mover.
 */
side: PartizanSide, 
/**
 * The move.
 */
move: string, 
/**
 * The position after it.
 */
to: string, 
/**
 * Its value.
 */
value: string, } | { "kind": "noWinningMove", 
/**
 * The mover.
 */
side: PartizanSide, };

export type Period = { 
/**
 * The first index from which the sequence repeats (the pre-period's length).
 */
start: number, 
/**
 * The length of the repeating block.
 */
period: number, };

export type Picture = { 
/**
 * The board's drawing: `nim`, `scoring`, `hackenbush`, ...
 */
board: string, 
/**
 * The position drawn, in that board's notation.
 */
position: string, };

export type Piece = { 
/**
 * Columns.
 */
width: number, 
/**
 * Rows.
 */
height: number, };

export type PigDetails = { 
/**
 * Pig or Piglet.
 */
variant: PigVariant, 
/**
 * The goal.
 */
goal: number, 
/**
 * The scores of player 1 and player 2.
 */
scores: [number, number], 
/**
 * The player on turn (in a finished game, the loser).
 */
mover: Player, 
/**
 * The points rolled this turn, not yet banked.
 */
turnTotal: number, 
/**
 * The die is in the air: chance acts.
 */
rolling: boolean, 
/**
 * The winner of a finished game.
 */
winner: Player | null, 
/**
 * The mover's chance of winning with best play on both sides (0 in a finished game).
 */
chance: number, 
/**
 * At a decision: best play's choice.
 */
decision: Decision | null, 
/**
 * At a decision (or while rolling): the chance that rolling gives.
 */
roll: number | null, 
/**
 * At a decision: the chance that holding gives; `None` at turn total 0, where the turn must roll.
 */
hold: number | null, 
/**
 * The comparison rule's n (20 in Pig, 1 in Piglet).
 */
ruleHold: number, 
/**
 * At a decision: what the rule decides.
 */
ruleDecision: Decision | null, 
/**
 * At a decision: the mover's chance when following the rule from here on, against best play.
 */
ruleChance: number | null, };

export type PigEvent = { "kind": "scored", 
/**
 * The side that came up (2 to 6 on the die, 2 for heads).
 */
face: number, 
/**
 * What it added to the turn total (the face itself on the die, 1 for heads).
 */
gain: number, 
/**
 * The position now, the same player still on turn.
 */
to: Position, } | { "kind": "piggedOut", 
/**
 * The side that came up: 1.
 */
face: number, 
/**
 * The turn total that was lost.
 */
lost: number, 
/**
 * The position now: the other player starts a turn.
 */
to: Position, } | { "kind": "held", 
/**
 * The points added to the mover's score.
 */
banked: number, 
/**
 * The position now: the other player starts a turn.
 */
to: Position, } | { "kind": "won", 
/**
 * The side that came up.
 */
face: number, 
/**
 * What it added to the turn total.
 */
gain: number, 
/**
 * Who won: the player who rolled.
 */
winner: Player, 
/**
 * The final scores of player 1 and player 2 (the winner's at least the goal).
 */
scores: [number, number], 
/**
 * The finished game: the loser on turn, with nothing left to do.
 */
to: Position, };

export type PigLab = PigSolved | Sweep | PigMap | Array<StateChance> | Array<Replayed> | Simulation | Played;

export type PigMap = { 
/**
 * The goal.
 */
goal: number, 
/**
 * The opponent's score the map is drawn for.
 */
theirScore: number, 
/**
 * The comparison rule's n.
 */
ruleHold: number, 
/**
 * For each score of the mover, from 0, where best play starts to hold.
 */
boundaries: Array<Boundary>, };

export type PigMoveDetail = { 
/**
 * The chance of winning after this move, for the player on turn before it (1 for a roll
 * that reaches the goal).
 */
chance: number, 
/**
 * A face: its probability.
 */
probability?: number, 
/**
 * What the move did (a face scored, lost the turn or won; a hold banked): the board's
 * words and drawing. Rolling itself does nothing yet: the die decides.
 */
event?: PigEvent, };

export type PigSolved = { 
/**
 * The table's id: `pig:100`.
 */
game: string, 
/**
 * Pig or Piglet.
 */
variant: PigVariant, 
/**
 * The goal.
 */
goal: number, 
/**
 * The first player's chance of winning with best play on both sides.
 */
start: number, 
/**
 * The comparison rule's n (20 in Pig, 1 in Piglet).
 */
ruleHold: number, 
/**
 * The first player's chance when holding at the rule's n against best play.
 */
ruleStart: number, 
/**
 * The sweeps of best play's equations, over all layers.
 */
sweeps: number, 
/**
 * The sweeps of the rule's equations, over all layers.
 */
ruleSweeps: number, 
/**
 * Each layer (score sum) in the order it was solved, with each sweep's largest change.
 */
layers: Array<Layer>, };

export type PigStep = { "kind": "node", 
/**
 * The position.
 */
position: Position, 
/**
 * The mover's score i.
 */
myScore: number, 
/**
 * The opponent's score j.
 */
theirScore: number, 
/**
 * The turn total k.
 */
turnTotal: number, 
/**
 * The goal.
 */
goal: number, } | { "kind": "face", 
/**
 * The side, from 1.
 */
face: number, 
/**
 * Its probability: 1/6 for the die, 1/2 for the coin.
 */
probability: number, 
/**
 * What the side does: adds to the turn total, loses it, or wins.
 */
event: PigEvent, 
/**
 * The mover's chance after it: P(i, j, k + f), 1 − P(j, i, 0) after a 1, 1 on a win.
 */
chance: number, } | { "kind": "average", 
/**
 * How many sides were averaged.
 */
sides: number, 
/**
 * The sum of their chances.
 */
sum: number, 
/**
 * The average, rolling's chance.
 */
chance: number, } | { "kind": "hold", 
/**
 * What holding does.
 */
event: PigEvent, 
/**
 * The opponent's chance at the start of that turn, P(j, i + k, 0).
 */
theirChance: number, 
/**
 * Holding's chance, 1 minus the opponent's.
 */
chance: number, } | { "kind": "mustRoll" } | { "kind": "choice", 
/**
 * Rolling's chance.
 */
roll: number, 
/**
 * Holding's chance; `None` at turn total 0.
 */
hold: number | null, 
/**
 * The better option.
 */
decision: Decision, 
/**
 * The position's chance with best play.
 */
chance: number, } | { "kind": "rule", 
/**
 * The rule's n.
 */
holdAt: number, 
/**
 * What the rule decides here.
 */
decision: Decision, 
/**
 * The mover's chance when following the rule.
 */
chance: number, } | { "kind": "cycle", 
/**
 * The score sum i + j of both ends of the cycle: their layer of the table.
 */
sum: number, 
/**
 * The start of my turn, with these scores.
 */
mine: Position, 
/**
 * My chance there, P(i, j, 0).
 */
myChance: number, 
/**
 * The start of the opponent's turn after I roll a 1.
 */
theirs: Position, 
/**
 * The opponent's chance there, P(j, i, 0).
 */
theirChance: number, } | { "kind": "iteration", 
/**
 * The layer: the score sum i + j.
 */
sum: number, 
/**
 * How many states the layer has.
 */
states: number, 
/**
 * How many layers with larger sums were solved before it.
 */
solvedBefore: number, 
/**
 * The tolerance, 1e-9.
 */
tolerance: number, 
/**
 * How many sweeps the layer took.
 */
sweeps: number, 
/**
 * How many sweeps the whole table took, all layers together.
 */
totalSweeps: number, 
/**
 * The largest change of the first sweeps (up to 5), from sweep 1.
 */
first: Array<number>, 
/**
 * The largest change of the last sweeps (up to 3, not repeating `first`), ending with
 * the final sweep.
 */
last: Array<number>, };

export type PigVariant = "pig" | "piglet";

export type Play = "normal" | "misere";

export type Played = { 
/**
 * Games played so far.
 */
played: number, 
/**
 * Of those, the games best play won.
 */
bestWins: number, };

export type Player = "p1" | "p2";

export type Position = string;

export type PuzzleDetails = { 
/**
 * Every tile is in its place.
 */
solved: boolean, 
/**
 * The goal can be reached (an even number of inverted pairs).
 */
solvable: boolean, 
/**
 * Why not, when it cannot: the parity argument in words.
 */
reason: string | null, 
/**
 * Inverted pairs of tiles.
 */
inversions: number, 
/**
 * The Manhattan lower bound on the slides still needed.
 */
manhattan: number, };

export type PuzzleMoveDetail = { 
/**
 * The tile, 1 to 8.
 */
tile: number, };

export type PuzzleSolution = { 
/**
 * The canonical tray.
 */
position: string, 
/**
 * The tiles to slide, in order (a shortest solution).
 */
moves: Array<number>, 
/**
 * Its length.
 */
length: number, 
/**
 * Nodes of all iterations.
 */
nodes: number, 
/**
 * Each depth limit tried and the nodes it took.
 */
iterations: Array<[number, number]>, 
/**
 * The first events of the search (at most 2,000).
 */
events: Array<PuzzleStep>, 
/**
 * The Manhattan lower bound of the tray.
 */
manhattan: number, 
/**
 * Inverted pairs of tiles (even: solvable).
 */
inversions: number, };

export type PuzzleStep = { "kind": "limit", 
/**
 * The bound on moves made plus the Manhattan estimate of the moves still needed.
 */
limit: number, } | { "kind": "try", 
/**
 * The tile slid into the hole.
 */
tile: number, } | { "kind": "undo", 
/**
 * The tile slid back.
 */
tile: number, } | { "kind": "solved" };

export type QrGrid = { 
/**
 * Modules per side: 21 for version 1, 4 more per version up to 177.
 */
size: number, 
/**
 * The version (1 to 40) that was needed.
 */
version: number, 
/**
 * The error correction level: "Q" or "H".
 */
level: string, 
/**
 * `size` rows of `size` characters.
 */
rows: Array<string>, };

export type Question = "pn" | "outcomeClass" | "winningMove" | "grundy" | "value" | "rollOrHold" | "chanceAboveHalf";

export type Record = { 
/**
 * Games played with this player starting.
 */
games: number, 
/**
 * Of those, the games the best strategy won.
 */
bestWins: number, };

export type Replayed = { 
/**
 * The layer: the score sum i + j of its states.
 */
sum: number, 
/**
 * Its states (my score i, your score j, turn total k), in the order of each sweep's list.
 */
cells: Array<[number, number, number]>, 
/**
 * After each sweep, the chance of every state of `cells`, in the same order.
 */
sweeps: Array<Array<number>>, 
/**
 * The largest change of each sweep; the last is below [`TOLERANCE`].
 */
changes: Array<number>, };

export type Row = { 
/**
 * White's column.
 */
white: number, 
/**
 * Black's column.
 */
black: number, 
/**
 * Empty squares between them: the Nim heap this row plays like.
 */
gap: number, };

export type SearchEvent<M> = { "kind": "enter", 
/**
 * Depth of the node entered: 0 for the root, one more per move played.
 */
depth: number, 
/**
 * The move just played to reach this node (written `move`); `None` at the root.
 */
move: M | null, 
/**
 * Low end of the window: what the player to move here is already sure of.
 */
alpha: number, 
/**
 * High end of the window: a move reaching it means the opponent would not let the game
 * come here. (Plain minimax gives every node the game's whole window.)
 */
beta: number, } | { "kind": "leaf", 
/**
 * Depth of the node where the move is played (the leaf itself is not a node).
 */
depth: number, 
/**
 * The move that ends the game (written `move`).
 */
move: M, 
/**
 * The final score, for the player making the move.
 */
value: number, } | { "kind": "return", 
/**
 * Depth of the node that returns: 0 for the root.
 */
depth: number, 
/**
 * The node's value for the player to move there (the parent negates it). With
 * alpha-beta it is exact only strictly inside the node's window, a bound otherwise.
 */
value: number, } | { "kind": "cut", 
/**
 * Depth of the node that stops searching its moves.
 */
depth: number, 
/**
 * The value just reached by a move: alpha raised to it, now at least `beta`.
 */
alpha: number, 
/**
 * High end of the node's window, which `alpha` reached.
 */
beta: number, 
/**
 * How many of the node's moves, those after the one that cut, are not searched.
 */
skipped: number, };

export type SearchResult = { 
/**
 * The game id.
 */
game: string, 
/**
 * The canonical position.
 */
position: string, 
/**
 * The value for the first player (Black in Go, X in tic-tac-toe).
 */
value: number, 
/**
 * The value for the player to move.
 */
valueForMover: number, 
/**
 * Nodes visited.
 */
nodes: number, 
/**
 * Deepest node.
 */
maxDepth: number, 
/**
 * Nodes at each depth.
 */
nodesPerDepth: Array<number>, 
/**
 * Positions scored.
 */
leaves: number, 
/**
 * Alpha-beta cuts.
 */
cuts: number, 
/**
 * Nodes answered by the table.
 */
tableHits: number, 
/**
 * Best play from the position, as the search proved it.
 */
pv: Array<string>, 
/**
 * False when the budget ran out first: the value is then not proved.
 */
complete: boolean, 
/**
 * `fast` (a game's own kernel: the table-driven 2x2 Go solver, tic-tac-toe's bitboard
 * minimax) or `generic` (the engine of the search module, which also traces).
 */
kernel: string, 
/**
 * The traced events, when asked for.
 */
trace: Array<SearchEvent<string>>, 
/**
 * True when the trace was longer than asked for.
 */
traceTruncated: boolean, };

export type SearchStep = { "kind": "over", 
/**
 * The final score.
 */
value: number, } | { "kind": "moveValue", 
/**
 * The move, in the game's notation.
 */
move: string, 
/**
 * Minus the value of the position after it: the move's worth to its player.
 */
value: number, 
/**
 * What that value means for the player making the move.
 */
outcome: Outcome, } | { "kind": "best", 
/**
 * The move with the best value.
 */
move: string, 
/**
 * Its value, which is the position's value.
 */
value: number, };

export type Sequence = { 
/**
 * g(0), g(1), ... up to the largest square or heap in the position (at least 20).
 */
values: Array<number>, 
/**
 * The proved period of the whole sequence, if any.
 */
period: Period | null, };

export type Shape = "terminal" | "strip" | "square" | "rectangle" | "lShape" | "twoRows" | "threeRows" | "general";

export type Simulation = { 
/**
 * Pig or Piglet.
 */
variant: PigVariant, 
/**
 * The goal.
 */
goal: number, 
/**
 * The rule's n.
 */
ruleHold: number, 
/**
 * Games played.
 */
games: number, 
/**
 * Games the best strategy won.
 */
bestWins: number, 
/**
 * The games in which the best strategy started (games 1, 3, 5, ...).
 */
bestFirst: Record, 
/**
 * The games in which the rule started (games 2, 4, 6, ...).
 */
ruleFirst: Record, 
/**
 * The best strategy's share of the wins.
 */
winRate: number, 
/**
 * The standard error of that share: sqrt(rate (1 − rate) / games).
 */
standardError: number, 
/**
 * The exact chance the share estimates, from the table: the average over who starts.
 */
expected: number, };

export type Solving = { 
/**
 * Every position needed is worked out: the functions of play now answer at once.
 */
done: boolean, 
/**
 * Positions worked out so far.
 */
solved: number, 
/**
 * Positions to work out in all, where the game knows it beforehand (Chomp's board).
 */
total: number | null, 
/**
 * The board's size in words (`4x7`), where a board is solved as a whole.
 */
size: string | null, };

export type Stage = "best" | "rule";

export type StateChance = { 
/**
 * The mover's score i.
 */
myScore: number, 
/**
 * The opponent's score j.
 */
theirScore: number, 
/**
 * The turn total k.
 */
turnTotal: number, 
/**
 * The mover's chance with best play: the better option's.
 */
chance: number, 
/**
 * Rolling's chance.
 */
roll: number, 
/**
 * Holding's chance; `None` at turn total 0.
 */
hold: number | null, 
/**
 * The best decision.
 */
decision: Decision, };

export type Steps = Array<NimStep> | Array<MooreStep> | Array<NoLab> | Array<NorthcottExplanationStep> | Array<FirstBoxStep> | Array<ImpartialStep> | Array<ChompStep> | Array<SearchStep> | Array<SearchStep> | Array<PuzzleStep> | Array<PigStep> | Array<PartizanStep>;

export type SumStep = { "kind": "terminal", 
/**
 * The play rule asked about: `"normal"` or `"misere"`.
 */
play: Play, 
/**
 * The outcome for the player to move: `"P"` in normal play (they have lost), `"N"` in
 * misère play (the opponent made the last move and lost).
 */
outcome: Outcome, } | { "kind": "components", 
/**
 * Every component of the position, with its index and Grundy value.
 */
parts: Array<ComponentsPartValue>, } | { "kind": "tableRow", 
/**
 * The game id of the component's rules (`kayles`, `scoring:1,2,3`, `wythoff`).
 */
game: string, 
/**
 * The state, written as in the position (`7`, a queen's `3,5`, a bar's `3,3,2`).
 */
state: string, 
/**
 * Every state one move reaches from it, with its Grundy value; empty when no move is
 * possible (the mex is then 0).
 */
options: Array<OptionValue>, 
/**
 * The state's Grundy value: the mex (the smallest value not among the options').
 */
grundy: number, } | { "kind": "mirror", 
/**
 * Indexes of the two equal components, from 0.
 */
parts: [number, number], } | { "kind": "target", 
/**
 * Index of the component to move in, from 0.
 */
part: number, 
/**
 * Its Grundy value now, `g`.
 */
from: number, 
/**
 * The value to move it to, `g xor s`, where `s` is the nim-sum of all the components'
 * values: then the nim-sum becomes 0.
 */
to: number, } | { "kind": "move", 
/**
 * Index of the component that moves, from 0 (the move's own text counts from 1).
 */
part: number, 
/**
 * The move, in the game's move notation: the component's number from 1, a colon, and what
 * it becomes (`2:4`; `3:2+2` when an octal heap splits; `1:0` when it is gone).
 */
move: string, 
/**
 * The position the move leaves, written as positions of the game are (`7,4`).
 */
to: string, 
/**
 * The Grundy value (nim-sum) of the position left: 0 in normal play. In misère play it is
 * still the normal-play value, which does not decide who wins.
 */
grundy: number, } | { "kind": "example", 
/**
 * Index of the component that moves, from 0 (the move's own text counts from 1).
 */
part: number, 
/**
 * The move, in the game's move notation (`2:4`: component 2 becomes 4).
 */
move: string, 
/**
 * The position the move leaves, written as positions of the game are.
 */
to: string, 
/**
 * The Grundy value (nim-sum) of the position left: never 0, since every move from a
 * position of value 0 changes it.
 */
grundy: number, 
/**
 * Index of the explained position's component that the move changes, from 0.
 */
component: number, 
/**
 * What that component has become, in the move notation after the colon (`1+3`; `0` when
 * nothing of it is left).
 */
into: string, 
/**
 * The Grundy value of each of the explained position's components after the move (and,
 * for the reply, after the example before it): their xor is the step's `grundy`.
 */
values: Array<number>, } | { "kind": "reply", 
/**
 * Index of the part that moves in the position the [`SumStep::Example`] step left,
 * from 0: a row the example split counts as two parts there.
 */
part: number, 
/**
 * The reply, in the game's move notation, made from the position the [`SumStep::Example`]
 * step left.
 */
move: string, 
/**
 * The position the reply leaves, written as positions of the game are.
 */
to: string, 
/**
 * The Grundy value (nim-sum) of the position left: 0 again.
 */
grundy: number, 
/**
 * Index of the explained position's component that the move changes, from 0.
 */
component: number, 
/**
 * What that component has become, in the move notation after the colon (`1+3`; `0` when
 * nothing of it is left).
 */
into: string, 
/**
 * The Grundy value of each of the explained position's components after the move (and,
 * for the reply, after the example before it): their xor is the step's `grundy`.
 */
values: Array<number>, } | { "kind": "misere", 
/**
 * The outcome in misère play: `"P"` or `"N"`.
 */
outcome: Outcome, 
/**
 * Moves left with best play (the winner hurries, the loser holds out), counted in
 * moves of either player; `null` when unknown (the engine always gives it now).
 */
remoteness: number | null, };

export type SwapStep = { 
/**
 * 0 before the trick, then 1, 2, 3 after each line.
 */
line: number, 
/**
 * The value held by `a`.
 */
a: number, 
/**
 * The value held by `b`.
 */
b: number, };

export type Sweep = { 
/**
 * Best play's equations or the rule's.
 */
stage: Stage, 
/**
 * The layer: the score sum i + j of the states swept.
 */
sum: number, 
/**
 * Which layer this is in the order they are solved, from 1 (the largest sum) to `layers`
 * (sum 0): `layer / layers` is how far the solve has come.
 */
layer: number, 
/**
 * How many layers there are: 2 × goal − 1.
 */
layers: number, 
/**
 * The sweep's number within its layer and stage, from 1.
 */
sweep: number, 
/**
 * The largest change of any chance in this sweep.
 */
largestChange: number, };

export type TictactoeDetails = { 
/**
 * `x` or `o`.
 */
mover: string, 
/**
 * The player with a line, if any.
 */
winner: string | null, 
/**
 * Moves left with best play.
 */
remoteness: number, 
/**
 * Complete games from here (move sequences to the end).
 */
completeGames: number, 
/**
 * Positions reachable from here, this one included.
 */
reachablePositions: number, };

export type TictactoeMoveDetail = { 
/**
 * Cell index, 0 to 8, row by row.
 */
cell: number, 
/**
 * Moves left after it with best play.
 */
remoteness: number, };

export type ToAct = { "kind": "player", 
/**
 * The side on turn, as the game's notation writes it.
 */
side?: string, } | { "kind": "chance", 
/**
 * The outcomes, in the order of the moves.
 */
outcomes: Array<Chance>, } | { "kind": "solver" };

export type ToadsFacts = { 
/**
 * The strips.
 */
strips: Array<string>, };

export type ValuesFacts = {};

export type XorExplanation = { 
/**
 * The first number.
 */
a: number, 
/**
 * The second number.
 */
b: number, 
/**
 * `a xor b`.
 */
xor: number, 
/**
 * Number of binary digits shown (enough for the larger number, at least one).
 */
width: number, 
/**
 * The numbers and their xor in binary.
 */
binary: Columns, 
/**
 * The four laws evaluated on `a` and `b` (and their xor as the third number).
 */
laws: Array<Law>, 
/**
 * The swap trick, line by line.
 */
swap: Array<SwapStep>, };
