//! Go on a 2x2 board, solved by alpha-beta search as in the notes.
//!
//! **Rules** (the notes' and their source's: Tromp-Taylor area scoring, no suicide, positional
//! superko). Four points in row-major order: `a` top-left, `b` top-right, `c` bottom-left,
//! `d` bottom-right; each is empty, black or white. Black moves first. A move is a pass or a
//! stone on an empty point. After a stone is placed, every opponent group without a liberty
//! (an empty neighbour) is captured; then the new stone's group must have a liberty (suicide is
//! illegal). Positional superko: a stone move may not recreate any earlier board of the game
//! (passes are not checked). Two passes in a row end the game. Score: stones plus empty points
//! that reach only your stones; komi 0; Black's score minus White's is the value, -4 to 4.
//!
//! **Notation.** Superko needs the game's history, so a position *is* its history: the moves
//! from the empty board, one letter each, `a`-`d` for stones and `p` for a pass, e.g. `adp`;
//! the empty board is `.`. A move is one of `a`, `b`, `c`, `d` or `pass`.
//!
//! **What it teaches.** Plain minimax is hopeless (the notes: more than 10^12 nodes), because
//! superko lets games run long. Alpha-beta with the *pass first* proves the value, 1 for Black,
//! in 1,446 nodes (deepest 22): a pass reaches the nearest end of the game, which sets alpha and
//! beta at once. Trying stones first needs 19,397,529 nodes (deepest 58).
//!
//! **Speed.** [`Solver`] is the notes' program done with tables ([`Kernel`]): the 3^4 = 81
//! colourings of the board are numbered, the result of every stone on every colouring is
//! worked out once from the rules, superko is one byte per board seen on the current line, and
//! a node costs a few table look-ups (about 19 million nodes in a tenth of a second). [`GoState`]
//! plays the same game through the generic search of [`crate::solve::search`], which the page
//! uses to teach (traces, the tree view, the table); the tests check that both count exactly
//! the same nodes.
//!
//! **Values of moves.** A move's value for the player making it is minus the value of the
//! position it leads to ([`GoState::move_values`]): the explanation lists them and takes the
//! best, the computer plays the best, and the principal variation follows the best move after
//! best move to the end of the game.
//!
//! **How big is the game?** [`board_count`] counts the boards that can occur (every group
//! keeps a liberty) and the moves they offer: small, but superko makes a position the whole
//! history, so the game tree is enormous.

use crate::catalogue::{self, GameInfo, Kind, Limits, Picture, Question};
use std::cell::Cell;
use std::fmt;
use std::sync::OnceLock;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Rng};
use crate::solve::search::{outcome_of, SearchGame, SearchStep};

/// Number of points.
pub const POINTS: usize = 4;
/// The neighbours of each point: a-b, a-c, b-d, c-d.
const NEIGHBOURS: [[usize; 2]; POINTS] = [[1, 2], [0, 3], [0, 3], [1, 2]];
/// Most moves a game may have in the notation (superko makes games finite; 2x2 games are far
/// shorter than this).
pub const MAX_MOVES: usize = 200;

/// A move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GoMove {
    /// Pass.
    Pass,
    /// A stone on point 0..=3 (a..d).
    Stone(u8),
}

impl fmt::Display for GoMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GoMove::Pass => f.write_str("pass"),
            GoMove::Stone(p) => write!(f, "{}", (b'a' + p) as char),
        }
    }
}

/// The stones of the group containing `p` within `stones`, by flood fill.
fn group(stones: u8, p: usize) -> u8 {
    let mut group = 1u8 << p;
    loop {
        let mut grown = group;
        for (q, neighbours) in NEIGHBOURS.iter().enumerate() {
            if group >> q & 1 == 1 {
                for &n in neighbours {
                    if stones >> n & 1 == 1 {
                        grown |= 1 << n;
                    }
                }
            }
        }
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// Whether a group has an empty neighbour on a board where `occupied` points are taken.
fn has_liberty(group: u8, occupied: u8) -> bool {
    (0..POINTS)
        .filter(|&q| group >> q & 1 == 1)
        .any(|q| NEIGHBOURS[q].iter().any(|&n| occupied >> n & 1 == 0))
}

/// The rules of one stone: the mover (stones `mover`) plays on point `p` against `opp`.
/// Returns the new (mover, opponent) stones, or `None` when the point is taken or the move
/// would be suicide. Superko is checked by the caller, who knows the history.
pub fn place(mover: u8, opp: u8, p: usize) -> Option<(u8, u8)> {
    if (mover | opp) >> p & 1 == 1 {
        return None;
    }
    let mover = mover | 1 << p;
    // Capture every opponent group left without a liberty.
    let mut opp_left = opp;
    for q in 0..POINTS {
        if opp >> q & 1 == 1 {
            let g = group(opp, q);
            if !has_liberty(g, mover | opp) {
                opp_left &= !g;
            }
        }
    }
    // After captures, the new stone's group needs a liberty.
    if !has_liberty(group(mover, p), mover | opp_left) {
        return None;
    }
    Some((mover, opp_left))
}

/// Area score, Black minus White: stones plus empty regions that touch only one colour.
pub fn area_score(black: u8, white: u8) -> i32 {
    let mut score = black.count_ones() as i32 - white.count_ones() as i32;
    let empty = !(black | white) & 0b1111;
    let mut seen = 0u8;
    for p in 0..POINTS {
        if empty >> p & 1 == 1 && seen >> p & 1 == 0 {
            let region = group(empty, p);
            seen |= region;
            let (mut touches_black, mut touches_white) = (false, false);
            for q in (0..POINTS).filter(|&q| region >> q & 1 == 1) {
                for &n in &NEIGHBOURS[q] {
                    touches_black |= black >> n & 1 == 1;
                    touches_white |= white >> n & 1 == 1;
                }
            }
            let size = region.count_ones() as i32;
            match (touches_black, touches_white) {
                (true, false) => score += size,
                (false, true) => score -= size,
                _ => {}
            }
        }
    }
    score
}

/// Everything the fast solver looks up: the result of each stone on each board, and scores.
struct Tables {
    /// `place[mover * 16 + opp][p]` = new mover + 16 * new opponent, or 0 if illegal.
    place: Vec<[u8; POINTS]>,
    /// `score[black + 16 * white]`.
    score: Vec<i8>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut place_table = vec![[0u8; POINTS]; 256];
        let mut score = vec![0i8; 256];
        for mover in 0..16u8 {
            for opp in 0..16u8 {
                let i = (mover as usize) * 16 + opp as usize;
                if mover & opp == 0 {
                    for (p, slot) in place_table[i].iter_mut().enumerate() {
                        if let Some((m, o)) = place(mover, opp, p) {
                            *slot = m + 16 * o;
                        }
                    }
                    // Scores are indexed by board, Black's stones first.
                    score[board_index(mover, opp)] = area_score(mover, opp) as i8;
                }
            }
        }
        Tables {
            place: place_table,
            score,
        }
    })
}

