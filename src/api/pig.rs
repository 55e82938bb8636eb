//! Pig and Piglet through the API: the games of chance, whose answers are chances of winning
//! rather than P and N. The rules, the value iteration that solves them and the explanation
//! steps are in [`crate::games::pig`]; this file reads the texts a page sends and keeps the
//! solved table between calls ([`crate::games::pig::pig_table`]).
//!
//! A position is written `game:goal/score1,score2/mover:total` (`pig:100/12,30/p1:7`), with
//! `/roll` while the die is in the air; a table (a game and its goal) `pig:100`, or `pig` for the
//! default goal (100 for Pig, 10 for Piglet).
//!
//! **Play** goes through the API's four functions like every game's (game id `pig` or `piglet`):
//! at a decision the player on turn rolls or holds (each move with the chance it gives); rolling
//! leads to the die in the air, where chance acts and the faces are the moves, each with its
//! probability and what it does (the board's words); the page draws the face from its seed, so
//! the core stays deterministic. The computer's levels are `perfect`, `rule` (hold at 20, in
//! Piglet at 1) and `beginner` (a coin toss).
//!
//! **The labs**, asked through [`super::lab`] with a table's id (`pig:100`) as the game:
//!
//! | lab | arguments | answers |
//! |---|---|---|
//! | `solve` ([`pig_solve`]) | | solves a game to its goal, reporting each layer's last sweep; the start's chances and each layer's sweeps |
//! | `map` ([`pig_map`]) | a position | where best play switches from rolling to holding, for the opponent's score |
//! | `states` ([`pig_states`]) | | every state of a small table (Piglet to 10) with its chances |
//! | `replay` ([`pig_replay`]) | | value iteration on a small table replayed: each layer's chances after every sweep |
//! | `simulate` ([`pig_simulate`]) | games, seed | games of best play against the rule, with dice from a seed, reporting every thousand |
//!
//! [`super::forget`]`("pig")` drops the kept tables.

use serde::Serialize;

use super::{elsewhere, Adapter, Family};
use crate::error::{check_length, Error, ErrorKind, Result};
use crate::games::pig::pig_table;
use crate::games::pig::{
    self, Boundary, Decision, Event, Layer, PigStep, Player, Position, Replayed, Simulation,
    StateChance, Sweep, Table, Variant,
};
use std::rc::Rc;

/// Whether this build has the games of chance (Cargo feature `chance`: native builds and the
/// tests; a wasm module built without it leaves their code out).
const CHANCE: bool = cfg!(feature = "chance");

/// In a build without the games of chance every function answers that Pig is played
/// elsewhere, and the rest of its code is left out.
fn here() -> Result<()> {
    if CHANCE {
        Ok(())
    } else {
        Err(elsewhere("pig"))
    }
}

/// Reads a table id, `pig:100` or `piglet` (its default goal), as the rules' file writes it.
fn read_game(game: &str) -> Result<(Variant, u32)> {
    check_length("game id", game)?;
    pig::parse_game(game.trim())
}

/// The solved table of a game id, solved now (without progress) if it is not kept.
fn table_for(game: &str) -> Result<Rc<Table>> {
    here()?;
    let (variant, goal) = read_game(game)?;
    pig_table(variant, goal, |_| {})
}

/// The solved table of a position's game and goal (solved now, without progress, if needed).
fn table_of(position: &Position) -> Result<Rc<Table>> {
    pig_table(position.variant(), position.goal(), |_| {})
}

/// A position of a game in progress and its solved table.
fn read(position: &str) -> Result<(Position, Rc<Table>)> {
    let (position, table) = read_any(position)?;
    if let Some(winner) = position.winner() {
        return Err(Error::new(
            ErrorKind::IllegalMove,
            format!(
                "The game is over: player {} has reached the goal, and nothing is left to decide.",
                winner.index() + 1
            ),
        ));
    }
    Ok((position, table))
}

