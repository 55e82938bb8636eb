//! Sums of impartial games, and the one engine every heap-like impartial game runs on.
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
//! queen. Each rules kind supplies its options and a Grundy table; the engine does the rest:
//! the xor, every move with the value it leads to, winning moves, and — by search over the
//! whole sum, with a node budget — misère outcomes and remoteness.
//!
//! **Notation of the `sum` game.** Components joined by `+`, each written `id(position)`:
//! `subtraction:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)`. Moves name a part by its number
//! counted across the whole sum from 1, and what it becomes: `2:4` (part 2 goes to 4),
//! `3:2+2` (a Kayles heap splits into 2 and 2), `3:0` (the heap is gone), `1:2,3` (a queen).

use std::collections::HashMap;
use std::fmt;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Outcome, Play};
use crate::games::octal::{self, OctalCode, Values};
use crate::games::subtraction::SubtractionSet;
use crate::games::wythoff;
use crate::solve::grundy::{combine_remoteness, evaluate, Solved};

/// Largest chip square, coin square or Nim heap in a sum.
pub const MAX_COUNT: u32 = 1_000_000;
/// Most parts (chips, coins, heaps, queens) in a position.
pub const MAX_PARTS: usize = 64;
/// Most positions the misère and remoteness searches may visit.
pub const SEARCH_BUDGET: usize = 200_000;

/// The rules one component is played by.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// A Nim heap: take any number.
    Nim,
    /// A Nimble coin: slide it any distance left. Plays exactly as a Nim heap of its square.
    Nimble,
    /// A chip of a subtraction game.
    Subtraction(SubtractionSet),
    /// A heap of an octal game.
    Octal(OctalCode),
    /// A queen in Corner the Lady.
    Wythoff,
}

impl Rules {
    /// The game id of these rules, as written in a sum.
    pub fn id(&self) -> String {
        match self {
            Rules::Nim => "nim".into(),
            Rules::Nimble => "nimble".into(),
            Rules::Subtraction(s) => format!("subtraction:{s}"),
            Rules::Octal(c) if c.to_string() == "0.77" => "kayles".into(),
            Rules::Octal(c) => format!("octal:{c}"),
            Rules::Wythoff => "wythoff".into(),
        }
    }

    /// Reads a game id of a heap-like impartial game (the part before any `:misere`).
    pub fn parse(id: &str) -> Result<Option<Rules>> {
        let id = id.trim();
        let (family, param) = match id.split_once(':') {
            Some((f, p)) => (f, Some(p)),
            None => (id, None),
        };
        Ok(Some(match (family, param) {
            ("nim", None) => Rules::Nim,
            ("nimble", None) => Rules::Nimble,
            ("wythoff", None) => Rules::Wythoff,
            ("kayles", None) => Rules::Octal(OctalCode::parse("0.77")?),
            ("dawson", None) => Rules::Octal(OctalCode::parse("0.07")?),
            ("subtraction", Some(s)) => Rules::Subtraction(SubtractionSet::parse(s)?),
            ("subtraction", None) => Rules::Subtraction(SubtractionSet::parse("")?),
            ("octal", Some(c)) => Rules::Octal(OctalCode::parse(c)?),
            ("octal", None) => Rules::Octal(OctalCode::parse("")?),
            _ => return Ok(None),
        }))
    }

    /// Whether an emptied component stays in the position (a chip on square 0 is still drawn;
    /// an octal heap that is gone is simply gone).
    fn keeps_zero(&self) -> bool {
        !matches!(self, Rules::Octal(_))
    }

    /// Separator between this game's parts in a position: `;` for queens, `,` otherwise.
    pub fn separator(&self) -> char {
        match self {
            Rules::Wythoff => ';',
            _ => ',',
        }
    }