/// A 2x2 Go game in progress: the board, whose turn, whether the last move was a pass, and
/// the set of boards seen so far (for superko).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoState {
    /// Black's stones, one bit per point.
    pub black: u8,
    /// White's stones.
    pub white: u8,
    /// Whose turn.
    pub black_to_move: bool,
    /// The last move was a pass.
    pub passed: bool,
    /// The game is over (two passes in a row).
    pub over: bool,
    /// Boards seen in the game: bit `black + 16 * white`.
    pub history: [u64; 4],
    /// The moves played, for the notation and for taking moves back.
    pub moves: Vec<GoMove>,
    /// For unmake: the state before each move.
    undo: Vec<(u8, u8, bool, bool)>,
}

fn board_index(black: u8, white: u8) -> usize {
    black as usize + 16 * white as usize
}

impl GoState {
    /// The empty board, Black to move.
    pub fn new() -> GoState {
        let mut s = GoState {
            black: 0,
            white: 0,
            black_to_move: true,
            passed: false,
            over: false,
            history: [0; 4],
            moves: Vec::new(),
            undo: Vec::new(),
        };
        s.see(0, 0);
        s
    }

    fn see(&mut self, black: u8, white: u8) {
        let i = board_index(black, white);
        self.history[i / 64] |= 1 << (i % 64);
    }

    fn unsee(&mut self, black: u8, white: u8) {
        let i = board_index(black, white);
        self.history[i / 64] &= !(1 << (i % 64));
    }

    /// Whether this board appeared earlier in the game.
    pub fn seen(&self, black: u8, white: u8) -> bool {
        let i = board_index(black, white);
        self.history[i / 64] >> (i % 64) & 1 == 1
    }

    /// The board after the mover places a stone on `p`, if legal (including superko).
    pub fn stone_result(&self, p: usize) -> Option<(u8, u8)> {
        let (mover, opp) = self.sides();
        let r = tables().place[mover as usize * 16 + opp as usize][p];
        if r == 0 {
            return None;
        }
        let (m, o) = (r & 15, r >> 4);
        let (black, white) = if self.black_to_move { (m, o) } else { (o, m) };
        (!self.seen(black, white)).then_some((black, white))
    }

    fn sides(&self) -> (u8, u8) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }

    /// The legal moves: pass, then the legal stones in point order.
    pub fn legal_moves(&self) -> Vec<GoMove> {
        if self.over {
            return Vec::new();
        }
        let mut out = vec![GoMove::Pass];
        out.extend(
            (0..POINTS)
                .filter(|&p| self.stone_result(p).is_some())
                .map(|p| GoMove::Stone(p as u8)),
        );
        out
    }

    /// Area score, Black minus White.
    pub fn score(&self) -> i32 {
        i32::from(tables().score[board_index(self.black, self.white)])
    }

    /// Plays a move (which must be legal).
    pub fn play(&mut self, mv: GoMove) {
        self.undo
            .push((self.black, self.white, self.passed, self.over));
        self.moves.push(mv);
        match mv {
            GoMove::Pass => {
                self.over = self.passed;
                self.passed = true;
            }
            GoMove::Stone(p) => {
                let (black, white) = self.stone_result(p as usize).expect("a legal stone");
                self.black = black;
                self.white = white;
                self.see(black, white);
                self.passed = false;
            }
        }
        self.black_to_move = !self.black_to_move;
    }

    /// Takes back the last move.
    pub fn take_back(&mut self) {
        let Some((black, white, passed, over)) = self.undo.pop() else {
            return;
        };
        if let Some(GoMove::Stone(_)) = self.moves.pop() {
            self.unsee(self.black, self.white);
        }
        self.black = black;
        self.white = white;
        self.passed = passed;
        self.over = over;
        self.black_to_move = !self.black_to_move;
    }

    /// Reads a position (a move history such as `adp`, or `.`), checking every move.
    pub fn parse(text: &str) -> Result<GoState> {
        check_length("position", text)?;
        let t = text.trim();
        let mut state = GoState::new();
        if t == "." || t.is_empty() {
            return Ok(state);
        }
        let letters: Vec<char> = t.chars().filter(|c| !c.is_whitespace()).collect();
        if letters.len() > MAX_MOVES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "That history has {} moves; the limit is {MAX_MOVES}.",
                    letters.len()
                ),
            ));
        }
        for (i, c) in letters.iter().enumerate() {
            let mv = match c {
                'a'..='d' => GoMove::Stone(*c as u8 - b'a'),
                'p' => GoMove::Pass,
                _ => {
                    return Err(Error::new(
                        ErrorKind::BadPosition,
                        format!(
                            "Move {} of the history is {}: a 2x2 Go position is the list of moves from the empty board, a b c d for stones (top-left, top-right, bottom-left, bottom-right) and p for pass, e.g. adp; the empty board is \".\".",
                            i + 1,
                            quote(&c.to_string())
                        ),
                    ))
                }
            };
            state.check(mv).map_err(|e| {
                Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "Move {} of the history cannot be played: {}",
                        i + 1,
                        e.message
                    ),
                )
            })?;
            state.play(mv);
        }
        Ok(state)
    }

    /// Explains why a move is illegal, or accepts it.
    pub fn check(&self, mv: GoMove) -> Result<()> {
        if self.over {
            return Err(Error::new(
                ErrorKind::GameOver,
                "The game is over: both players passed.",
            ));
        }
        if let GoMove::Stone(p) = mv {
            let p = p as usize;
            if (self.black | self.white) >> p & 1 == 1 {
                return Err(Error::new(
                    ErrorKind::IllegalMove,
                    format!("Point {mv} is taken: play on an empty point or pass."),
                ));
            }
            let (mover, opp) = self.sides();
            if place(mover, opp, p).is_none() {
                return Err(Error::new(
                    ErrorKind::IllegalMove,
                    format!("A stone on {mv} would have no liberty and capture nothing: suicide is not allowed."),
                ));
            }
            if self.stone_result(p).is_none() {
                return Err(Error::new(
                    ErrorKind::IllegalMove,
                    format!("A stone on {mv} would recreate an earlier board of this game: positional superko forbids it."),
                ));
            }
        }
        Ok(())
    }

    /// Reads a move: `a`-`d`, or `pass` / `p`.
    pub fn parse_move(&self, text: &str) -> Result<GoMove> {
        let mv = match text.trim() {
            "pass" | "p" => GoMove::Pass,
            t if t.len() == 1 && ('a'..='d').contains(&t.chars().next().unwrap_or(' ')) => {
                GoMove::Stone(t.as_bytes()[0] - b'a')
            }
            other => {
                return Err(Error::new(
                    ErrorKind::BadMove,
                    format!(
                        "The move {} is not a 2x2 Go move: a, b, c or d for a stone (top-left, top-right, bottom-left, bottom-right) or pass.",
                        quote(other)
                    ),
                ))
            }
        };
        self.check(mv)?;
        Ok(mv)
    }

    /// The board as four characters `x`, `o` or `.` in point order.
    pub fn board_text(&self) -> String {
        (0..POINTS)
            .map(|p| match (self.black >> p & 1, self.white >> p & 1) {
                (1, _) => 'x',
                (_, 1) => 'o',
                _ => '.',
            })
            .collect()
    }
}