/// Any position, a finished game's too, and its solved table.
fn read_any(position: &str) -> Result<(Position, Rc<Table>)> {
    here()?;
    check_length("position", position)?;
    let position = Position::parse(position)?;
    let table = table_of(&position)?;
    Ok((position, table))
}

/// What [`pig_solve`] returns: the game solved, its start's chances, and how value iteration
/// got there, layer by layer.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PigSolved {
    /// The table's id: `pig:100`.
    pub game: String,
    /// Pig or Piglet.
    pub variant: Variant,
    /// The goal.
    pub goal: u32,
    /// The first player's chance of winning with best play on both sides.
    pub start: f64,
    /// The comparison rule's n (20 in Pig, 1 in Piglet).
    pub rule_hold: u32,
    /// The first player's chance when holding at the rule's n against best play.
    pub rule_start: f64,
    /// The sweeps of best play's equations, over all layers.
    pub sweeps: u32,
    /// The sweeps of the rule's equations, over all layers.
    pub rule_sweeps: u32,
    /// Each layer (score sum) in the order it was solved, with each sweep's largest change.
    pub layers: Vec<Layer>,
}

/// Solves `game` (`pig:100`, `piglet:10`) by value iteration, calling `progress` after every
/// sweep; a table solved before is answered at once (and reports no sweep).
pub fn pig_solve(game: &str, progress: impl FnMut(Sweep)) -> Result<PigSolved> {
    here()?;
    let (variant, goal) = read_game(game)?;
    let table = pig_table(variant, goal, progress)?;
    let (sweeps, rule_sweeps) = table.sweep_count();
    // The start's chances as the analysis reports them, so that the two always agree.
    let start = pig::analyze(&table, &Position::start(variant, goal)?)?;
    Ok(PigSolved {
        game: format!("{}:{goal}", variant.name()),
        variant,
        goal,
        start: start.chance,
        rule_hold: table.rule_hold(),
        rule_start: start.rule_chance,
        sweeps,
        rule_sweeps,
        layers: table.layers().to_vec(),
    })
}

/// What Pig's labs answer (and report while they work), each as its own object.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigLab"))]
#[serde(untagged)]
pub enum Lab {
    /// `solve`: the game solved.
    Solved(PigSolved),
    /// `solve`'s report: a layer's last sweep.
    Sweep(Sweep),
    /// `map`: the strategy map.
    Map(PigMap),
    /// `states`: every state with its chances.
    States(Vec<StateChance>),
    /// `replay`: value iteration replayed, layer by layer.
    Replay(Vec<Replayed>),
    /// `simulate`: the games played and what they show.
    Simulation(Simulation),
    /// `simulate`'s report every thousand games.
    Played(Played),
}

/// Pig's labs by name (see the table atop this file); `game` is a table's id.
#[cfg(feature = "chance")]
fn lab(
    game: &str,
    name: &str,
    args: &super::LabArgs,
    progress: &mut dyn FnMut(super::LabAnswer),
) -> Result<Lab> {
    let mut report = |lab| progress(super::LabAnswer::Pig(lab));
    match name {
        // Only a layer's last sweep (its largest change under the tolerance) is reported: about
        // 400 reports for Pig to 100, where every sweep would be thousands of messages.
        "solve" => pig_solve(game, |sweep| {
            if sweep.largest_change < pig::TOLERANCE {
                report(Lab::Sweep(sweep));
            }
        })
        .map(Lab::Solved),
        "map" => pig_map(args.text(0, "position")?).map(Lab::Map),
        "states" => pig_states(game).map(Lab::States),
        "replay" => pig_replay(game).map(Lab::Replay),
        "simulate" => {
            let seed = args.number(1);
            if !seed.is_finite() {
                return Err(Error::new(
                    ErrorKind::BadOption,
                    "A simulation's dice need a seed: a whole number.",
                ));
            }
            pig_simulate(game, args.number(0), seed.abs() as u64, |played| {
                report(Lab::Played(played))
            })
            .map(Lab::Simulation)
        }
        _ => Err(super::no_lab(
            game,
            name,
            &["solve", "map", "states", "replay", "simulate"],
        )),
    }
}

