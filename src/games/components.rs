//! The component engine: sums of impartial components, which every heap-like impartial game
//! runs on.
//!
//! **Rules of a sum.** Several games are laid side by side; a move is made in exactly one of
//! them; whoever cannot move in any of them loses. Two chips on the Scoring line, a row of
//! Kayles pins broken into pieces, three queens on three boards: all are sums.
//!
//! **What it teaches: Nim in disguise.** By the Sprague-Grundy theorem a component of Grundy
//! value g plays like a Nim heap of g chips, so the whole sum plays like the Nim position of the
//! components' values: its value is their xor, and the winning move is Nim's winning move made
//! inside the right component (the one whose value has a 1 in the leftmost 1 column of the xor,
//! moved to a position of value `g xor s`).
//!
//! **The engine.** A [`Sum`] holds components ("parts"), each a state under some [`Rules`]:
//! a Nim heap, a Nimble coin, a chip of a subtraction game, a heap of an octal game, a Wythoff
//! queen, a Chomp bar. [`Rules`] is what a heap-like game supplies, in its own file: how a part
//! is written, its options and a Grundy table. This file names no game but Nim, whose heap is
//! the measure of every other component ([`NimHeap`]); the engine does the rest:
//! the xor, every move with the value it leads to, winning moves, and — by search over the
//! whole sum, with a node budget — misère outcomes and remoteness.
//!
//! **Where the games come in.** Each heap-like game reads its own position into a one-rules
//! sum ([`Sum::parse_single`]); the game of mixed sums ([`super::sums`]) reads components of
//! different games into one sum.

use std::any::Any;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use crate::error::grouped;
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Outcome, Play};
use crate::solve::grundy::{combine_remoteness, evaluate, Solved, OPTIONS_PER_POSITION};
use crate::solve::nim_sum::{column_steps, NimStep};
use serde::Serialize;

pub use super::parts::{limits, MAX_COUNT, MAX_PARTS, MOVE_NOTATION};
/// Most positions the misère and remoteness searches may solve (all the positions reachable
/// from the one asked about, each counted once).
pub const SEARCH_BUDGET: usize = 20_000;
/// Most moves those searches may look at: [`OPTIONS_PER_POSITION`] per position of the budget
/// on average, so that a few positions with thousands of moves each cannot take long either.
pub const SEARCH_MOVES: usize = SEARCH_BUDGET * OPTIONS_PER_POSITION;

/// The rules one component is played by: what a heap-like game supplies to the engine, written
/// in the game's own file (Nimble's coin in `nimble.rs`, a subtraction game's chip in
/// `scoring.rs`, an octal heap in `octal.rs`, a queen in `wythoff.rs`, a Chomp bar in `chomp.rs`).
/// The engine holds rules as `Rc<dyn Rules>` and never asks which game they are.
pub trait Rules: fmt::Debug {
    /// The game id of these rules, as written in a sum (`kayles`, `scoring:1,3,4`). Two
    /// components play by the same rules exactly when their ids are equal.
    fn id(&self) -> String;

    /// How positions of this game are written, for error messages.
    fn notation(&self) -> &'static str;

    /// Whether an emptied component stays in the position (a chip on square 0 is still drawn;
    /// an octal heap that is gone is simply gone).
    fn keeps_zero(&self) -> bool {
        true
    }

    /// Separator between this game's parts in a position: `,` unless the parts have commas of
    /// their own (queens are written `3,5;2,2`).
    fn separator(&self) -> char {
        ','
    }

    /// Whether each part is a component of its own, `chomp(3,3) + chomp(2)`: a bar's rows are
    /// separated by commas, so two bars cannot share one pair of brackets.
    fn one_per_component(&self) -> bool {
        false
    }

    /// Reads one part (`index` from 0, for messages): a heap size or a square by default.
    fn parse_part(&self, text: &str, index: usize) -> Result<State> {
        parse_count(text, index, self.notation())
    }

    /// Writes one part as [`Rules::parse_part`] reads it: the state's own text by default (a
    /// state the rules number, [`State::Code`], is written by them).
    fn part_text(&self, state: State) -> String {
        state.to_string()
    }

    /// Writes what a move leaves of a part: its new parts joined by `+`, or `0` for none.
    fn parts_text(&self, into: &[State]) -> String {
        if into.is_empty() {
            "0".to_string()
        } else {
            into.iter()
                .map(|&s| self.part_text(s))
                .collect::<Vec<_>>()
                .join("+")
        }
    }

    /// The Grundy values of every state the parts `states` can reach (all of them play by these
    /// rules), or why there can be none (a heap too large for the values known).
    fn table(&self, states: &[State]) -> Result<Box<dyn Table>>;

    /// Calls `visit` with what the part `state` can become in each of its moves, in order;
    /// stops when `visit` returns false, and returns false if it was stopped.
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool;

    /// How many moves the part has, counted without listing them.
    fn option_count(&self, state: State) -> u64;

    /// A sure lower bound on how many states the part reaches (itself included), at most
    /// about `cap`: the search refuses at once a sum that surely reaches more than its budget.
    fn reachable_lower_bound(&self, state: State, cap: u64) -> u64;

    /// The options of `state` whose Grundy value is `target`, when the rules know them without
    /// trying every option: visits them and returns whether it went on to the end. `None` (the
    /// default) lets the engine try every option.
    fn for_each_option_of_value(
        &self,
        _state: State,
        _table: &dyn Table,
        _target: u32,
        _visit: &mut dyn FnMut(&[State]) -> bool,
    ) -> Option<bool> {
        None
    }

