//! Nim, and Bouton's theorem that solves it.
//!
//! **Rules.** There are several piles of chips. A move takes one or more chips from a single pile
//! (as many as you like, up to the whole pile). In *normal play* whoever takes the last chip wins;
//! in *misère play* whoever takes the last chip loses.
//!
//! **Notation.** Game id `nim` (normal play) or `nim:misere`. A position is the pile sizes in
//! display order separated by commas, e.g. `3,4,5`; an emptied pile stays in place as `0`. A move
//! is written `pile-count` with piles numbered from 1, e.g. `2-3` takes 3 chips from pile 2.
//!
//! **What it teaches: the nim-sum.** Write the pile sizes in binary, one under the other, and
//! add each column *without carrying*: a column's bit is 1 when it holds an odd number of 1s.
//! That sum is the xor of the pile sizes, the *nim-sum*. Bouton's theorem (1902):
//!
//! > a Nim position is a P-position (the player to move loses) exactly when its nim-sum is 0.
//!
//! Why: (1) from nim-sum 0 every move changes one pile, so it flips some bits of that pile and
//! leaves those columns odd: the nim-sum becomes non-zero. (2) From nim-sum `s` ≠ 0 there is a
//! move back to 0: look at the leftmost column where `s` has a 1 and pick a pile `p` with a 1
//! there; `p xor s` flips exactly the bits where `s` has 1s, turns that leftmost 1 of `p` into a
//! 0, and so is smaller than `p`. Taking `p - (p xor s)` chips leaves nim-sum `s xor s = 0`.
//! The terminal position (all piles empty) has nim-sum 0, so the player who keeps handing over
//! nim-sum 0 takes the last chip. The nim-sum is also the position's Grundy value.
//!
//! **Misère play** (Bouton too): play exactly as in normal play while at least two piles hold
//! more than one chip. The rule switches when a move would leave no pile bigger than 1: then
//! leave an *odd* number of piles of size 1, so that the opponent takes the last chip.
//! With every pile at most 1 the parity of the 1-piles decides: an odd number loses for the
//! player to move.

use crate::catalogue::{self, GameInfo, Limits, Picture};
use crate::games::components::{ComponentKind, NimHeap};
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Play, Rng};
use crate::solve::nim_sum::{binary, columns_of, width_of};
pub use crate::solve::nim_sum::{column_steps, NimStep};

/// Most piles a position may have.
pub const MAX_PILES: usize = 64;
/// Largest pile size: 2^31 - 1 chips.
pub const MAX_PILE: u32 = 2_147_483_647;
/// How the position is written, for help texts and error messages.
pub const NOTATION: &str = "pile sizes separated by commas, e.g. 3,4,5";
/// How a move is written.
pub const MOVE_NOTATION: &str = "pile number, a dash, how many chips to take, e.g. 2-3";

/// A Nim position: the pile sizes in display order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    piles: Vec<u32>,
}

/// A Nim move: take `take` chips from the pile at index `pile` (0-based; written 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimMove {
    /// Index of the pile, counted from 0.
    pub pile: usize,
    /// How many chips are taken (at least 1).
    pub take: u32,
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.pile + 1, self.take)
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.piles.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// Reads one pile size (or a move's number), explaining exactly what is wrong with it.
fn parse_count(text: &str, what: &str, limit: u32) -> Result<u32> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("{what} is missing: there is nothing between two commas. Write {NOTATION}."),
        ));
    }
    let digits = t.strip_prefix('-').unwrap_or(t);
    if !digits.chars().all(|c| c.is_ascii_digit()) || digits.is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "{what} is {}: a pile size is a whole number of chips. Write {NOTATION}.",
                quote(t)
            ),
        ));
    }
    if t.starts_with('-') && digits.chars().any(|c| c != '0') {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("{what} is {t}: a pile cannot hold a negative number of chips."),
        ));
    }
    // Up to 10 significant digits fit in a u64 comfortably; more is certainly over the limit.
    let significant = digits.trim_start_matches('0');
    let value = if significant.len() > 10 {
        None
    } else {
        significant.parse::<u64>().ok().or(Some(0))
    };
    match value {
        Some(v) if v <= u64::from(limit) => Ok(v as u32),
        _ => Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "{what} has {} chips; the limit is {limit} (2^31 - 1).",
                quote(digits)
            ),
        )),
    }
}

