//! Octal games: Kayles, Dawson's Kayles and their family, written as a code like `0.77`.
//!
//! **Rules.** Positions are heaps of tokens (Kayles: a row of pins). The code `0.d1 d2 d3 ...`
//! says what removing k tokens may do, digit `dk` being a sum of
//! - 1: you may remove k tokens that make up a whole heap (leaving no heap),
//! - 2: you may remove k tokens from the end of a heap (leaving one smaller heap),
//! - 4: you may remove k tokens from the middle (leaving two non-empty heaps).
//!
//! Kayles is `0.77`: knock down one pin or two adjacent pins anywhere in the row, which may split
//! it in two. Dawson's Kayles is `0.07`: always two adjacent pins. Position = heap sizes, `5,3`.
//!
//! **What it teaches.** Splitting a heap turns one game into a *sum* of two, so the value of a
//! heap of n is the mex over all moves of g(a) xor g(b) for the two heaps a, b left behind: the
//! Sprague-Grundy theorem at work inside a single game.
//!
//! **Periodicity, proved.** The Guy-Smith periodicity theorem: for an octal game whose code has
//! t digits, if g(n + p) = g(n) for every n with n0 <= n < 2 n0 + p + t, then g(n + p) = g(n)
//! for *all* n >= n0. Kayles is periodic with period 12 from n = 71 on, Dawson's Kayles with
//! period 34 from n = 52: [`OctalCode::values`] computes values directly until the theorem's
//! condition holds, then extends them by the period, which is how a million values take
//! milliseconds.

use crate::catalogue::{self, GameInfo, Picture};
use crate::games::components::ComponentKind;
use std::fmt;
use std::rc::Rc;

use super::components::{count, largest_count, taken, MoveFacts, Rules, State, Table};
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::solve::grundy::Period;
use std::any::Any;

/// Most digits after the point.
pub const MAX_DIGITS: usize = 12;
/// Largest heap whose values are computed by direct mex when no period has been proved.
pub const MAX_DIRECT: u32 = 10_000;
/// Largest heap accepted when the period is proved.
pub const MAX_PERIODIC: u32 = 1_000_000;

/// An octal code: `digits[k - 1]` says what removing k tokens may do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OctalCode {
    digits: Vec<u8>,
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("0.")?;
        for d in &self.digits {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// The Grundy values of a code's heaps, with the period if one was proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    /// Directly computed values g(0), g(1), ...
    pub direct: Vec<u32>,
    /// The proved period, if the Guy-Smith condition was met within the computed values.
    pub period: Option<Period>,
}

impl Values {
    /// g(n): a direct value, or one read through the proved period.
    pub fn get(&self, n: u32) -> Option<u32> {
        let n = n as usize;
        if let Some(&v) = self.direct.get(n) {
            return Some(v);
        }
        let p = self.period?;
        let folded = p.start + (n - p.start) % p.period;
        self.direct.get(folded).copied()
    }

    /// The largest heap these values answer for.
    pub fn limit(&self) -> u32 {
        if self.period.is_some() {
            MAX_PERIODIC
        } else {
            self.direct.len() as u32 - 1
        }
    }
}