    /// The Grundy values 0..=`largest` of a single part, with their proved period, for the
    /// page's table of a line of chips or a row of pins; `None` where a part is not one number.
    fn sequence(&self, _largest: u32) -> Option<(Vec<u32>, Option<crate::solve::grundy::Period>)> {
        None
    }

    /// The board of Grundy values of a part of two coordinates (a queen), `size` squares a
    /// side, and its P-positions in the order of their construction; `None` for other parts.
    fn grid(&self, _size: u32) -> Option<Grid> {
        None
    }

    /// What a board draws of the move from `from` to `into` besides the states it leaves: what
    /// it takes away (see [`MoveFacts`]). By default, the chips a count loses.
    fn move_facts(&self, from: State, into: &[State]) -> MoveFacts {
        taken(from, into)
    }
}

/// What a board draws of a move in one component, besides the states it leaves, so that no
/// page works a rule out again: how much it takes, where a row of pins is broken, which square
/// of a bar is bitten. Written as keys of the move's own object; a key that does not apply is
/// left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MoveFacts {
    /// How many chips a heap loses, how far a chip or coin moves down, how many pins fall.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub takes: Option<u32>,
    /// Where the fallen pins of a row start (from 0): the `takes` pins from here fall, and the
    /// pins before and after them are the rows the move leaves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub knocks_from: Option<u32>,
    /// The square a bite eats, `[row, column]` from the poison's corner (both from 0): that
    /// square and every square above it and to its right go.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bite: Option<[u32; 2]>,
}

/// The chips a count loses in a move to `into` (a heap taken from, a chip or coin moved down).
pub fn taken(from: State, into: &[State]) -> MoveFacts {
    match from {
        State::Count(n) => MoveFacts {
            takes: Some(n - into.iter().map(|&s| count(s)).sum::<u32>()),
            ..MoveFacts::default()
        },
        _ => MoveFacts::default(),
    }
}

/// Grundy values of the states of one rules kind: what [`Rules::table`] computes once for a
/// position and every position it leads to.
pub trait Table: fmt::Debug {
    /// The Grundy value of a state.
    fn value(&self, state: State) -> u32;
    /// The table as its concrete type, for the rules that made it (an octal heap's winning
    /// splits read its own values).
    fn as_any(&self) -> &dyn Any;
}

/// A board of Grundy values over two coordinates, with its P-positions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Grid {
    /// The board runs from 0 to `size - 1` in both directions.
    pub size: u32,
    /// `grundy[y][x]`.
    pub grundy: Vec<Vec<u32>>,
    /// The P-positions (a, b) with a <= b, in the order of their construction from the corner.
    pub p_pairs: Vec<(u32, u32)>,
    /// The table filled square by square, where the rules give the order (a knight's board):
    /// each square after the squares its piece can reach, with them and their mex.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub filled: Option<Vec<GridSquare>>,
}

/// One square of a [`Grid`] filled in: the square, the squares a piece on it can reach, and its
/// Grundy value, the mex of theirs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct GridSquare {
    /// The square, in its rules' own coordinates (a knight's row and column).
    pub square: (u32, u32),
    /// The squares one move away, in the rules' order of moves.
    pub options: Vec<(u32, u32)>,
    /// The square's Grundy value.
    pub value: u32,
}

/// A kind of component a sum may hold: a heap-like game, its id, and its rules. Each heap-like
/// game's file has its own (`HEAP`), listed on its line of the list of games (`every_game!` in `src/games/mod.rs`).
pub struct ComponentKind {
    /// The id before any colon (`scoring` in `scoring:1,3,4`).
    pub family: &'static str,
    /// The game's name, for messages (`Corner the Lady`).
    pub name: &'static str,
    /// How the id is written, for messages: `scoring:S` where the id takes a parameter.
    pub written: &'static str,
    /// Whether the id takes a parameter after a colon (a subtraction set, an octal code).
    pub takes_parameter: bool,
    /// A small component as a sum writes it (`kayles(3,4)`): the tests of sums play every
    /// kind through it, alone, beside every other kind, and against brute force.
    pub example: &'static str,
    /// Whether the heap games' adapter plays it as a game of its own (`src/api/sums.rs`);
    /// not a game whose own adapter says more of it, nor an alias of another kind's id.
    pub alone: bool,
    /// The rules, from the parameter (empty when there is none).
    pub rules: fn(&str) -> Result<Rc<dyn Rules>>,
}

/// The table of a Nim heap (and of Nimble's coin): the value of n is n.
#[derive(Debug)]
pub struct Identity;