impl Nim {
    /// A position from pile sizes, checked against the published limits.
    pub fn new(piles: Vec<u32>) -> Result<Nim> {
        if piles.is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!("A Nim position needs at least one pile: write {NOTATION}."),
            ));
        }
        if piles.len() > MAX_PILES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "That is {} piles; the limit is {MAX_PILES} piles.",
                    piles.len()
                ),
            ));
        }
        if let Some((i, p)) = piles.iter().enumerate().find(|(_, &p)| p > MAX_PILE) {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "Pile {} has {p} chips; the limit is {MAX_PILE} (2^31 - 1).",
                    i + 1
                ),
            ));
        }
        Ok(Nim { piles })
    }

    /// Reads a position such as `3,4,5` (spaces allowed).
    pub fn parse(text: &str) -> Result<Nim> {
        check_length("position", text)?;
        if text.trim().is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!("The position is empty: write {NOTATION}."),
            ));
        }
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > MAX_PILES {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "That is {} piles; the limit is {MAX_PILES} piles.",
                    parts.len()
                ),
            ));
        }
        let piles = parts
            .iter()
            .enumerate()
            .map(|(i, part)| parse_count(part, &format!("Pile {}", i + 1), MAX_PILE))
            .collect::<Result<Vec<u32>>>()?;
        Nim::new(piles)
    }

    /// Reads a move such as `2-3` and checks that it is legal here.
    pub fn parse_move(&self, text: &str) -> Result<NimMove> {
        check_length("move", text)?;
        let bad = || {
            Error::new(
                ErrorKind::BadMove,
                format!(
                    "The move {} is not written as Nim moves are: {MOVE_NOTATION} (take 3 chips from pile 2).",
                    quote(text.trim())
                ),
            )
        };
        let (pile_text, take_text) = text.split_once('-').ok_or_else(bad)?;
        let number = |t: &str| -> Result<u64> {
            let t = t.trim();
            if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            let significant = t.trim_start_matches('0');
            if significant.len() > 12 {
                return Ok(u64::MAX);
            }
            Ok(significant.parse::<u64>().unwrap_or(0))
        };
        let pile_number = number(pile_text)?;
        let take = number(take_text)?;
        let count = self.piles.len();
        if pile_number == 0 || pile_number > count as u64 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!("There is no pile {pile_number}: the piles are numbered 1 to {count}."),
            ));
        }
        let pile = (pile_number - 1) as usize;
        let size = self.piles[pile];
        if size == 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!("Pile {pile_number} is empty: take from a pile that still has chips."),
            ));
        }
        if take == 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                "A move takes at least one chip.",
            ));
        }
        if take > u64::from(size) {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "Pile {pile_number} has only {size} chip{}: you cannot take {take}.",
                    if size == 1 { "" } else { "s" }
                ),
            ));
        }
        Ok(NimMove {
            pile,
            take: take as u32,
        })
    }

    /// The pile sizes in display order.
    pub fn piles(&self) -> &[u32] {
        &self.piles
    }

    /// The nim-sum: the xor of all pile sizes (binary addition without carries).
    pub fn nim_sum(&self) -> u32 {
        self.piles.iter().fold(0, |s, &p| s ^ p)
    }

    /// True when every pile is empty: nobody can move.
    pub fn is_terminal(&self) -> bool {
        self.piles.iter().all(|&p| p == 0)
    }

    /// How many legal moves there are: one for every chip that could be the last one taken.
    pub fn move_count(&self) -> u64 {
        self.piles.iter().map(|&p| u64::from(p)).sum()
    }

    /// The position after `mv` (which must be legal, as [`Nim::parse_move`] guarantees).
    pub fn after(&self, mv: NimMove) -> Nim {
        let mut piles = self.piles.clone();
        piles[mv.pile] -= mv.take;
        Nim { piles }
    }

    /// The canonical text of the position after each of `moves`. Only one pile changes, so
    /// each text is the unchanged text before that pile, its new size, and the text after it.
    pub fn texts_after(&self, moves: &[NimMove]) -> Vec<String> {
        let full = self.to_string();
        // spans[i] = where pile i's digits sit in `full`.
        let mut spans = Vec::with_capacity(self.piles.len());
        let mut start = 0;
        for p in &self.piles {
            let len = p.to_string().len();
            spans.push((start, start + len));
            start += len + 1;
        }
        moves
            .iter()
            .map(|mv| {
                let (from, to) = spans[mv.pile];
                let new_size = (self.piles[mv.pile] - mv.take).to_string();
                [&full[..from], new_size.as_str(), &full[to..]].concat()
            })
            .collect()
    }

    fn summary(&self) -> Summary {
        Summary {
            nim_sum: self.nim_sum(),
            big: self.piles.iter().filter(|&&p| p > 1).count(),
            ones: self.piles.iter().filter(|&&p| p == 1).count(),
        }
    }

    /// P or N for the player to move, by Bouton's theorem (and its misère form).
    pub fn outcome(&self, play: Play) -> Outcome {
        self.summary().outcome(play)
    }

    /// The outcome of the position after `mv`, computed without copying the position:
    /// only one pile changes, so the nim-sum and the pile counts change by known amounts.
    pub fn outcome_after(&self, mv: NimMove, play: Play) -> Outcome {
        let mut s = self.summary();
        let p = self.piles[mv.pile];
        let q = p - mv.take;
        s.nim_sum ^= p ^ q;
        s.big = s.big - usize::from(p > 1) + usize::from(q > 1);
        s.ones = s.ones - usize::from(p == 1) + usize::from(q == 1);
        s.outcome(play)
    }

    /// Every winning move (every move to a P-position), in pile order.
    ///
    /// Normal play: for the nim-sum `s`, pile `p` gives a winning move exactly when `p xor s < p`,
    /// which is when `p` has a 1 in the leftmost 1 column of `s`; the move leaves `p xor s`.
    pub fn winning_moves(&self, play: Play) -> Vec<NimMove> {
        let s = self.summary();
        if s.outcome(play) != Outcome::N {
            return Vec::new();
        }
        match (play, s.big) {
            // Misère with only piles of 0 and 1 (an even number of 1s, since this is N):
            // removing any 1-pile leaves an odd number of them.
            (Play::Misere, 0) => self
                .piles
                .iter()
                .enumerate()
                .filter(|(_, &p)| p == 1)
                .map(|(pile, _)| NimMove { pile, take: 1 })
                .collect(),
            // Misère with exactly one big pile: the rule switches. Reduce the big pile to 0 or 1,
            // whichever leaves an odd number of 1-piles.
            (Play::Misere, 1) => {
                let (pile, &p) = self
                    .piles
                    .iter()
                    .enumerate()
                    .find(|(_, &p)| p > 1)
                    .expect("one pile is bigger than 1");
                let keep = if s.ones % 2 == 1 { 0 } else { 1 };
                vec![NimMove {
                    pile,
                    take: p - keep,
                }]
            }
            // Normal play, and misère while two or more piles are big: move to nim-sum 0.
            _ => self
                .piles
                .iter()
                .enumerate()
                .filter(|(_, &p)| p ^ s.nim_sum < p)
                .map(|(pile, &p)| NimMove {
                    pile,
                    take: p - (p ^ s.nim_sum),
                })
                .collect(),
        }
    }

    /// All legal moves in display order (pile by pile, taking 1, 2, ... chips).
    pub fn moves(&self) -> impl Iterator<Item = NimMove> + '_ {
        self.piles
            .iter()
            .enumerate()
            .flat_map(|(pile, &p)| (1..=p).map(move |take| NimMove { pile, take }))
    }

    /// The moves to show: all of them if there are at most `cap`; otherwise every winning move
    /// plus others in display order up to `cap`. The flag says whether the list is complete.
    pub fn listed_moves(&self, play: Play, cap: usize) -> (Vec<NimMove>, bool) {
        if self.move_count() <= cap as u64 {
            return (self.moves().collect(), true);
        }
        let mut listed = self.winning_moves(play);
        let winning = listed.clone();
        for mv in self.moves() {
            if listed.len() >= cap {
                break;
            }
            if !winning.contains(&mv) {
                listed.push(mv);
            }
        }
        crate::sort::sort(&mut listed);
        (listed, false)
    }

    /// The computer's move at perfect strength: the first winning move; in a lost position,
    /// one chip from the largest pile, which keeps the game (and the opponent's chances) long.
    pub fn perfect_move(&self, play: Play) -> Option<NimMove> {
        if let Some(&mv) = self.winning_moves(play).first() {
            return Some(mv);
        }
        let largest = *self.piles.iter().max()?;
        if largest == 0 {
            return None;
        }
        let pile = self.piles.iter().position(|&p| p == largest)?;
        Some(NimMove { pile, take: 1 })
    }

    /// A uniformly random pile that still has chips, then a random amount from it.
    pub fn random_move(&self, rng: &mut Rng) -> Option<NimMove> {
        let nonempty: Vec<usize> = (0..self.piles.len())
            .filter(|&i| self.piles[i] > 0)
            .collect();
        if nonempty.is_empty() {
            return None;
        }
        let pile = nonempty[rng.below(nonempty.len() as u64) as usize];
        let take = 1 + rng.below(u64::from(self.piles[pile])) as u32;
        Some(NimMove { pile, take })
    }
}

