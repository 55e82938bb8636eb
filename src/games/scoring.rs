//! Subtraction games: the 21-chips game and the Scoring game of the notes, for any set S.
//!
//! **Rules.** A chip sits on a square of a line numbered 0, 1, 2, ...; a move slides it toward
//! square 0 by an amount in the subtraction set S (it may not pass square 0). With S = {1, 2, 3}
//! this is the notes' Scoring game (and the 21-chips take-away game: a heap of 21 chips from
//! which 1, 2 or 3 are taken). Several chips on the line are a *sum* of such games.
//!
//! **What it teaches: the Grundy table.** Square n gets the mex of the values of the squares it
//! can reach, g(n) = mex{ g(n - s) : s in S, s <= n }, filled in from square 0 upward. For
//! S = {1, 2, 3} the values run 0, 1, 2, 3, 0, 1, 2, 3, ...: the P-positions (value 0) are the
//! multiples of 4, which is why 21 chips is a win for the first player (take 1, leave 20).
//!
//! **Why the table is periodic, provably.** g(n) depends only on the previous m = max(S)
//! values. So once a window of m consecutive values repeats, everything after it repeats too:
//! if g(a..a+m) = g(b..b+m) then g(a+m) = g(b+m), and so on by induction. [`SubtractionSet::period`]
//! finds the first window that repeats; that is a proof, not a guess.
//!
//! **Notation.** Game id `scoring:S` with S comma-separated, e.g. `scoring:1,2,3`;
//! position = the chips' squares, e.g. `21` or `7,7`.

use crate::catalogue::{self, GameInfo, Picture};
use crate::games::components::ComponentKind;
use std::fmt;
use std::rc::Rc;

use super::components::{count, largest_count, Rules, Sequence, State, Table};
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::solve::grundy::Period;

/// Largest amount allowed in a subtraction set.
pub const MAX_AMOUNT: u32 = 64;
/// Most amounts in a subtraction set.
pub const MAX_AMOUNTS: usize = 16;

/// A subtraction set S: the amounts a chip may move, in increasing order, without repeats.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SubtractionSet {
    amounts: Vec<u32>,
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.amounts.iter().map(u32::to_string).collect();
        f.write_str(&parts.join(","))
    }
}

