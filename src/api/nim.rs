//! Nim through the API: the catalogue entry and the adapter from text to the solver in
//! [`crate::games::nim`] and back to the API's plain data.

use serde::Serialize;

use super::{unknown_variant, Adapter, Family};
use crate::error::Result;
use crate::game::Play;
use crate::games::nim::{Nim, NimGame, NimMove};

/// A Nim move: the pile (0-based) and the number of chips taken.
///
/// Written as keys of the move's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NimMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Chips taken.
    pub take: u32,
}

/// Nim: the play rule, the piles and their nim-sum.
///
/// Written as keys of the analysis's own object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "NimDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// `normal` or `misere`.
    pub play: Play,
    /// The pile sizes.
    pub piles: Vec<u32>,
    /// The xor of the pile sizes.
    pub nim_sum: u32,
}

/// One step of the explanation of a position of these games.
pub type Step = crate::games::nim::NimStep;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game family this file translates: its id, catalogue entry and adapter.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "nim",
    adapter,
}];

/// `nim` or `nim:normal` is normal play; `nim:misere` is misère play.
pub(super) fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    if !super::IMPARTIAL {
        return Err(super::elsewhere("nim"));
    }
    let play = match variant.map(str::trim) {
        None | Some("normal") => Play::Normal,
        Some("misere") | Some("misère") => Play::Misere,
        Some(other) => return Err(unknown_variant("Nim", other, "nim or nim:misere")),
    };
    Ok(Box::new(NimGame { play }))
}

impl super::Answers for NimGame {
    fn id(&self) -> String {
        match self.play {
            Play::Normal => "nim".into(),
            Play::Misere => "nim:misere".into(),
        }
    }

    fn move_detail(&self, _: &Nim, mv: &NimMove, _: &mut ()) -> super::MoveDetail {
        super::MoveDetail::Nim(MoveDetail {
            pile: mv.pile,
            take: mv.take,
        })
    }

    fn details(&self, pos: &Nim, _: &mut ()) -> Result<super::Details> {
        Ok(super::Details::Nim(Details {
            play: self.play,
            piles: pos.piles().to_vec(),
            nim_sum: pos.nim_sum(),
        }))
    }

    fn steps(&self, pos: &Nim, _: &mut ()) -> Result<super::Steps> {
        Ok(super::Steps::Nim(pos.explain(self.play)))
    }
}

/// The four functions of play, the catalogue and the errors, asked of Nim through the API.
#[cfg(test)]
mod tests {
    use crate::api::{analyze, best_move, explain, games, play, to_value, BestMove, MOVE_LIST_CAP};
    use crate::error::ErrorKind;
    use crate::game::Outcome;
    use serde_json::json;

    #[test]
    fn analyze_reports_the_position_in_the_documented_shape() {
        let a = to_value(&analyze("nim", " 3, 4 ,5").unwrap());
        assert_eq!(a["game"], "nim");
        assert_eq!(a["position"], "3,4,5");
        assert_eq!(a["outcome"], "N");
        assert_eq!(a["grundy"], 2);
        assert_eq!(a["nimSum"], 2);
        assert_eq!(a["play"], "normal");
        assert_eq!(a["piles"], json!([3, 4, 5]));
        assert_eq!(a["movesComplete"], true);
        assert_eq!(a["moveCount"], 12);
        assert_eq!(a["winning"], json!(["1-2"]));
        assert_eq!(a["moves"].as_array().unwrap().len(), 12);
        assert_eq!(
            a["moves"][1],
            json!({ "move": "1-2", "to": "1,4,5", "outcome": "P", "pile": 0, "take": 2 })
        );
        let m = to_value(&analyze("nim:misere", "1,1").unwrap());
        assert_eq!(m["grundy"], serde_json::Value::Null);
        assert_eq!(m["outcome"], "N");
    }