// -- Play: Pig through the API's four functions of play ------------------------------------

/// The game families this file translates: Pig and Piglet (the position names the goal).
pub(super) const FAMILIES: &[Family] = &[
    Family {
        name: "pig",
        adapter,
    },
    Family {
        name: "piglet",
        adapter,
    },
];

/// `pig` or `piglet`, with the goal after a colon if it is given (`pig:100`); the position says
/// the rest.
fn adapter(family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    // In a build without the games of chance nothing of Pig is reached (the module's size).
    #[cfg(not(feature = "chance"))]
    {
        let _ = variant;
        Err(elsewhere(family))
    }
    #[cfg(feature = "chance")]
    {
        if let Some(goal) = variant {
            read_game(&format!("{family}:{goal}"))?;
        }
        Ok(Box::new(play::PigGame))
    }
}

/// Pig's facts about a position, written as keys of the analysis's own object: the parts of the
/// position (so that a page draws it without reading the notation), the mover's chance of
/// winning with best play, and at a decision each option's chance and the rule's.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigDetails"))]
#[serde(rename_all = "camelCase")]
pub struct Details {
    /// Pig or Piglet.
    pub variant: Variant,
    /// The goal.
    pub goal: u32,
    /// The scores of player 1 and player 2.
    pub scores: [u32; 2],
    /// The player on turn (in a finished game, the loser).
    pub mover: Player,
    /// The points rolled this turn, not yet banked.
    pub turn_total: u32,
    /// The die is in the air: chance acts.
    pub rolling: bool,
    /// The winner of a finished game.
    pub winner: Option<Player>,
    /// The mover's chance of winning with best play on both sides (0 in a finished game).
    pub chance: f64,
    /// At a decision: best play's choice.
    pub decision: Option<Decision>,
    /// At a decision (or while rolling): the chance that rolling gives.
    pub roll: Option<f64>,
    /// At a decision: the chance that holding gives; `None` at turn total 0, where the turn must roll.
    pub hold: Option<f64>,
    /// The comparison rule's n (20 in Pig, 1 in Piglet).
    pub rule_hold: u32,
    /// At a decision: what the rule decides.
    pub rule_decision: Option<Decision>,
    /// At a decision: the mover's chance when following the rule from here on, against best play.
    pub rule_chance: Option<f64>,
}

/// A move of Pig, written as keys of the move's own object: the chance it leaves the player who
/// made the decision, and for a face of the die its probability and what it does.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigMoveDetail"))]
#[serde(rename_all = "camelCase")]
pub struct MoveDetail {
    /// The chance of winning after this move, for the player on turn before it (1 for a roll
    /// that reaches the goal).
    pub chance: f64,
    /// A face: its probability.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub probability: Option<f64>,
    /// What the move did (a face scored, lost the turn or won; a hold banked): the board's
    /// words and drawing. Rolling itself does nothing yet: the die decides.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub event: Option<Event>,
}

/// One step of the explanation of a decision of Pig.
pub type Step = PigStep;

/// Pig played through the API's four functions, in the chance module's build (and natively).
#[cfg(feature = "chance")]
mod play {
    use super::*;
    use crate::api::{Analysis, BestMove, Chance, Explanation, MoveInfo, Steps, ToAct};
    use crate::error::quote;
    use crate::game::Rng;
    use crate::games::pig::Strategy;

    /// Pig and Piglet as a game of the API: a player decides (roll or hold), chance rolls.
    pub(super) struct PigGame;

    /// The player on turn's chance of winning at `position` with best play: 0 once the game is over.
    fn chance_at(table: &Table, position: &Position) -> Result<f64> {
        if position.is_over() {
            return Ok(0.0);
        }
        Ok(pig::analyze(table, position)?.chance)
    }