impl SubtractionSet {
    /// Reads a set such as `1,2,3` (any order, repeats ignored).
    pub fn parse(text: &str) -> Result<SubtractionSet> {
        check_length("subtraction set", text)?;
        let expected = "the amounts a chip may move, separated by commas, e.g. scoring:1,2,3";
        if text.trim().is_empty() {
            return Err(Error::new(
                ErrorKind::UnknownGame,
                format!("The subtraction set is empty: write {expected}."),
            ));
        }
        let mut amounts = Vec::new();
        for part in text.split(',') {
            let t = part.trim();
            let value: Option<u32> = if t.chars().all(|c| c.is_ascii_digit()) && !t.is_empty() {
                t.parse().ok()
            } else {
                None
            };
            match value {
                Some(v) if (1..=MAX_AMOUNT).contains(&v) => amounts.push(v),
                Some(_) | None if t.chars().all(|c| c.is_ascii_digit()) && !t.is_empty() => {
                    return Err(Error::new(
                        ErrorKind::TooLarge,
                        format!(
                            "The amount {} is not allowed: amounts in a subtraction set go from 1 to {MAX_AMOUNT}.",
                            quote(t)
                        ),
                    ))
                }
                _ => {
                    return Err(Error::new(
                        ErrorKind::UnknownGame,
                        format!("{} is not an amount: write {expected}.", quote(t)),
                    ))
                }
            }
        }
        crate::sort::sort(&mut amounts);
        amounts.dedup();
        if amounts.len() > MAX_AMOUNTS {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "The set has {} amounts; the limit is {MAX_AMOUNTS}.",
                    amounts.len()
                ),
            ));
        }
        Ok(SubtractionSet { amounts })
    }

    /// The amounts, smallest first.
    pub fn amounts(&self) -> &[u32] {
        &self.amounts
    }

    /// The squares a chip on square `n` can move to, nearest first.
    pub fn options(&self, n: u32) -> Vec<u32> {
        self.amounts
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| n - s)
            .collect()
    }

    /// Grundy values of squares `0..=last`, each the mex of the values it can reach.
    ///
    /// The values are computed square by square only until the sequence provably repeats
    /// (see [`SubtractionSet::period`]); from there on they are copied from one period back,
    /// which is how a million squares take a millisecond.
    pub fn grundy_table(&self, last: u32) -> Vec<u32> {
        let last = last as usize;
        if last <= 4096 {
            return self.direct_table(last as u32);
        }
        let p = self.period();
        // Enough direct values to hold the pre-period and one whole period.
        let mut g = self.direct_table((p.start + p.period).max(4096) as u32);
        g.reserve(last + 1 - g.len());
        while g.len() <= last {
            // Copy the longest run of whole periods that ends here, doubling each time.
            let n = g.len();
            let from = n - (n - p.start) / p.period * p.period;
            let take = (n - from).min(last + 1 - n);
            g.extend_from_within(from..from + take);
        }
        g
    }

    /// Grundy values of squares `0..=last` by the mex rule alone.
    ///
    /// The values never exceed |S| (a square has at most |S| options), so the mex is found
    /// with one 64-bit mask of the values seen: a few machine operations per square.
    pub fn direct_table(&self, last: u32) -> Vec<u32> {
        let mut g = Vec::with_capacity(last as usize + 1);
        for n in 0..=last as usize {
            let mut seen: u64 = 0;
            for &s in &self.amounts {
                let s = s as usize;
                if s > n {
                    break;
                }
                seen |= 1u64 << g[n - s];
            }
            // The mex is the position of the lowest 0 bit of the mask.
            g.push((!seen).trailing_zeros());
        }
        g
    }

    /// The period of the Grundy sequence, proved by a repeated window of max(S) values.
    pub fn period(&self) -> Period {
        let m = *self.amounts.last().expect("a set is never empty") as usize;
        // The window of m values that decides the next value takes at most (|S|+1)^m values,
        // but in practice repeats within a few hundred squares; compute until it does.
        let mut len = 256usize;
        loop {
            let g = self.direct_table(len as u32);
            // Find the earliest a < b with equal windows g[a..a+m] == g[b..b+m].
            let mut first_seen = std::collections::HashMap::new();
            for start in 0..=g.len() - m {
                if let Some(&a) = first_seen.get(&g[start..start + m]) {
                    return Period {
                        start: a,
                        period: start - a,
                    };
                }
                first_seen.insert(&g[start..start + m], start);
            }
            len *= 4;
        }
    }
}

/// The Scoring game's chip as a component of a sum, under any subtraction set.
pub const HEAP: ComponentKind = ComponentKind {
    family: "scoring",
    name: "The Scoring game",
    written: "scoring:S",
    takes_parameter: true,
    example: "scoring:1,3,4(6,2)",
    alone: true,
    rules: |s| Ok(Rc::new(SubtractionSet::parse(s)?)),
};

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "scoring:1,2,3",
        name: "The Scoring game",
        menu_name: "The Scoring game",
        group: catalogue::SPRAGUE_GRUNDY,
        description: "Slide a chip toward square 0 by an amount in the set S; the player who cannot move loses. S = 1,2,3 is the 21-chips game.",
        card: "Slide the chip 1, 2 or 3 squares toward 0; who cannot move loses.",
        picture: vec![Picture { board: "scoring", position: "21" }],
        default_position: "21",
        hash_prefix: "",
        notation: "the squares of the chips separated by commas, e.g. 21 or 7,7; the set S goes in the game id, e.g. scoring:1,3,4",
        move_notation: super::parts::MOVE_NOTATION,
        page: "scoring.html",
        variants: catalogue::normal_and_misere("scoring:1,2,3", "scoring:1,2,3:misere"),
        limits: super::parts::limits(),
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::IMPARTIAL_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

