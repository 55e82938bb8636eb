//! The shared vocabulary of combinatorial game theory, used by every game in the playground.
//!
//! A *combinatorial game* has two players who alternate moves, perfect information and no chance.
//! A *position* is the state of the game; a *move* takes one position to another; a *terminal*
//! position has no moves. In an *impartial* game both players have the same moves (Nim); in a
//! *partizan* game they do not (tic-tac-toe, Go).
//!
//! Every position of a finite game without draws is either
//! - a **P-position**: the *previous* player (the one who just moved) wins with best play, or
//! - an **N-position**: the *next* player (the one about to move) wins with best play.
//!
//! The rule that defines them, by induction from the end of the game:
//! a position is N exactly when *some* move leads to a P-position, and P when *every* move leads
//! to an N-position. A terminal position has no moves, so it is P under **normal play** (the last
//! player to move wins: the player to move has lost) and N under **misère play** (the last player
//! to move loses: the player to move has already won).

use crate::error::{Error, ErrorKind, Result};
use serde::Serialize;

/// The most moves a position's list of moves holds (what `analyze` returns, and what the
/// computer ranks); beyond it, every winning move plus others up to the cap.
pub const MOVE_LIST_CAP: usize = 10_000;

/// The value of a position for the player about to move; written as its letter: `"P"`, `"N"`
/// or `"D"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub enum Outcome {
    /// The previous player wins: the player to move loses against best play.
    P,
    /// The next player wins: the player to move has a winning move.
    N,
    /// Neither side can force a win (only games with draws, such as tic-tac-toe).
    D,
}

impl Outcome {
    /// The one-letter name, as in the notes and the API.
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
            Outcome::D => "D",
        }
    }
}

/// Who wins at the end: the last player to move (normal) or the other one (misère). Written
/// `"normal"` or `"misere"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Play {
    /// Normal play: the player who makes the last move wins.
    Normal,
    /// Misère play: the player who makes the last move loses.
    Misere,
}

impl Play {
    /// The outcome of a terminal position (no moves left) for the player to move.
    pub fn terminal_outcome(self) -> Outcome {
        match self {
            Play::Normal => Outcome::P,
            Play::Misere => Outcome::N,
        }
    }
}

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Always a winning move when one exists; in a lost position, the move that holds out.
    Perfect,
    /// Plays a random legal move part of the time, otherwise perfectly.
    Beginner,
}

impl Level {
    /// Whether the computer at this level plays a random legal move this time instead of its
    /// best one: the beginner does, [`BEGINNER_MISTAKE_PERCENT`] of the time (the one place the
    /// coin is flipped, for every game). A perfect player never does and draws nothing from `rng`.
    pub fn plays_at_random(self, rng: &mut Rng) -> bool {
        self == Level::Beginner && rng.below(100) < BEGINNER_MISTAKE_PERCENT
    }

    /// Reads a level name from the API (`"perfect"` or `"beginner"`).
    #[inline(never)] // one copy, not one in every game's adapter (the wasm module's size)
    pub fn parse(text: &str) -> Result<Level> {
        match text.trim() {
            "perfect" => Ok(Level::Perfect),
            "beginner" => Ok(Level::Beginner),
            other => Err(Error::new(
                ErrorKind::BadOption,
                format!(
                    "The computer's level {} is not known: choose \"perfect\" or \"beginner\".",
                    crate::error::quote(other)
                ),
            )),
        }
    }
}

/// The recipe of a game the playground plays by its outcome: every impartial game (Nim, the
/// heap games, Moore's Nim, Northcott's game, Chomp) and the games solved by search
/// (tic-tac-toe, 2x2 Go). Each game's file implements it: how a position and a move are read and
/// written, what a move leads to, P or N (or a draw), the Grundy value where there is one, the
/// moves worth listing, and the computer's best and random moves. The partizan games have a
/// recipe of their own, `Board` in [`crate::games::partizan`].
///
/// One generic adapter in [`crate::api`] turns any `Game` into the API's answers, so the capped
/// move listing, the beginner's coin and the end of the game are written once for them all.
pub trait Game {
    /// A position, read and checked.
    type Position;
    /// A move of a position.
    type Move;
    /// What the answers about a position work out once and then read: a solved table, a memo
    /// of searched positions; `()` for a game answered by a formula.
    type Solution;

