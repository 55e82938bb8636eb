//! The Sprague-Grundy machinery shared by every impartial game.
//!
//! **mex.** The *minimum excludant* of a set of non-negative integers is the smallest
//! non-negative integer *not* in the set: mex{} = 0, mex{0, 1, 3} = 2, mex{1, 2} = 0.
//!
//! **Grundy values.** In an impartial game every position has a Grundy value: the mex of the
//! values of its options (the positions one move away). Terminal positions get mex{} = 0.
//! A position is a P-position exactly when its value is 0: the mex is 0 only when no option has
//! value 0, and a position of value `g` > 0 has an option of value 0 (every value below `g`
//! appears among its options).
//!
//! **The Sprague-Grundy theorem.** A position of value `g` plays exactly like a Nim heap of `g`
//! chips (the nimber `*g`): every value below `g` is one move away, just as a heap of `g` can be
//! cut to any smaller size. So a *sum* of games, where a move is made in exactly one component,
//! has the value of the Nim position whose heaps are the components' values: their xor.
//!
//! **Remoteness.** How long the game lasts when the winner hurries and the loser stalls:
//! 0 at a terminal position; at an N-position, 1 + the *smallest* remoteness of a P-option
//! (the winner takes the quickest win); at a P-position, 1 + the *largest* remoteness of any
//! option (the loser holds out longest). The computer plays by it.
//!
//! **Evaluation without recursion.** [`evaluate`] visits positions depth-first with an explicit
//! stack instead of the call stack, so a game thousands of moves deep cannot overflow the small
//! stack WebAssembly runs on, and it stops at a node budget instead of running unboundedly.

use std::collections::HashMap;
use std::hash::Hash;

use crate::game::{Outcome, Play};

/// The smallest non-negative integer that is not among `values`.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    // Values at or above the number of values cannot matter: the mex is at most the count.
    let values: Vec<u32> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if let Some(slot) = seen.get_mut(v as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(0) as u32
}

/// How many options per position of its budget [`evaluate`] may list before it stops: with a
/// budget of `b` positions it lists at most `OPTIONS_PER_POSITION * b` options in all.
pub const OPTIONS_PER_POSITION: usize = 16;

/// Solves every position reachable from `start` bottom-up and returns the value of `start`.
///
/// `options(p)` lists the positions one move from `p`; `combine(values)` turns the values of a
/// position's options into its own value (the mex, for Grundy values). Values are remembered in
/// `memo`, which can be reused across calls. Returns `None` when more than `budget` new positions
/// would have to be solved, or more than [`OPTIONS_PER_POSITION`] × `budget` options listed (the caller then says the
/// position is too large to search).
pub fn evaluate<P, V, F, C>(
    start: &P,
    options: F,
    combine: C,
    memo: &mut HashMap<P, V>,
    budget: usize,
) -> Option<V>
where
    P: Clone + Eq + Hash,
    V: Clone,
    F: Fn(&P) -> Vec<P>,
    C: Fn(&[V]) -> V,
{
    if let Some(v) = memo.get(start) {
        return Some(v.clone());
    }
    // Each frame: a position, its options, and how many of them have been looked at.
    let first = options(start);
    let mut listed = first.len();
    let max_listed = budget.saturating_mul(OPTIONS_PER_POSITION);
    if listed > max_listed {
        return None;
    }
    let mut stack: Vec<(P, Vec<P>, usize)> = vec![(start.clone(), first, 0)];
    let mut solved = 0usize;
    while let Some((_, children, next)) = stack.last_mut() {
        // Skip the options already solved; descend into the first one that is not.
        while *next < children.len() && memo.contains_key(&children[*next]) {
            *next += 1;
        }
        if *next < children.len() {
            let child = children[*next].clone();
            let grandchildren = options(&child);
            listed += grandchildren.len();
            stack.push((child, grandchildren, 0));
            if stack.len() > budget || listed > max_listed {
                return None;
            }
            continue;
        }
        // Every option is solved: combine their values into this position's value.
        let (position, children, _) = stack.pop().expect("the stack is not empty");
        let values: Vec<V> = children.iter().map(|c| memo[c].clone()).collect();
        memo.insert(position, combine(&values));
        solved += 1;
        if solved > budget {
            return None;
        }
    }
    memo.get(start).cloned()
}

/// A position's outcome and remoteness under a play rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// P or N for the player to move.
    pub outcome: Outcome,
    /// Moves left with the winner hurrying and the loser stalling.
    pub remoteness: u32,
}

