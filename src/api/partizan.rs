//! The partizan games through the API: `hackenbush`, `domineering`, `cutcake`, `toads` and
//! `values`. A position is the side to move and the board, `L:BBR,RB` (see
//! [`crate::games::partizan`]); every answer comes from the games' values, kept between calls
//! in [`crate::games::cache::with_values`]. Besides the usual four functions: [`compare`] (is
//! G >= H, and the play of G - H that decides it) and [`super::solve()`] (a big board's values in
//! slices, for a progress line).

#![cfg_attr(not(feature = "partizan"), allow(unused))]

use serde::Serialize;

use super::{winning_moves, Adapter, Analysis, BestMove, Explanation, Family, MoveInfo};
use crate::error::{check_length, Error, ErrorKind, Result};
use crate::game::{Level, Outcome, Rng};
use crate::games::cache::with_values;
use crate::games::partizan::{
    self as rules, position_text, split_side, AnyBoard, AnyFacts, Board, MoveExtra, PartValue,
    Values, PARTS_PER_CALL,
};
use crate::solve::partizan::{GameId, OutcomeClass, Side};

/// A move: the value it leaves, the part it is played in, and what the page draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PartizanMoveDetail"))]
pub struct MoveDetail {
    /// The value of the board after the move.
    pub value: String,
    /// The part (from 0) the move is played in.
    pub part: usize,
    /// Hackenbush's fallen edges, Domineering's squares.
    #[serde(flatten)]
    pub extra: MoveExtra,
}

/// A partizan position: who moves, its value and outcome class, its parts, and the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PartizanDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// The side to move, `L` or `R`.
    pub to_move: Side,
    /// The board's value as the theory writes it.
    pub value: String,
    /// Left's and Right's stops when the value is not a number (`["3/2", "-1"]`), by which a
    /// page writes a hot game a student can read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stops: Option<[String; 2]>,
    /// `L`, `R`, `N` or `P`.
    pub outcome_class: OutcomeClass,
    /// The parts and their values.
    pub parts: Vec<PartValue>,
    /// How many moves Left has.
    pub left_moves: usize,
    /// How many moves Right has.
    pub right_moves: usize,
    /// The board, for drawing: the game's own [`Board::Facts`].
    #[serde(flatten)]
    pub board: AnyFacts,
}

/// One step of the explanation.
pub type Step = rules::Step;

/// What the game's labs answer: it has none, as [`super::lab`] says.
pub type Lab = super::NoLab;

/// The game families of this file: one for each board of [`AnyBoard::GAMES`], all played by the
/// same adapter.
pub(super) const FAMILIES: &[Family] = &{
    const EACH: Family = Family { name: "", adapter };
    let mut families = [EACH; AnyBoard::GAMES.len()];
    let mut i = 0;
    while i < families.len() {
        families[i].name = AnyBoard::GAMES[i];
        i += 1;
    }
    families
};

fn adapter(game: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    // Only the partizan module's build plays these games (see `super::IMPARTIAL`).
    #[cfg(feature = "partizan")]
    return match variant {
        None => Ok(Box::new(Game { game })),
        Some(v) => Err(super::unknown_variant(game, v, game)),
    };
    #[cfg(not(feature = "partizan"))]
    Err(super::elsewhere(game))
}

#[cfg(feature = "partizan")]
struct Game {
    /// The game id, one of [`AnyBoard::GAMES`].
    game: &'static str,
}

#[cfg(feature = "partizan")]
impl Game {
    /// Runs `f` on the position's side and board, with the values.
    fn with<T>(
        &self,
        position: &str,
        f: impl FnOnce(Side, AnyBoard, &mut Values) -> Result<T>,
    ) -> Result<T> {
        let (side, text) = split_side(position);
        with_values(PARTS_PER_CALL, |values| {
            let board = AnyBoard::parse(self.game, text, values)?;
            f(side, board, values)
        })
    }
}

#[cfg(feature = "partizan")]
/// The outcome of a position for the side to move, in the API's P/N words.
fn outcome_for(class: OutcomeClass, side: Side) -> Outcome {
    if class.winner(side) == side {
        Outcome::N
    } else {
        Outcome::P
    }
}

