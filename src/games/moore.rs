//! Moore's Nim (Nim_k): Nim where one move may take from up to k piles at once.
//!
//! **Rules.** Piles of chips, as in Nim. A move takes at least one chip from each of 1 to k
//! piles (any amounts, possibly different). Whoever takes the last chip wins. Nim_1 is Nim.
//!
//! **Notation.** Game id `moore:K`, e.g. `moore:2`; position as in Nim, `3,4,5`. A move lists
//! what it takes from each pile it touches, joined by `+`: `1-2+3-1` takes 2 chips from pile 1
//! and 1 chip from pile 3 (piles numbered from 1).
//!
//! **What it teaches: columns modulo k + 1.** Moore's theorem (1910): write the piles in
//! binary; the position is a P-position exactly when every column holds a multiple of k + 1
//! ones. (For k = 1 that is "every column even": the nim-sum is 0.) From such a position a move
//! changes at most k piles, and the highest bit it changes drops in every pile it changes there,
//! so that column's count falls by between 1 and k: no longer a multiple of k + 1. Conversely
//! from any other position a move can repair the columns from the left, using at most k piles.
//! (The notes' "nim-sum < 0" is a slip for "= 0".)

use crate::catalogue::{self, GameInfo, Limits, Picture, Question};
use std::collections::HashMap;

use serde::Serialize;

use crate::error::{Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Rng};
use crate::solve::grundy::{evaluate, mex};
use crate::solve::nim_sum::{binary, width_of};

/// Largest k accepted.
pub const MAX_K: u32 = 16;
/// Most moves a position may have: the winning moves are found by trying them all.
pub const MAX_MOVES: u64 = 1_000_000;
/// Most positions searched to find a Grundy value (Moore's Nim has no formula for it).
pub const GRUNDY_BUDGET: usize = 20_000;

/// A Moore's Nim move: for each touched pile (0-based), how many chips are taken.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct MooreMove {
    /// (pile, chips taken), piles in increasing order.
    pub takes: Vec<(usize, u32)>,
}

impl MooreMove {
    /// The move in notation: `1-2+3-1`.
    pub fn text(&self) -> String {
        self.takes
            .iter()
            .map(|(p, t)| format!("{}-{t}", p + 1))
            .collect::<Vec<_>>()
            .join("+")
    }
}

/// Counts the 1s of every bit column (index = bit position).
pub fn column_ones(piles: &[u32]) -> Vec<u32> {
    (0..32)
        .map(|b| piles.iter().filter(|&&p| p >> b & 1 == 1).count() as u32)
        .collect()
}

/// P or N by Moore's theorem.
pub fn outcome(piles: &[u32], k: u32) -> Outcome {
    if column_ones(piles).iter().all(|&c| c % (k + 1) == 0) {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// The number of legal moves: the sum over sets of 1 to k non-empty piles of the product of
/// their sizes (an elementary symmetric sum), saturating at `u64::MAX`.
pub fn move_count(piles: &[u32], k: u32) -> u64 {
    // e[j] = sum of products over j-element subsets of the piles seen so far.
    let mut e = vec![0u64; k as usize + 1];
    e[0] = 1;
    for &p in piles {
        for j in (1..=k as usize).rev() {
            e[j] = e[j].saturating_add(e[j - 1].saturating_mul(u64::from(p)));
        }
    }
    e[1..].iter().fold(0u64, |a, &b| a.saturating_add(b))
}

/// Refuses positions whose moves are too many to try.
pub fn check_size(piles: &[u32], k: u32) -> Result<()> {
    let count = move_count(piles, k);
    if count > MAX_MOVES {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "This position has {} moves in Moore's Nim_{k}; the computer tries them all to find the winning ones, and the limit is {MAX_MOVES}. Use smaller piles, fewer piles or a smaller k.",
                if count == u64::MAX { "billions of".to_string() } else { count.to_string() }
            ),
        ));
    }
    Ok(())
}