impl Default for GoState {
    fn default() -> Self {
        GoState::new()
    }
}

impl fmt::Display for GoState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.moves.is_empty() {
            return f.write_str(".");
        }
        for mv in &self.moves {
            match mv {
                GoMove::Pass => f.write_str("p")?,
                GoMove::Stone(p) => write!(f, "{}", (b'a' + p) as char)?,
            }
        }
        Ok(())
    }
}

/// The move orderings, by name.
pub const ORDERINGS: [&str; 2] = ["pass-first", "stones-first"];

/// The 8 symmetries of the square as permutations of the points a b c d.
const SYMMETRIES: [[usize; 4]; 8] = [
    [0, 1, 2, 3],
    [1, 0, 3, 2],
    [2, 3, 0, 1],
    [3, 2, 1, 0],
    [0, 2, 1, 3],
    [2, 0, 3, 1],
    [1, 3, 0, 2],
    [3, 1, 2, 0],
];

fn permute(bits: u8, perm: &[usize; 4]) -> u8 {
    (0..POINTS).fold(0, |acc, p| acc | ((bits >> p & 1) << perm[p]))
}

/// The transposition-table key: the board, whose turn, the pass flag and the history (the
/// value depends on all of them, superko included).
pub type GoKey = (u8, u8, bool, bool, [u64; 4]);

impl GoState {
    fn key_under(&self, perm: &[usize; 4]) -> GoKey {
        let mut history = [0u64; 4];
        for (word, &bits) in self.history.iter().enumerate() {
            // Visit only the boards in the history: the set bits of each word.
            let mut rest = bits;
            while rest != 0 {
                let i = word * 64 + rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let (b, w) = (permute((i % 16) as u8, perm), permute((i / 16) as u8, perm));
                let j = board_index(b, w);
                history[j / 64] |= 1 << (j % 64);
            }
        }
        (
            permute(self.black, perm),
            permute(self.white, perm),
            self.black_to_move,
            self.passed,
            history,
        )
    }
}

impl SearchGame for GoState {
    type Move = GoMove;
    type Key = GoKey;

    fn terminal_value(&self) -> Option<i32> {
        // Only a finished game given as the start has ended; in a search, the second pass is
        // scored by `final_value` without a node.
        self.over.then(|| {
            if self.black_to_move {
                self.score()
            } else {
                -self.score()
            }
        })
    }

    fn moves(&self, ordering: usize, out: &mut Vec<GoMove>) {
        let stones = (0..POINTS)
            .filter(|&p| self.stone_result(p).is_some())
            .map(|p| GoMove::Stone(p as u8));
        if ordering == 0 {
            out.push(GoMove::Pass);
            out.extend(stones);
        } else {
            out.extend(stones);
            out.push(GoMove::Pass);
        }
    }

    fn final_value(&self, mv: GoMove) -> Option<i32> {
        // A pass after a pass ends the game: score it for the player passing.
        (mv == GoMove::Pass && self.passed).then(|| {
            let s = self.score();
            if self.black_to_move {
                s
            } else {
                -s
            }
        })
    }

    fn make(&mut self, mv: GoMove) {
        self.play(mv);
    }

    fn unmake(&mut self, _mv: GoMove) {
        self.take_back();
    }

    fn key(&self, symmetry: bool) -> GoKey {
        if symmetry {
            SYMMETRIES
                .iter()
                .map(|perm| self.key_under(perm))
                .min()
                .expect("eight symmetries")
        } else {
            self.key_under(&SYMMETRIES[0])
        }
    }

    fn window(&self) -> (i32, i32) {
        (-4, 4)
    }
}