impl OctalCode {
    /// Reads a code such as `0.77` or `.07`.
    pub fn parse(text: &str) -> Result<OctalCode> {
        check_length("octal code", text)?;
        let t = text.trim();
        let expected = "0. followed by digits 0 to 7, e.g. octal:0.77 (Kayles)";
        let digits = t
            .strip_prefix("0.")
            .or_else(|| t.strip_prefix('.'))
            .ok_or_else(|| {
                Error::new(
                    ErrorKind::UnknownGame,
                    format!("The octal code {} must be written {expected}.", quote(t)),
                )
            })?;
        if digits.is_empty() || !digits.chars().all(|c| ('0'..='7').contains(&c)) {
            return Err(Error::new(
                ErrorKind::UnknownGame,
                format!("The octal code {} must be written {expected}.", quote(t)),
            ));
        }
        let mut digits: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            return Err(Error::new(
                ErrorKind::UnknownGame,
                format!(
                    "The octal code {} allows no move at all: {expected}.",
                    quote(t)
                ),
            ));
        }
        if digits.len() > MAX_DIGITS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "The octal code has {} digits; the limit is {MAX_DIGITS}.",
                    digits.len()
                ),
            ));
        }
        Ok(OctalCode { digits })
    }

    /// The heaps left by each move from a heap of `n`: `[]` (the heap is gone), `[a]` or `[a, b]`.
    pub fn options(&self, n: u32) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        self.for_each_option(n, |heaps| {
            out.push(heaps.to_vec());
            true
        });
        out
    }

    /// Calls `visit` with the heaps left by each move from a heap of `n`, in order, without
    /// building a list; stops (and returns false) when `visit` returns false.
    pub fn for_each_option(&self, n: u32, mut visit: impl FnMut(&[u32]) -> bool) -> bool {
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i as u32 + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if rest == 0 && d & 1 != 0 && !visit(&[]) {
                return false;
            }
            if rest > 0 && d & 2 != 0 && !visit(&[rest]) {
                return false;
            }
            if rest >= 2 && d & 4 != 0 && !(1..=rest / 2).all(|a| visit(&[a, rest - a])) {
                return false;
            }
        }
        true
    }

    /// The options of a heap of `n` whose value (the xor of its heaps' values) is `target`, in
    /// the order [`OctalCode::for_each_option`] visits them; stops when `visit` returns false.
    ///
    /// A big heap has half a million ways to split, but with a proved period they need not all
    /// be looked at: once both heaps of a split `a + b` are past the period's start, the values
    /// of `a` and `a + period` are the same and so are those of `b` and `b - period`. So the
    /// splits that reach `target` repeat with the period: only the first `start + period` are
    /// looked at, and the later ones are read off them.
    pub fn for_each_option_of_value(
        &self,
        n: u32,
        values: &Values,
        target: u32,
        mut visit: impl FnMut(&[u32]) -> bool,
    ) -> bool {
        let g = |h: u32| values.get(h).unwrap_or(0);
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i as u32 + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if rest == 0 && d & 1 != 0 && target == 0 && !visit(&[]) {
                return false;
            }
            if rest > 0 && d & 2 != 0 && g(rest) == target && !visit(&[rest]) {
                return false;
            }
            if rest < 2 || d & 4 == 0 {
                continue;
            }
            let last = rest / 2;
            // Past `window`, a split matches exactly when the split one period before it does.
            let (window, period) = match values.period {
                Some(p) if (p.start + p.period) < last as usize => {
                    ((p.start + p.period) as u32, p.period as u32)
                }
                _ => (last + 1, 0),
            };
            let mut repeating = vec![];
            for a in 1..window.min(last + 1) {
                if g(a) ^ g(rest - a) == target {
                    if !visit(&[a, rest - a]) {
                        return false;
                    }
                    if a + period >= window {
                        repeating.push(a);
                    }
                }
            }
            if period == 0 || repeating.is_empty() {
                continue;
            }
            let mut shift = period;
            'blocks: loop {
                for &m in &repeating {
                    let a = m + shift;
                    if a > last {
                        break 'blocks;
                    }
                    if !visit(&[a, rest - a]) {
                        return false;
                    }
                }
                shift += period;
            }
        }
        true
    }

    /// How many moves a heap of `n` has, counted without listing them.
    pub fn option_count(&self, n: u32) -> u64 {
        let mut count = 0u64;
        for (i, &d) in self.digits.iter().enumerate() {
            let k = i as u32 + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            count += u64::from(rest == 0 && d & 1 != 0)
                + u64::from(rest > 0 && d & 2 != 0)
                + if rest >= 2 && d & 4 != 0 {
                    u64::from(rest / 2)
                } else {
                    0
                };
        }
        count
    }

    /// A lower bound on how many different sets of heaps (those that still have a move) can be
    /// reached from one heap of `n`, saturating at `cap`; 1 when the code gives no easy bound.
    ///
    /// Take the smallest `j` whose digit lets a move of `j` tokens both shorten a heap (bit 2)
    /// and split it in two (bit 4), as Kayles' first digit does. Using only such moves, every move
    /// removes `j` tokens, so from `n` the heap reaches every set of heaps `a_1, ..., a_k` with
    /// `a_1 + ... + a_k + j(k - 1) = n - jt` for some `t >= 0` (shorten it `t` times, then split
    /// the pieces off one by one). Counting only heaps that still have a move (the search drops
    /// the others), and writing `b_i = a_i + j`, these are the sets of parts `b_i` whose sum is at
    /// most `n + j` and leaves the remainder of `n` modulo `j`: partitions, counted below by the
    /// usual table of sums. For Kayles (`j = 1`, every heap has a move) the count is exact.
    pub fn reachable_lower_bound(&self, n: u32, cap: u64) -> u64 {
        let Some(j) = self
            .digits
            .iter()
            .position(|&d| d & 6 == 6)
            .map(|i| i as u32 + 1)
        else {
            return 1;
        };
        // Heaps beyond a few hundred reach far more sets than any search budget; stop there.
        let total = n.saturating_add(j).min(400);
        // ways[s]: sets of parts summing to exactly s (saturating at cap).
        let mut ways = vec![0u64; total as usize + 1];
        ways[0] = 1;
        let wanted = (n + j) % j;
        // The largest sum that is counted: adding parts only adds partitions, so once it alone
        // has `cap` of them the count is at least `cap`, and the rest of the table need not be
        // filled (for a big heap that happens after a dozen parts instead of 400).
        let top = (1..=total).rev().find(|s| s % j == wanted);
        for a in
            (1..total.saturating_sub(j).saturating_add(1)).filter(|&a| self.option_count(a) > 0)
        {
            let part = a + j;
            for s in part..=total {
                ways[s as usize] = (ways[s as usize] + ways[(s - part) as usize]).min(cap);
            }
            if top.is_some_and(|t| ways[t as usize] >= cap) {
                return cap.max(1);
            }
        }
        let count = (1..=total)
            .filter(|s| s % j == wanted)
            .fold(0u64, |acc, s| (acc + ways[s as usize]).min(cap));
        count.max(1)
    }

    /// Grundy values of heaps `0..=last` by direct mex over every move (no period used).
    pub fn direct_values(&self, last: u32) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(last as usize + 1);
        // seen[v] == stamp marks value v as an option's value for the heap being computed;
        // stamping avoids clearing the array for every heap. Values only grow slowly, so the
        // array is enlarged (to a power of two, which also bounds any xor of two values) when
        // a new largest value appears.
        let mut seen: Vec<u32> = vec![u32::MAX; 64];
        for n in 0..=last as usize {
            let stamp = n as u32;
            for (i, &d) in self.digits.iter().enumerate() {
                let k = i + 1;
                if k > n {
                    break;
                }
                let rest = n - k;
                if rest == 0 && d & 1 != 0 {
                    seen[0] = stamp;
                }
                if rest > 0 && d & 2 != 0 {
                    seen[g[rest] as usize] = stamp;
                }
                if rest >= 2 && d & 4 != 0 {
                    // The two heaps left: a on one side, rest - a on the other.
                    let (low, high) = (&g[1..=rest / 2], &g[rest - rest / 2..rest]);
                    for (a, b) in low.iter().zip(high.iter().rev()) {
                        seen[(a ^ b) as usize] = stamp;
                    }
                }
            }
            let mex = seen.iter().position(|&s| s != stamp).unwrap_or(seen.len()) as u32;
            g.push(mex);
            if (mex as usize) * 2 >= seen.len() {
                seen.resize(seen.len() * 2, u32::MAX);
            }
        }
        g
    }

    /// Values for heaps up to `last`: computed directly until the Guy-Smith condition proves a
    /// period (then the rest follow from it), or directly up to `last` when none is proved.
    pub fn values(&self, last: u32) -> Values {
        let t = self.digits.len();
        let mut direct = Vec::new();
        for n in [512, 2048, MAX_DIRECT] {
            direct = self.direct_values(n);
            if let Some(period) = proved_period(&direct, t) {
                return Values {
                    direct,
                    period: Some(period),
                };
            }
            if n >= last {
                break;
            }
        }
        Values {
            direct,
            period: None,
        }
    }
}