#[cfg(feature = "partizan")]
fn analyze_board(
    game: &'static str,
    side: Side,
    board: &AnyBoard,
    values: &mut Values,
) -> Result<Analysis> {
    let solved = rules::solve(side, board, values)?;
    let arena = &mut values.arena;
    let moves: Vec<MoveInfo> = solved
        .moves
        .iter()
        .map(|m| MoveInfo {
            r#move: m.mv.notation.clone(),
            to: position_text(side.other(), &m.mv.to),
            outcome: Some(if m.wins { Outcome::P } else { Outcome::N }),
            detail: super::MoveDetail::Partizan(MoveDetail {
                value: arena.show(m.value),
                part: m.mv.part,
                extra: m.mv.extra.clone(),
            }),
        })
        .collect();
    let parts = solved
        .parts
        .iter()
        .map(|(p, v)| PartValue::new(arena, p.text(), *v))
        .collect();
    Ok(Analysis {
        game: game.into(),
        position: position_text(side, board),
        to_act: super::ToAct::Player {
            side: Some(if side == Side::L { "L" } else { "R" }.into()),
        },
        outcome: Some(outcome_for(solved.class, side)),
        grundy: None,
        move_count: moves.len() as u64,
        moves_complete: true,
        winning: winning_moves(&moves),
        moves,
        details: super::Details::Partizan(Details {
            to_move: side,
            value: arena.show(solved.value),
            stops: rules::stops(arena, solved.value),
            outcome_class: solved.class,
            parts,
            left_moves: solved.counts[0],
            right_moves: solved.counts[1],
            board: board.facts(),
        }),
    })
}

#[cfg(feature = "partizan")]
fn best_board(
    side: Side,
    board: &AnyBoard,
    level: Level,
    rng: &mut Rng,
    values: &mut Values,
) -> Result<BestMove> {
    let solved = rules::solve(side, board, values)?;
    let i = rules::choose(&solved, level, rng, values).ok_or_else(|| {
        Error::new(
            ErrorKind::GameOver,
            "The game is over: the player to move has no move left.",
        )
    })?;
    let m = &solved.moves[i];
    Ok(BestMove::new(
        m.mv.notation.clone(),
        position_text(side.other(), &m.mv.to),
        if m.wins { Outcome::P } else { Outcome::N },
    ))
}

#[cfg(feature = "partizan")]
impl Adapter for Game {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        self.with(position, |side, b, values| {
            analyze_board(self.game, side, &b, values)
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        self.with(position, |side, b, _| {
            let m = rules::find_move(&b, side, mv)?;
            Ok(position_text(side.other(), &m.to))
        })
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        self.with(position, |side, b, values| {
            let steps = rules::explain(side, &b, values)?;
            let value = rules::board_value(&b, values)?;
            let class = values.arena.outcome(value);
            Ok(Explanation {
                game: self.game.into(),
                position: position_text(side, &b),
                outcome: Some(outcome_for(class, side)),
                steps: super::Steps::Partizan(steps),
            })
        })
    }

    fn best_move(&self, position: &str, level: &str, rng: &mut Rng) -> Result<BestMove> {
        let level = Level::parse(level)?;
        self.with(position, |side, b, values| {
            best_board(side, &b, level, rng, values)
        })
    }

    /// Values up to `budget` more positions of a big board into the memo (a Domineering board,
    /// a big values sum), so that a page can show progress between slices.
    fn solve(&self, position: &str, budget: u64) -> Result<super::Solving> {
        let (_, text) = split_side(position);
        with_values(budget.min(1_000_000_000_000), |values| {
            let result = AnyBoard::parse(self.game, text, values)
                .and_then(|b| rules::board_value(&b, values));
            let solving = |done| super::Solving {
                done,
                solved: values.solved(),
                total: None,
                size: None,
            };
            match result {
                Ok(_) => Ok(solving(true)),
                Err(_) if values.out_of_budget => Ok(solving(false)),
                Err(e) => Err(e),
            }
        })
    }

    /// Empties the memo of values (the benchmark times boards from scratch).
    fn forget(&self) {
        crate::games::cache::forget_values();
    }
}

/// One game of a comparison: its text, value and outcome class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Compared {
    /// The game as read.
    pub position: String,
    /// Its canonical value.
    pub value: String,
    /// Its outcome class.
    pub outcome_class: OutcomeClass,
}

/// One move of a line of play of `G - H`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct LineMove {
    /// Who moves.
    pub side: Side,
    /// The move, `part:option`.
    pub r#move: String,
    /// The part moved in: 0 for G, 1 for -H.
    pub part: usize,
    /// The value of the whole after the move.
    pub value: String,
    /// The position after the move, `G' + -H'`.
    pub position: String,
}

/// The play of `G - H` that answers one question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Line {
    /// `>=` (Right moves first: Left wins exactly when G >= H) or `<=` (Left first).
    pub question: &'static str,
    /// Who moves first.
    pub first: Side,
    /// Who wins with best play.
    pub winner: Side,
    /// A line of best play, to the end.
    pub moves: Vec<LineMove>,
}

/// What [`compare`] returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Comparison {
    /// G.
    pub g: Compared,
    /// H.
    pub h: Compared,
    /// `>`, `<`, `=` or `||` (confused).
    pub relation: &'static str,
    /// G >= H.
    pub geq: bool,
    /// G <= H.
    pub leq: bool,
    /// The two plays of G - H.
    pub plays: Vec<Line>,
}

/// The longest line of play shown.
const LINE_LIMIT: usize = 60;