    /// `chance` for the player on turn at `after`, as seen by `mover` (the same player, or the
    /// other one after the turn passed).
    fn chance_for(mover: Player, table: &Table, after: &Position) -> Result<f64> {
        let chance = chance_at(table, after)?;
        Ok(if after.mover() == mover {
            chance
        } else {
            1.0 - chance
        })
    }

    /// What the move `mv` does at `position`: the decision `roll` or `hold`, or while the die is in
    /// the air its face (`4`; `roll:4` is read as the roll and its face at once).
    fn act(position: &Position, mv: &str) -> Result<(Position, Option<Event>)> {
        check_length("move", mv)?;
        let words = mv.trim().to_ascii_lowercase();
        if words == "hold" {
            let event = position.hold()?;
            return Ok((event.to().clone(), Some(event)));
        }
        if words == "roll" {
            if position.is_rolling() {
                return Err(Error::new(
                    ErrorKind::IllegalMove,
                    "The die is already rolling: its face is the next move (1 to 6, or 1 and 2 for the coin).",
                ));
            }
            return Ok((position.rolled()?, None));
        }
        // `roll:4` is the decision and the die's face at once; a face alone is chance's move.
        let (face, direct) = match words.strip_prefix("roll") {
            Some(rest) => (rest.trim_start_matches([':', ' ']).trim(), true),
            None => (words.as_str(), false),
        };
        match face.parse::<u32>() {
            Ok(face) if direct || position.is_rolling() => {
                let event = position.roll(face)?;
                Ok((event.to().clone(), Some(event)))
            }
            Ok(_) => Err(Error::new(
                ErrorKind::IllegalMove,
                "The die is not rolling yet: decide first, roll or hold.",
            )),
            Err(_) => Err(Error::new(
                ErrorKind::BadMove,
                format!(
                    "The move {} is not one of Pig's: write roll or hold, or while the die is in the air its face (4).",
                    quote(mv)
                ),
            )),
        }
    }

    impl Adapter for PigGame {
        fn analyze(&self, position: &str) -> Result<Analysis> {
            let (position, table) = read_any(position)?;
            let mover = position.mover();
            let mut moves = Vec::new();
            let mut outcomes = Vec::new();
            if position.is_rolling() {
                let sides = position.variant().sides();
                let probability = 1.0 / f64::from(sides);
                for face in 1..=sides {
                    let event = position.roll(face)?;
                    let to = event.to().clone();
                    outcomes.push(Chance {
                        r#move: face.to_string(),
                        chances: 1,
                        out_of: sides,
                    });
                    moves.push(move_info(
                        face.to_string(),
                        &to,
                        MoveDetail {
                            chance: chance_for(mover, &table, &to)?,
                            probability: Some(probability),
                            event: Some(event),
                        },
                    ));
                }
            } else if !position.is_over() {
                let rolled = position.rolled()?;
                let chances = pig::analyze(&table, &position)?;
                // Rolling's chance is the die's average, holding's the opponent's turn's complement.
                moves.push(move_info(
                    "roll".into(),
                    &rolled,
                    MoveDetail {
                        chance: chances.roll,
                        probability: None,
                        event: None,
                    },
                ));
                if let Some(hold) = chances.hold {
                    let event = position.hold()?;
                    moves.push(move_info(
                        "hold".into(),
                        event.to(),
                        MoveDetail {
                            chance: hold,
                            probability: None,
                            event: Some(event.clone()),
                        },
                    ));
                }
            }
            // The chances of a game in progress; a decision's facts only where a player decides.
            let chances = (!position.is_over())
                .then(|| pig::analyze(&table, &position))
                .transpose()?;
            let roll = chances.as_ref().map(|c| c.roll);
            let decision = chances.filter(|_| !position.is_rolling());
            let details = Details {
                variant: position.variant(),
                goal: position.goal(),
                scores: position.scores(),
                mover,
                turn_total: position.turn_total(),
                rolling: position.is_rolling(),
                winner: position.winner(),
                // While the die is in the air the mover has chosen: rolling's chance is theirs.
                chance: match (&decision, roll) {
                    (Some(d), _) => d.chance,
                    (None, Some(roll)) => roll,
                    (None, None) => 0.0,
                },
                decision: decision.as_ref().map(|d| d.decision),
                roll,
                hold: decision.as_ref().and_then(|d| d.hold),
                rule_hold: table.rule_hold(),
                rule_decision: decision.as_ref().map(|d| d.rule_decision),
                rule_chance: decision.as_ref().map(|d| d.rule_chance),
            };
            let to_act = if position.is_rolling() {
                ToAct::Chance { outcomes }
            } else {
                ToAct::Player {
                    side: Some(mover.to_string()),
                }
            };
            Ok(Analysis {
                game: position.variant().name().into(),
                position: position.to_string(),
                to_act,
                // A finished game is lost for the player left on turn, as in normal play.
                outcome: position.is_over().then_some(crate::game::Outcome::P),
                grundy: None,
                moves_complete: true,
                move_count: moves.len() as u64,
                winning: decision
                    .iter()
                    .map(|d| d.decision.name().to_string())
                    .collect(),
                details: crate::api::Details::Pig(details),
                moves,
            })
        }