impl Table for Identity {
    fn value(&self, state: State) -> u32 {
        match state {
            State::Count(n) => n,
            _ => unreachable!("a heap is a count"),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A table of values by a part's count (a chip's square, a heap's size): `values[n]`.
#[derive(Debug)]
pub struct Sequence(pub Vec<u32>);

impl Table for Sequence {
    fn value(&self, state: State) -> u32 {
        self.0[count(state) as usize]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The largest count among `states` (0 for none): how far a table by count must go.
pub fn largest_count(states: &[State]) -> u32 {
    states.iter().map(|&s| count(s)).max().unwrap_or(0)
}

/// A Nim heap: take any number. The engine's own component, the one every other is measured
/// against (a component of Grundy value g plays like a Nim heap of g). A game whose parts are Nim
/// heaps under another name (Nimble's coins: a coin on square n slides to any smaller square) is
/// a `NimHeap` with its own id and notation.
#[derive(Clone, Copy, Debug)]
pub struct NimHeap {
    /// The game id (`nim`, `nimble`).
    pub id: &'static str,
    /// How its positions are written.
    pub notation: &'static str,
}

impl Rules for NimHeap {
    fn id(&self) -> String {
        self.id.into()
    }
    fn notation(&self) -> &'static str {
        self.notation
    }
    fn table(&self, _: &[State]) -> Result<Box<dyn Table>> {
        Ok(Box::new(Identity))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        let n = count(state);
        (0..n).rev().all(|m| visit(&[State::Count(m)]))
    }
    fn option_count(&self, state: State) -> u64 {
        u64::from(count(state))
    }
    fn reachable_lower_bound(&self, state: State, _: u64) -> u64 {
        u64::from(count(state)) + 1
    }
    fn for_each_option_of_value(
        &self,
        state: State,
        _: &dyn Table,
        target: u32,
        visit: &mut dyn FnMut(&[State]) -> bool,
    ) -> Option<bool> {
        // A heap can only shrink, so there is an option of value `target` when it is below the
        // heap's size (a 1 in the leftmost 1 column of the nim-sum), and it is the heap of that
        // size.
        let n = count(state);
        Some(target >= n || visit(&[State::Count(target)]))
    }
    fn sequence(&self, largest: u32) -> Option<(Vec<u32>, Option<crate::solve::grundy::Period>)> {
        // The value of a heap of n is n.
        Some(((0..=largest).collect(), None))
    }
}

/// The number of a heap or a square; the engine hands each rules only the states it reads.
pub fn count(state: State) -> u32 {
    match state {
        State::Count(n) => n,
        _ => unreachable!("states always match their rules"),
    }
}

/// The state of one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// A heap size, or the square of a chip or coin.
    Count(u32),
    /// A piece's square on a board: a queen's (x, y), a knight's (row, column).
    Square(u32, u32),
    /// A state its rules number and write themselves ([`Rules::part_text`]): a Chomp bar.
    Code(u64),
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Count(n) => write!(f, "{n}"),
            State::Square(x, y) => write!(f, "{x},{y}"),
            State::Code(code) => write!(f, "#{code}"),
        }
    }
}

/// One component of a sum: a state under the rules numbered `rules` in [`Sum::rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Part {
    /// Index into the sum's list of rules.
    pub rules: usize,
    /// The component's state.
    pub state: State,
}

/// A move in a sum: part `part` (0-based) is replaced by `into` (none, one or two parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Index of the part that moves.
    pub part: usize,
    /// What it becomes.
    pub into: Vec<State>,
}

/// An example move and its reply, said of the components of the position being explained.
/// A move may split a component (a Kayles row of 5 becomes rows of 1 and 3, two parts), so the
/// reply's own part number counts the parts of the position the example left; a student
/// reads both moves against the components on the board, and the table of Grundy values after
/// each move must add up to the nim-sum the step names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Change {
    /// Index of the explained position's component that the move changes, from 0.
    pub component: usize,
    /// What that component has become, in the move notation after the colon (`1+3`; `0` when
    /// nothing of it is left).
    pub into: String,
    /// The Grundy value of each of the explained position's components after the move (and,
    /// for the reply, after the example before it): their xor is the step's `grundy`.
    pub values: Vec<u32>,
}

/// A sum of components, each played by its own rules.
#[derive(Clone, Debug)]
pub struct Sum {
    rules: Vec<Rc<dyn Rules>>,
    /// Shared by every position derived from this one: moves never need a bigger table.
    tables: Rc<Vec<Box<dyn Table>>>,
    parts: Vec<Part>,
    /// Whether this is the `sums` game (positions written `id(...) + id(...)`).
    mixed: bool,
}

impl Sum {
    /// Reads a position of a single game (`rules`), e.g. `7,7` for a subtraction game.
    pub fn parse_single(rules: Rc<dyn Rules>, text: &str) -> Result<Sum> {
        check_length("position", text)?;
        let parts = parse_states(rules.as_ref(), text)?
            .into_iter()
            .map(|state| Part { rules: 0, state })
            .collect();
        Sum::build(vec![rules], parts, false)
    }