    /// How positions of this game are written, for error messages.
    pub fn notation(&self) -> &'static str {
        match self {
            Rules::Nim => "heap sizes separated by commas, e.g. 3,4,5",
            Rules::Nimble => "the squares of the coins separated by commas, e.g. 1,4,4,7",
            Rules::Subtraction(_) => "the squares of the chips separated by commas, e.g. 21 or 7,7",
            Rules::Octal(_) => "heap sizes separated by commas, e.g. 5,3",
            Rules::Wythoff => "queens as x,y separated by semicolons, e.g. 3,5 or 3,5;2,2",
        }
    }
}

/// The state of one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// A heap size, or the square of a chip or coin.
    Count(u32),
    /// A queen's square.
    Queen(u32, u32),
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Count(n) => write!(f, "{n}"),
            State::Queen(x, y) => write!(f, "{x},{y}"),
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

/// Grundy values of one rules kind, for every state the position can reach.
#[derive(Clone, Debug)]
enum Table {
    /// Nim and Nimble: the value of n is n.
    Identity,
    /// Subtraction games: values 0..=max.
    Sequence(Vec<u32>),
    /// Octal games: direct values and a proved period.
    Octal(Values),
    /// Wythoff: `grid[y][x]`.
    Grid(Vec<Vec<u32>>),
}

/// A move in a sum: part `part` (0-based) is replaced by `into` (none, one or two parts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove {
    /// Index of the part that moves.
    pub part: usize,
    /// What it becomes.
    pub into: Vec<State>,
}

/// A sum of components, each played by its own rules.
#[derive(Clone, Debug)]
pub struct Sum {
    rules: Vec<Rules>,
    tables: Vec<Table>,
    parts: Vec<Part>,
    /// Whether this is the `sum` game (positions written `id(...) + id(...)`).
    mixed: bool,
}

impl Sum {
    /// Reads a position of a single game (`rules`), e.g. `7,7` for a subtraction game.
    pub fn parse_single(rules: Rules, text: &str) -> Result<Sum> {
        check_length("position", text)?;
        let parts = parse_states(&rules, text)?
            .into_iter()
            .map(|state| Part { rules: 0, state })
            .collect();
        Sum::build(vec![rules], parts, false)
    }

