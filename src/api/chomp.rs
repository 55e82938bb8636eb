//! Chomp through the API: the catalogue entry, the adapter from text to the table solver of
//! [`crate::games::chomp`], and the sliced solve a page drives for its progress bar.
//!
//! Game id `chomp` (normal play only: biting the poison is never a move). Positions and bites
//! are written as in [`crate::games::chomp`]: `5,5,3,1` and `r1c3`.
//!
//! **The sliced solve.** [`super::solve()`]`("chomp", position, budget)` solves at most `budget`
//! more positions of the board the position fills (its rows by its bottom row) and reports
//! `{ done, solved, total, size }`. A page calls it again and again, each call a short message
//! to the worker, drawing the progress bar in between; to cancel it simply stops calling. Once
//! `done`, the table is cached, and [`super::analyze`], [`super::explain`] and
//! [`super::best_move`] on any position of that board answer from it at once (without the
//! slices they would solve the board in one go, and give the same answers).
//! [`super::forget`]`("chomp")` empties the cache.

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::games::chomp::{Bite, Chomp, ChompGame, Solution};
use serde::Serialize;

/// A Chomp bite: the square (row and column from the poison, 0-based) and the remoteness
/// of the position it leaves.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "ChompMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Row of the bitten square.
    pub row: u32,
    /// Column of the bitten square.
    pub col: u32,
    /// Bites left with best play after this one.
    pub remoteness: u32,
}

/// Chomp: the rows, the squares, bites left with best play, the shape that decides the
/// explanation, and the computer's perfect bite (none at the end).
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "ChompDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Row lengths from the poison's row up.
    pub rows: Vec<u32>,
    /// Squares, the poison included.
    pub squares: u32,
    /// Bites left with best play.
    pub remoteness: u32,
    /// `square`, `rectangle`, `lShape`, `twoRows`, `threeRows`, `strip`, `terminal`, `general`.
    pub shape: crate::games::chomp::Shape,
    /// The perfect computer's bite.
    pub perfect: Option<String>,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::chomp::ChompStep;

/// What the game's labs answer: it has none (its board is solved ahead through [`super::solve()`]).
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "chomp",
    adapter,
}];

/// `chomp` (or `chomp:normal`); Chomp has no misère variant here.
pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("chomp"));
    }
    match variant.map(str::trim) {
        None | Some("normal") => Ok(Box::new(ChompGame)),
        Some(other) => Err(unknown_variant("Chomp", other, "chomp")),
    }
}

impl super::Answers for ChompGame {
    fn id(&self) -> String {
        "chomp".into()
    }

    fn move_detail(&self, pos: &Chomp, bite: &Bite, solution: &mut Solution) -> super::MoveDetail {
        super::MoveDetail::Chomp(MoveDetail {
            row: bite.row,
            col: bite.col,
            remoteness: solution.remoteness(&pos.after(*bite)),
        })
    }

    fn details(&self, pos: &Chomp, solution: &mut Solution) -> Result<super::Details> {
        Ok(super::Details::Chomp(Details {
            rows: pos.rows().to_vec(),
            squares: pos.squares(),
            remoteness: solution.remoteness(pos),
            shape: pos.shape(),
            perfect: pos.perfect_bite(solution).map(|b| b.to_string()),
        }))
    }

    fn steps(&self, pos: &Chomp, solution: &mut Solution) -> Result<super::Steps> {
        Ok(super::Steps::Chomp(pos.explain(solution)?))
    }

    /// Solves up to `budget` more positions of the whole board the position fills (every
    /// position of a board is solved together, and cached), so that the page draws a progress
    /// bar between slices; once done, every position of the board answers at once.
    fn solve_ahead(&self, position: &str, budget: u64) -> Option<Result<super::Solving>> {
        Some(crate::game::Game::parse(self, position).map(|pos| {
            let progress = crate::games::chomp::cache::chomp_solve_slice(pos.board(), budget);
            super::Solving {
                done: progress.done,
                solved: progress.solved,
                total: Some(progress.total),
                size: Some(format!("{}x{}", progress.board.rows, progress.board.cols)),
            }
        }))
    }