    #[test]
    fn every_move_outcome_in_analyze_is_the_outcome_of_its_target() {
        for game in ["nim", "nim:misere"] {
            let a = analyze(game, "2,3,1,4").unwrap();
            for m in &a.moves {
                assert_eq!(
                    m.outcome,
                    analyze(game, &m.to).unwrap().outcome,
                    "{game} {}",
                    m.to
                );
                assert_eq!(play(game, &a.position, &m.r#move).unwrap(), m.to);
            }
            let winning: Vec<&String> = a
                .moves
                .iter()
                .filter(|m| m.outcome == Some(Outcome::P))
                .map(|m| &m.r#move)
                .collect();
            assert_eq!(winning, a.winning.iter().collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_huge_pile_lists_the_winning_move_and_says_the_list_is_cut() {
        let a = analyze("nim", "1000000000,7").unwrap();
        assert!(!a.moves_complete);
        assert_eq!(a.moves.len(), MOVE_LIST_CAP);
        assert_eq!(a.move_count, 1_000_000_007);
        assert_eq!(a.winning, vec!["1-999999993"]);
        assert!(a.moves.iter().any(|m| m.r#move == "1-999999993"));
    }

    #[test]
    fn the_computer_wins_from_every_n_position_and_the_beginner_sometimes_errs() {
        let perfect = best_move("nim", "3,4,5", "perfect", 0).unwrap();
        assert_eq!(
            perfect,
            BestMove {
                r#move: "1-2".into(),
                to: "1,4,5".into(),
                outcome: Some(Outcome::P),
                winning: true
            }
        );
        let errors = (0..200)
            .filter(|&seed| !best_move("nim", "3,4,5", "beginner", seed).unwrap().winning)
            .count();
        // 40 % of the moves are random, and 11 of the 12 moves lose: about 73 in 200.
        assert!((40..=110).contains(&errors), "{errors} mistakes");
        let over = best_move("nim", "0,0", "perfect", 0).unwrap_err();
        assert_eq!(over.kind, ErrorKind::GameOver);
    }

    #[test]
    fn explain_returns_typed_steps_with_a_kind() {
        let e = to_value(&explain("nim", "3,4,5").unwrap());
        assert_eq!(e["outcome"], "N");
        assert_eq!(e["steps"][0]["kind"], "piles");
        assert_eq!(e["steps"][0]["binary"], json!(["011", "100", "101"]));
        assert_eq!(e["steps"][5], json!({ "kind": "leftmostOne", "column": 1 }));
        let last = e["steps"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["kind"], "check");
        assert_eq!(last["nimSum"], 0);
        let p = to_value(&explain("nim", "1,2,3").unwrap());
        assert!(p["steps"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["kind"] == "zeroSum"));
    }

    #[test]
    fn every_function_refuses_bad_input_with_its_kind_of_error() {
        let variant = analyze("nim:reverse", "1").unwrap_err();
        assert_eq!(variant.kind, ErrorKind::UnknownGame);
        assert!(
            variant.message.contains("nim:misere"),
            "{}",
            variant.message
        );
        assert_eq!(
            analyze("nim", "3,x").unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            explain("nim", "4294967296").unwrap_err().kind,
            ErrorKind::TooLarge
        );
        assert_eq!(
            play("nim", "3,4,5", "1-4").unwrap_err().kind,
            ErrorKind::IllegalMove
        );
        assert_eq!(
            play("nim", "3,4,5", "take two").unwrap_err().kind,
            ErrorKind::BadMove
        );
        assert_eq!(
            best_move("nim", "3", "grandmaster", 1).unwrap_err().kind,
            ErrorKind::BadOption
        );
    }

    #[test]
    fn the_catalogue_opens_with_nim_its_variants_and_limits() {
        let g = to_value(&games());
        assert_eq!(g[0]["id"], "nim");
        assert_eq!(g[0]["defaultPosition"], "3,4,5");
        assert_eq!(g[0]["variants"][1]["id"], "nim:misere");
        assert_eq!(g[0]["limits"]["maxPiles"], 64);
        assert_eq!(g[0]["limits"]["maxPileSize"], 2147483647);
    }
}