    /// Checks the limits and computes the Grundy tables the position needs.
    pub(crate) fn build(rules: Vec<Rc<dyn Rules>>, parts: Vec<Part>, mixed: bool) -> Result<Sum> {
        if parts.len() > MAX_PARTS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "That is {} components; the limit is {MAX_PARTS}.",
                    parts.len()
                ),
            ));
        }
        let mut tables = Vec::new();
        for (i, r) in rules.iter().enumerate() {
            let states: Vec<State> = parts
                .iter()
                .filter(|p| p.rules == i)
                .map(|p| p.state)
                .collect();
            tables.push(r.table(&states)?);
        }
        let mut sum = Sum {
            rules,
            tables: Rc::new(tables),
            parts,
            mixed,
        };
        sum.normalise();
        Ok(sum)
    }

    /// Drops octal heaps of size 0 (they are gone), keeping one if nothing else is left.
    fn normalise(&mut self) {
        let rules = &self.rules;
        let keep: Vec<Part> = self
            .parts
            .iter()
            .copied()
            .filter(|p| rules[p.rules].keeps_zero() || p.state != State::Count(0))
            .collect();
        if keep.is_empty() && !self.parts.is_empty() {
            self.parts.truncate(1);
        } else {
            self.parts = keep;
        }
    }

    /// The rules kinds in the sum.
    pub fn rules(&self) -> &[Rc<dyn Rules>] {
        &self.rules
    }

    /// The components in display order.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The Grundy value of one component.
    pub fn part_grundy(&self, part: &Part) -> u32 {
        self.tables[part.rules].value(part.state)
    }

    /// The Grundy values of the components, in display order.
    pub fn grundy_values(&self) -> Vec<u32> {
        self.parts.iter().map(|p| self.part_grundy(p)).collect()
    }

    /// The Grundy value of the sum: the xor of its components' values.
    pub fn grundy(&self) -> u32 {
        self.grundy_values().iter().fold(0, |s, g| s ^ g)
    }

    /// What one component can become in one move.
    pub fn part_options(&self, part: &Part) -> Vec<Vec<State>> {
        let mut out = Vec::new();
        self.for_each_option(part, |into| {
            out.push(into.to_vec());
            true
        });
        out
    }

    /// Calls `visit` with what one component can become in each of its moves, in order,
    /// without building a list (a heap of a million has half a million ways to split);
    /// stops when `visit` returns false. Returns false if it was stopped.
    pub fn for_each_option(&self, part: &Part, mut visit: impl FnMut(&[State]) -> bool) -> bool {
        self.rules[part.rules].for_each_option(part.state, &mut visit)
    }

    /// How many moves one component has, counted without listing them.
    fn part_option_count(&self, part: &Part) -> u64 {
        self.rules[part.rules].option_count(part.state)
    }

    /// The number of legal moves.
    pub fn move_count(&self) -> u64 {
        self.parts.iter().map(|p| self.part_option_count(p)).sum()
    }

    /// The value of the sum after `mv`: the old xor, minus the moved part, plus what it became.
    pub fn grundy_after(&self, mv: &SumMove) -> u32 {
        let rules = self.parts[mv.part].rules;
        let new: u32 = mv
            .into
            .iter()
            .map(|&state| self.part_grundy(&Part { rules, state }))
            .fold(0, |s, g| s ^ g);
        self.grundy() ^ self.part_grundy(&self.parts[mv.part]) ^ new
    }

    /// The position after `mv`.
    pub fn after(&self, mv: &SumMove) -> Sum {
        self.after_traced(mv).0
    }

    /// [`Sum::after`], and for each part of the position it leaves the index of the part of
    /// `self` it comes from: a part the move splits leaves pieces that all come from it.
    fn after_traced(&self, mv: &SumMove) -> (Sum, Vec<usize>) {
        let rules = self.parts[mv.part].rules;
        let mut parts: Vec<(usize, Part)> =
            self.parts[..mv.part].iter().copied().enumerate().collect();
        parts.extend(
            mv.into
                .iter()
                .map(|&state| (mv.part, Part { rules, state })),
        );
        parts.extend(self.parts.iter().copied().enumerate().skip(mv.part + 1));
        // Written as `normalise` does: parts of size 0 go, unless the rules keep them.
        let kept: Vec<(usize, Part)> = parts
            .iter()
            .copied()
            .filter(|(_, p)| self.rules[p.rules].keeps_zero() || p.state != State::Count(0))
            .collect();
        let (origins, parts): (Vec<usize>, Vec<Part>) = if kept.is_empty() {
            // The last heap is gone: the position is written as one empty heap, `0`.
            let (origin, part) = parts.first().copied().unwrap_or((
                mv.part,
                Part {
                    rules,
                    state: State::Count(0),
                },
            ));
            (vec![origin], vec![part])
        } else {
            kept.into_iter().unzip()
        };
        let next = Sum {
            rules: self.rules.clone(),
            tables: self.tables.clone(),
            parts,
            mixed: self.mixed,
        };
        (next, origins)
    }

    /// The components of `self` as they stand in `later` (a position reached from `self`,
    /// its parts coming from `self`'s as `origins` says): what the component `component` has
    /// become and every component's Grundy value, for [`Change`].
    fn change(&self, later: &Sum, origins: &[usize], component: usize) -> Change {
        let mut values = vec![0; self.parts.len()];
        let mut pieces = Vec::new();
        for (part, &origin) in later.parts.iter().zip(origins) {
            values[origin] ^= later.part_grundy(part);
            if origin == component {
                pieces.push(part.state);
            }
        }
        let text = self.move_text(&SumMove {
            part: component,
            into: pieces,
        });
        let into = text
            .split_once(':')
            .map_or(text.as_str(), |(_, into)| into)
            .to_string();
        Change {
            component,
            into,
            values,
        }
    }

    /// Every legal move in display order, at most `cap` of them.
    pub fn moves(&self, cap: usize) -> Vec<SumMove> {
        let mut out = Vec::new();
        for (i, p) in self.parts.iter().enumerate() {
            let more = self.for_each_option(p, |into| {
                if out.len() >= cap {
                    return false;
                }
                out.push(SumMove {
                    part: i,
                    into: into.to_vec(),
                });
                true
            });
            if !more {
                break;
            }
        }
        out
    }

    /// Every move to a position of Grundy value 0 (normal play's winning moves), at most `cap`.
    pub fn winning_moves_normal(&self, cap: usize) -> Vec<SumMove> {
        let s = self.grundy();
        let mut out = Vec::new();
        if s == 0 {
            return out;
        }
        for (i, p) in self.parts.iter().enumerate() {
            // The sum's value becomes 0 when this part's value g becomes g xor s.
            let g = self.part_grundy(p);
            let target = g ^ s;
            let rules = p.rules;
            // Rules that know their options of a value (a Nim heap has one; an octal heap's
            // splits are found without looking at every split of a big heap) list them.
            let mut found = |into: &[State]| {
                if out.len() >= cap {
                    return false;
                }
                out.push(SumMove {
                    part: i,
                    into: into.to_vec(),
                });
                true
            };
            let known = self.rules[rules].for_each_option_of_value(
                p.state,
                self.tables[rules].as_ref(),
                target,
                &mut found,
            );
            match known {
                Some(true) => continue,
                Some(false) => break,
                None => {}
            }
            // Other games may also have options of value *above* g (the mex only promises
            // every value below g), so every option is checked.
            let more = self.for_each_option(p, |into| {
                let value = into
                    .iter()
                    .map(|&state| self.part_grundy(&Part { rules, state }))
                    .fold(0, |a, b| a ^ b);
                if value == target {
                    if out.len() >= cap {
                        return false;
                    }
                    out.push(SumMove {
                        part: i,
                        into: into.to_vec(),
                    });
                }
                true
            });
            if !more {
                break;
            }
        }
        out
    }

    /// Outcome and remoteness of the sum under `play`, by search over the whole sum with a
    /// shared memo; `None` when the search runs out of its budget: more than [`SEARCH_BUDGET`]
    /// positions solved (counted over every search that fills the same memo), or more than
    /// [`SEARCH_MOVES`] moves looked at.
    ///
    /// The limit is what the search actually meets, not an estimate made beforehand: a Kayles
    /// row of 16 pins could in principle split into 2^16 sets of rows, yet only 297 positions
    /// are reachable from it, and it is solved. So whether a position is accepted depends only
    /// on the positions reachable from it, and every caller that solves the position itself
    /// first (analyze, explain and the computer's move all do) accepts exactly the same ones.
    pub fn solve(&self, play: Play, memo: &mut HashMap<Vec<Part>, Solved>) -> Option<Solved> {
        let options = |key: &Vec<Part>| -> Vec<Vec<Part>> {
            let mut out = Vec::new();
            for (i, p) in key.iter().enumerate() {
                for into in self.part_options(p) {
                    let mut next: Vec<Part> = key[..i].to_vec();
                    next.extend(into.iter().map(|&state| Part {
                        rules: p.rules,
                        state,
                    }));
                    next.extend_from_slice(&key[i + 1..]);
                    out.push(self.key(next));
                }
            }
            out
        };
        let start = self.key(self.parts.clone());
        if let Some(solved) = memo.get(&start) {
            return Some(*solved);
        }
        // A position that surely reaches more positions than the budget is refused at once: the
        // search would run out anyway (it must solve every reachable position), only later.
        if self.reachable_lower_bound() > SEARCH_BUDGET as u64 {
            return None;
        }
        // The budget is shared by every search that fills the same memo.
        let budget = SEARCH_BUDGET.saturating_sub(memo.len());
        // A position with more moves than the search may look at is refused before its moves
        // are listed (a Nim heap of a million has a million): the search would stop at once.
        if self.move_count() > (budget * OPTIONS_PER_POSITION) as u64 {
            return None;
        }
        evaluate(
            &start,
            options,
            |v: &[Solved]| combine_remoteness(play, v),
            memo,
            budget,
        )
    }

    /// A lower bound on the number of positions the search of this sum must solve.
    ///
    /// Let one part move while the others stay put: each set of states it reaches gives a
    /// different position of the sum, so the sum reaches at least as many positions as its
    /// busiest part. Parts of different rules never merge, so one part of each rules kind may
    /// move at once, and their counts multiply. Each part's count is a sure lower bound: a Nim
    /// heap of n has n + 1 sizes, a chip with smallest step m at least n / m + 1 squares, a
    /// queen (x + 1)(y + 1) squares, a Chomp bar every smaller bar inside it, an octal heap as
    /// [`OctalCode::reachable_lower_bound`] says.
    fn reachable_lower_bound(&self) -> u64 {
        let cap = SEARCH_BUDGET as u64 + 1;
        (0..self.rules.len()).fold(1u64, |product, r| {
            let busiest = self
                .parts
                .iter()
                .filter(|p| p.rules == r)
                .map(|p| self.rules[r].reachable_lower_bound(p.state, cap))
                .max()
                .unwrap_or(1);
            product.saturating_mul(busiest).min(cap)
        })
    }

    /// The search key of a list of parts: sorted (order does not matter in a sum) and without
    /// parts that have no moves (they cannot change the outcome).
    fn key(&self, mut parts: Vec<Part>) -> Vec<Part> {
        parts.retain(|p| self.part_option_count(p) > 0);
        crate::sort::sort(&mut parts);
        parts
    }

    /// The text of one move: part number (from 1), a colon, and what the part becomes.
    pub fn move_text(&self, mv: &SumMove) -> String {
        let rules = &self.rules[self.parts[mv.part].rules];
        format!("{}:{}", mv.part + 1, rules.parts_text(&mv.into))
    }

    /// Reads a move such as `2:4`, `3:2+2` or `1:2,3`, and checks that it is legal.
    pub fn parse_move(&self, text: &str) -> Result<SumMove> {
        check_length("move", text)?;
        let expected = "the part's number, a colon, and what it becomes, e.g. 1:18";
        let (number, into) = text.split_once(':').ok_or_else(|| {
            Error::new(
                ErrorKind::BadMove,
                format!("The move {} is not written {expected}.", quote(text.trim())),
            )
        })?;
        let n: usize = number.trim().parse().map_err(|_| {
            Error::new(
                ErrorKind::BadMove,
                format!("The move {} is not written {expected}.", quote(text.trim())),
            )
        })?;
        if n == 0 || n > self.parts.len() {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "There is no part {n}: the parts are numbered 1 to {}.",
                    self.parts.len()
                ),
            ));
        }
        let part = n - 1;
        let wanted = into.trim().replace(' ', "");
        self.part_options(&self.parts[part])
            .into_iter()
            .map(|into| SumMove { part, into })
            .find(|mv| self.move_text(mv) == format!("{n}:{wanted}"))
            .ok_or_else(|| {
                let options: Vec<String> = self
                    .part_options(&self.parts[part])
                    .into_iter()
                    .take(8)
                    .map(|into| self.move_text(&SumMove { part, into }))
                    .collect();
                Error::new(
                    ErrorKind::IllegalMove,
                    if options.is_empty() {
                        format!("Part {n} cannot move any more.")
                    } else {
                        format!(
                            "Part {n} cannot become {}: its moves include {}.",
                            quote(&wanted),
                            options.join(", ")
                        )
                    },
                )
            })
    }

    /// Canonical text of the states of the parts under rules `i`.
    fn states_text(&self, i: usize, parts: &[&Part]) -> String {
        let sep = self.rules[i].separator().to_string();
        parts
            .iter()
            .map(|p| self.rules[i].part_text(p.state))
            .collect::<Vec<_>>()
            .join(&sep)
    }
}