/// Calls `visit` with every legal move, in order: piles chosen in increasing order, amounts
/// from 1 up. Stops early when `visit` returns false.
pub fn for_each_move(piles: &[u32], k: u32, mut visit: impl FnMut(&MooreMove) -> bool) {
    fn extend(
        piles: &[u32],
        k: usize,
        from: usize,
        current: &mut Vec<(usize, u32)>,
        visit: &mut dyn FnMut(&MooreMove) -> bool,
    ) -> bool {
        for p in from..piles.len() {
            for take in 1..=piles[p] {
                current.push((p, take));
                let go_on = visit(&MooreMove {
                    takes: current.clone(),
                }) && (current.len() >= k || extend(piles, k, p + 1, current, visit));
                current.pop();
                if !go_on {
                    return false;
                }
            }
        }
        true
    }
    extend(piles, k as usize, 0, &mut Vec::new(), &mut visit);
}

/// The piles after a move.
pub fn apply(piles: &[u32], mv: &MooreMove) -> Vec<u32> {
    let mut next = piles.to_vec();
    for &(p, t) in &mv.takes {
        next[p] -= t;
    }
    next
}

/// Reads a move such as `1-2+3-1` and checks it against the rules.
pub fn parse_move(piles: &[u32], k: u32, text: &str) -> Result<MooreMove> {
    let bad = || {
        Error::new(
            ErrorKind::BadMove,
            format!(
                "The move {} is not written as a Moore's Nim move: pile-chips for each pile, joined by +, e.g. 1-2+3-1.",
                crate::error::quote(text.trim())
            ),
        )
    };
    let mut takes = Vec::new();
    for part in text.split('+') {
        let (pile, take) = part.split_once('-').ok_or_else(bad)?;
        let pile: usize = pile.trim().parse().map_err(|_| bad())?;
        let take: u64 = take.trim().parse().map_err(|_| bad())?;
        if pile == 0 || pile > piles.len() {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "There is no pile {pile}: the piles are numbered 1 to {}.",
                    piles.len()
                ),
            ));
        }
        if take == 0 || take > u64::from(piles[pile - 1]) {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "Pile {pile} has {} chips: take between 1 and {} from it.",
                    piles[pile - 1],
                    piles[pile - 1]
                ),
            ));
        }
        takes.push((pile - 1, take as u32));
    }
    crate::sort::sort(&mut takes);
    if takes.windows(2).any(|w| w[0].0 == w[1].0) {
        return Err(Error::new(
            ErrorKind::IllegalMove,
            "Each pile may appear only once in a move.",
        ));
    }
    if takes.len() > k as usize {
        return Err(Error::new(
            ErrorKind::IllegalMove,
            format!(
                "In Nim_{k} a move takes from at most {k} piles; this one takes from {}.",
                takes.len()
            ),
        ));
    }
    Ok(MooreMove { takes })
}