/// The number of complete games (move sequences to the end) from a position, for the
/// complexity panel. A position's games are the sum of its children's, and the order of the
/// piles does not change that count, so each multiset of piles is counted once.
pub fn count_games(position: &Nim) -> u64 {
    fn count(pos: &Nim, memo: &mut HashMap<Vec<u32>, u64>) -> u64 {
        let mut key = pos.piles.clone();
        crate::sort::sort(&mut key);
        if let Some(&games) = memo.get(&key) {
            return games;
        }
        let total = if pos.is_terminal() {
            1
        } else {
            pos.moves().map(|mv| count(&pos.after(mv), memo)).sum()
        };
        memo.insert(key, total);
        total
    }
    count(position, &mut HashMap::new())
}

/// What the outcome of a Nim position depends on.
#[derive(Clone, Copy)]
struct Summary {
    nim_sum: u32,
    /// Piles with more than one chip.
    big: usize,
    /// Piles with exactly one chip.
    ones: usize,
}

impl Summary {
    fn outcome(self, play: Play) -> Outcome {
        let lost = match play {
            Play::Normal => self.nim_sum == 0,
            // All piles 0 or 1: an odd number of 1s means the player to move takes the last one.
            Play::Misere if self.big == 0 => self.ones % 2 == 1,
            Play::Misere => self.nim_sum == 0,
        };
        if lost {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

impl Nim {
    fn take_step(&self, mv: NimMove) -> NimStep {
        NimStep::Take {
            pile: mv.pile,
            count: mv.take,
            r#move: mv.to_string(),
            to: self.after(mv).to_string(),
        }
    }

    /// The step-by-step reason for the position's outcome and, if it is an N-position, for the
    /// winning move the computer would play ([`Nim::perfect_move`]).
    pub fn explain(&self, play: Play) -> Vec<NimStep> {
        if self.is_terminal() {
            return vec![NimStep::Terminal {
                play,
                outcome: play.terminal_outcome(),
            }];
        }
        let s = self.summary();
        let mut steps = Vec::new();
        match play {
            Play::Misere if s.big == 0 => {
                let outcome = s.outcome(play);
                steps.push(NimStep::MisereOnes {
                    ones: s.ones,
                    outcome,
                });
                match (outcome, self.perfect_move(play)) {
                    (Outcome::N, Some(mv)) => steps.push(self.take_step(mv)),
                    _ => self.explain_certificate(play, &mut steps),
                }
                return steps;
            }
            Play::Misere if s.big == 1 => {
                let mv = self
                    .perfect_move(play)
                    .expect("a big pile can always be reduced");
                let size = self.piles[mv.pile];
                let after = self.after(mv);
                steps.push(NimStep::MisereSwitch {
                    pile: mv.pile,
                    size,
                    ones: s.ones,
                    to: size - mv.take,
                });
                steps.push(self.take_step(mv));
                steps.push(NimStep::MisereOnes {
                    ones: after.summary().ones,
                    outcome: after.outcome(play),
                });
                return steps;
            }
            Play::Misere => steps.push(NimStep::MisereNormal { big_piles: s.big }),
            Play::Normal => {
                let nonempty: Vec<usize> = (0..self.piles.len())
                    .filter(|&i| self.piles[i] > 0)
                    .collect();
                if let [i, j] = nonempty[..] {
                    return self.explain_mirror(i, j);
                }
            }
        }
        self.explain_by_columns(play, &mut steps);
        steps
    }

    /// Two non-empty piles: the mirroring strategy of the notes.
    fn explain_mirror(&self, i: usize, j: usize) -> Vec<NimStep> {
        let (a, b) = (self.piles[i], self.piles[j]);
        let mut steps = vec![NimStep::Mirror {
            piles: [i, j],
            sizes: [a, b],
            equal: a == b,
        }];
        if a == b {
            self.explain_certificate(Play::Normal, &mut steps);
        } else {
            let mv = self
                .perfect_move(Play::Normal)
                .expect("unequal piles can be equalised");
            steps.push(self.take_step(mv));
        }
        steps
    }

    /// The piles in binary and their nim-sum added column by column ([`column_steps`]).
    pub fn column_steps(&self, play: Play) -> Vec<NimStep> {
        column_steps(&self.piles, play)
    }

    /// Bouton's argument, column by column, as in the notes.
    fn explain_by_columns(&self, play: Play, steps: &mut Vec<NimStep>) {
        steps.extend(self.column_steps(play));
        let width = width_of(&self.piles);
        let s = self.nim_sum();
        if s == 0 {
            steps.push(NimStep::ZeroSum);
            self.explain_certificate(play, steps);
            return;
        }
        // The leftmost 1 of the nim-sum: 31 minus the number of zeros in front of it.
        let column = 31 - s.leading_zeros();
        let candidates: Vec<usize> = (0..self.piles.len())
            .filter(|&i| self.piles[i] >> column & 1 == 1)
            .collect();
        steps.push(NimStep::LeftmostOne { column });
        steps.push(NimStep::Candidates {
            column,
            piles: candidates.clone(),
        });
        let pile = candidates[0];
        let p = self.piles[pile];
        steps.push(NimStep::ChoosePile { pile, size: p });
        // p xor s flips exactly the bits of p where s has a 1.
        for c in columns_of(s) {
            let from = p >> c & 1;
            steps.push(NimStep::FlipBit {
                pile,
                column: c,
                from,
                to: 1 - from,
            });
        }
        let q = p ^ s;
        steps.push(NimStep::NewSize {
            pile,
            from: p,
            to: q,
            binary: binary(q, width),
        });
        let mv = NimMove { pile, take: p - q };
        steps.push(self.take_step(mv));
        let after = self.after(mv);
        steps.push(NimStep::Check {
            binary: after.piles.iter().map(|&x| binary(x, width)).collect(),
            nim_sum: after.nim_sum(),
            piles: after.piles,
        });
    }

    /// Why a P-position is lost for the mover: an example move (one chip from the largest
    /// pile) changes some bits of one pile, so those columns turn odd; and the reply that
    /// brings the game back to a P-position.
    fn explain_certificate(&self, play: Play, steps: &mut Vec<NimStep>) {
        let Some(example) = self.perfect_move(play) else {
            return;
        };
        let after = self.after(example);
        let from = self.piles[example.pile];
        let to = from - example.take;
        let changed = columns_of(from ^ to);
        steps.push(NimStep::AnyMove {
            pile: example.pile,
            from,
            to,
            r#move: example.to_string(),
            odd_columns: columns_of(after.nim_sum()),
            changed_columns: changed,
            nim_sum: after.nim_sum(),
        });
        if let Some(reply) = after.perfect_move(play) {
            let back = after.after(reply);
            steps.push(NimStep::Reply {
                pile: reply.pile,
                take: reply.take,
                r#move: reply.to_string(),
                to: back.to_string(),
                nim_sum: back.nim_sum(),
            });
        }
    }
}

/// Nim under a play rule, as the playground plays it: the [`Game`] recipe, answered by
/// Bouton's theorem (no search, so no solution to keep).
#[derive(Clone, Copy, Debug)]
pub struct NimGame {
    /// Normal or misère play.
    pub play: Play,
}

impl Game for NimGame {
    type Position = Nim;
    type Move = NimMove;
    type Solution = ();

    fn parse(&self, text: &str) -> Result<Nim> {
        Nim::parse(text)
    }
    fn text(&self, pos: &Nim) -> String {
        pos.to_string()
    }
    fn solve(&self, _: &Nim) -> Result<()> {
        Ok(())
    }
    fn outcome(&self, pos: &Nim, _: &mut ()) -> Result<Outcome> {
        Ok(pos.outcome(self.play))
    }
    fn grundy(&self, pos: &Nim, _: &mut ()) -> Option<u64> {
        // Misère Nim has no Sprague-Grundy value in the normal-play sense.
        match self.play {
            Play::Normal => Some(u64::from(pos.nim_sum())),
            Play::Misere => None,
        }
    }
    fn listed_moves(
        &self,
        pos: &Nim,
        _: &mut (),
        cap: usize,
    ) -> Result<(Vec<(NimMove, Outcome)>, u64)> {
        let (listed, _) = pos.listed_moves(self.play, cap);
        let moves = listed
            .into_iter()
            .map(|mv| (mv, pos.outcome_after(mv, self.play)))
            .collect();
        Ok((moves, pos.move_count()))
    }
    fn parse_move(&self, pos: &Nim, text: &str) -> Result<NimMove> {
        pos.parse_move(text)
    }
    fn move_text(&self, _: &Nim, mv: &NimMove) -> String {
        mv.to_string()
    }
    fn after(&self, pos: &Nim, mv: &NimMove) -> Nim {
        pos.after(*mv)
    }
    fn texts_after(&self, pos: &Nim, listed: &[(NimMove, Outcome)]) -> Vec<String> {
        let moves: Vec<NimMove> = listed.iter().map(|&(mv, _)| mv).collect();
        pos.texts_after(&moves)
    }
    fn outcome_after(&self, pos: &Nim, mv: &NimMove, _: &mut ()) -> Result<Outcome> {
        Ok(pos.outcome_after(*mv, self.play))
    }
    fn perfect_move(&self, pos: &Nim, _: &mut ()) -> Result<Option<NimMove>> {
        Ok(pos.perfect_move(self.play))
    }
    fn random_move(&self, pos: &Nim, _: &mut (), rng: &mut Rng) -> Option<NimMove> {
        pos.random_move(rng)
    }
    fn game_over(&self, pos: &Nim) -> Error {
        Error::new(
            ErrorKind::GameOver,
            format!("The game is over: every pile of {pos} is empty, so there is no move to make."),
        )
    }
}

/// Nim's heaps, as the component engine plays them.
pub const NIM_HEAP: NimHeap = NimHeap {
    id: "nim",
    notation: "heap sizes separated by commas, e.g. 3,4,5",
};

/// Nim's heap as a component of a sum.
pub const HEAP: ComponentKind = ComponentKind {
    family: "nim",
    name: "Nim",
    written: "nim",
    takes_parameter: false,
    example: "nim(3)",
    alone: false,
    rules: |_| Ok(Rc::new(NIM_HEAP)),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "nim",
        name: "Nim",
        menu_name: "Nim",
        group: catalogue::NIM_AND_XOR,
        description: "Take any number of chips from one pile; whoever takes the last chip wins (or loses, in misère play).",
        card: "Take any number of chips from one pile; taking the last chip wins.",
        picture: vec![Picture { board: "nim", position: "3,4,5" }],
        default_position: "3,4,5",
        notation: NOTATION,
        move_notation: MOVE_NOTATION,
        page: "nim.html",
        variants: catalogue::normal_and_misere("nim", "nim:misere"),
        limits: Limits::Piles { max_piles: MAX_PILES, max_pile_size: MAX_PILE },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

/// Nim 3,4,5's row of the game-complexity panel: positions are all pile triples below the
/// start; games counted exactly ([`count_games`]).
pub fn complexity_row() -> crate::catalogue::Complexity {
    let piles = [3u32, 4, 5];
    let states: f64 = piles.iter().map(|&p| f64::from(p + 1)).product();
    let avg_moves = piles.iter().map(|&p| f64::from(p) / 2.0).sum::<f64>();
    let start = Nim::new(piles.to_vec()).expect("small piles");
    crate::catalogue::complexity_row(
        "Nim 3,4,5",
        states,
        true,
        "every pile from 0 to its size: 4 x 5 x 6",
        Some(count_games(&start) as f64),
        avg_moves,
        12.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::brute::BruteForce;

    fn nim(text: &str) -> Nim {
        Nim::parse(text).unwrap()
    }

    /// Every position with `count` piles of at most `max` chips.
    fn all_positions(count: usize, max: u32) -> Vec<Nim> {
        let mut out = vec![Vec::new()];
        for _ in 0..count {
            out = out
                .into_iter()
                .flat_map(|v: Vec<u32>| {
                    (0..=max).map(move |p| {
                        let mut w = v.clone();
                        w.push(p);
                        w
                    })
                })
                .collect();
        }
        out.into_iter().map(|piles| Nim { piles }).collect()
    }

    fn children(n: &Nim) -> Vec<Nim> {
        n.moves().map(|mv| n.after(mv)).collect()
    }

    #[test]
    fn bouton_agrees_with_brute_force_on_every_position_of_up_to_four_piles_of_seven() {
        for play in [Play::Normal, Play::Misere] {
            let mut brute = BruteForce::new(children, play);
            let mut checked = 0;
            for count in 1..=4 {
                for pos in all_positions(count, 7) {
                    assert_eq!(pos.outcome(play), brute.outcome(&pos), "{pos} {play:?}");
                    checked += 1;
                }
            }
            assert_eq!(checked, 8 + 64 + 512 + 4096);
        }
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_p_positions() {
        for play in [Play::Normal, Play::Misere] {
            let mut brute = BruteForce::new(children, play);
            for count in 1..=4 {
                for pos in all_positions(count, 7) {
                    let expected: Vec<NimMove> = pos
                        .moves()
                        .filter(|&mv| brute.outcome(&pos.after(mv)) == Outcome::P)
                        .collect();
                    let mut found = pos.winning_moves(play);
                    found.sort();
                    assert_eq!(found, expected, "{pos} {play:?}");
                    // From a P-position every move leads to an N-position.
                    if pos.outcome(play) == Outcome::P {
                        assert!(pos
                            .moves()
                            .all(|mv| pos.outcome_after(mv, play) == Outcome::N));
                    }
                    for mv in pos.moves() {
                        assert_eq!(pos.outcome_after(mv, play), pos.after(mv).outcome(play));
                    }
                }
            }
        }
    }

    #[test]
    fn the_notes_examples_have_the_stated_nim_sums() {
        assert_eq!(nim("7,4,2").nim_sum(), 1);
        assert_eq!(nim("7,4,2").outcome(Play::Normal), Outcome::N);
        assert_eq!(nim("7,4,2,1").nim_sum(), 0);
        assert_eq!(nim("7,4,2,1").outcome(Play::Normal), Outcome::P);
        // The notes' 9-bit example: 001010001, 100010111, 111010000; the third pile is reduced.
        let big = nim("81,279,464");
        assert_eq!(big.nim_sum(), 0b010010110);
        assert_eq!(
            big.winning_moves(Play::Normal),
            vec![NimMove {
                pile: 2,
                take: 464 - 0b101000110
            }]
        );
    }

    #[test]
    fn notation_round_trips_and_spaces_are_accepted() {
        for text in ["3,4,5", "0", "0,0,7", "2147483647,1"] {
            assert_eq!(nim(text).to_string(), text);
        }
        assert_eq!(nim(" 3 , 4,5 ").to_string(), "3,4,5");
        assert_eq!(nim("007").to_string(), "7");
        let pos = nim("3,4,5");
        for mv in pos.moves() {
            assert_eq!(pos.parse_move(&mv.to_string()), Ok(mv));
        }
        assert_eq!(
            nim("3,4,5").after(NimMove { pile: 0, take: 3 }).to_string(),
            "0,4,5"
        );
        let wide = nim("10,200,3000");
        let moves: Vec<NimMove> = wide.moves().collect();
        let texts = wide.texts_after(&moves);
        for (mv, text) in moves.iter().zip(texts) {
            assert_eq!(text, wide.after(*mv).to_string());
        }
    }

    #[test]
    fn each_kind_of_bad_position_gets_its_own_message() {
        let cases = [
            ("", ErrorKind::BadPosition, "empty"),
            ("   ", ErrorKind::BadPosition, "empty"),
            ("3,,5", ErrorKind::BadPosition, "Pile 2 is missing"),
            ("3,4,", ErrorKind::BadPosition, "Pile 3 is missing"),
            ("3,x,5", ErrorKind::BadPosition, "Pile 2 is \"x\""),
            ("3.5", ErrorKind::BadPosition, "whole number"),
            ("-1", ErrorKind::BadPosition, "negative"),
            ("+3", ErrorKind::BadPosition, "whole number"),
            ("٣", ErrorKind::BadPosition, "whole number"),
            ("2147483648", ErrorKind::TooLarge, "2147483647"),
            ("99999999999999999999999", ErrorKind::TooLarge, "limit"),
        ];
        for (text, kind, words) in cases {
            let err = Nim::parse(text).unwrap_err();
            assert_eq!(err.kind, kind, "{text}: {}", err.message);
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
        let many = vec!["1"; MAX_PILES + 1].join(",");
        let err = Nim::parse(&many).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("64 piles"), "{}", err.message);
        assert!(Nim::parse(&vec!["1"; MAX_PILES].join(",")).is_ok());
    }

    #[test]
    fn each_kind_of_bad_move_gets_its_own_message() {
        let pos = nim("3,0,5");
        let cases = [
            ("2", ErrorKind::BadMove, "2-3"),
            ("a-1", ErrorKind::BadMove, "pile number"),
            ("1-", ErrorKind::BadMove, "pile number"),
            ("4-1", ErrorKind::IllegalMove, "numbered 1 to 3"),
            ("0-1", ErrorKind::IllegalMove, "no pile 0"),
            ("2-1", ErrorKind::IllegalMove, "empty"),
            ("1-0", ErrorKind::IllegalMove, "at least one"),
            ("1-4", ErrorKind::IllegalMove, "only 3 chips"),
            (
                "3-99999999999999999999",
                ErrorKind::IllegalMove,
                "only 5 chips",
            ),
        ];
        for (text, kind, words) in cases {
            let err = pos.parse_move(text).unwrap_err();
            assert_eq!(err.kind, kind, "{text}: {}", err.message);
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
    }

    #[test]
    fn a_pile_of_two_billion_lists_its_winning_move_within_the_cap() {
        let pos = nim("2000000000,1,2");
        let (moves, complete) = pos.listed_moves(Play::Normal, 10_000);
        assert!(!complete);
        assert_eq!(moves.len(), 10_000);
        let winning = pos.winning_moves(Play::Normal);
        assert_eq!(winning.len(), 1);
        assert!(moves.contains(&winning[0]));
        assert!(moves.windows(2).all(|w| w[0] < w[1]), "sorted, no repeats");
        let (all, complete) = nim("3,4,5").listed_moves(Play::Normal, 10_000);
        assert!(complete);
        assert_eq!(all.len(), 12);
    }

    #[test]
    fn the_explanation_of_3_4_5_follows_the_notes_column_by_column() {
        let steps = nim("3,4,5").explain(Play::Normal);
        let kinds: Vec<&str> = steps
            .iter()
            .map(|s| match s {
                NimStep::Piles { .. } => "piles",
                NimStep::Column { .. } => "column",
                NimStep::NimSum { .. } => "nimSum",
                NimStep::LeftmostOne { .. } => "leftmostOne",
                NimStep::Candidates { .. } => "candidates",
                NimStep::ChoosePile { .. } => "choosePile",
                NimStep::FlipBit { .. } => "flipBit",
                NimStep::NewSize { .. } => "newSize",
                NimStep::Take { .. } => "take",
                NimStep::Check { .. } => "check",
                _ => "other",
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "piles",
                "column",
                "column",
                "column",
                "nimSum",
                "leftmostOne",
                "candidates",
                "choosePile",
                "flipBit",
                "newSize",
                "take",
                "check"
            ]
        );
        assert_eq!(
            steps[0],
            NimStep::Piles {
                piles: vec![3, 4, 5],
                width: 3,
                binary: vec!["011".into(), "100".into(), "101".into()],
                play: Play::Normal
            }
        );
        // Column 4s: piles 2 and 3 have a 1 there, an even count, so the nim-sum bit is 0.
        assert_eq!(
            steps[1],
            NimStep::Column {
                column: 2,
                ones: 2,
                piles: vec![1, 2],
                bit: 0
            }
        );
        assert_eq!(
            steps[4],
            NimStep::NimSum {
                value: 2,
                binary: "010".into()
            }
        );
        assert_eq!(
            steps[6],
            NimStep::Candidates {
                column: 1,
                piles: vec![0]
            }
        );
        assert_eq!(
            steps[10],
            NimStep::Take {
                pile: 0,
                count: 2,
                r#move: "1-2".into(),
                to: "1,4,5".into()
            }
        );
        assert_eq!(
            steps[11],
            NimStep::Check {
                piles: vec![1, 4, 5],
                binary: vec!["001".into(), "100".into(), "101".into()],
                nim_sum: 0
            }
        );
    }

    #[test]
    fn every_explained_n_position_ends_on_a_p_position_with_the_perfect_move() {
        for play in [Play::Normal, Play::Misere] {
            for count in 1..=3 {
                for pos in all_positions(count, 7) {
                    let steps = pos.explain(play);
                    let take = steps.iter().rev().find_map(|s| match s {
                        NimStep::Take { r#move, to, .. } => Some((r#move.clone(), to.clone())),
                        _ => None,
                    });
                    let certificate = steps.iter().any(|s| matches!(s, NimStep::AnyMove { .. }));
                    match pos.outcome(play) {
                        _ if pos.is_terminal() => assert_eq!(steps.len(), 1),
                        Outcome::N => {
                            let (mv, to) = take.expect("an N-position explains its move");
                            let perfect = pos.perfect_move(play).unwrap();
                            assert_eq!(mv, perfect.to_string(), "{pos} {play:?}");
                            assert_eq!(nim(&to).outcome(play), Outcome::P, "{pos} {play:?}");
                            assert!(!certificate);
                        }
                        _ => {
                            assert!(take.is_none(), "{pos} {play:?}");
                            let reply = steps.iter().find_map(|s| match s {
                                NimStep::Reply { to, .. } => Some(to.clone()),
                                _ => None,
                            });
                            // A P-position of one chip in misère play has no reply: the game ends.
                            if let Some(to) = reply {
                                assert_eq!(nim(&to).outcome(play), Outcome::P, "{pos} {play:?}");
                            } else {
                                assert!(play == Play::Misere && pos.move_count() == 1, "{pos}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_p_position_certificate_shows_odd_columns_and_the_restoring_reply() {
        let steps = nim("1,2,3").explain(Play::Normal);
        assert!(steps.contains(&NimStep::ZeroSum));
        assert!(steps.contains(&NimStep::AnyMove {
            pile: 2,
            from: 3,
            to: 2,
            r#move: "3-1".into(),
            changed_columns: vec![0],
            odd_columns: vec![0],
            nim_sum: 1
        }));
        assert!(steps.contains(&NimStep::Reply {
            pile: 0,
            take: 1,
            r#move: "1-1".into(),
            to: "0,2,2".into(),
            nim_sum: 0
        }));
    }

    #[test]
    fn two_piles_are_explained_by_mirroring() {
        let steps = nim("5,0,3").explain(Play::Normal);
        assert_eq!(
            steps,
            vec![
                NimStep::Mirror {
                    piles: [0, 2],
                    sizes: [5, 3],
                    equal: false
                },
                NimStep::Take {
                    pile: 0,
                    count: 2,
                    r#move: "1-2".into(),
                    to: "3,0,3".into()
                }
            ]
        );
        let equal = nim("4,4").explain(Play::Normal);
        assert!(matches!(equal[0], NimStep::Mirror { equal: true, .. }));
        assert!(equal.contains(&NimStep::Reply {
            pile: 1,
            take: 1,
            r#move: "2-1".into(),
            to: "3,3".into(),
            nim_sum: 0
        }));
    }

    #[test]
    fn misere_explanations_say_when_the_rule_switches() {
        assert_eq!(
            nim("1,1,4").explain(Play::Misere),
            vec![
                NimStep::MisereSwitch {
                    pile: 2,
                    size: 4,
                    ones: 2,
                    to: 1
                },
                NimStep::Take {
                    pile: 2,
                    count: 3,
                    r#move: "3-3".into(),
                    to: "1,1,1".into()
                },
                NimStep::MisereOnes {
                    ones: 3,
                    outcome: Outcome::P
                }
            ]
        );
        let ones = nim("1,1,1").explain(Play::Misere);
        assert_eq!(
            ones[0],
            NimStep::MisereOnes {
                ones: 3,
                outcome: Outcome::P
            }
        );
        assert!(ones.contains(&NimStep::Reply {
            pile: 1,
            take: 1,
            r#move: "2-1".into(),
            to: "0,0,1".into(),
            nim_sum: 1
        }));
        let steps = nim("2,3,4").explain(Play::Misere);
        assert_eq!(steps[0], NimStep::MisereNormal { big_piles: 3 });
        // Normal play would leave 1,1 from 1,1,4 with the nim-sum move: the wrong move in misère.
        assert_eq!(
            nim("1,1,4").winning_moves(Play::Normal),
            vec![NimMove { pile: 2, take: 4 }]
        );
    }

    #[test]
    fn the_perfect_move_holds_out_in_a_lost_position() {
        assert_eq!(
            nim("1,2,3").perfect_move(Play::Normal),
            Some(NimMove { pile: 2, take: 1 })
        );
        assert_eq!(nim("0,0").perfect_move(Play::Normal), None);
    }

    #[test]
    fn complete_games_are_counted_once_per_multiset_of_piles() {
        // One pile of 2: take 2, or 1 then 1.
        assert_eq!(count_games(&nim("2")), 2);
        // Piles 1 and 1: either pile first.
        assert_eq!(count_games(&nim("1,1")), 2);
        assert_eq!(count_games(&nim("0,0")), 1);
        // The complexity panel's start: every game counted, order of piles kept apart.
        fn plain(piles: &mut Vec<u32>) -> u64 {
            let mut total = 0;
            for i in 0..piles.len() {
                for take in 1..=piles[i] {
                    piles[i] -= take;
                    total += plain(piles);
                    piles[i] += take;
                }
            }
            total.max(1)
        }
        assert_eq!(count_games(&nim("3,4,5")), 431_128);
        assert_eq!(count_games(&nim("3,2,3")), plain(&mut vec![3, 2, 3]));
    }
}