/// A legal move, the position it leads to, and its value for the player making it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuedMove {
    /// The move.
    pub mv: GoMove,
    /// The position after it.
    pub next: GoState,
    /// Its value for the player making it: their score lead with best play afterwards.
    pub value: i32,
}

impl GoState {
    /// The value for the player to move (their score lead with best play), by the fast
    /// pass-first solver; a finished game's value is its final score for the player to move.
    pub fn value(&self) -> i32 {
        Solver::run(self, true).0
    }

    /// Every legal move with its value for the player making it: minus the value of the
    /// position it leads to for the opponent (negamax).
    pub fn move_values(&self) -> Vec<ValuedMove> {
        self.legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                let value = if next.over {
                    // The second pass ends the game: the score, for the player who passed.
                    let s = next.score();
                    if self.black_to_move {
                        s
                    } else {
                        -s
                    }
                } else {
                    -next.value()
                };
                ValuedMove { mv, next, value }
            })
            .collect()
    }

    /// Minimax said out loud: the final score if the game is over, then every move with its
    /// value, then the best of them ([`best_of`]). Returns the best value (0 when no move is
    /// left) with the steps.
    pub fn explain(&self) -> (i32, Vec<SearchStep>) {
        let mut steps = Vec::new();
        if self.over {
            steps.push(SearchStep::Over {
                value: self.score(),
            });
        }
        let values = self.move_values();
        for m in &values {
            steps.push(SearchStep::MoveValue {
                r#move: m.mv.to_string(),
                value: m.value,
                outcome: outcome_of(m.value),
            });
        }
        let best = best_of(&values);
        if let Some(m) = best {
            steps.push(SearchStep::Best {
                r#move: m.mv.to_string(),
                value: m.value,
            });
        }
        (best.map_or(0, |m| m.value), steps)
    }

    /// Best play from this position to the end of the game, move by move, each chosen by its
    /// proved value; between equals the pass, which heads for the end. At most 64 moves.
    pub fn principal_variation(&self) -> Vec<GoMove> {
        let mut s = self.clone();
        let mut pv = Vec::new();
        while !s.over && pv.len() < 64 {
            let Some(best) = s
                .move_values()
                .into_iter()
                .max_by_key(|m| (m.value, m.mv == GoMove::Pass))
            else {
                break;
            };
            pv.push(best.mv);
            s = best.next;
        }
        pv
    }
}

/// The best of the valued moves, the perfect computer's choice: the highest value; between
/// equals, a stone rather than a pass (the game goes on). None when there is no move.
pub fn best_of(values: &[ValuedMove]) -> Option<&ValuedMove> {
    values
        .iter()
        .max_by_key(|m| (m.value, m.mv != GoMove::Pass))
}

/// How many boards 2x2 Go can show, and how many moves they offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCount {
    /// Boards on which every group has a liberty (of the 3^4 colourings of the points).
    pub boards: u32,
    /// Moves summed over those boards, for Black: the pass plus every legal stone (superko
    /// aside). Divided by `boards` it is the average branching factor.
    pub moves: u32,
}

/// The boards of 2x2 Go and their moves, counted once from the rules of [`place`].
///
/// A board is legal when every stone on it could have been the last one played: taken off and
/// put back, [`place`] accepts it (after its captures its group has a liberty).
pub fn board_count() -> BoardCount {
    static COUNT: OnceLock<BoardCount> = OnceLock::new();
    *COUNT.get_or_init(|| {
        let mut count = BoardCount {
            boards: 0,
            moves: 0,
        };
        for black in 0..16u8 {
            for white in 0..16u8 {
                if black & white != 0 {
                    continue; // a point holds one stone at most
                }
                let legal = (0..POINTS).all(|p| {
                    let own = if black >> p & 1 == 1 { black } else { white };
                    (black | white) >> p & 1 == 0
                        || place(own & !(1 << p), !own & (black | white), p).is_some()
                });
                if legal {
                    count.boards += 1;
                    count.moves += 1
                        + (0..POINTS)
                            .filter(|&p| place(black, white, p).is_some())
                            .count() as u32;
                }
            }
        }
        count
    })
}

/// How many colourings a 2x2 board has: each of the 4 points empty, Black or White (3^4).
pub const COLOURINGS: usize = 81;
/// In [`Kernel::next`]: the stone may not be played (the point is taken, or it is suicide).
pub const ILLEGAL: u8 = 255;

/// A board's number among the 81 colourings, base 3: point `p` adds its colour times 3^p
/// (0 empty, 1 Black, 2 White). The empty board is 0; a board with a stone on it never is.
pub fn colouring(black: u8, white: u8) -> usize {
    (0..POINTS).rev().fold(0, |acc, p| {
        acc * 3 + (black >> p & 1) as usize + 2 * (white >> p & 1) as usize
    })
}

/// Most nodes on one line of the search: superko allows at most 80 stone moves in a game, and
/// at most one pass between two of them, so a line is shorter than this.
const MAX_LINE: usize = 256;

/// The rules of 2x2 Go as tables over the 81 colourings, worked out once from [`place`] and
/// [`area_score`]: after this, playing a stone, capturing, refusing suicide and scoring are
/// each one look-up.
///
/// The search numbers its positions by a *state*: the board (0..81) plus 128 when White is to
/// move, plus 256 when the last move was a pass. A stone's result is a state (passed = 0) below
/// 256, so it fits in a byte.
pub struct Kernel {
    /// `next[board][point][colour]`: the board after a stone of `colour` (0 Black, 1 White) on
    /// `point`, captures done, or [`ILLEGAL`]. Superko is not in the table: it depends on the
    /// game's history, which the search keeps as a set of boards.
    pub next: [[[u8; 2]; POINTS]; COLOURINGS],
    /// `stones[board + 128 * player]`: the states the player's legal stones lead to (the
    /// opponent to move), in point order, one per byte from the lowest, so that a node keeps
    /// its whole list in one register. A stone never leads to the empty board with Black to
    /// move (state 0), so a zero byte ends the list.
    stones: [u32; 256],
    /// `score[board + 128 * player]`: the area score for `player` (0 Black, 1 White).
    score: [i32; 256],
}