    /// Reads a position of the `sum` game: `subtraction:1,2,3(7) + kayles(5)`.
    pub fn parse_mixed(text: &str) -> Result<Sum> {
        check_length("position", text)?;
        let expected = "components joined by +, each written game(position), e.g. subtraction:1,2,3(7) + kayles(5) + wythoff(3,5)";
        if text.trim().is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!("The sum is empty: write {expected}."),
            ));
        }
        let mut rules: Vec<Rules> = Vec::new();
        let mut parts = Vec::new();
        for term in split_top_level_plus(text) {
            let term = term.trim();
            let (id, rest) = term.split_once('(').ok_or_else(|| {
                Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "The component {} has no position in brackets: write {expected}.",
                        quote(term)
                    ),
                )
            })?;
            let inner = rest.strip_suffix(')').ok_or_else(|| {
                Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "The component {} is missing its closing bracket.",
                        quote(term)
                    ),
                )
            })?;
            let r = Rules::parse(id)?.ok_or_else(|| {
                Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "{} cannot be part of a sum: use nim, nimble, subtraction:S, octal:CODE, kayles, dawson or wythoff.",
                        quote(id.trim())
                    ),
                )
            })?;
            let index = match rules.iter().position(|x| *x == r) {
                Some(i) => i,
                None => {
                    rules.push(r.clone());
                    rules.len() - 1
                }
            };
            for state in parse_states(&r, inner)? {
                parts.push(Part {
                    rules: index,
                    state,
                });
            }
        }
        Sum::build(rules, parts, true)
    }

    /// Checks the limits and computes the Grundy tables the position needs.
    fn build(rules: Vec<Rules>, parts: Vec<Part>, mixed: bool) -> Result<Sum> {
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
            let largest = parts
                .iter()
                .filter(|p| p.rules == i)
                .map(|p| match p.state {
                    State::Count(n) => n,
                    State::Queen(x, y) => x.max(y),
                })
                .max()
                .unwrap_or(0);
            tables.push(match r {
                Rules::Nim | Rules::Nimble => Table::Identity,
                Rules::Subtraction(s) => Table::Sequence(s.grundy_table(largest)),
                Rules::Octal(c) => {
                    let values = c.values(largest);
                    if largest > values.limit() {
                        return Err(Error::new(
                            ErrorKind::TooLarge,
                            format!(
                                "A heap of {largest} is too large for {}: no period of its values is proved within {} heaps, so heaps go up to {}.",
                                r.id(),
                                octal::MAX_DIRECT,
                                values.limit()
                            ),
                        ));
                    }
                    Table::Octal(values)
                }
                Rules::Wythoff => Table::Grid(wythoff::grundy_table(largest)),
            });
        }
        let mut sum = Sum {
            rules,
            tables,
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
    pub fn rules(&self) -> &[Rules] {
        &self.rules
    }

    /// The components in display order.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The Grundy value of one component.
    pub fn part_grundy(&self, part: &Part) -> u32 {
        match (&self.tables[part.rules], part.state) {
            (Table::Identity, State::Count(n)) => n,
            (Table::Sequence(g), State::Count(n)) => g[n as usize],
            (Table::Octal(v), State::Count(n)) => v.get(n).unwrap_or(0),
            (Table::Grid(g), State::Queen(x, y)) => g[y as usize][x as usize],
            _ => unreachable!("states always match their rules"),
        }
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
        let count = |n: u32| vec![State::Count(n)];
        match (&self.rules[part.rules], part.state) {
            (Rules::Nim | Rules::Nimble, State::Count(n)) => (0..n).rev().map(count).collect(),
            (Rules::Subtraction(s), State::Count(n)) => {
                s.options(n).into_iter().map(count).collect()
            }
            (Rules::Octal(c), State::Count(n)) => c
                .options(n)
                .into_iter()
                .map(|heaps| heaps.into_iter().map(State::Count).collect())
                .collect(),
            (Rules::Wythoff, State::Queen(x, y)) => wythoff::options(x, y)
                .into_iter()
                .map(|(a, b)| vec![State::Queen(a, b)])
                .collect(),
            _ => unreachable!("states always match their rules"),
        }
    }

    /// How many moves one component has, without listing them.
    fn part_option_count(&self, part: &Part) -> u64 {
        match (&self.rules[part.rules], part.state) {
            (Rules::Nim | Rules::Nimble, State::Count(n)) => u64::from(n),
            (Rules::Wythoff, State::Queen(x, y)) => u64::from(x + y + x.min(y)),
            _ => self.part_options(part).len() as u64,
        }
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
        let rules = self.parts[mv.part].rules;
        let mut parts = self.parts[..mv.part].to_vec();
        parts.extend(mv.into.iter().map(|&state| Part { rules, state }));
        parts.extend_from_slice(&self.parts[mv.part + 1..]);
        let mut next = Sum {
            rules: self.rules.clone(),
            tables: self.tables.clone(),
            parts,
            mixed: self.mixed,
        };
        next.normalise();
        next
    }

    /// Every legal move in display order, at most `cap` of them.
    pub fn moves(&self, cap: usize) -> Vec<SumMove> {
        let mut out = Vec::new();
        for (i, p) in self.parts.iter().enumerate() {
            for into in self.part_options(p) {
                if out.len() >= cap {
                    return out;
                }
                out.push(SumMove { part: i, into });
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
            let moves: Vec<Vec<State>> = match (&self.rules[rules], p.state) {
                // A Nim heap (or Nimble coin) can only shrink, so it needs g xor s < g: a 1 in
                // the leftmost 1 column of s. Then exactly one move reaches g xor s.
                (Rules::Nim | Rules::Nimble, State::Count(_)) if target < g => {
                    vec![vec![State::Count(target)]]
                }
                (Rules::Nim | Rules::Nimble, State::Count(_)) => vec![],
                // Other games may also have options of value *above* g (the mex only promises
                // every value below g), so every option is checked.
                _ => self
                    .part_options(p)
                    .into_iter()
                    .filter(|into| {
                        into.iter()
                            .map(|&state| self.part_grundy(&Part { rules, state }))
                            .fold(0, |a, b| a ^ b)
                            == target
                    })
                    .collect(),
            };
            for into in moves {
                if out.len() >= cap {
                    return out;
                }
                out.push(SumMove { part: i, into });
            }
        }
        out
    }

    /// Outcome and remoteness of the sum under `play`, by search over the whole sum with a
    /// shared memo; `None` when the search would visit more than [`SEARCH_BUDGET`] positions.
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
        evaluate(
            &start,
            options,
            |v: &[Solved]| combine_remoteness(play, v),
            memo,
            SEARCH_BUDGET,
        )
    }

    /// The search key of a list of parts: sorted (order does not matter in a sum) and without
    /// parts that have no moves (they cannot change the outcome).
    fn key(&self, mut parts: Vec<Part>) -> Vec<Part> {
        parts.retain(|p| self.part_option_count(p) > 0);
        parts.sort_unstable();
        parts
    }

    /// The text of one move: part number (from 1), a colon, and what the part becomes.
    pub fn move_text(&self, mv: &SumMove) -> String {
        let into = if mv.into.is_empty() {
            "0".to_string()
        } else {
            mv.into
                .iter()
                .map(State::to_string)
                .collect::<Vec<_>>()
                .join("+")
        };
        format!("{}:{into}", mv.part + 1)
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
            .map(|p| p.state.to_string())
            .collect::<Vec<_>>()
            .join(&sep)
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

/// Splits `a(1)+b(2)` written without spaces around `+`, but never inside brackets.
fn split_top_level_plus(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '+' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

/// Reads the states of one game's position (`7,7`, `3,5;2,2`).
fn parse_states(rules: &Rules, text: &str) -> Result<Vec<State>> {
    let notation = rules.notation();
    if text.trim().is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("The position is empty: write {notation}."),
        ));
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
        .map(|(i, piece)| {
            if let Rules::Wythoff = rules {
                let (x, y) = wythoff::parse_queen(piece)?;
                return Ok(State::Queen(x, y));
            }
            let t = piece.trim();
            if t.is_empty() {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!("Part {} is missing: there is nothing between two commas. Write {notation}.", i + 1),
                ));
            }
            if t.starts_with('-') {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!("Part {} is {t}: it cannot be negative. Write {notation}.", i + 1),
                ));
            }
            if !t.chars().all(|c| c.is_ascii_digit()) {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!("Part {} is {}: write {notation}.", i + 1, quote(t)),
                ));
            }
            let significant = t.trim_start_matches('0');
            let value = if significant.len() > 9 { u64::MAX } else { significant.parse().unwrap_or(0) };
            if value > u64::from(MAX_COUNT) {
                return Err(Error::new(
                    ErrorKind::TooLarge,
                    format!("Part {} is {t}; the limit is {MAX_COUNT}.", i + 1),
                ));
            }
            Ok(State::Count(value as u32))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::brute::BruteForce;

    fn single(id: &str, text: &str) -> Sum {
        Sum::parse_single(Rules::parse(id).unwrap().unwrap(), text).unwrap()
    }

    /// Brute force on the whole sum: positions are sorted part lists, moves from every part.
    fn brute_outcome(sum: &Sum, play: Play) -> Outcome {
        let moves = |parts: &Vec<Part>| -> Vec<Vec<Part>> {
            let mut out = Vec::new();
            for (i, p) in parts.iter().enumerate() {
                for into in sum.part_options(p) {
                    let mut next = parts.clone();
                    next.remove(i);
                    next.extend(into.iter().map(|&state| Part {
                        rules: p.rules,
                        state,
                    }));
                    next.sort_unstable();
                    out.push(next);
                }
            }
            out
        };
        let mut parts = sum.parts().to_vec();
        parts.sort_unstable();
        BruteForce::new(moves, play).outcome(&parts)
    }

    #[test]
    fn the_xor_of_component_values_agrees_with_brute_force_on_mixed_sums() {
        let positions = [
            "subtraction:1,2,3(5) + kayles(4) + wythoff(1,3)",
            "subtraction:1,3,4(6,2) + nim(3)",
            "kayles(3,4) + dawson(5)",
            "nimble(2,3) + wythoff(2,2)",
            "wythoff(1,2;2,3)",
            "octal:0.137(6) + nim(1)",
            "subtraction:2,5(7) + subtraction:1,2,3(3)",
        ];
        for text in positions {
            let sum = Sum::parse_mixed(text).unwrap();
            let expected = brute_outcome(&sum, Play::Normal);
            assert_eq!(sum.grundy() == 0, expected == Outcome::P, "{text}");
            let mut memo = HashMap::new();
            assert_eq!(
                sum.solve(Play::Normal, &mut memo).unwrap().outcome,
                expected,
                "{text}"
            );
            assert_eq!(
                sum.solve(Play::Misere, &mut HashMap::new())
                    .unwrap()
                    .outcome,
                brute_outcome(&sum, Play::Misere),
                "{text} misère"
            );
            // Every winning move found by the values leads to value 0; every move is counted.
            for mv in sum.winning_moves_normal(10_000) {
                assert_eq!(sum.after(&mv).grundy(), 0, "{text}: {}", sum.move_text(&mv));
            }
            assert_eq!(
                sum.moves(usize::MAX).len() as u64,
                sum.move_count(),
                "{text}"
            );
            let winning: Vec<SumMove> = sum
                .moves(usize::MAX)
                .into_iter()
                .filter(|mv| sum.grundy_after(mv) == 0)
                .collect();
            assert_eq!(winning, sum.winning_moves_normal(usize::MAX), "{text}");
        }
    }

    #[test]
    fn positions_round_trip_and_emptied_kayles_heaps_disappear() {
        let s = Sum::parse_mixed("subtraction:3,1,2(7) +kayles( 5 )+ wythoff(3,5;2,2)").unwrap();
        assert_eq!(
            s.to_string(),
            "subtraction:1,2,3(7) + kayles(5) + wythoff(3,5;2,2)"
        );
        let k = single("kayles", "5,1");
        let gone = k.parse_move("2:0").unwrap();
        assert_eq!(k.after(&gone).to_string(), "5");
        let split = k.parse_move("1:2+2").unwrap();
        assert_eq!(k.after(&split).to_string(), "2,2,1");
        assert_eq!(single("kayles", "0,0").to_string(), "0");
        assert_eq!(single("subtraction:1,2,3", "7, 0").to_string(), "7,0");
        assert_eq!(single("wythoff", "3,5; 2,2").to_string(), "3,5;2,2");
    }

    #[test]
    fn moves_are_checked_and_explained_when_illegal() {
        let s = single("subtraction:1,2,3", "7");
        assert_eq!(s.after(&s.parse_move("1:4").unwrap()).to_string(), "4");
        let err = s.parse_move("1:2").unwrap_err();
        assert_eq!(err.kind, ErrorKind::IllegalMove);
        assert!(err.message.contains("1:6, 1:5, 1:4"), "{}", err.message);
        assert_eq!(
            s.parse_move("2:4").unwrap_err().kind,
            ErrorKind::IllegalMove
        );
        assert_eq!(s.parse_move("x").unwrap_err().kind, ErrorKind::BadMove);
    }

    #[test]
    fn bad_sums_are_refused_with_a_reason() {
        for (text, words) in [
            ("", "empty"),
            ("kayles 5", "no position in brackets"),
            ("kayles(5", "closing bracket"),
            ("chess(5)", "cannot be part of a sum"),
            ("kayles(x)", "\"x\""),
            ("subtraction:1,2,3(2000000)", "limit"),
        ] {
            let err = Sum::parse_mixed(text).unwrap_err();
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
    }

    #[test]
    fn tweedledum_and_tweedledee_two_equal_chips_are_a_p_position() {
        for n in 0..30 {
            let s = single("subtraction:1,3,4", &format!("{n},{n}"));
            assert_eq!(s.grundy(), 0);
        }
    }
}