/// The piles as position text: `3,4,5`.
pub fn position_text(piles: &[u32]) -> String {
    piles
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Up to `cap` winning moves: every move is tried, and it wins when it leaves a P-position
/// (every column a multiple of k + 1 again).
pub fn winning_moves(piles: &[u32], k: u32, cap: usize) -> Vec<MooreMove> {
    let mut out = Vec::new();
    for_each_move(piles, k, |mv| {
        if outcome(&apply(piles, mv), k) == Outcome::P {
            out.push(mv.clone());
        }
        out.len() < cap
    });
    out
}

/// The computer's perfect move: the first winning move; in a lost position one chip from the
/// largest pile, which keeps the game long. `None` when every pile is empty.
pub fn perfect_move(piles: &[u32], k: u32) -> Option<MooreMove> {
    if let Some(mv) = winning_moves(piles, k, 1).pop() {
        return Some(mv);
    }
    let largest = *piles.iter().max()?;
    let pile = piles.iter().position(|&p| p == largest)?;
    (largest > 0).then(|| MooreMove {
        takes: vec![(pile, 1)],
    })
}

/// The beginner's mistake: a move drawn at random among all the legal ones.
pub fn random_move(piles: &[u32], k: u32, rng: &mut Rng) -> Option<MooreMove> {
    let total = move_count(piles, k);
    let mut pick = if total > 0 { rng.below(total) } else { 0 };
    let mut found = None;
    for_each_move(piles, k, |mv| {
        if pick == 0 {
            found = Some(mv.clone());
            return false;
        }
        pick -= 1;
        true
    });
    found
}

/// The Grundy value by search when the game is small enough (at most [`GRUNDY_BUDGET`]
/// positions); Moore's theorem gives P and N but no formula for the value. Piles are sorted
/// first, since their order does not change the game.
pub fn grundy(piles: &[u32], k: u32) -> Option<u64> {
    let options = |key: &Vec<u32>| {
        let mut out = Vec::new();
        for_each_move(key, k, |mv| {
            let mut next = apply(key, mv);
            crate::sort::sort(&mut next);
            out.push(next);
            true
        });
        out
    };
    let mut start = piles.to_vec();
    crate::sort::sort(&mut start);
    let mut memo = HashMap::new();
    evaluate(
        &start,
        options,
        |v: &[u32]| mex(v.iter().copied()),
        &mut memo,
        GRUNDY_BUDGET,
    )
    .map(u64::from)
}

/// Each of the `width` rightmost columns' count of ones modulo k + 1, leftmost first.
fn remainders(piles: &[u32], k: u32, width: u32) -> Vec<u32> {
    let ones = column_ones(piles);
    (0..width)
        .rev()
        .map(|c| ones[c as usize] % (k + 1))
        .collect()
}

/// A step of the explanation of a Moore's Nim position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum MooreStep {
    /// The piles in binary, and the modulus k + 1 the columns are summed by.
    Piles {
        /// The pile sizes in chips, in display order.
        piles: Vec<u32>,
        /// Number of binary digits in each row: enough for the largest pile, at least 1.
        width: u32,
        /// Each pile in binary, `width` digits, most significant bit first.
        binary: Vec<String>,
        /// The most piles one move may take from; columns are counted modulo k + 1.
        k: u32,
    },
    /// One column: its count of ones and the remainder modulo k + 1.
    Column {
        /// Bit position of the column, 0 for the rightmost (worth 1); columns come leftmost
        /// first.
        column: u32,
        /// How many piles have a 1 in this column.
        ones: u32,
        /// Indexes (from 0) of the piles with a 1 in this column.
        piles: Vec<usize>,
        /// `ones` modulo k + 1: 0 when the column holds a multiple of k + 1 ones.
        remainder: u32,
    },
    /// Every remainder 0 means P; the columns that are not are listed.
    Verdict {
        /// P when every column holds a multiple of k + 1 ones, N otherwise.
        outcome: Outcome,
        /// Bit positions (0 for the rightmost) of the columns whose count of ones is not a
        /// multiple of k + 1, leftmost first; empty for a P-position.
        bad_columns: Vec<u32>,
    },
    /// The winning move and the piles it changes.
    Move {
        /// The move in the game's notation, piles numbered from 1, e.g. `1-2+3-1`.
        r#move: String,
        /// The position after the move, e.g. `1,4,4`.
        to: String,
        /// One `(pile, before, after)` per pile the move takes from: the pile's index from 0,
        /// and its size in chips before and after the move; piles in increasing order.
        changes: Vec<(usize, u32, u32)>,
    },
    /// After the move every column is a multiple of k + 1 again.
    Check {
        /// The pile sizes after the move, in chips.
        piles: Vec<u32>,
        /// Each column's count of ones modulo k + 1 after the move, for the same `width`
        /// columns as before, leftmost first: all 0.
        remainders: Vec<u32>,
    },
    /// From a P-position: an example move and the columns it spoils.
    Example {
        /// The example move in the game's notation (one chip from the largest pile), e.g.
        /// `3-1`.
        r#move: String,
        /// The position after the example move, e.g. `3,4,4`.
        to: String,
        /// Bit positions (0 for the rightmost) of the columns that no longer hold a multiple
        /// of k + 1 ones after the example move, leftmost first.
        bad_columns: Vec<u32>,
    },
    /// The reply that repairs them.
    Reply {
        /// The reply in the game's notation, piles numbered from 1, e.g. `1-1+2-1`.
        r#move: String,
        /// The position after the reply, a P-position again.
        to: String,
    },
}