/// The kernel's tables, built on first use (a few microseconds; not stored in the module).
pub fn kernel() -> &'static Kernel {
    static KERNEL: OnceLock<Kernel> = OnceLock::new();
    KERNEL.get_or_init(|| {
        let mut k = Kernel {
            next: [[[ILLEGAL; 2]; POINTS]; COLOURINGS],
            stones: [0; 256],
            score: [0; 256],
        };
        for black in 0..16u8 {
            for white in (0..16u8).filter(|w| w & black == 0) {
                let board = colouring(black, white);
                for p in 0..POINTS {
                    if let Some((b, w)) = place(black, white, p) {
                        k.next[board][p][0] = colouring(b, w) as u8;
                    }
                    if let Some((w, b)) = place(white, black, p) {
                        k.next[board][p][1] = colouring(b, w) as u8;
                    }
                }
                let score = area_score(black, white);
                k.score[board] = score;
                k.score[board + 128] = -score;
            }
        }
        for board in 0..COLOURINGS {
            for player in 0..2 {
                // The opponent moves after the stone: their half of the states.
                let opponent = 128 * (1 - player) as u32;
                k.stones[board + 128 * player] = (0..POINTS)
                    .rev()
                    .map(|p| k.next[board][p][player])
                    .filter(|&child| child != ILLEGAL)
                    .fold(0, |list, child| list << 8 | (u32::from(child) + opponent));
            }
        }
        k
    })
}

/// The notes' alpha-beta program at the speed limit: no allocation, no generic machinery, and
/// a node costs a few table look-ups ([`Kernel`]).
///
/// A node is a state (board, player to move, last move a pass: see [`Kernel`]) and a window.
/// Its stones come from one look-up as a packed list of the states they lead to; the pass leads
/// to the same board with the other player to move and the pass bit set. Superko needs the
/// boards seen along the current line of play, the game's history before the root included:
/// see `LINE` below.
///
/// It counts exactly what the generic search ([`crate::solve::search`]) counts on [`GoState`]:
/// every node at its depth, and the second pass in a row as a scored leaf, not a node. The
/// tests check both programs against the notes' per-depth table.
pub struct Solver {
    /// The kernel's stone lists, copied beside the counters (1 KB).
    stones: [u32; 256],
    /// Nodes per depth.
    nodes: [u64; MAX_LINE],
    /// The kernel's scores by state.
    score: [i32; 256],
    /// Positions scored.
    pub leaves: u64,
}

thread_local! {
    /// The boards on the current line of play (superko), one byte each: 1 while the board is on
    /// the line. A stone's board is marked on the way down and cleared on the way back.
    ///
    /// A table at a fixed address rather than a field of the [`Solver`]: V8 reads a byte at a
    /// fixed address with one instruction, while a field needs the solver's address added and
    /// held in a register, and the search has more values live than V8 has registers. Measured
    /// on the stones-first search, alternated: wasm under Node 83-84 ms here against 88 ms as a
    /// field. Natively it is the other way round (72-73 ms against 67 ms), but the page runs the
    /// wasm. A wasm module without threads compiles a thread-local to a plain static; natively
    /// each thread has its own table, so the tests' threads search side by side, and
    /// [`Solver::run`] empties it before it starts. (A 128-bit set passed down the recursion
    /// costs more than either: a 128-bit shift and test is about a dozen instructions.)
    static LINE: [Cell<u8>; 128] = const { [const { Cell::new(0) }; 128] };
}

/// Whether `board` is on the current line: 1 or 0 ([`LINE`]).
#[inline(always)]
fn on_line(board: usize) -> u8 {
    LINE.with(|line| line[board].get())
}

/// Marks `board` on the current line (1) or clears it (0).
#[inline(always)]
fn mark(board: usize, on: u8) {
    LINE.with(|line| line[board].set(on));
}

/// The bit of a state that says the last move was a pass.
const PASSED: usize = 256;
/// The bit of a state that says White is to move.
const WHITE: usize = 128;

impl Solver {
    /// Solves from a position; returns the value for the player to move there, and the solver
    /// with its counts.
    pub fn run(state: &GoState, pass_first: bool) -> (i32, Solver) {
        let k = kernel();
        let mut s = Solver {
            stones: k.stones,
            nodes: [0; MAX_LINE],
            score: k.score,
            leaves: 0,
        };
        // The game's history before the root: the state's 256-bit set over
        // `black + 16 * white`, one byte per colouring here.
        LINE.with(|line| line.iter().for_each(|board| board.set(0)));
        for i in 0..256 {
            if state.history[i / 64] >> (i % 64) & 1 == 1 {
                mark(colouring((i % 16) as u8, (i / 16) as u8), 1);
            }
        }
        mark(0, 1); // see `stones_left`
        let root = colouring(state.black, state.white)
            + if state.black_to_move { 0 } else { WHITE }
            + if state.passed { PASSED } else { 0 };
        let v = if state.over {
            s.score[root & 255]
        } else if pass_first {
            // Each ordering gets its own compiled copy of the search, without a branch on it.
            s.enter::<true, false>(0, root, -4, 4)
        } else {
            s.enter::<false, false>(0, root, -4, 4)
        };
        (v, s)
    }

    /// Nodes per depth, up to the deepest.
    pub fn nodes_per_depth(&self) -> Vec<u64> {
        let used = self.nodes.iter().rposition(|&n| n > 0).map_or(0, |d| d + 1);
        self.nodes[..used].to_vec()
    }

    /// The stones the player to move in `state` may play: the state's list with every board
    /// seen on the line taken out (superko). Board 0, the empty board, is marked seen for good:
    /// no stone leads to it, so this changes nothing else. (Measured: this loop beats a
    /// branch-free version with four look-ups and the blanks skipped by counting zeros.)
    #[inline(always)]
    fn stones_left(&self, state: usize) -> u32 {
        let mut list = self.stones[state & 255];
        let (mut left, mut shift) = (0u32, 0u32);
        while list != 0 {
            let child = list & 0xff;
            list >>= 8;
            if on_line((child & 127) as usize) == 0 {
                left |= child << shift;
                shift += 8;
            }
        }
        left
    }