/// The memo of whole-sum searches, shared by the calls that analyse one position.
pub type Memo = HashMap<Vec<Part>, Solved>;

/// The error when a misère position is too large to search.
fn too_large_to_search() -> Error {
    Error::new(
        ErrorKind::TooLarge,
        format!(
            "Misère play has no formula for sums, so the computer solves every position that can be reached from this one. It stops after {} positions or {} moves, and this position needs more. Try fewer or smaller components.",
            grouped(SEARCH_BUDGET as u64),
            grouped(SEARCH_MOVES as u64)
        ),
    )
}

/// A component with its value, for the explanation and the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "ComponentsPartValue"))]
pub struct PartValue {
    /// The part's index, from 0.
    pub part: usize,
    /// The game id of its rules.
    pub game: String,
    /// Its state, as written in the position.
    pub state: String,
    /// Its Grundy value.
    pub grundy: u32,
}

/// An option of a component with its value: one entry of the set a mex is taken of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct OptionValue {
    /// What the component becomes (`2+2` when an octal heap splits, `0` when it is gone).
    pub state: String,
    /// Its Grundy value (the xor of the pieces, after a split).
    pub grundy: u32,
}

/// A step of the explanation of an impartial position, for the page to draw and word.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SumStep {
    /// No move is possible: the game is over.
    Terminal {
        /// The play rule asked about: `"normal"` or `"misere"`.
        play: Play,
        /// The outcome for the player to move: `"P"` in normal play (they have lost), `"N"` in
        /// misère play (the opponent made the last move and lost).
        outcome: Outcome,
    },
    /// The components and their Grundy values.
    Components {
        /// Every component of the position, with its index and Grundy value.
        parts: Vec<PartValue>,
    },
    /// One row of a Grundy table: a state, the values of its options, and their mex.
    TableRow {
        /// The game id of the component's rules (`kayles`, `scoring:1,2,3`, `wythoff`).
        game: String,
        /// The state, written as in the position (`7`, a queen's `3,5`, a bar's `3,3,2`).
        state: String,
        /// Every state one move reaches from it, with its Grundy value; empty when no move is
        /// possible (the mex is then 0).
        options: Vec<OptionValue>,
        /// The state's Grundy value: the mex (the smallest value not among the options').
        grundy: u32,
    },
    /// Two equal components: copy every move of the opponent in the other one
    /// (Tweedledum and Tweedledee); together they are worth 0.
    Mirror {
        /// Indexes of the two equal components, from 0.
        parts: [usize; 2],
    },
    /// The component to move in, and the value it must be moved to: `g xor s`.
    Target {
        /// Index of the component to move in, from 0.
        part: usize,
        /// Its Grundy value now, `g`.
        from: u32,
        /// The value to move it to, `g xor s`, where `s` is the nim-sum of all the components'
        /// values: then the nim-sum becomes 0.
        to: u32,
    },
    /// The winning move, and the value of the sum after it.
    Move {
        /// Index of the component that moves, from 0 (the move's own text counts from 1).
        part: usize,
        /// The move, in the game's move notation: the component's number from 1, a colon, and what
        /// it becomes (`2:4`; `3:2+2` when an octal heap splits; `1:0` when it is gone).
        r#move: String,
        /// The position the move leaves, written as positions of the game are (`7,4`).
        to: String,
        /// The Grundy value (nim-sum) of the position left: 0 in normal play. In misère play it is
        /// still the normal-play value, which does not decide who wins.
        grundy: u32,
    },
    /// From a P-position: an example move by the student, and the value it leaves.
    Example {
        /// Index of the component that moves, from 0 (the move's own text counts from 1).
        part: usize,
        /// The move, in the game's move notation (`2:4`: component 2 becomes 4).
        r#move: String,
        /// The position the move leaves, written as positions of the game are.
        to: String,
        /// The Grundy value (nim-sum) of the position left: never 0, since every move from a
        /// position of value 0 changes it.
        grundy: u32,
        /// The explained position's component that changed (here `part`); see [`Change`].
        #[serde(flatten)]
        change: Change,
    },
    /// The reply that returns the sum to value 0 (a P-position).
    Reply {
        /// Index of the part that moves in the position the [`SumStep::Example`] step left,
        /// from 0: a row the example split counts as two parts there.
        part: usize,
        /// The reply, in the game's move notation, made from the position the [`SumStep::Example`]
        /// step left.
        r#move: String,
        /// The position the reply leaves, written as positions of the game are.
        to: String,
        /// The Grundy value (nim-sum) of the position left: 0 again.
        grundy: u32,
        /// The explained position's component the reply changes; see [`Change`].
        #[serde(flatten)]
        change: Change,
    },
    /// Misère play: outcome and remoteness found by searching the whole game.
    Misere {
        /// The outcome in misère play: `"P"` or `"N"`.
        outcome: Outcome,
        /// Moves left with best play (the winner hurries, the loser holds out), counted in
        /// moves of either player; `null` when unknown (the engine always gives it now).
        remoteness: Option<u32>,
    },
}