/// A chip of the subtraction game, as the component engine plays it: it moves down by one of the
/// set's amounts, and its values are the game's Grundy sequence.
impl Rules for SubtractionSet {
    fn id(&self) -> String {
        format!("scoring:{self}")
    }
    fn notation(&self) -> &'static str {
        "the squares of the chips separated by commas, e.g. 21 or 7,7"
    }
    fn table(&self, states: &[State]) -> Result<Box<dyn Table>> {
        Ok(Box::new(Sequence(self.grundy_table(largest_count(states)))))
    }
    fn for_each_option(&self, state: State, visit: &mut dyn FnMut(&[State]) -> bool) -> bool {
        self.options(count(state))
            .into_iter()
            .all(|m| visit(&[State::Count(m)]))
    }
    fn option_count(&self, state: State) -> u64 {
        let n = count(state);
        self.amounts().iter().filter(|&&a| a <= n).count() as u64
    }
    fn reachable_lower_bound(&self, state: State, _: u64) -> u64 {
        // Each move goes down by at most the largest amount, so by at least the smallest one
        // the chip meets n / smallest + 1 squares on its way down.
        let step = self.amounts().iter().copied().min().unwrap_or(1).max(1);
        u64::from(count(state) / step) + 1
    }
    fn sequence(&self, largest: u32) -> Option<(Vec<u32>, Option<Period>)> {
        Some((self.grundy_table(largest), Some(self.period())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Play};
    use crate::solve::brute::BruteForce;

    fn set(text: &str) -> SubtractionSet {
        SubtractionSet::parse(text).unwrap()
    }

    #[test]
    fn the_scoring_game_has_values_0_1_2_3_repeating() {
        let g = set("1,2,3").grundy_table(21);
        let expected: Vec<u32> = (0..=21).map(|n| n % 4).collect();
        assert_eq!(g, expected);
        assert_eq!(set("3,1,2,2").to_string(), "1,2,3");
        assert_eq!(
            set("1,2,3").period(),
            Period {
                start: 0,
                period: 4
            }
        );
    }

    /// The Grundy sequence of S = {1, 3, 4}, 0,1,0,1,2,3,2 repeating with period 7, is the worked
    /// example of T. S. Ferguson, "Game Theory", Part I: Impartial Combinatorial Games,
    /// chapter 3 (the Sprague-Grundy function); its P-positions are n ≡ 0 or 2 (mod 7).
    #[test]
    fn s_1_3_4_has_period_7_as_published() {
        let g = set("1,3,4").grundy_table(27);
        assert_eq!(
            g,
            [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
        );
        assert_eq!(set("1,3,4").period().period, 7);
    }

    #[test]
    fn grundy_zero_agrees_with_brute_force_outcomes_for_many_sets() {
        for text in ["1,2,3", "1,3,4", "2,5,6", "1,4", "3,5,7", "1,2,4,8", "5"] {
            let s = set(text);
            let table = s.grundy_table(120);
            let mut brute = BruteForce::new(|n: &u32| s.options(*n), Play::Normal);
            for n in 0..=120u32 {
                let expected = if table[n as usize] == 0 {
                    Outcome::P
                } else {
                    Outcome::N
                };
                assert_eq!(brute.outcome(&n), expected, "S = {text}, n = {n}");
            }
            // The proved period really continues far beyond the window that proved it.
            let p = s.period();
            let long = s.direct_table(5000);
            assert_eq!(s.grundy_table(5000), long, "S = {text}");
            for n in p.start + p.period..long.len() {
                assert_eq!(long[n], long[n - p.period], "S = {text}, n = {n}");
            }
        }
    }

    #[test]
    fn bad_sets_are_refused_with_a_reason() {
        assert!(SubtractionSet::parse("")
            .unwrap_err()
            .message
            .contains("empty"));
        assert!(SubtractionSet::parse("1,x")
            .unwrap_err()
            .message
            .contains("\"x\""));
        assert!(SubtractionSet::parse("0")
            .unwrap_err()
            .message
            .contains("from 1 to 64"));
        assert_eq!(
            SubtractionSet::parse("99999999999999").unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }
}

// The component engine's tests on chips of subtraction games: moves, the Grundy table in the
// explanation, and the search's limits.
#[cfg(test)]
mod engine_tests {
    use super::SubtractionSet;
    use crate::error::ErrorKind;
    use crate::game::{Outcome, Play};
    use crate::games::components::*;
    use crate::solve::nim_sum::NimStep;
    use std::collections::HashMap;
    use std::rc::Rc;

    fn single(id: &str, text: &str) -> Sum {
        let set = SubtractionSet::parse(id.trim_start_matches("scoring:")).unwrap();
        Sum::parse_single(Rc::new(set), text).unwrap()
    }

    #[test]
    fn moves_are_checked_and_explained_when_illegal() {
        let s = single("scoring:1,2,3", "7");
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
    fn the_scoring_game_explanation_fills_the_table_and_moves_to_a_multiple_of_4() {
        let s = single("scoring:1,2,3", "7");
        let steps = s.explain(Play::Normal, &mut HashMap::new()).unwrap();
        let rows: Vec<u32> = steps
            .iter()
            .filter_map(|st| match st {
                ImpartialStep::Sum(SumStep::TableRow { grundy, .. }) => Some(*grundy),
                _ => None,
            })
            .collect();
        assert_eq!(rows, [0, 1, 2, 3, 0, 1, 2, 3]);
        assert_eq!(
            steps.last(),
            Some(&ImpartialStep::Sum(SumStep::Move {
                part: 0,
                r#move: "1:4".into(),
                to: "4".into(),
                grundy: 0
            }))
        );
    }

    #[test]
    fn a_p_position_is_explained_by_an_example_and_the_reply() {
        let s = single("scoring:1,3,4", "5,5");
        let steps = s.explain(Play::Normal, &mut HashMap::new()).unwrap();
        assert!(steps.contains(&ImpartialStep::Sum(SumStep::Mirror { parts: [0, 1] })));
        assert!(steps.contains(&ImpartialStep::Columns(NimStep::ZeroSum)));
        let reply = steps.iter().find_map(|st| match st {
            ImpartialStep::Sum(SumStep::Reply { to, grundy, .. }) => Some((to.clone(), *grundy)),
            _ => None,
        });
        assert_eq!(reply.map(|r| r.1), Some(0));
    }

    #[test]
    fn misere_search_refuses_positions_too_large_to_search() {
        let s = single("scoring:1,2,3", "900000");
        let err = s.outcome(Play::Misere, &mut HashMap::new()).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        // Normal play needs no search: the table answers at once.
        assert_eq!(
            s.outcome(Play::Normal, &mut HashMap::new()).unwrap(),
            Outcome::P
        );
    }

    #[test]
    fn tweedledum_and_tweedledee_two_equal_chips_are_a_p_position() {
        for n in 0..30 {
            let s = single("scoring:1,3,4", &format!("{n},{n}"));
            assert_eq!(s.grundy(), 0);
        }
    }
}

/// The Scoring game through the API (`crate::api`): the notes' 21 chips, its ids, its limits.
#[cfg(test)]
mod api_tests {
    use crate::api::{analyze, best_move, explain, to_value};
    use crate::error::ErrorKind;
    use serde_json::json;

    #[test]
    fn the_21_chips_game_is_won_by_taking_one() {
        let a = to_value(&analyze("scoring:1,2,3", "21").unwrap());
        assert_eq!(a["outcome"], "N");
        assert_eq!(a["grundy"], 1);
        assert_eq!(a["winning"], json!(["1:20"]));
        assert_eq!(a["sequence"]["period"], json!({ "start": 0, "period": 4 }));
        assert_eq!(a["sequence"]["values"][8], 0);
        assert_eq!(a["parts"][0]["grundy"], 1);
        assert_eq!(a["remoteness"], 11);
        assert_eq!(
            best_move("scoring:1,2,3", "21", "perfect", 0).unwrap().to,
            "20"
        );
        // From 7 the only winning move is to 4 (7 - 4 = 3 leaves a multiple of 4).
        assert_eq!(
            best_move("scoring:1,2,3", "7", "perfect", 0).unwrap().to,
            "4"
        );
    }

    #[test]
    fn the_subtraction_set_is_needed_and_heaps_have_a_limit() {
        assert_eq!(
            analyze("scoring", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        let err = analyze("scoring:1,2,3", "2000000").unwrap_err();
        assert!(err.message.contains("limit"), "{}", err.message);
    }

    #[test]
    fn beyond_the_misere_search_budget_every_function_refuses_with_the_same_message() {
        // Three chips of a take-1-or-2 game reach C(153, 3) sets of squares: more positions
        // than the misère search may visit.
        let (game, position) = ("scoring:1,2:misere", "150,150,150");
        let a = analyze(game, position).unwrap_err();
        let e = explain(game, position).unwrap_err();
        let p = best_move(game, position, "perfect", 0).unwrap_err();
        let b = best_move(game, position, "beginner", 1).unwrap_err();
        for err in [&a, &e, &p, &b] {
            assert_eq!(err.kind, ErrorKind::TooLarge);
            assert_eq!(err.message, a.message);
        }
        assert!(a.message.contains("20,000 positions"), "{}", a.message);
        assert!(a.message.contains("320,000 moves"), "{}", a.message);
    }
}