/// The shortest period p with the earliest start n0 such that the computed values satisfy the
/// Guy-Smith condition g(n + p) = g(n) for n0 <= n < 2 n0 + p + t.
fn proved_period(g: &[u32], t: usize) -> Option<Period> {
    let len = g.len();
    for p in 1..len / 2 {
        // n0: the earliest start from which g(n + p) == g(n) holds up to the end of the values.
        let mut n0 = len - p;
        while n0 > 0 && g[n0 - 1] == g[n0 - 1 + p] {
            n0 -= 1;
        }
        // The condition needs n + p < len for all n < 2 n0 + p + t.
        if 2 * n0 + p + t + p <= len {
            return Some(Period {
                start: n0,
                period: p,
            });
        }
    }
    None
}

/// A row of Kayles pins as a component of a sum.
pub const KAYLES: ComponentKind = ComponentKind {
    family: "kayles",
    name: "Kayles",
    written: "kayles",
    takes_parameter: false,
    example: "kayles(3,4)",
    alone: true,
    rules: |_| Ok(Rc::new(OctalCode::parse("0.77")?)),
};
/// A heap of any octal game as a component of a sum.
pub const OCTAL: ComponentKind = ComponentKind {
    family: "octal",
    name: "An octal game",
    written: "octal:CODE",
    takes_parameter: true,
    example: "octal:0.137(6)",
    alone: true,
    rules: |c| Ok(Rc::new(OctalCode::parse(c)?)),
};
/// A row of Dawson's Kayles as a component of a sum (`dawson`, the octal game 0.07).
pub const DAWSON: ComponentKind = ComponentKind {
    family: "dawson",
    name: "Dawson's Kayles",
    written: "dawson",
    takes_parameter: false,
    example: "dawson(5)",
    alone: false,
    rules: |_| Ok(Rc::new(OctalCode::parse("0.07")?)),
};