/// The explanation as steps: the piles in binary, each column's count of ones modulo k + 1
/// from the left, the verdict, then the winning move with the check that it repairs every
/// column (or, from a P-position, an example move and the reply that repairs it).
pub fn explain(piles: &[u32], k: u32) -> Vec<MooreStep> {
    let width = width_of(piles);
    let mut steps = vec![MooreStep::Piles {
        piles: piles.to_vec(),
        width,
        binary: piles.iter().map(|&p| binary(p, width)).collect(),
        k,
    }];
    let ones = column_ones(piles);
    for column in (0..width).rev() {
        steps.push(MooreStep::Column {
            column,
            ones: ones[column as usize],
            piles: (0..piles.len())
                .filter(|&i| piles[i] >> column & 1 == 1)
                .collect(),
            remainder: ones[column as usize] % (k + 1),
        });
    }
    let bad = |ones: &[u32]| -> Vec<u32> {
        (0..32)
            .rev()
            .filter(|&c| !ones[c as usize].is_multiple_of(k + 1))
            .collect()
    };
    let outcome = outcome(piles, k);
    steps.push(MooreStep::Verdict {
        outcome,
        bad_columns: bad(&ones),
    });
    if let Some(mv) = perfect_move(piles, k) {
        let to = apply(piles, &mv);
        if outcome == Outcome::N {
            steps.push(MooreStep::Move {
                r#move: mv.text(),
                to: position_text(&to),
                changes: mv
                    .takes
                    .iter()
                    .map(|&(p, t)| (p, piles[p], piles[p] - t))
                    .collect(),
            });
            steps.push(MooreStep::Check {
                remainders: remainders(&to, k, width),
                piles: to,
            });
        } else {
            steps.push(MooreStep::Example {
                r#move: mv.text(),
                to: position_text(&to),
                bad_columns: bad(&column_ones(&to)),
            });
            if let Some(reply) = perfect_move(&to, k) {
                steps.push(MooreStep::Reply {
                    r#move: reply.text(),
                    to: position_text(&apply(&to, &reply)),
                });
            }
        }
    }
    steps
}

/// Moore's Nim_k as the playground plays it: the [`Game`] recipe, answered by the columns
/// modulo k + 1 (the Grundy value by search where the position is small).
#[derive(Clone, Copy, Debug)]
pub struct MooreGame {
    /// At most this many piles per move.
    pub k: u32,
}

impl Game for MooreGame {
    type Position = Vec<u32>;
    type Move = MooreMove;
    type Solution = ();

