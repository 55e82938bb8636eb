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
use crate::games::components::{Memo, MoveFacts, PartValue, Sum, SumMove};
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

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

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
    Ok(Box::new(HeapGame {
        rules,
        play,
        parse_sum: crate::games::sums::parse,
    }))
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
            into: mv
                .into
                .iter()
                .map(|&s| pos.rules()[part.rules].part_text(s))
                .collect(),
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
                        state: pos.rules()[p.rules].part_text(p.state),
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
    use super::super::{analyze, assert_moves_lead_where_they_say, best_move, explain};
    use crate::error::ErrorKind;
    use crate::game::Outcome;
    use crate::games::COMPONENT_KINDS;

    /// The API's checks of one game at one position: every listed move leads where it says,
    /// the list is whole, the explanation has the analysis's outcome, and the computer's
    /// perfect move wins a won position.
    fn answers_agree(game: &str, position: &str) {
        let a = assert_moves_lead_where_they_say(game, position);
        assert!(a.moves_complete, "{game} {position}");
        assert_eq!(a.moves.len() as u64, a.move_count, "{game} {position}");
        assert_eq!(explain(game, position).unwrap().outcome, a.outcome);
        if a.outcome == Some(Outcome::N) {
            let b = best_move(game, position, "perfect", 0).unwrap();
            assert!(b.winning, "{game} {position}: {}", b.r#move);
        }
    }

    #[test]
    fn every_kind_answers_alone_and_in_sums_in_both_plays() {
        // Each kind of component played alone as its own game (where this adapter plays it),
        // then every kind beside every kind in a sum, in normal and misère play.
        for kind in COMPONENT_KINDS.iter().filter(|k| k.alone) {
            let (id, state) = kind.example.trim_end_matches(')').split_once('(').unwrap();
            answers_agree(id, state);
            answers_agree(&format!("{id}:misere"), state);
        }
        let sums = crate::games::sums::info();
        for (i, a) in COMPONENT_KINDS.iter().enumerate() {
            for b in &COMPONENT_KINDS[i..] {
                let position = format!("{} + {}", a.example, b.example);
                for variant in &sums.variants {
                    answers_agree(variant.id, &position);
                }
            }
        }
        answers_agree(sums.id, sums.default_position);
    }

    #[test]
    fn a_sum_with_an_unknown_part_is_refused() {
        let sums = crate::games::sums::info();
        let position = format!("{} + chess(2)", COMPONENT_KINDS[0].example);
        let err = analyze(sums.id, &position).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadPosition);
        assert!(err.message.contains("chess"), "{}", err.message);
    }
}