/// The catalogue entry of Kayles, the octal game 0.77 (see [`crate::catalogue`]).
pub fn kayles_info() -> GameInfo {
    GameInfo {
        id: "kayles",
        name: "Kayles",
        menu_name: "Kayles",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Knock down one pin or two neighbouring pins of a row; a row may break into two. Octal game 0.77.",
        card: "Knock down one pin or two side by side; a row may break in two.",
        picture: vec![Picture { board: "kayles", position: "5,3" }],
        default_position: "5,3",
        hash_prefix: "",
        notation: "row (heap) lengths separated by commas, e.g. 5,3",
        move_notation: super::parts::MOVE_NOTATION,
        page: "kayles.html",
        variants: catalogue::normal_and_misere("kayles", "kayles:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "octal:0.07",
        name: "Octal games",
        menu_name: "Octal games",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Any octal game by its code, e.g. 0.07 (Dawson's Kayles: always two neighbouring pins) or 0.137.",
        card: "Dawson's Kayles: every move knocks down two pins side by side.",
        picture: vec![Picture { board: "kayles", position: "8" }],
        default_position: "8",
        hash_prefix: "octal:0.07:",
        notation: "heap sizes separated by commas, e.g. 5,3; the code goes in the game id, e.g. octal:0.07",
        move_notation: super::parts::MOVE_NOTATION,
        page: "kayles.html",
        variants: catalogue::normal_and_misere("octal:0.07", "octal:0.07:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

impl Table for Values {
    fn value(&self, state: State) -> u32 {
        self.get(count(state)).unwrap_or(0)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// States of heaps, from the heap sizes an octal move leaves.
fn heaps(sizes: &[u32], visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
    match sizes {
        [] => visit(&[]),
        [a] => visit(&[State::Count(*a)]),
        [a, b] => visit(&[State::Count(*a), State::Count(*b)]),
        _ => true,
    }
}

/// A heap of the octal game, as the component engine plays it. Kayles (0.77) is written
/// `kayles`, every other code `octal:CODE`; a heap that is gone leaves the position.
impl Rules for OctalCode {
    fn id(&self) -> String {
        let code = self.to_string();
        if code == "0.77" {
            "kayles".into()
        } else {
            format!("octal:{code}")
        }
    }
    fn notation(&self) -> &'static str {
        "heap sizes separated by commas, e.g. 5,3"
    }
    fn keeps_zero(&self) -> bool {
        false
    }
    fn table(&self, states: &[State]) -> Result<Box<dyn Table>> {
        let largest = largest_count(states);
        let values = self.values(largest);
        if largest > values.limit() {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "A heap of {largest} is too large for {}: no period of its values is proved within {} heaps, so heaps go up to {}.",
                    self.id(),
                    MAX_DIRECT,
                    values.limit()
                ),
            ));
        }
        Ok(Box::new(values))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        OctalCode::for_each_option(self, count(state), |sizes| heaps(sizes, visit))
    }
    fn option_count(&self, state: State) -> u64 {
        OctalCode::option_count(self, count(state))
    }
    fn reachable_lower_bound(&self, state: State, cap: u64) -> u64 {
        OctalCode::reachable_lower_bound(self, count(state), cap)
    }
    fn for_each_option_of_value(
        &self,
        state: State,
        table: &dyn Table,
        target: u32,
        visit: &mut dyn FnMut(&[State]) -> bool,
    ) -> Option<bool> {
        // The splits of the target value, without looking at every split of a big heap (see
        // OctalCode::for_each_option_of_value).
        let values = table.as_any().downcast_ref::<Values>()?;
        Some(OctalCode::for_each_option_of_value(
            self,
            count(state),
            values,
            target,
            |sizes| heaps(sizes, visit),
        ))
    }
    fn move_facts(&self, from: State, into: &[State]) -> MoveFacts {
        // The pins fall between the rows the move leaves: after the first of them (the core
        // lists a split with its first row first), or at the row's start when none is left
        // before them.
        MoveFacts {
            knocks_from: Some(into.first().map_or(0, |&s| count(s))),
            ..taken(from, into)
        }
    }
    fn sequence(&self, largest: u32) -> Option<(Vec<u32>, Option<Period>)> {
        let v = self.values(largest);
        Some((
            (0..=largest).map(|n| v.get(n).unwrap_or(0)).collect(),
            v.period,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Play};
    use crate::solve::brute::BruteForce;

    fn code(text: &str) -> OctalCode {
        OctalCode::parse(text).unwrap()
    }

    /// Kayles, OEIS A002186 (Sprague-Grundy values for Kayles), n = 0..=83.
    const KAYLES: [u32; 84] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    ];

    /// Dawson's Kayles, OEIS A002187 (Sprague-Grundy values for Dawson's Kayles), n = 0..=39.
    const DAWSON: [u32; 40] = [
        0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
        4, 5, 2, 7, 4, 0, 1, 1, 2, 0,
    ];

    #[test]
    fn each_move_says_which_pins_fall_and_the_rows_left_are_around_them() {
        use crate::games::components::{Rules, State};
        for code in ["0.77", "0.07", "0.137"] {
            let code = OctalCode::parse(code).unwrap();
            for n in 1..=9u32 {
                code.for_each_option(n, |sizes| {
                    let into: Vec<State> = sizes.iter().map(|&s| State::Count(s)).collect();
                    let facts = Rules::move_facts(&code, State::Count(n), &into);
                    let (start, fall) = (facts.knocks_from.unwrap(), facts.takes.unwrap());
                    // The row drawn again pin by pin: standing, fallen, standing.
                    let before = start;
                    let after = n - start - fall;
                    let mut left: Vec<u32> =
                        [before, after].into_iter().filter(|&k| k > 0).collect();
                    let mut expected: Vec<u32> = sizes.iter().copied().filter(|&k| k > 0).collect();
                    left.sort_unstable();
                    expected.sort_unstable();
                    assert!(fall >= 1 && start + fall <= n, "{code} {n} -> {sizes:?}");
                    assert_eq!(left, expected, "{code} {n} -> {sizes:?}");
                    true
                });
            }
        }
    }

    #[test]
    fn the_options_of_a_value_are_those_of_every_option_with_that_value() {
        // The shortcut through the period against the plain list of every option, in order.
        for code in ["0.77", "0.07", "0.137", "0.16", "0.6"] {
            let c = OctalCode::parse(code).unwrap();
            let values = c.values(5_000);
            for n in [0, 1, 7, 80, 150, 301, 1_000, 4_999] {
                for target in 0..10 {
                    let mut all = vec![];
                    c.for_each_option(n, |heaps| {
                        let v = heaps.iter().fold(0, |x, &h| x ^ values.get(h).unwrap());
                        if v == target {
                            all.push(heaps.to_vec());
                        }
                        true
                    });
                    let mut fast = vec![];
                    c.for_each_option_of_value(n, &values, target, |heaps| {
                        fast.push(heaps.to_vec());
                        true
                    });
                    assert_eq!(fast, all, "{code} heap {n} value {target}");
                }
            }
        }
    }

    #[test]
    fn kayles_values_match_oeis_a002186_and_have_period_12_from_71() {
        let v = code("0.77").values(1_000_000);
        assert_eq!(&v.direct[..KAYLES.len()], &KAYLES);
        assert_eq!(
            v.period,
            Some(Period {
                start: 71,
                period: 12
            })
        );
        // Periodic extension agrees with direct computation far beyond the proof's window.
        let direct = code("0.77").direct_values(3000);
        for n in 0..=3000 {
            assert_eq!(v.get(n), Some(direct[n as usize]), "n = {n}");
        }
    }

    #[test]
    fn dawsons_kayles_values_match_oeis_a002187_and_have_period_34() {
        let v = code("0.07").values(1_000_000);
        assert_eq!(&v.direct[..DAWSON.len()], &DAWSON);
        assert_eq!(v.period.map(|p| p.period), Some(34));
        let direct = code("0.07").direct_values(3000);
        for n in 0..=3000 {
            assert_eq!(v.get(n), Some(direct[n as usize]), "n = {n}");
        }
    }

    #[test]
    fn direct_values_agree_with_brute_force_on_sums_of_heaps() {
        for text in ["0.77", "0.07", "0.137", "0.6", "0.4", "0.33", "0.75"] {
            let c = code(text);
            let g = c.direct_values(30);
            // A position is a sorted list of heaps; a move replaces one heap by its leftovers.
            let moves = |heaps: &Vec<u32>| -> Vec<Vec<u32>> {
                let mut out = Vec::new();
                for (i, &h) in heaps.iter().enumerate() {
                    for rest in c.options(h) {
                        let mut next: Vec<u32> = heaps.clone();
                        next.remove(i);
                        next.extend(rest);
                        next.sort_unstable();
                        out.push(next);
                    }
                }
                out
            };
            let mut brute = BruteForce::new(moves, Play::Normal);
            for a in 0..=12u32 {
                for b in a..=12u32 {
                    let outcome = brute.outcome(&vec![a, b]);
                    let xor = g[a as usize] ^ g[b as usize];
                    assert_eq!(outcome == Outcome::P, xor == 0, "{text}: heaps {a},{b}");
                }
            }
        }
    }

    #[test]
    fn moves_are_counted_without_listing_them() {
        for text in ["0.77", "0.07", "0.137", "0.6", "0.4"] {
            let c = code(text);
            for n in 0..40 {
                assert_eq!(c.option_count(n), c.options(n).len() as u64, "{text} {n}");
            }
        }
    }

    #[test]
    fn bad_codes_are_refused() {
        for bad in ["77", "0.8", "0.", "0.00", "x"] {
            assert_eq!(
                OctalCode::parse(bad).unwrap_err().kind,
                ErrorKind::UnknownGame,
                "{bad}"
            );
        }
        assert_eq!(code(".770").to_string(), "0.77");
    }

    #[test]
    fn the_reachable_lower_bound_stops_at_its_cap_with_the_full_counts_answer() {
        // The early stop (once the largest sum alone reaches the cap) against the whole table:
        // with no cap the table is always filled, so both must agree once capped.
        for text in ["0.77", "0.07", "0.137", "0.6", "0.0007", "0.51"] {
            let c = code(text);
            for n in 0..=450 {
                let full = c.reachable_lower_bound(n, u64::MAX);
                for cap in [0, 1, 2, 50, 1_000, 20_001] {
                    assert_eq!(
                        c.reachable_lower_bound(n, cap),
                        full.min(cap).max(1),
                        "{text}, heap {n}, cap {cap}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_reachable_lower_bound_never_exceeds_a_brute_force_count() {
        use std::collections::HashSet;
        for code in ["0.77", "0.07", "0.137", "0.16", "0.6", "0.4"] {
            let c = OctalCode::parse(code).unwrap();
            for n in 0..=24u32 {
                // Every set of heaps with a move reachable from n, found by a plain walk.
                let key = |mut hs: Vec<u32>| {
                    hs.retain(|&h| c.option_count(h) > 0);
                    hs.sort_unstable();
                    hs
                };
                let mut seen = HashSet::from([key(vec![n])]);
                let mut stack = vec![key(vec![n])];
                while let Some(hs) = stack.pop() {
                    for (i, &h) in hs.iter().enumerate() {
                        for into in c.options(h) {
                            let mut next = hs.clone();
                            next.remove(i);
                            next.extend(into);
                            let next = key(next);
                            if seen.insert(next.clone()) {
                                stack.push(next);
                            }
                        }
                    }
                }
                let bound = c.reachable_lower_bound(n, u64::MAX);
                assert!(
                    bound <= seen.len() as u64,
                    "{code} {n}: {bound} > {}",
                    seen.len()
                );
                if code == "0.77" {
                    // Kayles: every set except the empty one is counted.
                    assert_eq!(bound.max(1), (seen.len() as u64 - 1).max(1), "{n}");
                }
            }
        }
    }
}

/// Kayles and the octal games through the API (`crate::api`), against plain recursion.
#[cfg(test)]
mod api_tests {
    use crate::api::{analyze, best_move, explain, to_value};
    use crate::error::ErrorKind;
    use std::collections::HashMap;

    /// Moves of one heap of an octal game, straight from the code's digits: digit k (from 1)
    /// says whether taking k tokens may leave nothing (1), one heap (2) or two heaps (4).
    fn octal_moves(digits: &[u8], n: u32) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &d) in digits.iter().enumerate() {
            let k = i as u32 + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if rest == 0 && d & 1 != 0 {
                out.push(vec![]);
            }
            if rest > 0 && d & 2 != 0 {
                out.push(vec![rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    out.push(vec![a, rest - a]);
                }
            }
        }
        out
    }

    /// Remoteness and outcome (true: the player to move wins) of a set of octal heaps by plain
    /// memoised recursion over sorted heap lists: a second method beside the engine's search.
    fn brute(
        digits: &[u8],
        misere: bool,
        heaps: &[u32],
        memo: &mut HashMap<Vec<u32>, (bool, u32)>,
    ) -> (bool, u32) {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&v) = memo.get(&key) {
            return v;
        }
        let mut children = Vec::new();
        for (i, &h) in key.iter().enumerate() {
            for into in octal_moves(digits, h) {
                let mut next = key.clone();
                next.remove(i);
                next.extend(into);
                children.push(brute(digits, misere, &next, memo));
            }
        }
        let value = if children.is_empty() {
            (misere, 0)
        } else if let Some(fastest) = children.iter().filter(|c| !c.0).map(|c| c.1).min() {
            (true, fastest + 1)
        } else {
            (false, 1 + children.iter().map(|c| c.1).max().unwrap())
        };
        memo.insert(key, value);
        value
    }

    fn heaps(position: &str) -> Vec<u32> {
        position
            .split(',')
            .map(|h| h.trim().parse().unwrap())
            .filter(|&h| h > 0)
            .collect()
    }

    #[test]
    fn misere_octal_positions_reaching_a_few_hundred_positions_are_solved_by_every_function() {
        // (game, digits of its code, position).
        let cases: [(&str, &[u8], &str); 7] = [
            ("kayles:misere", &[7, 7], "16"),
            ("kayles:misere", &[7, 7], "20"),
            ("kayles:misere", &[7, 7], "9,9"),
            ("kayles:misere", &[7, 7], "12,8"),
            ("octal:0.07:misere", &[0, 7], "18"),
            ("octal:0.07:misere", &[0, 7], "10,10"),
            ("octal:0.137:misere", &[1, 3, 7], "17"),
        ];
        for (game, digits, position) in cases {
            let mut memo = HashMap::new();
            let (wins, remoteness) = brute(digits, true, &heaps(position), &mut memo);
            let a = to_value(&analyze(game, position).unwrap());
            assert_eq!(
                a["outcome"],
                if wins { "N" } else { "P" },
                "{game} {position}"
            );
            assert_eq!(a["remoteness"], remoteness, "{game} {position}");
            let e = explain(game, position).unwrap();
            assert_eq!(to_value(&e)["outcome"], a["outcome"], "{game} {position}");
            let b = best_move(game, position, "perfect", 0).unwrap();
            // The computer's move leads where brute force says it should: a lost position for
            // the other player when this one is won, as quickly as possible.
            let after = brute(digits, true, &heaps(&b.to), &mut memo);
            if wins {
                assert!(!after.0, "{game} {position}: {} does not win", b.r#move);
                assert_eq!(
                    after.1 + 1,
                    remoteness,
                    "{game} {position}: not the fastest win"
                );
            } else {
                assert_eq!(
                    after.1 + 1,
                    remoteness,
                    "{game} {position}: not the longest defence"
                );
            }
            assert_eq!(b.winning, wins, "{game} {position}");
        }
    }

    #[test]
    fn a_kayles_row_of_16_has_a_remoteness_and_the_computer_wins_fastest() {
        let mut memo = HashMap::new();
        let (wins, remoteness) = brute(&[7, 7], false, &[16], &mut memo);
        assert!(wins);
        let a = to_value(&analyze("kayles", "16").unwrap());
        assert_eq!(a["remoteness"], remoteness);
        let b = best_move("kayles", "16", "perfect", 0).unwrap();
        let after = brute(&[7, 7], false, &heaps(&b.to), &mut memo);
        assert!(!after.0, "{} does not win", b.r#move);
        assert_eq!(
            after.1 + 1,
            remoteness,
            "{} is not the fastest win",
            b.r#move
        );
    }

    #[test]
    fn ids_and_limits_are_checked() {
        assert_eq!(
            analyze("kayles:fast", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            analyze("octal:0.9", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            analyze("kayles", "2000000").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        // Kayles' period is proved, so a heap of a million is fine.
        assert!(analyze("kayles", "1000000").is_ok());
        // A Kayles row of 40 surely reaches more than the misère search may visit: refused at
        // once, by every function in the same words.
        let a = analyze("kayles:misere", "40").unwrap_err();
        let b = best_move("kayles:misere", "40", "beginner", 1).unwrap_err();
        assert_eq!(a.kind, ErrorKind::TooLarge);
        assert_eq!(a.message, b.message);
    }
}
