//! The sums of games through the API, and with them every heap-like impartial game: a position of
//! the Scoring game (`scoring:S`), Nimble, an octal game or Kayles, or Corner the Lady (`wythoff`)
//! is a sum of parts of one kind, so the sums' adapter plays each of them too (`sums` for sums of
//! any kinds). All run on the engine of [`crate::games::components`]; this file parses their
//! ids, lists their families (every kind of component of the list of games that is played
//! alone) and turns the engine's answers into the API's plain data.
//!
//! Game ids: `scoring:1,2,3`, `nimble`, `octal:0.07`, `kayles` (= `octal:0.77`),
//! `wythoff`, `sums`; each also with `:misere` at the end (`scoring:1,2,3:misere`).

use super::{Adapter, Family};
use crate::error::Result;
use crate::game::Play;
use crate::games::components::{Memo, MoveFacts, PartValue, State, Sum, SumMove};
use crate::games::heaps::HeapGame;
use crate::games::sums::component_kind;
use crate::games::COMPONENT_KINDS;
use serde::Serialize;

pub use crate::games::heaps::{Sequence, WythoffBoard};

/// A move in a heap-like impartial game: the part (0-based) and what it becomes
/// (no states when an octal heap disappears, two when it splits).
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "ImpartialMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Index of the part, from 0.
    pub part: usize,
    /// The part's new states.
    pub into: Vec<String>,
    /// What the board draws of the move: how much it takes, where pins fall, the square bitten.
    #[serde(flatten)]
    pub facts: MoveFacts,
}

/// Heap-like impartial games: the components with their Grundy values.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "ImpartialDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// `normal` or `misere`.
    pub play: Play,
    /// Every component with its game, state and Grundy value.
    pub parts: Vec<crate::games::components::PartValue>,
    /// The xor of the components' Grundy values.
    pub nim_sum: u32,
    /// Moves left with best play, when the position is small enough to search.
    pub remoteness: Option<u32>,
    /// The Grundy sequence of a one-rules game of chips or heaps (Scoring line, Kayles).
    pub sequence: Option<Sequence>,
    /// Corner the Lady's board.
    pub board: Option<WythoffBoard>,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::components::ImpartialStep;

/// How many kinds of component the heap games' adapter plays as games of their own.
const ALONE: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < COMPONENT_KINDS.len() {
        if COMPONENT_KINDS[i].alone {
            n += 1;
        }
        i += 1;
    }
    n
};

/// The game families this file translates, all run on the component engine: each kind of
/// component played alone (`COMPONENT_KINDS`, in its order), then the sums of any of them.
pub(super) const FAMILIES: &[Family] = &{
    let mut families = [Family {
        name: "sums",
        adapter,
    }; ALONE + 1];
    let (mut i, mut j) = (0, 0);
    while i < COMPONENT_KINDS.len() {
        if COMPONENT_KINDS[i].alone {
            families[j].name = COMPONENT_KINDS[i].family;
            j += 1;
        }
        i += 1;
    }
    families
};

/// Splits a trailing `:misere` off a game id's parameter.
fn split_play(variant: Option<&str>) -> (Option<&str>, Play) {
    match variant {
        Some("misere") | Some("misère") => (None, Play::Misere),
        Some(v) => match v
            .strip_suffix(":misere")
            .or_else(|| v.strip_suffix(":misère"))
        {
            Some(rest) => (Some(rest), Play::Misere),
            None => (Some(v), Play::Normal),
        },
        None => (None, Play::Normal),
    }
}

/// Builds the adapter for one of this file's families from the part of the id after the name.
pub(super) fn adapter(family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere(family));
    }
    let (param, play) = split_play(variant.map(str::trim));
    let no_param = |what: &str| -> Result<()> {
        match param {
            None => Ok(()),
            Some(p) => Err(super::unknown_variant(
                what,
                p,
                &format!("{family} or {family}:misere"),
            )),
        }
    };
    // The heap-like games' rules come from the sums' list of component kinds; the sum of any of
    // them (`sums`) has none of its own.
    let rules = match component_kind(family) {
        Some(kind) => {
            if !kind.takes_parameter {
                no_param(kind.name)?;
            }
            Some((kind.rules)(param.unwrap_or(""))?)
        }
        None => {
            no_param("A sum")?;
            None
        }
    };
    Ok(Box::new(HeapGame { rules, play }))
}

