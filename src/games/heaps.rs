//! The heap-like impartial games as the playground plays them: the Scoring game, Nimble,
//! Kayles and every octal game, Corner the Lady, and sums of any of them.
//!
//! Each runs on the component engine of [`super::components`]: a position is a sum of parts,
//! in normal play its Grundy value is the xor of the parts' values (the Sprague-Grundy theorem),
//! and in misère play its outcome is found by searching the positions it can reach. This file
//! holds their [`Game`] recipe (the moves listed for a student, winning moves first) and the
//! facts a page shows beside a board: the Grundy sequence of a line of chips or a row of pins,
//! and Corner the Lady's board of values.

use super::components::{Grid, Memo, Rules, State, Sum, SumMove};
use crate::error::{Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Play, Rng};
use crate::solve::grundy::Period;
use serde::Serialize;
use std::rc::Rc;

/// The largest Grundy table the page is given (squares 0..=this).
pub const TABLE_LIMIT: u32 = 1000;

/// One heap-like game (or, with `rules: None`, the game of sums) under a play rule.
#[derive(Clone, Debug)]
pub struct HeapGame {
    /// The game's rules; none for a sum of games, whose parts name their own.
    pub rules: Option<Rc<dyn Rules>>,
    /// How a sum of games is read, where there are no rules of one game (the sums' notation,
    /// `kayles(5) + nim(3)`: the sums game's own).
    pub parse_sum: fn(&str) -> Result<Sum>,
    /// Normal or misère play.
    pub play: Play,
}

/// The Grundy values of a single-rules game from 0 upward, for the Scoring line and Kayles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Sequence {
    /// g(0), g(1), ... up to the largest square or heap in the position (at least 20).
    pub values: Vec<u32>,
    /// The proved period of the whole sequence, if any.
    pub period: Option<Period>,
}

/// Corner the Lady's board: Grundy values and P-squares up to the queens' largest coordinate.
pub type WythoffBoard = Grid;

impl HeapGame {
    /// The Grundy sequence of the game's rules up to the position's largest part (at least 20
    /// values, at most [`TABLE_LIMIT`]); none for a sum or Corner the Lady.
    pub fn sequence(&self, pos: &Sum) -> Option<Sequence> {
        let largest = pos
            .parts()
            .iter()
            .filter_map(|p| match p.state {
                State::Count(n) => Some(n),
                State::Square(..) | State::Code(_) => None,
            })
            .max()
            .unwrap_or(0)
            .clamp(20, TABLE_LIMIT);
        let (values, period) = self.rules.as_ref()?.sequence(largest)?;
        Some(Sequence { values, period })
    }

    /// Corner the Lady's board for the position's queens; none for the other games.
    pub fn board(&self, pos: &Sum) -> Option<WythoffBoard> {
        let rules = self.rules.as_ref()?;
        let largest = pos
            .parts()
            .iter()
            .map(|p| match p.state {
                State::Square(x, y) => x.max(y),
                State::Count(n) => n,
                State::Code(_) => 0,
            })
            .max()
            .unwrap_or(0);
        // At least a chessboard, and one more row and column than the queen needs.
        let size = (largest + 1).max(8);
        rules.grid(size)
    }
}

impl Game for HeapGame {
    type Position = Sum;
    type Move = SumMove;
    type Solution = Memo;

    fn parse(&self, text: &str) -> Result<Sum> {
        match &self.rules {
            Some(r) => Sum::parse_single(r.clone(), text),
            None => (self.parse_sum)(text),
        }
    }
    fn text(&self, pos: &Sum) -> String {
        pos.to_string()
    }
    /// Misère play is solved by search: the position is searched first, so that every answer
    /// refuses exactly the positions too large to search, with the same message.
    fn solve(&self, pos: &Sum) -> Result<Memo> {
        let mut memo = Memo::new();
        pos.outcome(self.play, &mut memo)?;
        Ok(memo)
    }
    fn outcome(&self, pos: &Sum, memo: &mut Memo) -> Result<Outcome> {
        pos.outcome(self.play, memo)
    }
    fn grundy(&self, pos: &Sum, _: &mut Memo) -> Option<u64> {
        match self.play {
            Play::Normal => Some(u64::from(pos.grundy())),
            Play::Misere => None,
        }
    }
    fn listed_moves(
        &self,
        pos: &Sum,
        memo: &mut Memo,
        cap: usize,
    ) -> Result<(Vec<(SumMove, Outcome)>, u64)> {
        let total = pos.move_count();
        // Winning moves first (so that a cut list keeps them), then the others in order.
        let mut listed: Vec<(SumMove, Outcome)> = Vec::new();
        if self.play == Play::Normal {
            for mv in pos.winning_moves_normal(cap) {
                listed.push((mv, Outcome::P));
            }
        }
        let complete = total <= cap as u64;
        for mv in pos.moves(cap) {
            if listed.len() >= cap {
                break;
            }
            if self.play == Play::Normal && pos.grundy_after(&mv) == 0 {
                continue; // already listed
            }
            let o = self.outcome_after(pos, &mv, memo)?;
            listed.push((mv, o));
        }
        if complete {
            // Group the moves by part, keeping each part's order (its winning moves first):
            // one bucket per part, emptied in part order. A stable sort would do the same, but
            // this costs no sorting code in the wasm module.
            let parts = listed.iter().map(|(mv, _)| mv.part + 1).max().unwrap_or(0);
            let mut buckets: Vec<Vec<(SumMove, Outcome)>> =
                (0..parts).map(|_| Vec::new()).collect();
            for item in listed.drain(..) {
                buckets[item.0.part].push(item);
            }
            listed = buckets.into_iter().flatten().collect();
        }
        Ok((listed, total))
    }
    fn parse_move(&self, pos: &Sum, text: &str) -> Result<SumMove> {
        pos.parse_move(text)
    }
    fn move_text(&self, pos: &Sum, mv: &SumMove) -> String {
        pos.move_text(mv)
    }
    fn after(&self, pos: &Sum, mv: &SumMove) -> Sum {
        pos.after(mv)
    }
    /// From the values in normal play (a move wins when it leaves a nim-sum of 0), by search in
    /// misère play.
    fn outcome_after(&self, pos: &Sum, mv: &SumMove, memo: &mut Memo) -> Result<Outcome> {
        match self.play {
            Play::Normal if pos.grundy_after(mv) == 0 => Ok(Outcome::P),
            Play::Normal => Ok(Outcome::N),
            Play::Misere => pos.after(mv).outcome(Play::Misere, memo),
        }
    }
    fn perfect_move(&self, pos: &Sum, memo: &mut Memo) -> Result<Option<SumMove>> {
        pos.perfect_move(self.play, memo)
    }
    fn random_move(&self, pos: &Sum, _: &mut Memo, rng: &mut Rng) -> Option<SumMove> {
        let moves = pos.moves(crate::game::MOVE_LIST_CAP);
        match moves.len() {
            0 => None,
            n => Some(moves[rng.below(n as u64) as usize].clone()),
        }
    }
    fn game_over(&self, pos: &Sum) -> Error {
        Error::new(
            ErrorKind::GameOver,
            format!("The game is over: no move is possible from {pos}."),
        )
    }
}