    /// Enters the node `state` at `depth`: a node with no stone left is settled here (its only
    /// move is the pass), any other is searched. About half the nodes of the stones-first search
    /// have no stone left, and settling them without a call of [`Solver::search`] is the
    /// largest saving of the kernel. Fail-hard: the value is at least `alpha`. `INNER` says
    /// whether the node is searched inline (see [`Solver::search`]).
    #[inline(always)]
    fn enter<const PASS_FIRST: bool, const INNER: bool>(
        &mut self,
        depth: usize,
        state: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let stones = self.stones_left(state);
        if stones != 0 {
            return self.descend::<PASS_FIRST, INNER>(depth, state, stones, alpha, beta);
        }
        self.nodes[depth & (MAX_LINE - 1)] += 1;
        let v = if state & PASSED != 0 {
            self.leaves += 1;
            self.score[state & 255]
        } else {
            -self.enter_passed::<PASS_FIRST, INNER>(
                depth + 1,
                (state ^ WHITE) | PASSED,
                -beta,
                -alpha,
            )
        };
        v.max(alpha)
    }

    /// [`Solver::enter`] for a node after a pass, whose pass ends the game.
    #[inline(always)]
    fn enter_passed<const PASS_FIRST: bool, const INNER: bool>(
        &mut self,
        depth: usize,
        state: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let stones = self.stones_left(state);
        if stones != 0 {
            return self.descend::<PASS_FIRST, INNER>(depth, state, stones, alpha, beta);
        }
        self.nodes[depth & (MAX_LINE - 1)] += 1;
        self.leaves += 1;
        self.score[state & 255].max(alpha)
    }

    /// Searches a node with stones: inline (`INNER`), or by a call of [`Solver::search`].
    #[inline(always)]
    fn descend<const PASS_FIRST: bool, const INNER: bool>(
        &mut self,
        depth: usize,
        state: usize,
        stones: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if INNER {
            self.node::<PASS_FIRST, false>(depth, state, stones, alpha, beta)
        } else {
            self.search::<PASS_FIRST>(depth, state, stones, alpha, beta)
        }
    }

    /// Negamax alpha-beta on `state`, whose legal stones are `stones` (a packed list, not
    /// empty); the value is for the player to move; fail-hard as in the notes. Each call
    /// searches two levels: the node's children with stones are searched inline, and only its
    /// grandchildren are calls again, which halves the calls (a call costs relatively more in
    /// wasm than natively).
    #[inline(never)]
    fn search<const PASS_FIRST: bool>(
        &mut self,
        depth: usize,
        state: usize,
        stones: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.node::<PASS_FIRST, true>(depth, state, stones, alpha, beta)
    }