    /// Empties the cache of solved boards (benchmarks time a solve from scratch; memory goes back).
    fn forget_tables(&self) {
        crate::games::chomp::cache::forget();
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, games, play};
    use crate::api::to_value;
    use crate::error::ErrorKind;
    use crate::game::Outcome;
    use serde_json::json;

    #[test]
    fn analyze_lists_every_bite_with_its_outcome_and_remoteness() {
        let a = to_value(&analyze("chomp", " 3, 2 ,0").unwrap());
        assert_eq!(a["game"], "chomp");
        assert_eq!(a["position"], "3,2");
        assert_eq!(a["outcome"], "P");
        assert_eq!(a["grundy"], 0);
        assert_eq!(a["rows"], json!([3, 2]));
        assert_eq!(a["squares"], 5);
        assert_eq!(a["shape"], "twoRows");
        assert_eq!(a["moveCount"], 4);
        assert_eq!(a["winning"], json!([]));
        assert_eq!(
            a["moves"][0],
            json!({ "move": "r0c1", "to": "1,1", "outcome": "N", "row": 0, "col": 1, "remoteness": 1 })
        );
        let n = to_value(&analyze("chomp", "4,4,4").unwrap());
        assert_eq!(n["outcome"], "N");
        assert_eq!(n["shape"], "rectangle");
        assert_eq!(n["perfect"], n["winning"][0]);
        let over = to_value(&analyze("chomp", "1").unwrap());
        assert_eq!(over["outcome"], "P");
        assert_eq!(over["moveCount"], 0);
        assert_eq!(over["perfect"], serde_json::Value::Null);
    }

