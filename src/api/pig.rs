//! Pig and Piglet through the API: the games of chance, whose answers are chances of winning
//! rather than P and N. The rules, the value iteration that solves them and the explanation
//! steps are in [`crate::games::pig`]; this file reads the texts a page sends and keeps the
//! solved table between calls ([`crate::games::cache::pig_table`]).
//!
//! A position is written `game:goal/score1,score2/mover:total` (`pig:100/12,30/p1:7`); a table
//! (a game and its goal) `pig:100`, or `pig` for the default goal (100 for Pig, 10 for Piglet).
//! An action is `roll:4` (the die showed 4; the page rolls it) or `hold`.
//!
//! | function | returns |
//! |---|---|
//! | [`pig_solve`] | solves a game to its goal, reporting every sweep; the start's chances and each layer's sweeps |
//! | [`pig_analyze`] | the mover's chance with best play, each option's, and the rule "hold at 20"'s |
//! | [`pig_act`] | what a roll or a hold does, and the position after it |
//! | [`pig_best_move`] | the computer's decision: best play, the rule, or a coin toss |
//! | [`pig_explain`] | the decision as an expectimax node, and the sweeps of value iteration |
//! | [`pig_map`] | where best play switches from rolling to holding, for the opponent's score |
//! | [`pig_states`] | every state of a small table (Piglet to 10) with its chances |
//! | [`pig_forget`] | drops the kept tables |
//! | [`pig_replay`] | value iteration on a small table replayed: each layer's chances after every sweep |
//! | [`pig_simulate`] | games of best play against the rule, with dice from a seed |

use serde::Serialize;

use crate::api::elsewhere;
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::games::cache::pig_table;
use crate::games::pig::{
    self, Analysis, Boundary, Decision, Event, Layer, PigStep, Position, Replayed, Simulation,
    StateChance, Strategy, Sweep, Table, Variant,
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

/// A position and its solved table.
fn read(position: &str) -> Result<(Position, Rc<Table>)> {
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

/// The mover's chances at `position`: with best play, for rolling and for holding, and when
/// following the rule "hold at n" against best play.
pub fn pig_analyze(position: &str) -> Result<Analysis> {
    let (position, table) = read(position)?;
    pig::analyze(&table, &position)
}

/// What an action does at `position`: `roll:F` (the die or coin showed F: 1 to 6, or 1 tails
/// and 2 heads) or `hold`. The page draws the face; the core stays deterministic.
pub fn pig_act(position: &str, action: &str) -> Result<Event> {
    here()?;
    check_length("position", position)?;
    check_length("move", action)?;
    let position = Position::parse(position)?;
    let words = action.trim().to_ascii_lowercase();
    if words == "hold" {
        return position.hold();
    }
    let face = words
        .strip_prefix("roll")
        .map(|rest| rest.trim_start_matches([':', ' ']).trim())
        .and_then(|face| face.parse::<u32>().ok());
    match face {
        Some(face) => position.roll(face),
        None => Err(Error::new(
            ErrorKind::BadMove,
            format!(
                "The move {} is not one of Pig's: write hold, or roll:4 for a roll that showed 4.",
                quote(action)
            ),
        )),
    }
}

/// What [`pig_best_move`] returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PigChoice {
    /// Roll or hold.
    pub decision: Decision,
    /// Whether it is best play's decision too (the rule's and the coin toss's may not be).
    pub best: bool,
}

/// The computer's decision at `position`. `level`: `perfect` (best play), `rule` (hold as soon
/// as the turn total reaches 20; 1 in Piglet) or `beginner` (a coin toss: `draw`, from 0 to 1
/// as `Math.random()` gives, holds below one half).
pub fn pig_best_move(position: &str, level: &str, draw: f64) -> Result<PigChoice> {
    let (position, table) = read(position)?;
    check_length("level", level)?;
    let strategy = match level.trim() {
        "perfect" => Strategy::Best,
        "rule" => Strategy::HoldAt(table.rule_hold()),
        "beginner" => Strategy::Random(draw),
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
    Ok(PigChoice {
        decision,
        best: decision == best,
    })
}

/// The steps of the reason for the best decision at `position`.
pub fn pig_explain(position: &str) -> Result<Vec<PigStep>> {
    let (position, table) = read(position)?;
    pig::explain(&table, &position)
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

/// Drops the kept tables: the next call solves its table from scratch (the benchmark's "from
/// scratch", and memory back on a small device).
pub fn pig_forget() {
    crate::games::cache::forget_pig();
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

/// Visits the type of every answer of this file's functions (see [`super::visit_answers`]).
#[cfg(feature = "types")]
pub fn visit_answers(v: &mut impl ts_rs::TypeVisitor) {
    v.visit::<PigSolved>();
    v.visit::<Analysis>();
    v.visit::<Event>();
    v.visit::<PigChoice>();
    v.visit::<PigStep>();
    v.visit::<PigMap>();
    v.visit::<StateChance>();
    v.visit::<Replayed>();
    v.visit::<Simulation>();
    v.visit::<Played>();
    v.visit::<Sweep>();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::to_value;
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
        let a = pig_analyze("pig:100/0,0/p1:20").unwrap();
        assert_eq!(a.chance, a.roll.max(a.hold.unwrap()));
        assert_eq!(a.rule_decision, Decision::Hold);
        assert_eq!(
            a.decision,
            Decision::Roll,
            "best play rolls on at 20 at the start (it holds from 21)"
        );
        let steps = to_value(&pig_explain("pig:100/0,0/p1:20").unwrap());
        let averaged = steps
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["kind"] == "average")
            .unwrap();
        assert!((averaged["chance"].as_f64().unwrap() - a.roll).abs() < 1e-12);
    }

    #[test]
    fn actions_are_read_and_bad_ones_named() {
        let rolled = to_value(&pig_act("pig:100/0,0/p1:0", "roll:4").unwrap());
        assert_eq!(
            rolled,
            json!({ "kind": "scored", "face": 4, "gain": 4, "to": "pig:100/0,0/p1:4" })
        );
        let held = to_value(&pig_act("pig:100/0,0/p1:4", " Hold ").unwrap());
        assert_eq!(
            held,
            json!({ "kind": "held", "banked": 4, "to": "pig:100/4,0/p2:0" })
        );
        let err = pig_act("pig:100/0,0/p1:4", "jump").unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadMove);
        assert!(err.message.contains("roll:4"), "{}", err.message);
        assert!(pig_act("pig:100/0,0/p1:4", "roll:7").is_err());
        assert!(pig_act("pig:100/0,0/p1:0", "hold").is_err());
    }

    #[test]
    fn the_computer_plays_at_its_level() {
        let best = pig_best_move("pig:100/0,0/p1:20", "perfect", 0.0).unwrap();
        assert_eq!(
            best,
            PigChoice {
                decision: Decision::Roll,
                best: true
            }
        );
        let rule = pig_best_move("pig:100/0,0/p1:20", "rule", 0.0).unwrap();
        assert_eq!(
            rule,
            PigChoice {
                decision: Decision::Hold,
                best: false
            }
        );
        assert_eq!(
            pig_best_move("pig:100/0,0/p1:3", "beginner", 0.25)
                .unwrap()
                .decision,
            Decision::Hold
        );
        assert_eq!(
            pig_best_move("pig:100/0,0/p1:3", "wizard", 0.0)
                .unwrap_err()
                .kind,
            ErrorKind::BadOption
        );
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