/// Combines the options' [`Solved`] values into a position's, by the rules in the module notes.
pub fn combine_remoteness(play: Play, options: &[Solved]) -> Solved {
    if options.is_empty() {
        return Solved {
            outcome: play.terminal_outcome(),
            remoteness: 0,
        };
    }
    let fastest_win = options
        .iter()
        .filter(|o| o.outcome == Outcome::P)
        .map(|o| o.remoteness)
        .min();
    match fastest_win {
        Some(r) => Solved {
            outcome: Outcome::N,
            remoteness: r + 1,
        },
        None => Solved {
            outcome: Outcome::P,
            remoteness: 1 + options.iter().map(|o| o.remoteness).max().unwrap_or(0),
        },
    }
}

/// A detected period of a sequence: from index `start` on, `values[n] == values[n - period]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Period {
    /// The first index from which the sequence repeats (the pre-period's length).
    pub start: usize,
    /// The length of the repeating block.
    pub period: usize,
}

/// The shortest period (and then the earliest start) with which `values` repeats over at
/// least `confirm` consecutive indices at its end, or `None`. This only *detects* a pattern in
/// the computed values; the games that use it say how the pattern is proved.
pub fn detect_period(values: &[u32], confirm: usize) -> Option<Period> {
    let n = values.len();
    for period in 1..=n / 3 {
        // How far back does the sequence keep repeating with this period?
        let mut start = n;
        while start > period && values[start - 1] == values[start - 1 - period] {
            start -= 1;
        }
        let start = start - period;
        if n - start >= confirm.max(2 * period) {
            return Some(Period { start, period });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_is_the_smallest_non_negative_integer_missing() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 0, 1, 1, 2]), 3);
        assert_eq!(mex([5, 100, 7]), 0);
    }

    #[test]
    fn evaluate_computes_the_grundy_values_of_the_scoring_game() {
        // Take 1, 2 or 3: values 0,1,2,3 repeating.
        let options = |n: &u32| (1..=3).filter(|k| k <= n).map(|k| n - k).collect();
        let mut memo = HashMap::new();
        for n in 0..40u32 {
            let g = evaluate(
                &n,
                options,
                |v: &[u32]| mex(v.iter().copied()),
                &mut memo,
                1000,
            );
            assert_eq!(g, Some(n % 4));
        }
    }

    #[test]
    fn a_game_twenty_thousand_moves_deep_does_not_overflow_the_stack() {
        let options = |n: &u32| if *n > 0 { vec![n - 1] } else { vec![] };
        let mut memo = HashMap::new();
        let g = evaluate(
            &20_000u32,
            options,
            |v: &[u32]| mex(v.iter().copied()),
            &mut memo,
            100_000,
        );
        assert_eq!(g, Some(0));
    }

    #[test]
    fn evaluate_stops_at_its_budget() {
        let options = |n: &u32| if *n > 0 { vec![n - 1] } else { vec![] };
        let mut memo = HashMap::new();
        let g = evaluate(
            &5_000u32,
            options,
            |v: &[u32]| mex(v.iter().copied()),
            &mut memo,
            100,
        );
        assert_eq!(g, None);
    }

    #[test]
    fn remoteness_counts_the_fastest_win_and_the_longest_defence() {
        // Take 1 or 2 from a heap: P every 3; from 4, the winner takes 1 (to 3), and so on.
        let options = |n: &u32| (1..=2).filter(|k| k <= n).map(|k| n - k).collect();
        let mut memo = HashMap::new();
        let solve = |n: u32, memo: &mut HashMap<u32, Solved>| {
            evaluate(
                &n,
                options,
                |v: &[Solved]| combine_remoteness(Play::Normal, v),
                memo,
                1000,
            )
            .unwrap()
        };
        assert_eq!(solve(0, &mut memo).remoteness, 0);
        assert_eq!(solve(3, &mut memo).outcome, Outcome::P);
        assert_eq!(solve(3, &mut memo).remoteness, 2);
        assert_eq!(solve(4, &mut memo).remoteness, 3);
        assert_eq!(solve(5, &mut memo).remoteness, 3);
        assert_eq!(solve(6, &mut memo).remoteness, 4);
    }

    #[test]
    fn periods_are_detected_after_a_pre_period() {
        let mut v = vec![9, 9, 9];
        v.extend((0..60).map(|i| [0, 1, 2, 3][i % 4]));
        assert_eq!(
            detect_period(&v, 20),
            Some(Period {
                start: 3,
                period: 4
            })
        );
        assert_eq!(detect_period(&[1, 2, 3, 4, 5, 6], 4), None);
    }
}