        fn play(&self, position: &str, mv: &str) -> Result<String> {
            here()?;
            check_length("position", position)?;
            let position = Position::parse(position)?;
            Ok(act(&position, mv)?.0.to_string())
        }

        fn explain(&self, position: &str) -> Result<Explanation> {
            let (position, table) = read(position)?;
            Ok(Explanation {
                game: position.variant().name().into(),
                position: position.to_string(),
                outcome: None,
                steps: Steps::Pig(pig::explain(&table, &position)?),
            })
        }

        fn best_move(&self, position: &str, level: &str, rng: &mut Rng) -> Result<BestMove> {
            let (position, table) = read(position)?;
            if position.is_rolling() {
                return Err(Error::new(
                    ErrorKind::IllegalMove,
                    "The die is in the air: chance moves next, not a player.",
                ));
            }
            check_length("level", level)?;
            let strategy = match level.trim() {
                "perfect" => Strategy::Best,
                "rule" => Strategy::HoldAt(table.rule_hold()),
                // A coin toss, as a beginner decides.
                "beginner" => Strategy::Random(rng.below(1 << 20) as f64 / f64::from(1u32 << 20)),
                other => {
                    return Err(Error::new(
                        ErrorKind::BadOption,
                        format!(
                            "There is no level {}: the computer plays perfect, rule (hold at {}) or beginner.",
                            quote(other),
                            table.rule_hold()
                        ),
                    ))
                }
            };
            let decision = pig::best_move(&table, &position, strategy)?;
            let best = pig::best_move(&table, &position, Strategy::Best)?;
            let (to, _) = act(&position, decision.name())?;
            Ok(BestMove {
                r#move: decision.name().into(),
                to: to.to_string(),
                outcome: None,
                winning: decision == best,
            })
        }

        fn forget(&self) {
            crate::games::pig::forget_pig();
        }

        fn lab(
            &self,
            game: &str,
            name: &str,
            args: &crate::api::LabArgs,
            progress: &mut dyn FnMut(crate::api::LabAnswer),
        ) -> Result<crate::api::LabAnswer> {
            super::lab(game, name, args, progress).map(crate::api::LabAnswer::Pig)
        }
    }

    /// A move of the list, to `to`.
    fn move_info(mv: String, to: &Position, detail: MoveDetail) -> MoveInfo {
        MoveInfo {
            r#move: mv,
            to: to.to_string(),
            outcome: to.is_over().then_some(crate::game::Outcome::P),
            detail: crate::api::MoveDetail::Pig(detail),
        }
    }
}