/// A step of an impartial explanation: the engine's own, or Nim's binary columns reused;
/// written as the step inside (each has its own `kind`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum ImpartialStep {
    /// A step of the sum engine.
    Sum(SumStep),
    /// Nim's column steps, applied to the components' Grundy values.
    Columns(NimStep),
}

/// The longest Grundy table an explanation fills in row by row.
pub const TABLE_ROWS: u32 = 24;

impl Sum {
    /// Outcome of the sum under `play`: by the Grundy value in normal play, by search in misère.
    pub fn outcome(&self, play: Play, memo: &mut Memo) -> Result<Outcome> {
        match play {
            Play::Normal if self.grundy() == 0 => Ok(Outcome::P),
            Play::Normal => Ok(Outcome::N),
            Play::Misere => self
                .solve(play, memo)
                .map(|s| s.outcome)
                .ok_or_else(too_large_to_search),
        }
    }

    /// The computer's move at perfect strength: a winning move with the smallest remoteness
    /// (the quickest win); in a lost position the move with the largest remoteness (the longest
    /// defence). When the position is too large to search for remoteness in normal play, the
    /// first winning move (or, when lost, the first move). `None` when no move is possible.
    pub fn perfect_move(&self, play: Play, memo: &mut Memo) -> Result<Option<SumMove>> {
        // The position itself is solved first, so that the computer accepts exactly the
        // positions analyze and explain accept; its options are then all in the memo.
        if self.solve(play, memo).is_none() {
            if play == Play::Misere {
                return Err(too_large_to_search());
            }
            // Too large to rank by remoteness: the first winning move wins (or, when lost, the
            // first move). Only that one is looked for: a heap of a million has tens of thousands of
            // winning moves, and listing them cost more than the rest of the answer.
            let first = self.winning_moves_normal(1).pop();
            return Ok(first.or_else(|| self.moves(1).pop()));
        }
        let moves = self.moves(crate::game::MOVE_LIST_CAP);
        if moves.is_empty() {
            return Ok(None);
        }
        let winning = match play {
            Play::Normal => self.winning_moves_normal(crate::game::MOVE_LIST_CAP),
            Play::Misere => Vec::new(),
        };
        let candidates = if winning.is_empty() { moves } else { winning };
        let mut best: Option<(SumMove, Solved)> = None;
        for mv in candidates.iter() {
            // Every option was solved with the position, so this is a look-up in the memo.
            let Some(solved) = self.after(mv).solve(play, memo) else {
                if play == Play::Misere {
                    return Err(too_large_to_search());
                }
                return Ok(candidates.first().cloned());
            };
            let better = match &best {
                None => true,
                Some((_, b)) => match (solved.outcome, b.outcome) {
                    (Outcome::P, Outcome::N) => true,
                    (Outcome::N, Outcome::P) => false,
                    (Outcome::P, _) => solved.remoteness < b.remoteness,
                    _ => solved.remoteness > b.remoteness,
                },
            };
            if better {
                best = Some((mv.clone(), solved));
            }
        }
        Ok(best.map(|(mv, _)| mv))
    }