    /// The body of [`Solver::search`]: one node, its children entered with `INNER`.
    #[inline(always)]
    fn node<const PASS_FIRST: bool, const INNER: bool>(
        &mut self,
        depth: usize,
        state: usize,
        mut stones: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes[depth & (MAX_LINE - 1)] += 1;
        if PASS_FIRST {
            let v = self.pass::<PASS_FIRST, INNER>(depth, state, alpha, beta);
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        // The stones, in point order: one byte of the list each, the state it leads to.
        while stones != 0 {
            let child = (stones & 0xff) as usize;
            stones >>= 8;
            let board = child & (WHITE - 1);
            mark(board, 1);
            let v = -self.enter::<PASS_FIRST, INNER>(depth + 1, child, -beta, -alpha);
            mark(board, 0);
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        if !PASS_FIRST {
            let v = self.pass::<PASS_FIRST, INNER>(depth, state, alpha, beta);
            if v > alpha {
                alpha = v;
            }
        }
        alpha
    }

    /// The pass: after a pass it ends the game and is scored (a leaf, not a node); otherwise
    /// the opponent moves next on the same board (passes are not checked for superko).
    #[inline(always)]
    fn pass<const PASS_FIRST: bool, const INNER: bool>(
        &mut self,
        depth: usize,
        state: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if state & PASSED != 0 {
            self.leaves += 1;
            self.score[state & 255]
        } else {
            let child = (state ^ WHITE) | PASSED;
            -self.enter_passed::<PASS_FIRST, INNER>(depth + 1, child, -beta, -alpha)
        }
    }
}

/// 2x2 Go as the playground plays it: the [`Game`] recipe, answered by alpha-beta. Each search
/// is run when an answer first needs it and kept for the rest of that answer ([`GoSolution`]).
#[derive(Clone, Copy, Debug)]
pub struct GoGame;

/// The searches of one answer about a position, each run at most once.
#[derive(Default)]
pub struct GoSolution {
    /// The position's value for the player to move.
    value: Option<i32>,
    /// Every legal move with its value.
    moves: Option<Vec<ValuedMove>>,
}

impl GoSolution {
    /// The position's value for the player to move (searched once).
    pub fn value(&mut self, state: &GoState) -> i32 {
        *self.value.get_or_insert_with(|| state.value())
    }

    /// Every legal move with its value (searched once).
    pub fn moves(&mut self, state: &GoState) -> &[ValuedMove] {
        self.moves.get_or_insert_with(|| state.move_values())
    }

    /// The value of `mv` for the player making it.
    pub fn value_of(&mut self, state: &GoState, mv: GoMove) -> i32 {
        self.moves(state)
            .iter()
            .find(|m| m.mv == mv)
            .map_or(0, |m| m.value)
    }

    /// Remembers the value an explanation found.
    pub fn found(&mut self, value: i32) {
        self.value = Some(value);
    }
}

impl Game for GoGame {
    type Position = GoState;
    type Move = GoMove;
    type Solution = GoSolution;

    fn parse(&self, text: &str) -> Result<GoState> {
        GoState::parse(text)
    }
    fn text(&self, state: &GoState) -> String {
        state.to_string()
    }
    fn solve(&self, _: &GoState) -> Result<GoSolution> {
        Ok(GoSolution::default())
    }
    fn outcome(&self, state: &GoState, sol: &mut GoSolution) -> Result<Outcome> {
        Ok(outcome_of(sol.value(state)))
    }
    fn grundy(&self, _: &GoState, _: &mut GoSolution) -> Option<u64> {
        None
    }
    fn listed_moves(
        &self,
        state: &GoState,
        sol: &mut GoSolution,
        _: usize,
    ) -> Result<(Vec<(GoMove, Outcome)>, u64)> {
        // The position after a move, for the opponent: minus the move's value.
        let moves: Vec<(GoMove, Outcome)> = sol
            .moves(state)
            .iter()
            .map(|m| (m.mv, outcome_of(-m.value)))
            .collect();
        let total = moves.len() as u64;
        Ok((moves, total))
    }
    fn parse_move(&self, state: &GoState, text: &str) -> Result<GoMove> {
        state.parse_move(text)
    }
    fn move_text(&self, _: &GoState, mv: &GoMove) -> String {
        mv.to_string()
    }
    fn after(&self, state: &GoState, mv: &GoMove) -> GoState {
        let mut next = state.clone();
        next.play(*mv);
        next
    }
    fn outcome_after(&self, state: &GoState, mv: &GoMove, sol: &mut GoSolution) -> Result<Outcome> {
        Ok(outcome_of(-sol.value_of(state, *mv)))
    }
    fn perfect_move(&self, state: &GoState, sol: &mut GoSolution) -> Result<Option<GoMove>> {
        Ok(best_of(sol.moves(state)).map(|m| m.mv))
    }
    fn random_move(&self, state: &GoState, sol: &mut GoSolution, rng: &mut Rng) -> Option<GoMove> {
        let moves = sol.moves(state);
        match moves.len() {
            0 => None,
            n => Some(moves[rng.below(n as u64) as usize].mv),
        }
    }
    fn game_over(&self, _: &GoState) -> Error {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: both players passed.",
        )
    }
    /// A move wins here when no other move does better: Go is scored, and in a lost game the
    /// move that loses by least is still the best one.
    fn move_wins(&self, state: &GoState, mv: &GoMove, _: Outcome, sol: &mut GoSolution) -> bool {
        let best = sol.moves(state).iter().map(|m| m.value).max().unwrap_or(0);
        sol.value_of(state, *mv) == best
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "go",
        name: "2x2 Go",
        menu_name: "2x2 Go",
        group: catalogue::SEARCH,
        kind: Kind::Search,
        sides: Some(["Black", "White"]),
        description: "Go on the smallest board: captures, no suicide, positional superko, area scoring. Solved by alpha-beta: Black wins by 1.",
        card: "Go on the smallest board; a search proves who wins.",
        picture: vec![Picture { board: "go", position: "." }],
        default_position: ".",
        notation: "the moves from the empty board, a b c d for stones (top-left, top-right, bottom-left, bottom-right) and p for pass, e.g. adp; the empty board is .",
        move_notation: "a, b, c or d for a stone, or pass",
        page: "go.html",
        variants: catalogue::normal_only("go"),
        limits: Limits::Fixed { board: "2x2, histories of up to 200 moves" },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::PN, Question::WinningMove],
        ..GameInfo::default()
    }
}