/// Compares two games of the values notation: G >= H exactly when Left wins G - H with Right
/// moving first; G <= H exactly when Right wins it with Left moving first. Each answer comes
/// with a line of best play of `G + (-H)`, each part kept in its canonical form.
pub fn compare(g: &str, h: &str) -> Result<Comparison> {
    check_length("game", g)?;
    check_length("game", h)?;
    with_values(PARTS_PER_CALL, |values| {
        let read = |text: &str, values: &mut Values| -> Result<(GameId, Compared)> {
            let (_, text) = split_side(text);
            // In the notation of the board that reads any (the values game's): `{1 | *}`,
            // `hackenbush(BBR) + 1/2`.
            let board = <AnyBoard as Board>::read(text, values)?;
            let v = rules::board_value(&board, values)?;
            let class = values.arena.outcome(v);
            Ok((
                v,
                Compared {
                    position: board.text(),
                    value: values.arena.show(v),
                    outcome_class: class,
                },
            ))
        };
        let (gv, gc) = read(g, values)?;
        let (hv, hc) = read(h, values)?;
        let arena = &mut values.arena;
        let (geq, leq) = (arena.geq(gv, hv), arena.leq(gv, hv));
        let minus_h = arena.neg(hv);
        let plays = vec![
            line(values, [gv, minus_h], Side::R, ">="),
            line(values, [gv, minus_h], Side::L, "<="),
        ];
        Ok(Comparison {
            g: gc,
            h: hc,
            relation: match (geq, leq) {
                (true, true) => "=",
                (true, false) => ">",
                (false, true) => "<",
                (false, false) => "||",
            },
            geq,
            leq,
            plays,
        })
    })
}

/// A line of best play from `parts` with `first` to move: each player makes a winning move when
/// there is one (else their first move), until someone cannot move.
fn line(values: &mut Values, mut parts: [GameId; 2], first: Side, question: &'static str) -> Line {
    let arena = &mut values.arena;
    let mut side = first;
    let mut moves = vec![];
    while moves.len() < LINE_LIMIT {
        let mut options = vec![];
        for k in 0..2 {
            for (i, &o) in arena.options(parts[k], side).to_vec().iter().enumerate() {
                let mut next = parts;
                next[k] = o;
                options.push((k, i, next));
            }
        }
        if options.is_empty() {
            break;
        }
        let pick = options
            .iter()
            .position(|(_, _, next)| {
                let total = arena.add(next[0], next[1]);
                arena.wins_for(side, total)
            })
            .unwrap_or(0);
        let (k, i, next) = options[pick];
        parts = next;
        let total = arena.add(parts[0], parts[1]);
        moves.push(LineMove {
            side,
            r#move: format!("{}:{}", k + 1, i + 1),
            part: k,
            value: arena.show(total),
            position: format!("{} + {}", arena.show(parts[0]), arena.show(parts[1])),
        });
        side = side.other();
    }
    // Whoever cannot move loses: the player to move now.
    Line {
        question,
        first,
        winner: side.other(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::super::analyze;
    use super::*;

    #[test]
    fn the_partizan_games_of_the_catalogue_are_the_boards_of_the_list() {
        let mut catalogue: Vec<&str> = crate::api::games()
            .into_iter()
            .filter(|g| g.kind == crate::catalogue::Kind::Partizan)
            .map(|g| g.id)
            .collect();
        let mut boards = AnyBoard::GAMES.to_vec();
        catalogue.sort_unstable();
        boards.sort_unstable();
        assert_eq!(catalogue, boards);
        let families: Vec<&str> = FAMILIES.iter().map(|f| f.name).collect();
        assert_eq!(families, AnyBoard::GAMES);
    }

    #[test]
    fn every_move_outcome_is_the_outcome_of_its_target() {
        // Every partizan game from its start, with either side to move.
        for g in crate::api::games()
            .into_iter()
            .filter(|g| g.kind == crate::catalogue::Kind::Partizan)
        {
            let start = analyze(g.id, g.default_position).unwrap();
            let body = start
                .position
                .split_once(':')
                .map_or(start.position.as_str(), |p| p.1);
            for position in [format!("L:{body}"), format!("R:{body}")] {
                let a = crate::api::assert_moves_lead_where_they_say(g.id, &position);
                assert!(!a.moves.is_empty(), "{} {position}", g.id);
            }
        }
    }

    #[test]
    fn compare_answers_with_the_play_that_decides_it() {
        let c = compare("^", "0").unwrap();
        assert_eq!(c.relation, ">");
        assert_eq!(c.plays[0].winner, Side::L);
        assert_eq!(c.plays[1].winner, Side::L);
        assert_eq!(compare("*", "0").unwrap().relation, "||");
        assert_eq!(compare("1/2 + 1/2", "1").unwrap().relation, "=");
        let c = compare("{1 | *}", "1/2").unwrap();
        assert_eq!(c.geq, c.plays[0].winner == Side::L);
        assert_eq!(c.leq, c.plays[1].winner == Side::R);
        assert_eq!(
            compare("{1 |", "0").unwrap_err().kind,
            ErrorKind::BadPosition
        );
    }
}