    fn part_value(&self, i: usize) -> PartValue {
        let p = &self.parts[i];
        PartValue {
            part: i,
            game: self.rules[p.rules].id(),
            state: self.rules[p.rules].part_text(p.state),
            grundy: self.part_grundy(p),
        }
    }

    /// The mex row of one component state: its options' values and their mex.
    fn table_row(&self, part: Part) -> SumStep {
        let options = self
            .part_options(&part)
            .into_iter()
            .map(|into| OptionValue {
                state: self.rules[part.rules].parts_text(&into),
                grundy: into
                    .iter()
                    .map(|&state| {
                        self.part_grundy(&Part {
                            rules: part.rules,
                            state,
                        })
                    })
                    .fold(0, |a, b| a ^ b),
            })
            .collect();
        SumStep::TableRow {
            game: self.rules[part.rules].id(),
            state: self.rules[part.rules].part_text(part.state),
            options,
            grundy: self.part_grundy(&part),
        }
    }

    /// The step-by-step reason for the outcome and the computer's move.
    pub fn explain(&self, play: Play, memo: &mut Memo) -> Result<Vec<ImpartialStep>> {
        let mut steps = Vec::new();
        let sum = |s: SumStep| ImpartialStep::Sum(s);
        if self.move_count() == 0 {
            steps.push(sum(SumStep::Terminal {
                play,
                outcome: play.terminal_outcome(),
            }));
            return Ok(steps);
        }
        steps.push(sum(SumStep::Components {
            parts: (0..self.parts.len()).map(|i| self.part_value(i)).collect(),
        }));
        // How each value arises: a Grundy table filled from 0 upward for a single chip or heap,
        // otherwise the mex row of every component.
        match self.parts[..] {
            [Part {
                rules,
                state: State::Count(n),
            }] if n <= TABLE_ROWS => {
                for k in 0..=n {
                    steps.push(sum(self.table_row(Part {
                        rules,
                        state: State::Count(k),
                    })));
                }
            }
            _ => {
                for p in &self.parts {
                    steps.push(sum(self.table_row(*p)));
                }
            }
        }
        // A move is written by the sum it is made in (the reply's part may be one the example's
        // split made), then where it leads and that position's value.
        let describe = |from: &Sum, mv: &SumMove, after: &Sum| {
            (from.move_text(mv), after.to_string(), after.grundy())
        };
        if play == Play::Misere {
            let solved = self.solve(play, memo).ok_or_else(too_large_to_search)?;
            steps.push(sum(SumStep::Misere {
                outcome: solved.outcome,
                remoteness: Some(solved.remoteness),
            }));
            if solved.outcome == Outcome::N {
                if let Some(mv) = self.perfect_move(play, memo)? {
                    let (m, to, grundy) = describe(self, &mv, &self.after(&mv));
                    steps.push(sum(SumStep::Move {
                        part: mv.part,
                        r#move: m,
                        to,
                        grundy,
                    }));
                }
            }
            return Ok(steps);
        }
        // Two equal components cancel: whatever is done in one, copy in the other.
        if let [a, b] = self.parts[..] {
            if a == b {
                steps.push(sum(SumStep::Mirror { parts: [0, 1] }));
            }
        }
        let values = self.grundy_values();
        if values.len() > 1 {
            steps.extend(
                column_steps(&values, play)
                    .into_iter()
                    .map(ImpartialStep::Columns),
            );
        }
        let s = self.grundy();
        let Some(mv) = self.perfect_move(play, memo)? else {
            return Ok(steps);
        };
        let after = self.after(&mv);
        if s != 0 {
            let g = values[mv.part];
            steps.push(sum(SumStep::Target {
                part: mv.part,
                from: g,
                to: g ^ s,
            }));
            let (m, to, grundy) = describe(self, &mv, &after);
            steps.push(sum(SumStep::Move {
                part: mv.part,
                r#move: m,
                to,
                grundy,
            }));
        } else {
            steps.push(ImpartialStep::Columns(NimStep::ZeroSum));
            let (m, to, grundy) = describe(self, &mv, &after);
            let origins = self.after_traced(&mv).1;
            steps.push(sum(SumStep::Example {
                part: mv.part,
                r#move: m,
                to,
                grundy,
                change: self.change(&after, &origins, mv.part),
            }));
            if let Some(reply) = after.perfect_move(play, memo)? {
                let back = after.after(&reply);
                // The reply's parts, traced back through the example to the components here.
                let back_origins: Vec<usize> = after
                    .after_traced(&reply)
                    .1
                    .into_iter()
                    .map(|p| origins[p])
                    .collect();
                let (m, to, grundy) = describe(&after, &reply, &back);
                steps.push(sum(SumStep::Reply {
                    part: reply.part,
                    r#move: m,
                    to,
                    grundy,
                    change: self.change(&back, &back_origins, origins[reply.part]),
                }));
            }
        }
        Ok(steps)
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.mixed {
            let all: Vec<&Part> = self.parts.iter().collect();
            return f.write_str(&self.states_text(0, &all));
        }
        // Consecutive parts with the same rules form one component `id(states)`.
        let mut terms = Vec::new();
        let mut i = 0;
        while i < self.parts.len() {
            let r = self.parts[i].rules;
            let run: Vec<&Part> = self.parts[i..]
                .iter()
                .take_while(|p| p.rules == r)
                .take(if self.rules[r].one_per_component() {
                    1
                } else {
                    usize::MAX
                })
                .collect();
            i += run.len();
            terms.push(format!(
                "{}({})",
                self.rules[r].id(),
                self.states_text(r, &run)
            ));
        }
        f.write_str(&terms.join(" + "))
    }
}