    fn parse(&self, text: &str) -> Result<Vec<u32>> {
        let piles = super::nim::Nim::parse(text)?.piles().to_vec();
        check_size(&piles, self.k)?;
        Ok(piles)
    }
    fn text(&self, piles: &Vec<u32>) -> String {
        position_text(piles)
    }
    fn solve(&self, _: &Vec<u32>) -> Result<()> {
        Ok(())
    }
    fn outcome(&self, piles: &Vec<u32>, _: &mut ()) -> Result<Outcome> {
        Ok(outcome(piles, self.k))
    }
    fn grundy(&self, piles: &Vec<u32>, _: &mut ()) -> Option<u64> {
        grundy(piles, self.k)
    }
    fn listed_moves(
        &self,
        piles: &Vec<u32>,
        _: &mut (),
        cap: usize,
    ) -> Result<(Vec<(MooreMove, Outcome)>, u64)> {
        // The winning moves first, so that a list cut at `cap` keeps them; then the others.
        let winning = winning_moves(piles, self.k, cap);
        let mut listed: Vec<MooreMove> = winning.clone();
        for_each_move(piles, self.k, |mv| {
            if !winning.contains(mv) {
                listed.push(mv.clone());
            }
            listed.len() < cap
        });
        crate::sort::sort(&mut listed);
        let moves = listed
            .into_iter()
            .map(|mv| {
                let o = outcome(&apply(piles, &mv), self.k);
                (mv, o)
            })
            .collect();
        Ok((moves, move_count(piles, self.k)))
    }
    fn parse_move(&self, piles: &Vec<u32>, text: &str) -> Result<MooreMove> {
        parse_move(piles, self.k, text)
    }
    fn move_text(&self, _: &Vec<u32>, mv: &MooreMove) -> String {
        mv.text()
    }
    fn after(&self, piles: &Vec<u32>, mv: &MooreMove) -> Vec<u32> {
        apply(piles, mv)
    }
    fn outcome_after(&self, piles: &Vec<u32>, mv: &MooreMove, _: &mut ()) -> Result<Outcome> {
        Ok(outcome(&apply(piles, mv), self.k))
    }
    fn perfect_move(&self, piles: &Vec<u32>, _: &mut ()) -> Result<Option<MooreMove>> {
        Ok(perfect_move(piles, self.k))
    }
    fn random_move(&self, piles: &Vec<u32>, _: &mut (), rng: &mut Rng) -> Option<MooreMove> {
        random_move(piles, self.k, rng)
    }
    fn game_over(&self, _: &Vec<u32>) -> Error {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: every pile is empty, so there is no move to make.",
        )
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "moore:2",
        name: "Moore's Nim",
        menu_name: "Moore's Nim",
        group: catalogue::NIM_AND_XOR,
        description: "Nim where one move may take from up to k piles at once (k = 2 here). P-positions: every binary column holds a multiple of k + 1 ones.",
        card: "Nim, but one move may take from up to two piles at once.",
        picture: vec![Picture { board: "moore", position: "3,4,5" }],
        default_position: "3,4,5",
        notation: super::nim::NOTATION,
        move_notation: "pile-chips for each pile the move takes from, joined by +, e.g. 1-2+3-1",
        page: "moore.html",
        variants: catalogue::normal_only("moore:2"),
        limits: Limits::Piles { max_piles: super::nim::MAX_PILES, max_pile_size: super::nim::MAX_PILE },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::PN, Question::WinningMove],
        builds_on: &["nim"],
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Play;
    use crate::solve::brute::BruteForce;

    #[test]
    fn moores_theorem_agrees_with_brute_force() {
        for k in 1..=3u32 {
            let moves = |piles: &Vec<u32>| -> Vec<Vec<u32>> {
                let mut out = Vec::new();
                for_each_move(piles, k, |mv| {
                    out.push(apply(piles, mv));
                    true
                });
                out
            };
            let mut brute = BruteForce::new(moves, Play::Normal);
            for a in 0..=5u32 {
                for b in 0..=5u32 {
                    for c in 0..=5u32 {
                        for d in 0..=3u32 {
                            let piles = vec![a, b, c, d];
                            assert_eq!(
                                outcome(&piles, k),
                                brute.outcome(&piles),
                                "k={k} {piles:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn moves_are_counted_exactly_and_written_as_documented() {
        for k in 1..=3u32 {
            let piles = [3, 4, 0, 5];
            let mut n = 0u64;
            for_each_move(&piles, k, |_| {
                n += 1;
                true
            });
            assert_eq!(n, move_count(&piles, k), "k = {k}");
        }
        // k = 2 on 3,4,5: 12 single-pile moves and 3*4 + 3*5 + 4*5 = 47 two-pile moves.
        assert_eq!(move_count(&[3, 4, 5], 2), 59);
        let mv = parse_move(&[3, 4, 5], 2, "3-1 + 1-2").unwrap();
        assert_eq!(mv.text(), "1-2+3-1");
        assert_eq!(apply(&[3, 4, 5], &mv), vec![1, 4, 4]);
    }

    #[test]
    fn illegal_moves_are_refused_with_the_rule_they_break() {
        let piles = [3, 4, 5];
        assert!(parse_move(&piles, 2, "1-1+2-1+3-1")
            .unwrap_err()
            .message
            .contains("at most 2"));
        assert!(parse_move(&piles, 2, "1-1+1-1")
            .unwrap_err()
            .message
            .contains("only once"));
        assert!(parse_move(&piles, 2, "2-5")
            .unwrap_err()
            .message
            .contains("between 1 and 4"));
        assert_eq!(
            parse_move(&piles, 2, "x").unwrap_err().kind,
            ErrorKind::BadMove
        );
        assert_eq!(
            check_size(&[1000, 1000, 1000], 3).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}