impl super::Answers for HeapGame {
    fn id(&self) -> String {
        let base = match &self.rules {
            Some(r) => r.id(),
            None => "sums".into(),
        };
        match self.play {
            Play::Normal => base,
            Play::Misere => format!("{base}:misere"),
        }
    }

    fn move_detail(&self, pos: &Sum, mv: &SumMove, _: &mut Memo) -> super::MoveDetail {
        let part = pos.parts()[mv.part];
        super::MoveDetail::Impartial(MoveDetail {
            part: mv.part,
            into: mv.into.iter().map(State::to_string).collect(),
            facts: pos.rules()[part.rules].move_facts(part.state, &mv.into),
        })
    }

    fn details(&self, pos: &Sum, memo: &mut Memo) -> Result<super::Details> {
        Ok(super::Details::Impartial(Details {
            play: self.play,
            parts: (0..pos.parts().len())
                .map(|i| {
                    let p = &pos.parts()[i];
                    PartValue {
                        part: i,
                        game: pos.rules()[p.rules].id(),
                        state: p.state.to_string(),
                        grundy: pos.part_grundy(p),
                    }
                })
                .collect(),
            nim_sum: pos.grundy(),
            remoteness: pos.solve(self.play, memo).map(|s| s.remoteness),
            sequence: self.sequence(pos),
            board: self.board(pos),
        }))
    }