/// Reads the states of one game's position (`7,7`, `3,5;2,2`).
pub(crate) fn parse_states(rules: &dyn Rules, text: &str) -> Result<Vec<State>> {
    let notation = rules.notation();
    if text.trim().is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("The position is empty: write {notation}."),
        ));
    }
    if rules.one_per_component() {
        return Ok(vec![rules.parse_part(text, 0)?]);
    }
    let pieces: Vec<&str> = text.split(rules.separator()).collect();
    if pieces.len() > MAX_PARTS {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "That is {} components; the limit is {MAX_PARTS}.",
                pieces.len()
            ),
        ));
    }
    pieces
        .iter()
        .enumerate()
        .map(|(i, piece)| rules.parse_part(piece, i))
        .collect()
}

/// Reads part `index` (from 0) written as a whole number: a heap size or a square, at most
/// [`MAX_COUNT`]; `notation` says how the game's positions are written.
pub fn parse_count(piece: &str, index: usize, notation: &str) -> Result<State> {
    let i = index;
    let t = piece.trim();
    if t.is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "Part {} is missing: there is nothing between two commas. Write {notation}.",
                i + 1
            ),
        ));
    }
    if t.starts_with('-') {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "Part {} is {t}: it cannot be negative. Write {notation}.",
                i + 1
            ),
        ));
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("Part {} is {}: write {notation}.", i + 1, quote(t)),
        ));
    }
    let significant = t.trim_start_matches('0');
    let value = if significant.len() > 9 {
        u64::MAX
    } else {
        significant.parse().unwrap_or(0)
    };
    if value > u64::from(MAX_COUNT) {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!("Part {} is {t}; the limit is {MAX_COUNT}.", i + 1),
        ));
    }
    Ok(State::Count(value as u32))
}