/// What [`pig_map`] returns: the strategy map for the opponent's score at a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PigMap {
    /// The goal.
    pub goal: u32,
    /// The opponent's score the map is drawn for.
    pub their_score: u32,
    /// The comparison rule's n.
    pub rule_hold: u32,
    /// For each score of the mover, from 0, where best play starts to hold.
    pub boundaries: Vec<Boundary>,
}

/// Where best play switches from rolling to holding, for every score of the mover, against the
/// opponent's score at `position`.
pub fn pig_map(position: &str) -> Result<PigMap> {
    let (position, table) = read(position)?;
    let (_, j, _) = position.view();
    Ok(PigMap {
        goal: table.goal(),
        their_score: j,
        rule_hold: table.rule_hold(),
        boundaries: table.strategy_map(j)?,
    })
}

/// Every state of a small game's table (`piglet:10`) with its chances and best decision.
pub fn pig_states(game: &str) -> Result<Vec<StateChance>> {
    table_for(game)?.states()
}

/// Value iteration on a small game's table (`piglet:10`) replayed layer by layer, sweep by sweep.
pub fn pig_replay(game: &str) -> Result<Vec<Replayed>> {
    table_for(game)?.replay()
}

/// How far a simulation has come, as [`pig_simulate`] reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Played {
    /// Games played so far.
    pub played: u32,
    /// Of those, the games best play won.
    pub best_wins: u32,
}