    /// Reads a position in the game's notation (an error a student can act on otherwise).
    fn parse(&self, text: &str) -> Result<Self::Position>;
    /// The position in the game's canonical notation.
    fn text(&self, pos: &Self::Position) -> String;
    /// Works out what the answers about `pos` need, refusing a position too large to solve.
    fn solve(&self, pos: &Self::Position) -> Result<Self::Solution>;
    /// P, N (or D) for the player to move.
    fn outcome(&self, pos: &Self::Position, sol: &mut Self::Solution) -> Result<Outcome>;
    /// The Sprague-Grundy value, where the game and its play rule have one.
    fn grundy(&self, pos: &Self::Position, sol: &mut Self::Solution) -> Option<u64>;
    /// The moves to list, in the order a student reads them: at most `cap`, every winning move
    /// among them, each with the outcome it leaves the opponent; and how many moves there are.
    #[allow(clippy::type_complexity)]
    fn listed_moves(
        &self,
        pos: &Self::Position,
        sol: &mut Self::Solution,
        cap: usize,
    ) -> Result<(Vec<(Self::Move, Outcome)>, u64)>;
    /// Reads a move of `pos` (an error for a badly written or an illegal move).
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move>;
    /// The move in the game's move notation.
    fn move_text(&self, pos: &Self::Position, mv: &Self::Move) -> String;
    /// The position after `mv`.
    fn after(&self, pos: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// The canonical texts of the positions after the listed moves (a game may write them
    /// faster together).
    fn texts_after(&self, pos: &Self::Position, listed: &[(Self::Move, Outcome)]) -> Vec<String> {
        listed
            .iter()
            .map(|(mv, _)| self.text(&self.after(pos, mv)))
            .collect()
    }
    /// The outcome `mv` leaves the opponent: `P` means the move wins.
    fn outcome_after(
        &self,
        pos: &Self::Position,
        mv: &Self::Move,
        sol: &mut Self::Solution,
    ) -> Result<Outcome>;
    /// The computer's best move (the fastest win, or in a lost position the longest defence);
    /// none when the game is over.
    fn perfect_move(
        &self,
        pos: &Self::Position,
        sol: &mut Self::Solution,
    ) -> Result<Option<Self::Move>>;
    /// A legal move at random; none when the game is over.
    fn random_move(
        &self,
        pos: &Self::Position,
        sol: &mut Self::Solution,
        rng: &mut Rng,
    ) -> Option<Self::Move>;
    /// The error for a position where no move is left, in the game's own words.
    fn game_over(&self, pos: &Self::Position) -> Error;
    /// Whether the computer's move `mv`, which leaves `outcome`, is a winning move: by default
    /// when it leaves the opponent a P-position.
    fn move_wins(
        &self,
        _pos: &Self::Position,
        _mv: &Self::Move,
        outcome: Outcome,
        _sol: &mut Self::Solution,
    ) -> bool {
        outcome == Outcome::P
    }
}

/// The probability, in percent, that the beginner computer plays a random move.
pub const BEGINNER_MISTAKE_PERCENT: u64 = 40;

/// A small deterministic random number generator (SplitMix64), so that the beginner computer
/// is repeatable for a given seed and the core needs no source of randomness of its own.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` must be positive).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_positions_are_lost_in_normal_play_and_won_in_misere_play() {
        assert_eq!(Play::Normal.terminal_outcome(), Outcome::P);
        assert_eq!(Play::Misere.terminal_outcome(), Outcome::N);
    }

    #[test]
    fn levels_parse_and_unknown_levels_are_refused() {
        assert_eq!(Level::parse("perfect"), Ok(Level::Perfect));
        assert_eq!(Level::parse(" beginner "), Ok(Level::Beginner));
        let err = Level::parse("expert").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadOption);
        assert!(err.message.contains("\"expert\""));
    }

    #[test]
    fn the_generator_is_repeatable_and_spreads_its_values() {
        let a: Vec<u64> = (0..5).scan(Rng::new(7), |r, _| Some(r.below(10))).collect();
        let b: Vec<u64> = (0..5).scan(Rng::new(7), |r, _| Some(r.below(10))).collect();
        assert_eq!(a, b);
        let mut r = Rng::new(1);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[r.below(6) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