/// 2x2 Go's row of the game-complexity panel: boards whose groups all have liberties
/// ([`board_count`]); histories make the tree enormous.
pub fn complexity_row() -> crate::catalogue::Complexity {
    let go = board_count();
    crate::catalogue::complexity_row(
        "2x2 Go",
        f64::from(go.boards),
        true,
        "legal boards (every group has a liberty); superko also remembers the history",
        None,
        f64::from(go.moves) / f64::from(go.boards),
        58.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::search::{search, Options};

    /// Nodes per depth of the notes' pass-first search, as printed by the course's program
    /// (ryanbhayward/games-puzzles-algorithms, go/t.out: total 1446, 723 games scored).
    const PASS_FIRST: [u64; 23] = [
        1, 5, 16, 34, 42, 40, 53, 79, 110, 144, 147, 97, 56, 68, 102, 139, 138, 78, 32, 13, 13, 26,
        13,
    ];

    fn options(ordering: usize, alpha_beta: bool) -> Options {
        Options {
            alpha_beta,
            ordering,
            table: false,
            symmetry: false,
            budget: u64::MAX,
            trace: 0,
        }
    }

    #[test]
    fn the_rules_capture_forbid_suicide_and_score_by_area() {
        // Black a and d own the board: a white stone on b would have no liberty.
        assert_eq!(place(0b0010, 0b1001, 1), None);
        // Black fills the last liberty of a white stone on b: captured.
        assert_eq!(place(0b0001, 0b0010, 3), Some((0b1001, 0)));
        assert_eq!(area_score(0b0001, 0), 4);
        assert_eq!(area_score(0b0011, 0b0100), 1);
        assert_eq!(area_score(0, 0), 0);
    }

    #[test]
    fn pass_first_alpha_beta_proves_value_1_in_1446_nodes_to_depth_22() {
        let (value, solver) = Solver::run(&GoState::new(), true);
        assert_eq!(value, 1);
        assert_eq!(solver.nodes_per_depth(), PASS_FIRST);
        assert_eq!(solver.nodes_per_depth().iter().sum::<u64>(), 1446);
        assert_eq!(solver.leaves, 723);
        // The generic search, a second program, counts the same tree.
        let report = search(&mut GoState::new(), options(0, true));
        assert_eq!(report.value, 1);
        assert_eq!(report.nodes_per_depth, PASS_FIRST);
        assert_eq!(report.leaves, 723);
    }

    /// Plain minimax is hopeless from the empty board, but late in a game the superko history
    /// leaves few moves: random games are played out and, wherever minimax finishes within its
    /// budget, alpha-beta in both orderings and the fast solver must find the same value.
    #[test]
    fn alpha_beta_agrees_with_minimax_on_late_positions_of_random_games() {
        let mut rng = crate::game::Rng::new(355);
        let mut checked = 0;
        for _ in 0..300 {
            let mut state = GoState::new();
            let length = 8 + rng.below(14);
            for _ in 0..length {
                // Stones only (a pass only when there is no stone to play), so that the history
                // grows and superko leaves few moves.
                let moves = state.legal_moves();
                let stones: Vec<GoMove> = moves
                    .iter()
                    .copied()
                    .filter(|m| *m != GoMove::Pass)
                    .collect();
                let pool = if stones.is_empty() { moves } else { stones };
                if pool.is_empty() {
                    break;
                }
                state.play(pool[rng.below(pool.len() as u64) as usize]);
            }
            if state.over {
                continue;
            }
            let mut budgeted = options(0, false);
            budgeted.budget = 100_000;
            let minimax = search(&mut state.clone(), budgeted);
            if !minimax.complete {
                continue;
            }
            checked += 1;
            for ordering in 0..2 {
                let ab = search(&mut state.clone(), options(ordering, true));
                assert_eq!(ab.value, minimax.value, "{state} ordering {ordering}");
                assert!(ab.nodes <= minimax.nodes);
                let (fast, _) = Solver::run(&state, ordering == 0);
                assert_eq!(fast, minimax.value, "{state}");
            }
        }
        assert!(
            checked >= 10,
            "only {checked} positions small enough for minimax"
        );
    }

    #[test]
    fn the_table_and_symmetry_keep_the_value_and_save_nodes() {
        // Pass first: 1,446 nodes plain; the table keyed by board, turn, pass and history finds
        // few repeats, but folding the 8 symmetries of the board into it cuts the tree to 548.
        let plain = search(&mut GoState::new(), options(0, true));
        let mut with_table = options(0, true);
        with_table.table = true;
        let table = search(&mut GoState::new(), with_table);
        with_table.symmetry = true;
        let both = search(&mut GoState::new(), with_table);
        assert_eq!((plain.value, table.value, both.value), (1, 1, 1));
        assert_eq!((plain.nodes, table.nodes, both.nodes), (1446, 1446, 548));
    }

    #[test]
    fn the_kernel_tables_follow_the_rules() {
        // Every colouring, point and colour: the table says what `place` says.
        let k = kernel();
        let mut legal = 0;
        for black in 0..16u8 {
            for white in (0..16u8).filter(|w| w & black == 0) {
                for p in 0..POINTS {
                    let b = place(black, white, p).map(|(b, w)| colouring(b, w) as u8);
                    let w = place(white, black, p).map(|(w, b)| colouring(b, w) as u8);
                    let board = colouring(black, white);
                    assert_eq!(b.unwrap_or(ILLEGAL), k.next[board][p][0]);
                    assert_eq!(w.unwrap_or(ILLEGAL), k.next[board][p][1]);
                    legal += usize::from(b.is_some());
                }
            }
        }
        assert_eq!(legal, 100); // Black's legal stones, summed over the 81 colourings
                                // Stones-first: the notes' 19,397,529 nodes to depth 58, by the kernel and (above, for
                                // pass-first) the generic search.
        let (value, solver) = Solver::run(&GoState::new(), false);
        assert_eq!(value, 1);
        assert_eq!(solver.nodes_per_depth().iter().sum::<u64>(), 19_397_529);
        assert_eq!(solver.nodes_per_depth().len(), 59);
        assert_eq!(solver.leaves, 5_303_139);
    }

    #[test]
    fn histories_parse_and_illegal_moves_are_explained() {
        let s = GoState::parse("adp").unwrap();
        assert_eq!(s.to_string(), "adp");
        assert_eq!(s.board_text(), "x..o");
        assert!(!s.black_to_move && s.passed);
        assert!(GoState::parse("aa").unwrap_err().message.contains("taken"));
        assert!(GoState::parse("ax").unwrap_err().message.contains("\"x\""));
        assert!(GoState::parse("pp").is_ok());
        assert_eq!(
            GoState::parse("ppa").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        // a, d for Black; then White's b or c would be suicide.
        let s = GoState::parse("apd").unwrap();
        assert!(s.parse_move("b").unwrap_err().message.contains("suicide"));
        assert_eq!(s.parse_move("pass"), Ok(GoMove::Pass));
    }

    #[test]
    fn there_are_71_legal_boards_with_163_moves_for_black() {
        assert_eq!(
            board_count(),
            BoardCount {
                boards: 71,
                moves: 163
            }
        );
    }

    #[test]
    fn move_values_explain_the_value_and_the_best_move_wins_by_one() {
        let start = GoState::new();
        assert_eq!(start.value(), 1);
        let values = start.move_values();
        // Pass, then the four stones; the best is worth the position's value.
        assert_eq!(values.len(), 5);
        let best = best_of(&values).unwrap();
        assert_eq!(best.value, 1);
        assert_ne!(best.mv, GoMove::Pass);
        let (value, steps) = start.explain();
        assert_eq!(value, 1);
        assert_eq!(steps.len(), 6);
        assert_eq!(
            steps.last(),
            Some(&SearchStep::Best {
                r#move: best.mv.to_string(),
                value: 1
            })
        );
        // A finished game: its score, for the player to move, and nothing else to explain.
        let over = GoState::parse("app").unwrap();
        assert_eq!(over.value(), -4);
        assert_eq!(over.explain(), (0, vec![SearchStep::Over { value: 4 }]));
        assert!(over.principal_variation().is_empty());
    }

    #[test]
    fn the_principal_variation_plays_to_the_end_and_keeps_the_value() {
        let start = GoState::new();
        let pv = start.principal_variation();
        let mut s = start.clone();
        for &mv in &pv {
            s.check(mv).unwrap();
            s.play(mv);
        }
        assert!(s.over);
        assert_eq!(s.score(), 1);
    }
}