/// Plays `games` games of best play against the rule "hold at n" in `game`, with dice from
/// `seed`; `progress` every thousand games. `games` is a JavaScript number: a whole one from 1
/// to [`pig::MAX_GAMES`].
pub fn pig_simulate(
    game: &str,
    games: f64,
    seed: u64,
    mut progress: impl FnMut(Played),
) -> Result<Simulation> {
    let table = table_for(game)?;
    if games.fract() != 0.0 || !(1.0..=f64::from(pig::MAX_GAMES)).contains(&games) {
        return Err(Error::new(
            ErrorKind::BadOption,
            format!(
                "A simulation plays a whole number of games from 1 to {}, not {}.",
                pig::MAX_GAMES,
                crate::error::describe_number(games)
            ),
        ));
    }
    pig::simulate(&table, games as u32, seed, |played, best_wins| {
        progress(Played { played, best_wins })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{analyze, best_move, explain, play, to_value};
    use serde_json::json;

    #[test]
    fn a_game_is_solved_once_and_its_start_is_published() {
        let mut sweeps = 0;
        let solved = pig_solve("piglet", |_| sweeps += 1).unwrap();
        assert_eq!(solved.game, "piglet:10");
        assert_eq!(solved.layers.len(), 19, "score sums 0 to 18");
        assert!(sweeps > 0 && sweeps == solved.sweeps + solved.rule_sweeps);
        // Asked again, the kept table answers without a sweep.
        let mut again = 0;
        let second = pig_solve("piglet:10", |_| again += 1).unwrap();
        assert_eq!(again, 0);
        assert_eq!(second, solved);
        // Neller and Presser, "Optimal Play of the Dice Game Pig" (The UMAP Journal 25(1), 2004):
        // the first player wins Pig to 100 with probability about 0.5306.
        let pig = pig_solve("pig", |_| {}).unwrap();
        assert!((pig.start - 0.5306).abs() < 5e-4, "{}", pig.start);
        assert!(pig.rule_start < pig.start);
    }

    #[test]
    fn the_analysis_agrees_with_the_options_and_the_explanation() {
        let a = to_value(&analyze("pig", "pig:100/0,0/p1:20").unwrap());
        let (roll, hold) = (a["roll"].as_f64().unwrap(), a["hold"].as_f64().unwrap());
        assert_eq!(a["chance"].as_f64().unwrap(), roll.max(hold));
        assert_eq!(a["ruleDecision"], "hold");
        assert_eq!(
            a["decision"], "roll",
            "best play rolls on at 20 at the start (it holds from 21)"
        );
        assert_eq!(a["toAct"], json!({ "kind": "player", "side": "p1" }));
        assert_eq!(a["winning"], json!(["roll"]));
        assert!(a.get("outcome").is_none(), "Pig has chances, not P and N");
        let moves: Vec<&str> = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap())
            .collect();
        assert_eq!(moves, ["roll", "hold"]);
        assert_eq!(a["moves"][0]["to"], "pig:100/0,0/p1:20/roll");
        assert_eq!(a["moves"][1]["to"], "pig:100/20,0/p2:0");
        let steps = to_value(&explain("pig", "pig:100/0,0/p1:20").unwrap());
        let averaged = steps["steps"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["kind"] == "average")
            .unwrap();
        assert!((averaged["chance"].as_f64().unwrap() - roll).abs() < 1e-12);
    }

    #[test]
    fn chance_acts_while_the_die_is_in_the_air() {
        let a = to_value(&analyze("pig", "pig:100/0,0/p1:20/roll").unwrap());
        let decided = to_value(&analyze("pig", "pig:100/0,0/p1:20").unwrap());
        assert_eq!(a["toAct"]["kind"], "chance");
        let outcomes = a["toAct"]["outcomes"].as_array().unwrap();
        assert_eq!(outcomes.len(), 6);
        assert!(outcomes
            .iter()
            .all(|o| o["chances"] == 1 && o["outOf"] == 6));
        // A second method: the faces' chances, each weighed by its probability, add up to
        // rolling's chance in the table (the expectimax average).
        let average: f64 = a["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["chance"].as_f64().unwrap() * m["probability"].as_f64().unwrap())
            .sum();
        assert!((average - decided["roll"].as_f64().unwrap()).abs() < 1e-9);
        assert_eq!(a["chance"], decided["roll"]);
        assert_eq!(a["moves"][0]["event"]["kind"], "piggedOut");
        assert_eq!(a["moves"][0]["to"], "pig:100/0,0/p2:0");
        assert_eq!(a["moves"][3]["to"], "pig:100/0,0/p1:24");
        assert_eq!(a["winning"], json!([]));
        assert!(best_move("pig", "pig:100/0,0/p1:20/roll", "perfect", 1).is_err());
    }

    #[test]
    fn a_winning_roll_ends_the_game_with_the_loser_on_turn() {
        assert_eq!(
            play("pig", "pig:100/90,0/p1:8/roll", "6").unwrap(),
            "pig:100/104,0/p2:0"
        );
        let over = to_value(&analyze("pig", "pig:100/104,0/p2:0").unwrap());
        assert_eq!(over["outcome"], "P");
        assert_eq!(over["winner"], "p1");
        assert_eq!(over["moves"], json!([]));
        assert_eq!(over["chance"], 0.0);
        let rolled = to_value(&analyze("pig", "pig:100/90,0/p1:8/roll").unwrap());
        assert_eq!(rolled["moves"][5]["chance"], 1.0);
        assert_eq!(rolled["moves"][5]["outcome"], "P");
        for (position, mv) in [
            ("pig:100/104,0/p2:0", "roll"),
            ("pig:100/104,0/p2:0", "hold"),
        ] {
            assert_eq!(
                play("pig", position, mv).unwrap_err().kind,
                ErrorKind::IllegalMove
            );
        }
        assert!(explain("pig", "pig:100/104,0/p2:0").is_err());
        assert!(
            analyze("pig", "pig:100/106,0/p2:0").is_err(),
            "past any roll"
        );
        assert!(
            analyze("pig", "pig:100/104,0/p1:0").is_err(),
            "the winner on turn"
        );
    }

    #[test]
    fn moves_are_read_and_bad_ones_named() {
        assert_eq!(
            play("pig", "pig:100/0,0/p1:0", "roll").unwrap(),
            "pig:100/0,0/p1:0/roll"
        );
        assert_eq!(
            play("pig", "pig:100/0,0/p1:0/roll", "4").unwrap(),
            "pig:100/0,0/p1:4"
        );
        assert_eq!(
            play("pig", "pig:100/0,0/p1:0", "roll:4").unwrap(),
            "pig:100/0,0/p1:4"
        );
        assert_eq!(
            play("pig", "pig:100/0,0/p1:4", " Hold ").unwrap(),
            "pig:100/4,0/p2:0"
        );
        let err = play("pig", "pig:100/0,0/p1:4", "jump").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadMove);
        assert!(err.message.contains("roll or hold"), "{}", err.message);
        assert!(play("pig", "pig:100/0,0/p1:4", "roll:7").is_err());
        assert!(
            play("pig", "pig:100/0,0/p1:4", "4").is_err(),
            "decide first"
        );
        assert!(play("pig", "pig:100/0,0/p1:4/roll", "hold").is_err());
        assert!(play("pig", "pig:100/0,0/p1:0", "hold").is_err());
    }

    #[test]
    fn the_computer_plays_at_its_level() {
        let best = best_move("pig", "pig:100/0,0/p1:20", "perfect", 0).unwrap();
        assert_eq!((best.r#move.as_str(), best.winning), ("roll", true));
        assert_eq!(best.to, "pig:100/0,0/p1:20/roll");
        let rule = best_move("pig", "pig:100/0,0/p1:20", "rule", 0).unwrap();
        assert_eq!((rule.r#move.as_str(), rule.winning), ("hold", false));
        // The beginner tosses a coin: over many seeds it both rolls and holds.
        let tosses: Vec<String> = (0..40)
            .map(|seed| {
                best_move("pig", "pig:100/0,0/p1:3", "beginner", seed)
                    .unwrap()
                    .r#move
            })
            .collect();
        assert!(tosses.iter().any(|m| m == "roll") && tosses.iter().any(|m| m == "hold"));
        assert_eq!(
            best_move("pig", "pig:100/0,0/p1:3", "wizard", 0)
                .unwrap_err()
                .kind,
            ErrorKind::BadOption
        );
    }

    #[test]
    fn the_labs_report_their_progress_through_the_api() {
        use crate::api::{forget, lab, LabArg};
        // Pig's solve reports one sweep per layer and stage as it goes (Piglet to 2: sums 0 to 2).
        forget("pig").unwrap();
        let mut reports = 0;
        let solved = lab("piglet:2", "solve", &[], &mut |_| reports += 1).unwrap();
        let solved = to_value(&solved);
        assert_eq!(solved["game"], "piglet:2");
        assert_eq!(reports, 2 * solved["layers"].as_array().unwrap().len());
        let args = [LabArg::Number(1000.0), LabArg::Number(3.0)];
        let mut played = Vec::new();
        let sim = lab("piglet:10", "simulate", &args, &mut |p| {
            played.push(to_value(&p))
        });
        assert_eq!(to_value(&sim.unwrap())["games"], 1000);
        assert_eq!(played.last().unwrap()["played"], 1000);
        let err = lab("piglet:2", "fly", &[], &mut |_| {}).unwrap_err();
        assert!(err.message.contains("simulate"), "{}", err.message);
    }

    #[test]
    fn the_map_the_states_and_the_simulation_answer() {
        let map = pig_map("pig:100/0,0/p1:0").unwrap();
        assert_eq!(map.boundaries.len(), 100);
        assert_eq!(map.boundaries[0].hold_from, Some(21));
        let states = pig_states("piglet:10").unwrap();
        assert_eq!(states.len(), 550);
        assert!(pig_states("pig:100").is_err(), "too many to list");
        let sim = pig_simulate("piglet:10", 2000.0, 7, |_| {}).unwrap();
        assert_eq!(
            pig_simulate("piglet:10", 2.5, 7, |_| {}).unwrap_err().kind,
            ErrorKind::BadOption
        );
        assert!((sim.win_rate - sim.expected).abs() < 3.0 * sim.standard_error + 1e-9);
        let err = read_game("pig:lots").unwrap_err();
        assert!(err.message.contains("pig:100"), "{}", err.message);
    }
}