    #[test]
    fn every_listed_bite_plays_to_its_target_and_the_outcomes_agree() {
        let a = analyze("chomp", "5,5,3,1").unwrap();
        for m in &a.moves {
            assert_eq!(play("chomp", &a.position, &m.r#move).unwrap(), m.to);
            assert_eq!(analyze("chomp", &m.to).unwrap().outcome, m.outcome);
        }
        let winning: Vec<&String> = a
            .moves
            .iter()
            .filter(|m| m.outcome == Some(Outcome::P))
            .map(|m| &m.r#move)
            .collect();
        assert_eq!(winning, a.winning.iter().collect::<Vec<_>>());
    }

    #[test]
    fn the_computer_plays_the_square_strategy_and_mirrors_on_the_l() {
        let first = best_move("chomp", "6,6,6,6,6,6", "perfect", 0).unwrap();
        assert_eq!(first.r#move, "r1c1");
        assert_eq!(first.to, "6,1,1,1,1,1");
        assert!(first.winning);
        // The student bites the tip of the bottom arm; the computer bites the tip of the other.
        let after = play("chomp", &first.to, "r0c3").unwrap();
        let reply = best_move("chomp", &after, "perfect", 0).unwrap();
        assert_eq!(reply.r#move, "r3c0");
        assert_eq!(reply.to, "3,1,1");
        let over = best_move("chomp", "1", "perfect", 0).unwrap_err();
        assert_eq!(over.kind, ErrorKind::GameOver);
        assert_eq!(
            play("chomp", "1", "r0c1").unwrap_err().kind,
            ErrorKind::GameOver
        );
        let mistakes = (0..200)
            .filter(|&seed| {
                !best_move("chomp", "5,5,5", "beginner", seed)
                    .unwrap()
                    .winning
            })
            .count();
        assert!((30..=110).contains(&mistakes), "{mistakes} mistakes");
    }

    #[test]
    fn explain_returns_typed_steps_with_a_kind() {
        let e = to_value(&explain("chomp", "4,4,4").unwrap());
        assert_eq!(e["outcome"], "N");
        assert_eq!(
            e["steps"][0],
            json!({ "kind": "rectangle", "rows": 3, "cols": 4 })
        );
        assert_eq!(e["steps"][1]["kind"], "topRight");
        assert_eq!(e["steps"][1]["move"], "r2c3");
        let three = to_value(&explain("chomp", "7,4,3").unwrap());
        assert_eq!(three["outcome"], "P");
        assert_eq!(three["steps"][0]["kind"], "threeRowMap");
        assert_eq!(three["steps"][0]["pBottom"], 7);
        assert_eq!(three["steps"][0]["bottoms"][3], json!([4, null, 5, 6]));
    }

    #[test]
    fn the_sliced_solve_reports_progress_and_then_answers_from_the_cache() {
        let chomp_solve = |position: &str, budget| super::super::solve("chomp", position, budget);
        super::super::forget("chomp").unwrap();
        let p = chomp_solve("7,7,7,7,7,7,7", 1000.0).unwrap();
        assert_eq!(
            p,
            super::super::Solving {
                done: false,
                solved: 1000,
                total: Some(3431),
                size: Some("7x7".into()),
            }
        );
        let p = chomp_solve("7,7,7,7,7,7,7", f64::INFINITY).unwrap();
        assert!(p.done && p.solved == 3431);
        // A smaller board is answered by the 7x7 table at once.
        let q = chomp_solve("5,3", 0.0).unwrap();
        assert!(q.done);
        assert_eq!((q.size.as_deref(), q.total), (Some("2x5"), Some(20)));
        assert_eq!(
            chomp_solve("3", -1.0).unwrap_err().kind,
            ErrorKind::BadOption
        );
        assert_eq!(
            chomp_solve("3", f64::NAN).unwrap_err().kind,
            ErrorKind::BadOption
        );
        assert_eq!(
            chomp_solve(&["15"; 15].join(","), 1.0).unwrap_err().kind,
            ErrorKind::TooLarge
        );
        super::super::forget("chomp").unwrap();
    }

    #[test]
    fn the_catalogue_entry_names_the_limits() {
        let all = to_value(&games());
        let chomp = all
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == "chomp")
            .unwrap();
        assert_eq!(chomp["page"], "chomp.html");
        assert_eq!(chomp["limits"]["maxSquares"], 255);
        assert_eq!(chomp["limits"]["maxPositions"], 40_116_599);
        assert_eq!(chomp["limits"]["largestSquareBoard"], 14);
        assert!(chomp["moveNotation"].as_str().unwrap().contains("r1c3"));
        assert_eq!(
            analyze("chomp:misere", "3").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
    }

    #[test]
    fn grundy_values_are_given_up_to_the_11x11_board_and_agree_with_the_outcome() {
        // 3,1,1 is an L with arms of two squares beside the poison: Nim with heaps 2 and 2, *0.
        assert_eq!(to_value(&analyze("chomp", "3,1,1").unwrap())["grundy"], 0);
        // The 1x2 bar has one bite, to the poison alone: *1. A strip of n: *(n - 1).
        assert_eq!(to_value(&analyze("chomp", "2").unwrap())["grundy"], 1);
        assert_eq!(to_value(&analyze("chomp", "7").unwrap())["grundy"], 6);
        for position in [
            "4,4,4",
            "5,5,3,1",
            &["10"; 10].join(","),
            &["11"; 11].join(","),
        ] {
            let a = analyze("chomp", position).unwrap();
            let g = a.grundy.expect("a Grundy value within the limit");
            assert_eq!(g == 0, a.outcome == Some(Outcome::P), "{position}");
            // The mex of the options' values, each from its own analysis.
            if position.len() < 12 {
                let options: Vec<u64> = a
                    .moves
                    .iter()
                    .map(|m| analyze("chomp", &m.to).unwrap().grundy.unwrap())
                    .collect();
                let mex = (0..).find(|v| !options.contains(v)).unwrap();
                assert_eq!(g, mex, "{position}");
            }
        }
        // Past the limit the value is not computed: null, with the outcome still exact.
        let big = to_value(&analyze("chomp", &["12"; 12].join(",")).unwrap());
        assert_eq!(big["grundy"], serde_json::Value::Null);
        assert_eq!(big["outcome"], "N");
        super::super::forget("chomp").unwrap();
    }
}