    fn steps(&self, pos: &Sum, memo: &mut Memo) -> Result<super::Steps> {
        Ok(super::Steps::Impartial(pos.explain(self.play, memo)?))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play};
    use crate::api::to_value;
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
    }

    #[test]
    fn every_listed_outcome_is_the_outcome_of_its_target_for_every_game() {
        let cases = [
            ("scoring:1,3,4", "9,4"),
            ("scoring:1,3,4:misere", "9,4"),
            ("nimble", "1,4,4,7"),
            ("nimble:misere", "1,2,3"),
            ("kayles", "5,3"),
            ("kayles:misere", "4,2"),
            ("octal:0.07", "8"),
            ("wythoff", "3,5;2,2"),
            ("wythoff:misere", "2,3"),
            (
                "sums",
                "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)",
            ),
            ("sums:misere", "kayles(3) + nim(2)"),
            ("sums", "chomp(3,3,2) + nim(2)"),
            ("sums:misere", "chomp(3,2) + kayles(2)"),
        ];
        for (game, position) in cases {
            let a = analyze(game, position).unwrap();
            assert!(a.moves_complete, "{game}");
            assert_eq!(a.moves.len() as u64, a.move_count, "{game}");
            for m in &a.moves {
                assert_eq!(
                    m.outcome,
                    analyze(game, &m.to).unwrap().outcome,
                    "{game} {}",
                    m.r#move
                );
                assert_eq!(play(game, &a.position, &m.r#move).unwrap(), m.to, "{game}");
            }
            let e = explain(game, position).unwrap();
            assert_eq!(e.outcome, a.outcome);
            if a.outcome == Some(crate::game::Outcome::N) {
                let b = best_move(game, position, "perfect", 0).unwrap();
                assert!(b.winning, "{game} {position}: {}", b.r#move);
            }
        }
    }

    #[test]
    fn ids_and_positions_are_checked() {
        use crate::error::ErrorKind;
        assert_eq!(
            analyze("scoring", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            analyze("kayles:fast", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            analyze("octal:0.9", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
        assert_eq!(
            analyze("wythoff", "3").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            analyze("sums", "kayles(3) + chess(2)").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            analyze("kayles", "2000000").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        // Kayles' period is proved, so a heap of a million is fine.
        assert!(analyze("kayles", "1000000").is_ok());
    }

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
        memo: &mut std::collections::HashMap<Vec<u32>, (bool, u32)>,
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
        // (game, digits of its code, position as the game writes it, the same as heaps).
        let cases: [(&str, &[u8], &str, &str); 8] = [
            ("kayles:misere", &[7, 7], "16", "16"),
            ("kayles:misere", &[7, 7], "20", "20"),
            ("kayles:misere", &[7, 7], "9,9", "9,9"),
            ("kayles:misere", &[7, 7], "12,8", "12,8"),
            ("octal:0.07:misere", &[0, 7], "18", "18"),
            ("octal:0.07:misere", &[0, 7], "10,10", "10,10"),
            ("octal:0.137:misere", &[1, 3, 7], "17", "17"),
            ("sums:misere", &[7, 7], "kayles(8) + kayles(8)", "8,8"),
        ];
        for (game, digits, position, heap_text) in cases {
            let mut memo = std::collections::HashMap::new();
            let (wins, remoteness) = brute(digits, true, &heaps(heap_text), &mut memo);
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
            let to = a["moves"]
                .as_array()
                .unwrap()
                .iter()
                .find(|m| m["move"] == b.r#move.as_str())
                .unwrap()["to"]
                .as_str()
                .unwrap()
                .to_string();
            let to_heaps = if game == "sums:misere" {
                to.split('+')
                    .map(|t| t.trim().trim_start_matches("kayles(").trim_end_matches(')'))
                    .collect::<Vec<_>>()
                    .join(",")
            } else {
                to
            };
            let after = brute(digits, true, &heaps(&to_heaps), &mut memo);
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
    fn beyond_the_search_budget_every_function_refuses_with_the_same_message() {
        use crate::error::ErrorKind;
        // Refused at once (a Kayles row of 40 surely reaches more than 20,000 positions), by
        // running out of moves to look at (two Nim heaps of 150), and by running out of
        // positions (three chips of a take-1-or-2 game reach C(153, 3) sets of squares).
        for (game, position) in [
            ("kayles:misere", "40"),
            ("sums:misere", "nim(150) + nim(150)"),
            ("scoring:1,2:misere", "150,150,150"),
        ] {
            let a = analyze(game, position).unwrap_err();
            let e = explain(game, position).unwrap_err();
            let p = best_move(game, position, "perfect", 0).unwrap_err();
            let b = best_move(game, position, "beginner", 1).unwrap_err();
            for err in [&a, &e, &p, &b] {
                assert_eq!(err.kind, ErrorKind::TooLarge, "{game} {position}");
                assert_eq!(err.message, a.message, "{game} {position}");
            }
            assert!(a.message.contains("20,000 positions"), "{}", a.message);
            assert!(a.message.contains("320,000 moves"), "{}", a.message);
        }
    }

    #[test]
    fn a_kayles_row_of_16_has_a_remoteness_and_the_computer_wins_fastest() {
        let mut memo = std::collections::HashMap::new();
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
    fn chomp_parts_work_in_every_function_in_both_plays_or_are_refused_plainly() {
        use crate::error::ErrorKind;
        for game in ["sums", "sums:misere"] {
            let position = "chomp(3,3,2) + nim(1)";
            let a = to_value(&analyze(game, position).unwrap());
            assert_eq!(a["position"], position);
            assert_eq!(a["parts"][0]["game"], "chomp");
            assert_eq!(a["parts"][0]["state"], "3,3,2");
            assert!(explain(game, position).is_ok());
            let b = best_move(game, position, "perfect", 0).unwrap();
            assert_eq!(play(game, position, &b.r#move).unwrap(), b.to);
            // A 6x6 bar reaches 923 bars: searched in misère play too.
            assert!(
                analyze(game, "chomp(6,6,6,6,6,6) + kayles(2)").is_ok(),
                "{game}"
            );
        }
        // A 10x10 bar reaches 184,755 bars: more than the misère search may solve.
        let big = "chomp(10,10,10,10,10,10,10,10,10,10)";
        assert!(analyze("sums", big).is_ok());
        let err = analyze("sums:misere", big).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert_eq!(
            best_move("sums:misere", big, "perfect", 0)
                .unwrap_err()
                .message,
            err.message
        );
    }
}
