//! Pig and Piglet: dice games of chance, solved by value iteration.
//!
//! **Rules.** Two players take turns. On your turn you roll a die as often as you like: a 1
//! loses everything this turn has gained and ends the turn; a 2 to 6 is added to the turn's
//! total. Instead of rolling again you may *hold*: the turn total goes onto your score and the
//! turn passes. A turn starts with a roll (holding nothing would only pass the turn). The first
//! player whose score reaches the goal (100 unless another is chosen) wins. *Piglet* is the same
//! game with a coin: heads adds 1 to the turn total, tails loses it; its goal is 10 unless
//! another is chosen.
//!
//! The game ends the moment a player's score plus turn total reaches the goal: the playground
//! banks that total at once. Holding is then the only sensible move (a player who rolled on
//! could only lose the win), so this changes nobody's chances; it means that a position always
//! has score + turn total below the goal, and every position is in the solver's table.
//!
//! **Notation.** Game id `pig` or `piglet`. A position is `game:goal/score1,score2/mover:total`:
//! the game and its goal, the scores of player 1 and player 2, then the player to move (`p1` or
//! `p2`) and the turn total so far. `pig:100/12,30/p1:7` is Pig to 100, player 1 has 12 points,
//! player 2 has 30, and player 1 is on turn with 7 points rolled this turn; the start of a game
//! is `pig:100/0,0/p1:0`. Goals go from [`MIN_GOAL`] to [`MAX_GOAL`]. In Pig a score or a turn
//! total of 1 cannot happen (every scoring roll adds 2 to 6), so it is refused. A die face is a
//! number from 1 to 6; the coin's sides are 1 (tails) and 2 (heads).
//!
//! **Who acts.** A position is one of three kinds, so that every step of the game is a move of
//! somebody's: the player on turn deciding (`pig:100/12,30/p1:7`: roll or hold); *chance*, once
//! that player has chosen to roll (`pig:100/12,30/p1:7/roll`: the die is in the air, and its
//! face is chance's move, each with its probability); and the end, once a score has reached the
//! goal, written with the loser on turn and nothing left to do (`pig:100/103,30/p2:0`), as a
//! finished game of Nim leaves the loser to move.
//!
//! **What it teaches: chance, expectimax and value iteration.** These are not combinatorial
//! games: the dice decide, and nobody wins for sure. The value of a position is the mover's
//! *chance of winning* with best play on both sides. Write P(i, j, k) for it when the mover has
//! i points, the opponent j, and the turn total is k. Then, as in an expectimax tree:
//!
//! - rolling is worth the *average* over the faces: a 1 hands the opponent the start of a turn,
//!   worth 1 − P(j, i, 0) to the mover; a face f is worth P(i, j, k + f), or 1 if it reaches the
//!   goal;
//! - holding is worth 1 − P(j, i + k, 0): whatever the opponent does not win, the mover does;
//! - P(i, j, k) is the larger of the two (the *max* node of the tree).
//!
//! Unlike a game tree, these equations go round in a cycle: my chance at the start of my turn
//! depends, through a rolled 1, on yours at the start of yours, and yours on mine. There is no
//! last position to start from. *Value iteration* breaks the cycle: start every chance at 0 and
//! recompute every equation from the current numbers, sweep after sweep; the numbers settle
//! on the only solution, and the sweeps stop when the largest change in a sweep is below
//! [`TOLERANCE`]. The cycle never leaves a score sum i + j (only holding raises it), so the
//! table is solved one score sum at a time, from the largest down (see [`Table::solve`]).
//! The same sweeps, against a fixed strategy, give the chances of the rule "hold at 20" (in
//! Piglet "hold at 1", see [`Variant::rule_hold`]) against best play, for comparison.
//! Neller and Presser solved Pig this way ("Optimal Play of the Dice Game Pig",
//! The UMAP Journal 25(1), 2004): the first player wins about 53.06% of games. Best play
//! departs from the well-known rule "hold at 20", which maximises the points scored per turn but
//! not the chance of winning: it holds sooner when far ahead, later when behind, and rolls on to
//! the goal when the opponent is close to it.

use std::cell::RefCell;
use std::fmt;
use std::ops::Index;
use std::rc::Rc;

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture, Question};
use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Play, Rng};
use serde::{Serialize, Serializer};

/// Smallest goal accepted.
pub const MIN_GOAL: u32 = 1;
/// Largest goal accepted. The table of goal 100 has 505,000 states, each with three chances
/// (best play, and the comparison rule's two), about 12 MB; it is solved in about a quarter of a
/// second of processor time natively. Both grow with the cube of the goal.
pub const MAX_GOAL: u32 = 100;
/// Value iteration stops after the first sweep whose largest change is below this.
pub const TOLERANCE: f64 = 1e-9;
/// A safeguard: value iteration stops after this many sweeps even if it has not converged
/// (it converges in far fewer for every goal the limits allow).
pub const MAX_SWEEPS: u32 = 100_000;
/// Most games one simulation plays.
pub const MAX_GAMES: u32 = 1_000_000;
/// The simulation reports its progress after every this many games.
pub const PROGRESS_EVERY: u32 = 1_000;
/// Most states [`Table::states`] lists (Piglet to 10 has 550; Pig to 100 has half a million).
pub const MAX_LISTED_STATES: usize = 20_000;
/// Most states [`Table::replay`] replays (Piglet to 10 has 550; to 15, 1,800): each sweep lists
/// the chances of its layer again.
pub const MAX_REPLAYED_STATES: usize = 2_000;
/// How the position is written, for help texts and error messages.
pub const NOTATION: &str =
    "game:goal/score1,score2/mover:total, e.g. pig:100/12,30/p1:7 (and /roll while the die is in the air)";

/// Which game: Pig with a die or Piglet with a coin. Written `"pig"` or `"piglet"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigVariant"))]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// A six-sided die: a 1 loses the turn total, 2 to 6 add to it; goal 100 by default.
    Pig,
    /// A coin: tails loses the turn total, heads adds 1; goal 10 by default.
    Piglet,
}

impl Variant {
    /// The game id in the notation: `pig` or `piglet`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Pig => "pig",
            Variant::Piglet => "piglet",
        }
    }

    /// Reads a game id, `pig` or `piglet`.
    pub fn parse(text: &str) -> Result<Variant> {
        match text.trim() {
            "pig" => Ok(Variant::Pig),
            "piglet" => Ok(Variant::Piglet),
            other => Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The game {} is not known: write pig (a die) or piglet (a coin), as in {NOTATION}.",
                    quote(other)
                ),
            )),
        }
    }

    /// The goal of a game when none is chosen: 100 for Pig, 10 for Piglet.
    pub fn default_goal(self) -> u32 {
        match self {
            Variant::Pig => 100,
            Variant::Piglet => 10,
        }
    }

    /// How many sides the die (6) or the coin (2) has. Side 1 is the one that loses the turn:
    /// the die's 1, the coin's tails.
    pub fn sides(self) -> u32 {
        match self {
            Variant::Pig => 6,
            Variant::Piglet => 2,
        }
    }

    /// What the sides 2, 3, ... add to the turn total: 2 to 6 for the die, 1 for heads.
    pub fn gains(self) -> &'static [u32] {
        match self {
            Variant::Pig => &[2, 3, 4, 5, 6],
            Variant::Piglet => &[1],
        }
    }

    /// What side `face` adds to the turn total; `None` for side 1 (the die's 1, the coin's
    /// tails), which loses it. `face` must be between 1 and [`Variant::sides`].
    pub fn gain(self, face: u32) -> Option<u32> {
        match face {
            0 | 1 => None,
            _ => self.gains().get(face as usize - 2).copied(),
        }
    }

    /// The turn total of the comparison rule "hold at n": the total at which one more roll stops
    /// adding points on average. A roll wins the sum of the scoring sides' gains and loses the
    /// turn total once, out of `sides` equally likely sides, so it is worth making while the total
    /// is below the sum of the gains: hold at 2 + 3 + 4 + 5 + 6 = 20 in Pig, at 1 in Piglet
    /// (heads wins 1, tails loses the total: from 1 on, a flip no longer pays on average).
    pub fn rule_hold(self) -> u32 {
        self.gains().iter().sum()
    }
}

/// One of the two players, written `p1` or `p2`; player 1 moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Player 1, who starts.
    P1,
    /// Player 2.
    P2,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }

    /// 0 for player 1, 1 for player 2: where the player's score is in a pair of scores.
    pub fn index(self) -> usize {
        match self {
            Player::P1 => 0,
            Player::P2 => 1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::P1 => "p1",
            Player::P2 => "p2",
        })
    }
}

/// A decision of the player on turn, written `"roll"` or `"hold"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    /// Roll the die (flip the coin) again.
    Roll,
    /// Bank the turn total and pass the turn.
    Hold,
}

impl Decision {
    /// The decision as a move: `roll` or `hold`.
    pub fn name(self) -> &'static str {
        match self {
            Decision::Roll => "roll",
            Decision::Hold => "hold",
        }
    }
}

/// A position of Pig or Piglet: the game, its goal, both scores, the player on turn, the turn
/// total, and whether the die is in the air (chance acts). In a game in progress both scores
/// and the mover's score plus turn total are below the goal; a finished game has the winner's
/// score at the goal or above and the loser on turn. Serialized as its text, e.g.
/// `"pig:100/12,30/p1:7"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "types", derive(ts_rs::TS), ts(type = "string"))]
pub struct Position {
    variant: Variant,
    goal: u32,
    scores: [u32; 2],
    mover: Player,
    total: u32,
    /// The player on turn has chosen to roll: the die's face is chance's move.
    rolling: bool,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}/{},{}/{}:{}",
            self.variant.name(),
            self.goal,
            self.scores[0],
            self.scores[1],
            self.mover,
            self.total
        )?;
        if self.rolling {
            f.write_str("/roll")?;
        }
        Ok(())
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Checks a goal against the limits.
fn check_goal(goal: u32) -> Result<()> {
    if goal < MIN_GOAL {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("The goal is {goal}: a game needs a goal of at least {MIN_GOAL} point."),
        ));
    }
    if goal > MAX_GOAL {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "The goal is {goal}; the limit is {MAX_GOAL} (the solver's table grows with the cube of the goal)."
            ),
        ));
    }
    Ok(())
}

/// Reads a game and its goal, the first part of a position: `pig:100`, `piglet:10`, or the game
/// alone (`pig`) for its default goal.
pub fn parse_game(text: &str) -> Result<(Variant, u32)> {
    let (name, goal) = match text.split_once(':') {
        Some((name, goal)) => (name, Some(goal)),
        None => (text, None),
    };
    let variant = Variant::parse(name)?;
    let goal = match goal {
        Some(goal) => parse_number(goal, "The goal")?,
        None => variant.default_goal(),
    };
    check_goal(goal)?;
    Ok((variant, goal))
}

/// Reads a whole number of the notation; `what` names it in the message.
fn parse_number(text: &str, what: &str) -> Result<u32> {
    let t = text.trim();
    if t.is_empty() {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!("{what} is missing. Write {NOTATION}."),
        ));
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(Error::new(
            ErrorKind::BadPosition,
            format!(
                "{what} is {}: it must be a whole number of points. Write {NOTATION}.",
                quote(t)
            ),
        ));
    }
    let significant = t.trim_start_matches('0');
    if significant.len() > 9 {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "{what} is {}, far too large: goals go up to {MAX_GOAL}, and scores and turn totals stay below the goal.",
                quote(t)
            ),
        ));
    }
    Ok(significant.parse::<u32>().unwrap_or(0))
}

impl Position {
    /// A position, checked: the goal within the limits; in a game in progress both scores below
    /// it and the mover's score plus the turn total below it; in a finished game the winner's
    /// score at the goal (or up to a roll beyond it), the loser on turn with nothing rolled; in
    /// Pig no score or turn total of 1.
    pub fn new(
        variant: Variant,
        goal: u32,
        scores: [u32; 2],
        mover: Player,
        total: u32,
    ) -> Result<Position> {
        check_goal(goal)?;
        let winner = mover.other();
        // The most a winning roll can bring: a turn at goal - 1 plus the largest face.
        let highest = goal - 1 + variant.gains().iter().max().copied().unwrap_or(1);
        for player in [Player::P1, Player::P2] {
            let score = scores[player.index()];
            let n = player.index() + 1;
            if score >= goal && player == mover {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "Player {n}'s score {score} has already reached the goal {goal}: the game is over, and a finished game is written with the loser on turn (p{}). Scores go from 0 to {} while the game goes on.",
                        winner.index() + 1,
                        goal - 1
                    ),
                ));
            }
            if score > highest {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "Player {n}'s score {score} is past the goal {goal} by more than one roll can bring: scores go from 0 to {}, or up to {highest} for the winner of a finished game.",
                        goal - 1
                    ),
                ));
            }
            if variant == Variant::Pig && score == 1 {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!("Player {n}'s score is 1, which cannot happen in Pig: every scoring roll adds 2 to 6 points."),
                ));
            }
        }
        let score = scores[mover.index()];
        if scores[winner.index()] >= goal && total > 0 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "Player {}'s score has reached the goal, so the game is over: nobody rolls on, and the turn total is 0.",
                    winner.index() + 1
                ),
            ));
        }
        if u64::from(score) + u64::from(total) >= u64::from(goal) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "Player {}'s score {score} and turn total {total} reach the goal {goal}: that turn has already won the game (a turn is banked as soon as it reaches the goal). The turn total can be at most {}.",
                    mover.index() + 1,
                    goal - 1 - score
                ),
            ));
        }
        if variant == Variant::Pig && total == 1 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "A turn total of 1 cannot happen in Pig: every scoring roll adds 2 to 6 points.",
            ));
        }
        Ok(Position {
            variant,
            goal,
            scores,
            mover,
            total,
            rolling: false,
        })
    }

    /// The start of a game: both scores 0, player 1 to roll.
    pub fn start(variant: Variant, goal: u32) -> Result<Position> {
        Position::new(variant, goal, [0, 0], Player::P1, 0)
    }

    /// Reads a position such as `pig:100/12,30/p1:7` (spaces allowed around the parts).
    pub fn parse(text: &str) -> Result<Position> {
        check_length("position", text)?;
        let text = text.trim();
        if text.is_empty() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!("The position is empty: write {NOTATION}."),
            ));
        }
        let mut parts: Vec<&str> = text.split('/').collect();
        // A fourth part `roll`: the player on turn has chosen to roll, and the die is in the air.
        let rolling = parts.len() == 4 && parts[3].trim().eq_ignore_ascii_case("roll");
        if rolling {
            parts.pop();
        }
        if parts.len() != 3 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The position {} has {} part{} separated by slashes; it needs three: the game and goal, the two scores, the mover and turn total. Write {NOTATION}.",
                    quote(text),
                    parts.len(),
                    if parts.len() == 1 { "" } else { "s" }
                ),
            ));
        }
        if !parts[0].contains(':') {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} does not give the goal: write the game and its goal, e.g. pig:100 or piglet:10.",
                    quote(parts[0].trim())
                ),
            ));
        }
        let (variant, goal) = parse_game(parts[0])?;
        let scores: Vec<&str> = parts[1].split(',').collect();
        if scores.len() != 2 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} is not two scores: write player 1's score, a comma, player 2's score, e.g. 12,30.",
                    quote(parts[1].trim())
                ),
            ));
        }
        let scores = [
            parse_number(scores[0], "Player 1's score")?,
            parse_number(scores[1], "Player 2's score")?,
        ];
        let (mover, total) = parts[2].split_once(':').ok_or_else(|| {
            Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{} does not say who is on turn and the turn total: write p1 or p2, a colon and the total, e.g. p1:7.",
                    quote(parts[2].trim())
                ),
            )
        })?;
        let mover = match mover.trim() {
            "p1" => Player::P1,
            "p2" => Player::P2,
            other => {
                return Err(Error::new(
                    ErrorKind::BadPosition,
                    format!(
                        "The player on turn is {}: write p1 or p2, e.g. p1:7.",
                        quote(other)
                    ),
                ))
            }
        };
        let total = parse_number(total, "The turn total")?;
        let position = Position::new(variant, goal, scores, mover, total)?;
        if rolling && position.is_over() {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "The game is over: nobody rolls any more, so the position has no /roll.",
            ));
        }
        Ok(Position {
            rolling,
            ..position
        })
    }

    /// Whether the game is over: the player not on turn has reached the goal and won.
    pub fn is_over(&self) -> bool {
        self.scores[self.mover.other().index()] >= self.goal
    }

    /// Whether the die is in the air: the player on turn chose to roll, and chance acts.
    pub fn is_rolling(&self) -> bool {
        self.rolling
    }

    /// The winner of a finished game.
    pub fn winner(&self) -> Option<Player> {
        self.is_over().then(|| self.mover.other())
    }

    /// The same position with the die in the air: what the decision to roll leads to.
    pub fn rolled(&self) -> Result<Position> {
        self.still_playing()?;
        Ok(Position {
            rolling: true,
            ..*self
        })
    }

    /// An error when the game is over: nothing is left to decide or roll.
    fn still_playing(&self) -> Result<()> {
        match self.winner() {
            Some(winner) => Err(Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "The game is over: player {} has reached the goal. Start a new game, or go back.",
                    winner.index() + 1
                ),
            )),
            None => Ok(()),
        }
    }

    /// Pig or Piglet.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The score that wins.
    pub fn goal(&self) -> u32 {
        self.goal
    }

    /// The scores of player 1 and player 2.
    pub fn scores(&self) -> [u32; 2] {
        self.scores
    }

    /// The player on turn.
    pub fn mover(&self) -> Player {
        self.mover
    }

    /// The points rolled so far in this turn, not yet banked.
    pub fn turn_total(&self) -> u32 {
        self.total
    }

    /// The position in the solver's terms, from the mover's side: (my score i, your score j,
    /// turn total k).
    pub fn view(&self) -> (u32, u32, u32) {
        (
            self.scores[self.mover.index()],
            self.scores[self.mover.other().index()],
            self.total,
        )
    }

    /// The start of the other player's turn, with these scores.
    fn pass(&self, scores: [u32; 2]) -> Position {
        Position {
            scores,
            mover: self.mover.other(),
            total: 0,
            rolling: false,
            ..*self
        }
    }

    /// The next position after rolling `face`: from 1 to 6 for the die; 1 (tails) or 2 (heads)
    /// for the coin. The page draws the face (with `crypto.getRandomValues` or a seed); the core
    /// stays deterministic.
    pub fn roll(&self, face: u32) -> Result<Event> {
        self.still_playing()?;
        let sides = self.variant.sides();
        if face == 0 || face > sides {
            let words = match self.variant {
                Variant::Pig => "A die has the faces 1 to 6",
                Variant::Piglet => "A coin has the sides 1 (tails) and 2 (heads)",
            };
            return Err(Error::new(
                ErrorKind::BadMove,
                format!("{words}: there is no side {face}."),
            ));
        }
        let (i, _, k) = self.view();
        Ok(match self.variant.gain(face) {
            None => Event::PiggedOut {
                face,
                lost: k,
                to: self.pass(self.scores),
            },
            Some(gain) if i + k + gain >= self.goal => {
                let mut scores = self.scores;
                scores[self.mover.index()] = i + k + gain;
                Event::Won {
                    face,
                    gain,
                    winner: self.mover,
                    scores,
                    to: self.pass(scores),
                }
            }
            Some(gain) => Event::Scored {
                face,
                gain,
                to: Position {
                    total: k + gain,
                    rolling: false,
                    ..*self
                },
            },
        })
    }

    /// The next position after holding: the turn total is banked and the turn passes. A turn
    /// starts with a roll, so there is nothing to hold while the total is 0.
    pub fn hold(&self) -> Result<Event> {
        self.still_playing()?;
        if self.rolling {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                "The die is already rolling: it is too late to hold. Its face decides now.",
            ));
        }
        if self.total == 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                "A turn starts with a roll: there is nothing to hold yet.",
            ));
        }
        let mut scores = self.scores;
        scores[self.mover.index()] += self.total;
        Ok(Event::Held {
            banked: self.total,
            to: self.pass(scores),
        })
    }

    /// The position after `decision` with the die showing `face` (ignored when holding).
    fn decide(&self, decision: Decision, face: u32) -> Result<Event> {
        match decision {
            Decision::Roll => self.roll(face),
            Decision::Hold => self.hold(),
        }
    }
}

/// What a roll or a hold did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigEvent"))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// The face was added to the turn total: the same player rolls again or holds.
    Scored {
        /// The side that came up (2 to 6 on the die, 2 for heads).
        face: u32,
        /// What it added to the turn total (the face itself on the die, 1 for heads).
        gain: u32,
        /// The position now, the same player still on turn.
        to: Position,
    },
    /// A 1 (tails): the turn total is lost and the turn passes.
    PiggedOut {
        /// The side that came up: 1.
        face: u32,
        /// The turn total that was lost.
        lost: u32,
        /// The position now: the other player starts a turn.
        to: Position,
    },
    /// The turn total was banked and the turn passes.
    Held {
        /// The points added to the mover's score.
        banked: u32,
        /// The position now: the other player starts a turn.
        to: Position,
    },
    /// The score plus the turn total reached the goal: the game is over.
    Won {
        /// The side that came up.
        face: u32,
        /// What it added to the turn total.
        gain: u32,
        /// Who won: the player who rolled.
        winner: Player,
        /// The final scores of player 1 and player 2 (the winner's at least the goal).
        scores: [u32; 2],
        /// The finished game: the loser on turn, with nothing left to do.
        to: Position,
    },
}

impl Event {
    /// The position after the event.
    pub fn to(&self) -> &Position {
        match self {
            Event::Scored { to, .. }
            | Event::PiggedOut { to, .. }
            | Event::Held { to, .. }
            | Event::Won { to, .. } => to,
        }
    }
}

/// Which equations a sweep works on: best play's, or the comparison rule's against best play.
/// Written `"best"` or `"rule"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The chances with best play on both sides.
    Best,
    /// The chances of the rule "hold at n" against best play.
    Rule,
}

/// One sweep of value iteration, as [`Table::solve`] reports it to its progress callback.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Sweep {
    /// Best play's equations or the rule's.
    pub stage: Stage,
    /// The layer: the score sum i + j of the states swept.
    pub sum: u32,
    /// Which layer this is in the order they are solved, from 1 (the largest sum) to `layers`
    /// (sum 0): `layer / layers` is how far the solve has come.
    pub layer: u32,
    /// How many layers there are: 2 × goal − 1.
    pub layers: u32,
    /// The sweep's number within its layer and stage, from 1.
    pub sweep: u32,
    /// The largest change of any chance in this sweep.
    pub largest_change: f64,
}

/// The sweeps that solved one layer (one score sum i + j) of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Layer {
    /// The score sum i + j of the layer's states.
    pub sum: u32,
    /// How many states (i, j, k) the layer has.
    pub states: u32,
    /// The largest change of each sweep of best play's equations, in order; the last is below
    /// [`TOLERANCE`].
    pub sweeps: Vec<f64>,
    /// The same for the comparison rule's equations.
    pub rule_sweeps: Vec<f64>,
}

/// The solved chances of every position of one game and goal, from the mover's side, built once
/// by [`Table::solve`] and kept by the caller between questions. Index it with (my score i,
/// your score j, turn total k), i + k below the goal: `table[(0, 0, 0)]` is the first player's
/// chance of winning with best play.
///
/// It also holds the chances of the comparison rule "hold at n" ([`Variant::rule_hold`]): the
/// chance of a player who holds as soon as the turn total reaches n, against an opponent who
/// plays the best strategy (this table's decisions, as the computer does). That opponent is not
/// the best reply to the rule (which would exploit it further); it is the opponent a student
/// meets on the page.
#[derive(Clone, Debug)]
pub struct Table {
    variant: Variant,
    goal: u32,
    /// `offsets[i]`: where the block of my score i starts; in it, your score j's row of turn
    /// totals 0 to goal − i − 1 starts at `offsets[i] + j * (goal - i)`.
    offsets: Vec<usize>,
    chances: Vec<f64>,
    holds: Vec<bool>,
    rule: u32,
    /// The rule player's chance when on turn with score i, the opponent's j, turn total k.
    rule_moving: Vec<f64>,
    /// The rule player's chance when the best player is on turn with score i, the rule
    /// player's j, turn total k.
    rule_waiting: Vec<f64>,
    /// The layers in the order they were solved: the largest score sum first.
    layers: Vec<Layer>,
}

impl Index<(u32, u32, u32)> for Table {
    type Output = f64;

    /// The mover's chance at (i, j, k); panics outside the table (use [`Table::get`] to ask).
    fn index(&self, (i, j, k): (u32, u32, u32)) -> &f64 {
        match self.get(i, j, k) {
            Some(_) => &self.chances[self.at(i, j, k)],
            None => panic!(
                "({i}, {j}, {k}) is not in the table of goal {}: scores below the goal, i + k below the goal",
                self.goal
            ),
        }
    }
}

impl Table {
    /// Solves `variant` to `goal` by value iteration (see the module notes), and evaluates the
    /// comparison rule the same way. `progress` is called after every sweep (see [`Sweep`]:
    /// `layer / layers` tells a worker how far the solve has come).
    ///
    /// **Layer by layer.** Rolling keeps the scores i and j; a 1 swaps them; holding adds the
    /// turn total to i. So the states with score sum s = i + j depend only on states with the
    /// same sum (the cycle between (i, j, 0) and (j, i, 0) is inside the layer) or a larger one
    /// (after a hold). The layers are solved from the largest sum down, each by value iteration
    /// until the largest change of a sweep is below [`TOLERANCE`]. This is still value
    /// iteration on the same equations, with the same solution: each sweep recomputes every
    /// equation of the layer from the current numbers; the numbers a layer reads from larger
    /// sums are already final, so they need no more sweeps, and the work goes only where the
    /// numbers still move (for goal 100 about 3 times fewer updates for Pig, 5 for Piglet, than
    /// sweeping the whole table until all of it settles).
    ///
    /// Within a sweep the equations are recomputed in place (Gauss–Seidel order: in each row
    /// the turn total from the largest down), so a sweep already uses the numbers it has just
    /// improved. The order changes how fast the numbers settle, not where.
    pub fn solve(variant: Variant, goal: u32, mut progress: impl FnMut(Sweep)) -> Result<Table> {
        check_goal(goal)?;
        let g = goal as usize;
        let mut offsets = Vec::with_capacity(g + 1);
        let mut size = 0;
        for i in 0..g {
            offsets.push(size);
            size += g * (g - i);
        }
        offsets.push(size);
        let mut table = Table {
            variant,
            goal,
            offsets,
            chances: vec![0.0; size],
            holds: vec![false; size],
            rule: variant.rule_hold(),
            rule_moving: vec![0.0; size],
            rule_waiting: vec![0.0; size],
            layers: Vec::with_capacity(2 * g - 1),
        };
        let top = 2 * (goal - 1);
        for sum in (0..=top).rev() {
            let mut report = |stage, sweep, largest_change| {
                progress(Sweep {
                    stage,
                    sum,
                    layer: top - sum + 1,
                    layers: top + 1,
                    sweep,
                    largest_change,
                })
            };
            let sweeps = table.solve_layer(sum, &mut report);
            table.decide_layer(sum);
            let rule_sweeps = table.evaluate_layer(sum, &mut report);
            let states = table
                .pairs_with_sum(sum)
                .map(|(i, _)| goal - i)
                .sum::<u32>();
            table.layers.push(Layer {
                sum,
                states,
                sweeps,
                rule_sweeps,
            });
        }
        Ok(table)
    }

    /// Where (i, j, k) is in the flat arrays (unchecked).
    fn at(&self, i: u32, j: u32, k: u32) -> usize {
        self.offsets[i as usize] + j as usize * (self.goal - i) as usize + k as usize
    }

    /// Every (i, j) with i + j = s, both below the goal, in the order a sweep visits them.
    fn pairs_with_sum(&self, s: u32) -> impl Iterator<Item = (u32, u32)> {
        let top = self.goal - 1;
        (s.saturating_sub(top)..=s.min(top)).map(move |i| (i, s - i))
    }

    /// The average over the sides at (i, j, k): `bust` is what side 1 is worth, `next(k')` what
    /// reaching turn total k' (still below the goal) is worth, `win` what reaching the goal is.
    fn average(&self, i: u32, k: u32, bust: f64, win: f64, next: impl Fn(u32) -> f64) -> f64 {
        let mut sum = bust;
        for &gain in self.variant.gains() {
            sum += if i + k + gain >= self.goal {
                win
            } else {
                next(k + gain)
            };
        }
        sum / f64::from(self.variant.sides())
    }

    /// Value iteration on best play's equations of the layer `sum`; returns the largest change
    /// of every sweep.
    fn solve_layer(&mut self, sum: u32, report: &mut impl FnMut(Stage, u32, f64)) -> Vec<f64> {
        let mut sweeps = Vec::new();
        for sweep in 1..=MAX_SWEEPS {
            let largest = self.sweep_layer(sum);
            sweeps.push(largest);
            report(Stage::Best, sweep, largest);
            if largest < TOLERANCE {
                break;
            }
        }
        sweeps
    }

    /// One sweep over the layer `sum`: every chance P(i, j, k) of the layer recomputed from the
    /// current numbers as the larger of rolling (the average over the sides) and holding.
    /// Returns the largest change.
    fn sweep_layer(&mut self, sum: u32) -> f64 {
        let mut largest = 0.0f64;
        for (i, j) in self.pairs_with_sum(sum) {
            let row = self.at(i, j, 0);
            let bust = 1.0 - self.chances[self.at(j, i, 0)];
            for k in (0..self.goal - i).rev() {
                let p = &self.chances;
                let roll = self.average(i, k, bust, 1.0, |t| p[row + t as usize]);
                let hold = 1.0 - p[self.at(j, i + k, 0)];
                let value = if k > 0 { roll.max(hold) } else { roll };
                let cell = row + k as usize;
                largest = largest.max((value - self.chances[cell]).abs());
                self.chances[cell] = value;
            }
        }
        largest
    }

    /// Value iteration replayed for a small table (at most [`MAX_REPLAYED_STATES`] states), so
    /// that a student can watch the numbers settle: for every layer, in the order the solve
    /// took them, its states and their chances after each sweep. The layers of larger sums are
    /// final when a layer starts, as in [`Table::solve`]; the layer itself starts from 0 and is
    /// swept exactly as the solve swept it, so the replay ends on the table's own numbers.
    pub fn replay(&self) -> Result<Vec<Replayed>> {
        self.check_listable(MAX_REPLAYED_STATES)?;
        let mut copy = self.clone();
        let top = 2 * (self.goal - 1);
        let mut layers = Vec::with_capacity(top as usize + 1);
        for sum in (0..=top).rev() {
            let cells: Vec<(u32, u32, u32)> = self
                .pairs_with_sum(sum)
                .flat_map(|(i, j)| (0..self.goal - i).map(move |k| (i, j, k)))
                .collect();
            for &(i, j, k) in &cells {
                let at = copy.at(i, j, k);
                copy.chances[at] = 0.0;
            }
            let mut sweeps = Vec::new();
            let mut changes = Vec::new();
            for _ in 0..MAX_SWEEPS {
                let largest = copy.sweep_layer(sum);
                sweeps.push(
                    cells
                        .iter()
                        .map(|&(i, j, k)| copy.chances[copy.at(i, j, k)])
                        .collect(),
                );
                changes.push(largest);
                if largest < TOLERANCE {
                    break;
                }
            }
            layers.push(Replayed {
                sum,
                cells: cells.iter().map(|&(i, j, k)| [i, j, k]).collect(),
                sweeps,
                changes,
            });
        }
        Ok(layers)
    }

    /// The decisions of the layer `sum`, from the options recomputed on its final numbers, so
    /// that a decision and the options' chances reported beside it always agree.
    fn decide_layer(&mut self, sum: u32) {
        for (i, j) in self.pairs_with_sum(sum) {
            for k in 1..self.goal - i {
                let cell = self.at(i, j, k);
                self.holds[cell] = self.hold_chance(i, j, k) > Some(self.roll_chance(i, j, k));
            }
        }
    }

    /// The chance of the best decision at (i, j, k): the larger option, recomputed from the
    /// table (it differs from `table[(i, j, k)]` by less than the tolerance).
    fn best_chance(&self, i: u32, j: u32, k: u32) -> f64 {
        match (self.decision(i, j, k), self.hold_chance(i, j, k)) {
            (Decision::Hold, Some(hold)) => hold,
            _ => self.roll_chance(i, j, k),
        }
    }

    /// The rule's chances in the layer `sum`: for fixed decisions on both sides the equations
    /// have no max, but they go round the same cycle, so they are solved by the same sweeps.
    fn evaluate_layer(&mut self, sum: u32, report: &mut impl FnMut(Stage, u32, f64)) -> Vec<f64> {
        let rule = self.rule;
        let mut sweeps = Vec::new();
        for sweep in 1..=MAX_SWEEPS {
            let mut largest = 0.0f64;
            for (i, j) in self.pairs_with_sum(sum) {
                let row = self.at(i, j, 0);
                let bust_moving = self.rule_waiting[self.at(j, i, 0)];
                let bust_waiting = self.rule_moving[self.at(j, i, 0)];
                for k in (0..self.goal - i).rev() {
                    let cell = row + k as usize;
                    // The rule player on turn: hold once the total reaches the rule's n.
                    let moving = if k > 0 && k >= rule {
                        self.rule_waiting[self.at(j, i + k, 0)]
                    } else {
                        let m = &self.rule_moving;
                        self.average(i, k, bust_moving, 1.0, |t| m[row + t as usize])
                    };
                    // The best player on turn: its own decision; a goal reached is a loss for
                    // the rule player.
                    let waiting = if self.holds[cell] {
                        self.rule_moving[self.at(j, i + k, 0)]
                    } else {
                        let w = &self.rule_waiting;
                        self.average(i, k, bust_waiting, 0.0, |t| w[row + t as usize])
                    };
                    largest = largest
                        .max((moving - self.rule_moving[cell]).abs())
                        .max((waiting - self.rule_waiting[cell]).abs());
                    self.rule_moving[cell] = moving;
                    self.rule_waiting[cell] = waiting;
                }
            }
            sweeps.push(largest);
            report(Stage::Rule, sweep, largest);
            if largest < TOLERANCE {
                break;
            }
        }
        sweeps
    }

    /// Pig or Piglet.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The goal the table was solved for.
    pub fn goal(&self) -> u32 {
        self.goal
    }

    /// The mover's chance of winning with best play at (my score i, your score j, turn total
    /// k), or `None` outside the table (a score at the goal, or i + k at the goal).
    pub fn get(&self, i: u32, j: u32, k: u32) -> Option<f64> {
        (i < self.goal && j < self.goal && k < self.goal - i)
            .then(|| self.chances[self.at(i, j, k)])
    }

    /// The best decision at (i, j, k), which must be in the table: hold only when holding is
    /// strictly better (so always roll at turn total 0). It compares the options as
    /// [`Table::roll_chance`] and [`Table::hold_chance`] give them.
    pub fn decision(&self, i: u32, j: u32, k: u32) -> Decision {
        if self.holds[self.at(i, j, k)] {
            Decision::Hold
        } else {
            Decision::Roll
        }
    }

    /// Rolling's chance at (i, j, k): the average over the sides.
    pub fn roll_chance(&self, i: u32, j: u32, k: u32) -> f64 {
        let row = self.at(i, j, 0);
        let bust = 1.0 - self.chances[self.at(j, i, 0)];
        self.average(i, k, bust, 1.0, |t| self.chances[row + t as usize])
    }

    /// Holding's chance at (i, j, k): 1 − P(j, i + k, 0); `None` at turn total 0, where a turn
    /// must roll.
    pub fn hold_chance(&self, i: u32, j: u32, k: u32) -> Option<f64> {
        (k > 0).then(|| 1.0 - self.chances[self.at(j, i + k, 0)])
    }

    /// The layers (score sums i + j) in the order they were solved, the largest sum first, each
    /// with the largest change of every sweep.
    pub fn layers(&self) -> &[Layer] {
        &self.layers
    }

    /// The layer of score sum `sum` (at most 2 × goal − 2).
    pub fn layer(&self, sum: u32) -> Option<&Layer> {
        let top = 2 * (self.goal - 1);
        (sum <= top).then(|| &self.layers[(top - sum) as usize])
    }

    /// How many sweeps the solve took in all, best play's and the rule's.
    pub fn sweep_count(&self) -> (u32, u32) {
        self.layers.iter().fold((0, 0), |(b, r), l| {
            (b + l.sweeps.len() as u32, r + l.rule_sweeps.len() as u32)
        })
    }

    /// The comparison rule's n: hold as soon as the turn total reaches it
    /// ([`Variant::rule_hold`]).
    pub fn rule_hold(&self) -> u32 {
        self.rule
    }

    /// The chance of a player who follows "hold at n" from (i, j, k) on, this decision
    /// included, against an opponent who plays best.
    pub fn rule_chance(&self, i: u32, j: u32, k: u32) -> f64 {
        self.rule_moving[self.at(i, j, k)]
    }

    /// The chance of a player who follows "hold at n" when the opponent, who plays best, is on
    /// turn with score i against the rule player's j and turn total k.
    pub fn rule_chance_waiting(&self, i: u32, j: u32, k: u32) -> f64 {
        self.rule_waiting[self.at(i, j, k)]
    }

    fn check(&self, position: &Position) -> Result<()> {
        // A finished game has a score past the table's edge, and nothing to decide.
        position.still_playing()?;
        if position.variant != self.variant || position.goal != self.goal {
            return Err(Error::new(
                ErrorKind::BadOption,
                format!(
                    "The position is {} to {} but the table was solved for {} to {}: solve that game's table first.",
                    position.variant.name(),
                    position.goal,
                    self.variant.name(),
                    self.goal
                ),
            ));
        }
        Ok(())
    }

    /// The best-play boundary for an opponent's score j: for each score i of mine, the smallest
    /// turn total at which best play holds, beside the rule's n. `None` when best play rolls on
    /// until the goal (the opponent is close, or the goal is near).
    pub fn strategy_map(&self, j: u32) -> Result<Vec<Boundary>> {
        if j >= self.goal {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "The opponent's score {j} is not below the goal {}: scores go from 0 to {}.",
                    self.goal,
                    self.goal - 1
                ),
            ));
        }
        Ok((0..self.goal)
            .map(|i| {
                let holds: Vec<u32> = (1..self.goal - i)
                    .filter(|&k| self.decision(i, j, k) == Decision::Hold)
                    .collect();
                let hold_from = holds.first().copied();
                let rolls_again = match hold_from {
                    Some(h) => (h..self.goal - i)
                        .filter(|&k| self.decision(i, j, k) == Decision::Roll)
                        .collect(),
                    None => Vec::new(),
                };
                Boundary {
                    my_score: i,
                    hold_from,
                    rolls_again,
                }
            })
            .collect())
    }

    /// The number of states, if the table has at most `limit` to list.
    fn check_listable(&self, limit: usize) -> Result<usize> {
        let count = self.chances.len();
        if count > limit {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "The table of {} to {} has {count} states; a whole table is shown up to {limit} states (Piglet to 10 has 550): choose a smaller goal.",
                    self.variant.name(),
                    self.goal
                ),
            ));
        }
        Ok(count)
    }

    /// Every state of the table with its chances and best decision, for games small enough to
    /// show whole (at most [`MAX_LISTED_STATES`] states: Piglet to 10 has 550).
    pub fn states(&self) -> Result<Vec<StateChance>> {
        let count = self.check_listable(MAX_LISTED_STATES)?;
        let mut states = Vec::with_capacity(count);
        for i in 0..self.goal {
            for j in 0..self.goal {
                for k in 0..self.goal - i {
                    states.push(StateChance {
                        my_score: i,
                        their_score: j,
                        turn_total: k,
                        chance: self.best_chance(i, j, k),
                        roll: self.roll_chance(i, j, k),
                        hold: self.hold_chance(i, j, k),
                        decision: self.decision(i, j, k),
                    });
                }
            }
        }
        Ok(states)
    }
}

/// Where best play switches from rolling to holding, for one score of mine (see
/// [`Table::strategy_map`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Boundary {
    /// My score i.
    pub my_score: u32,
    /// The smallest turn total at which best play holds; `None` when it rolls on to the goal.
    pub hold_from: Option<u32>,
    /// Larger turn totals (below goal − i) at which best play rolls again after all: the
    /// boundary is not always a single threshold. Empty for most scores.
    pub rolls_again: Vec<u32>,
}

/// One layer of value iteration replayed sweep by sweep (see [`Table::replay`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Replayed {
    /// The layer: the score sum i + j of its states.
    pub sum: u32,
    /// Its states (my score i, your score j, turn total k), in the order of each sweep's list.
    pub cells: Vec<[u32; 3]>,
    /// After each sweep, the chance of every state of `cells`, in the same order.
    pub sweeps: Vec<Vec<f64>>,
    /// The largest change of each sweep; the last is below [`TOLERANCE`].
    pub changes: Vec<f64>,
}

/// One state of the table (see [`Table::states`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct StateChance {
    /// The mover's score i.
    pub my_score: u32,
    /// The opponent's score j.
    pub their_score: u32,
    /// The turn total k.
    pub turn_total: u32,
    /// The mover's chance with best play: the better option's.
    pub chance: f64,
    /// Rolling's chance.
    pub roll: f64,
    /// Holding's chance; `None` at turn total 0.
    pub hold: Option<f64>,
    /// The best decision.
    pub decision: Decision,
}

/// What the analysis of a position says (see [`analyze`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PigAnalysis"))]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The position analysed.
    pub position: Position,
    /// The player on turn.
    pub mover: Player,
    /// The mover's chance of winning with best play on both sides: the better option's chance
    /// (it agrees with the table's number to within the tolerance).
    pub chance: f64,
    /// The best decision: the option with the larger chance (roll on a tie).
    pub decision: Decision,
    /// Rolling's chance: the average over the sides.
    pub roll: f64,
    /// Holding's chance; `None` at turn total 0, where the turn must roll.
    pub hold: Option<f64>,
    /// The comparison rule's n (20 in Pig, 1 in Piglet).
    pub rule_hold: u32,
    /// What the rule decides here.
    pub rule_decision: Decision,
    /// The mover's chance when following the rule from here on, against best play.
    pub rule_chance: f64,
}

/// The mover's chances at `position`: with best play, for each option, and when following the
/// rule "hold at n" against best play. `table` must be the position's game and goal.
pub fn analyze(table: &Table, position: &Position) -> Result<Analysis> {
    table.check(position)?;
    let (i, j, k) = position.view();
    Ok(Analysis {
        position: position.clone(),
        mover: position.mover,
        chance: table.best_chance(i, j, k),
        decision: table.decision(i, j, k),
        roll: table.roll_chance(i, j, k),
        hold: table.hold_chance(i, j, k),
        rule_hold: table.rule,
        rule_decision: hold_at(table.rule, position),
        rule_chance: table.rule_chance(i, j, k),
    })
}

/// How the player on turn decides (the computer's levels).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strategy {
    /// The table's best decision.
    Best,
    /// Hold as soon as the turn total reaches n (at least 1), as [`hold_at`] does.
    HoldAt(u32),
    /// A coin toss the caller supplies: `draw` between 0 (included) and 1 (excluded), as
    /// `Math.random()` gives; holds when it is below one half. Rolls at turn total 0.
    Random(f64),
}

/// The rule "hold at n": hold once the turn total reaches `n`. (Holding when the total would
/// reach the goal is built in: the game ends then by itself.)
pub fn hold_at(n: u32, position: &Position) -> Decision {
    if position.total > 0 && position.total >= n {
        Decision::Hold
    } else {
        Decision::Roll
    }
}

/// The decision of a player with `strategy` at `position`.
pub fn best_move(table: &Table, position: &Position, strategy: Strategy) -> Result<Decision> {
    table.check(position)?;
    let (i, j, k) = position.view();
    match strategy {
        Strategy::Best => Ok(table.decision(i, j, k)),
        Strategy::HoldAt(0) => Err(Error::new(
            ErrorKind::BadOption,
            "\"Hold at 0\" would hold before rolling: choose a turn total of at least 1.",
        )),
        Strategy::HoldAt(n) => Ok(hold_at(n, position)),
        Strategy::Random(draw) if !(0.0..1.0).contains(&draw) => Err(Error::new(
            ErrorKind::BadOption,
            format!(
                "The random draw is {}: it must be at least 0 and below 1, as Math.random() gives.",
                crate::error::describe_number(draw)
            ),
        )),
        Strategy::Random(draw) => Ok(if k > 0 && draw < 0.5 {
            Decision::Hold
        } else {
            Decision::Roll
        }),
    }
}

/// The wins of one side of a simulation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// Games played with this player starting.
    pub games: u32,
    /// Of those, the games the best strategy won.
    pub best_wins: u32,
}

/// The result of [`simulate`]: best play against the rule "hold at n", who starts alternating.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Simulation {
    /// Pig or Piglet.
    pub variant: Variant,
    /// The goal.
    pub goal: u32,
    /// The rule's n.
    pub rule_hold: u32,
    /// Games played.
    pub games: u32,
    /// Games the best strategy won.
    pub best_wins: u32,
    /// The games in which the best strategy started (games 1, 3, 5, ...).
    pub best_first: Record,
    /// The games in which the rule started (games 2, 4, 6, ...).
    pub rule_first: Record,
    /// The best strategy's share of the wins.
    pub win_rate: f64,
    /// The standard error of that share: sqrt(rate (1 − rate) / games).
    pub standard_error: f64,
    /// The exact chance the share estimates, from the table: the average over who starts.
    pub expected: f64,
}

/// Plays `games` games of best play against the rule "hold at n" ([`Table::rule_hold`]), the
/// best strategy starting the odd games and the rule the even ones, with dice from a generator
/// started at `seed` (the same seed plays the same games). `progress(games_played, best_wins)`
/// is called every [`PROGRESS_EVERY`] games and at the end.
pub fn simulate(
    table: &Table,
    games: u32,
    seed: u64,
    mut progress: impl FnMut(u32, u32),
) -> Result<Simulation> {
    if games == 0 || games > MAX_GAMES {
        return Err(Error::new(
            ErrorKind::BadOption,
            format!("A simulation plays 1 to {MAX_GAMES} games, not {games}."),
        ));
    }
    let mut rng = Rng::new(seed);
    let sides = u64::from(table.variant.sides());
    let mut best_first = Record::default();
    let mut rule_first = Record::default();
    let start = Position::start(table.variant, table.goal)?;
    for game in 0..games {
        // Player 1 starts: in even-numbered games (from 0) the best strategy is player 1.
        let best = if game % 2 == 0 {
            Player::P1
        } else {
            Player::P2
        };
        let mut position = start.clone();
        let winner = loop {
            let (i, j, k) = position.view();
            let decision = if position.mover == best {
                table.decision(i, j, k)
            } else {
                hold_at(table.rule, &position)
            };
            let face = 1 + rng.below(sides) as u32;
            match position.decide(decision, face)? {
                Event::Won { winner, .. } => break winner,
                Event::Scored { to, .. } | Event::PiggedOut { to, .. } | Event::Held { to, .. } => {
                    position = to
                }
            }
        };
        let record = if best == Player::P1 {
            &mut best_first
        } else {
            &mut rule_first
        };
        record.games += 1;
        record.best_wins += u32::from(winner == best);
        let played = game + 1;
        if played % PROGRESS_EVERY == 0 || played == games {
            progress(played, best_first.best_wins + rule_first.best_wins);
        }
    }
    let best_wins = best_first.best_wins + rule_first.best_wins;
    let rate = f64::from(best_wins) / f64::from(games);
    let expected = (f64::from(best_first.games) * (1.0 - table.rule_chance_waiting(0, 0, 0))
        + f64::from(rule_first.games) * (1.0 - table.rule_chance(0, 0, 0)))
        / f64::from(games);
    Ok(Simulation {
        variant: table.variant,
        goal: table.goal,
        rule_hold: table.rule,
        games,
        best_wins,
        best_first,
        rule_first,
        win_rate: rate,
        standard_error: (rate * (1.0 - rate) / f64::from(games)).sqrt(),
        expected,
    })
}

/// One step of the explanation of a position, for the page to draw and word. Chances are the
/// mover's unless said otherwise.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum PigStep {
    /// The decision as a node of an expectimax tree: the mover's scores and turn total.
    Node {
        /// The position.
        position: Position,
        /// The mover's score i.
        my_score: u32,
        /// The opponent's score j.
        their_score: u32,
        /// The turn total k.
        turn_total: u32,
        /// The goal.
        goal: u32,
    },
    /// One side of the die (coin), a chance node's branch: where it leads and what that is
    /// worth.
    Face {
        /// The side, from 1.
        face: u32,
        /// Its probability: 1/6 for the die, 1/2 for the coin.
        probability: f64,
        /// What the side does: adds to the turn total, loses it, or wins.
        event: Event,
        /// The mover's chance after it: P(i, j, k + f), 1 − P(j, i, 0) after a 1, 1 on a win.
        chance: f64,
    },
    /// Rolling's chance: the average of the sides' chances.
    Average {
        /// How many sides were averaged.
        sides: u32,
        /// The sum of their chances.
        sum: f64,
        /// The average, rolling's chance.
        chance: f64,
    },
    /// Holding: the turn total is banked and the opponent starts a turn.
    Hold {
        /// What holding does.
        event: Event,
        /// The opponent's chance at the start of that turn, P(j, i + k, 0).
        their_chance: f64,
        /// Holding's chance, 1 minus the opponent's.
        chance: f64,
    },
    /// At turn total 0 there is nothing to hold: the turn must roll.
    MustRoll,
    /// The max node: the larger chance wins (roll on a tie).
    Choice {
        /// Rolling's chance.
        roll: f64,
        /// Holding's chance; `None` at turn total 0.
        hold: Option<f64>,
        /// The better option.
        decision: Decision,
        /// The position's chance with best play.
        chance: f64,
    },
    /// The comparison rule here: its decision and the chance of following it from here on
    /// against best play.
    Rule {
        /// The rule's n.
        hold_at: u32,
        /// What the rule decides here.
        decision: Decision,
        /// The mover's chance when following the rule.
        chance: f64,
    },
    /// The cycle of the equations: my chance at the start of my turn depends, after a 1, on
    /// the opponent's at the start of theirs, which depends on mine. Both have the same score
    /// sum; holding leads to a larger one.
    Cycle {
        /// The score sum i + j of both ends of the cycle: their layer of the table.
        sum: u32,
        /// The start of my turn, with these scores.
        mine: Position,
        /// My chance there, P(i, j, 0).
        my_chance: f64,
        /// The start of the opponent's turn after I roll a 1.
        theirs: Position,
        /// The opponent's chance there, P(j, i, 0).
        their_chance: f64,
    },
    /// How value iteration broke the cycle: the layers with larger score sums were solved
    /// first; in this position's layer every chance started at 0 and was recomputed sweep
    /// after sweep until the largest change in a sweep fell below the tolerance.
    Iteration {
        /// The layer: the score sum i + j.
        sum: u32,
        /// How many states the layer has.
        states: u32,
        /// How many layers with larger sums were solved before it.
        solved_before: u32,
        /// The tolerance, 1e-9.
        tolerance: f64,
        /// How many sweeps the layer took.
        sweeps: u32,
        /// How many sweeps the whole table took, all layers together.
        total_sweeps: u32,
        /// The largest change of the first sweeps (up to 5), from sweep 1.
        first: Vec<f64>,
        /// The largest change of the last sweeps (up to 3, not repeating `first`), ending with
        /// the final sweep.
        last: Vec<f64>,
    },
}

/// The step-by-step reason for the best decision at `position` (an expectimax node: each side
/// of the die, the average, holding, the larger one) and for the numbers themselves (the cycle
/// of the equations and the sweeps of value iteration that broke it).
pub fn explain(table: &Table, position: &Position) -> Result<Vec<PigStep>> {
    table.check(position)?;
    let (i, j, k) = position.view();
    let mut steps = vec![PigStep::Node {
        position: position.clone(),
        my_score: i,
        their_score: j,
        turn_total: k,
        goal: table.goal,
    }];
    let sides = table.variant.sides();
    let mut sum = 0.0;
    for face in 1..=sides {
        let event = position.roll(face)?;
        let chance = match &event {
            Event::Won { .. } => 1.0,
            Event::PiggedOut { .. } => 1.0 - table[(j, i, 0)],
            _ => table[(i, j, k + table.variant.gain(face).unwrap_or(0))],
        };
        sum += chance;
        steps.push(PigStep::Face {
            face,
            probability: 1.0 / f64::from(sides),
            event,
            chance,
        });
    }
    let roll = table.roll_chance(i, j, k);
    steps.push(PigStep::Average {
        sides,
        sum,
        chance: roll,
    });
    let hold = table.hold_chance(i, j, k);
    match hold {
        Some(chance) => steps.push(PigStep::Hold {
            event: position.hold()?,
            their_chance: table[(j, i + k, 0)],
            chance,
        }),
        None => steps.push(PigStep::MustRoll),
    }
    steps.push(PigStep::Choice {
        roll,
        hold,
        decision: table.decision(i, j, k),
        chance: table.best_chance(i, j, k),
    });
    steps.push(PigStep::Rule {
        hold_at: table.rule,
        decision: hold_at(table.rule, position),
        chance: table.rule_chance(i, j, k),
    });
    let mine = Position {
        total: 0,
        rolling: false,
        ..position.clone()
    };
    steps.push(PigStep::Cycle {
        sum: i + j,
        theirs: mine.pass(mine.scores),
        mine,
        my_chance: table[(i, j, 0)],
        their_chance: table[(j, i, 0)],
    });
    let layer = table
        .layer(i + j)
        .expect("a position's score sum has its layer");
    let all = &layer.sweeps;
    let first = all[..all.len().min(5)].to_vec();
    let last = all[first.len().max(all.len().saturating_sub(3))..].to_vec();
    steps.push(PigStep::Iteration {
        sum: i + j,
        states: layer.states,
        solved_before: 2 * (table.goal - 1) - (i + j),
        tolerance: TOLERANCE,
        sweeps: all.len() as u32,
        total_sweeps: table.sweep_count().0,
        first,
        last,
    });
    Ok(steps)
}

/// Pig's catalogue entry: Pig and Piglet share a page and a module of their own.
pub fn info() -> GameInfo {
    GameInfo {
        id: "pig",
        name: "Pig and Piglet",
        menu_name: "Pig",
        group: catalogue::CHANCE,
        kind: Kind::Chance,
        module: Module::GrundyChance,
        description: "A dice game of chance: roll as often as you dare, a 1 loses the turn. Best play, found by value iteration, wins 53% of games for the first player and is not \"hold at 20\". Piglet flips a coin instead.",
        card: "Roll a die as often as you like, but a 1 loses the turn's points; hold to bank them, and be first to 100.",
        picture: vec![Picture {
            board: "pig",
            position: "pig:100/34,58/p1:12",
        }],
        default_position: "pig:100/0,0/p1:0",
        hash_prefix: "",
        notation: NOTATION,
        move_notation: "roll or hold",
        page: "pig.html",
        variants: vec![
            catalogue::Variant {
                id: "pig",
                play: Play::Normal,
            },
            catalogue::Variant {
                id: "piglet",
                play: Play::Normal,
            },
        ],
        limits: Limits::Goal {
            min_goal: MIN_GOAL,
            max_goal: MAX_GOAL,
            max_games: MAX_GAMES,
            max_listed_states: MAX_LISTED_STATES,
        },
        move_list_cap: 2,
        questions: vec![Question::RollOrHold, Question::ChanceAboveHalf],
        ..GameInfo::default()
    }
}

// The solved tables kept between calls (Pig to 100 is about 12 MB): every answer is the same
// without them, only slower. Thread-local, as the wasm module runs in one worker thread.
thread_local! {
    /// The solved Pig and Piglet tables, the most recently used last.
    static PIG: RefCell<Vec<Rc<Table>>> = const { RefCell::new(Vec::new()) };
}

/// How many Pig tables the cache keeps: Pig and Piglet to one goal each (Pig to 100 is about
/// 12 MB).
const PIG_TABLES: usize = 2;

/// Drops every kept Pig table (the memory returns to the allocator; the next question solves
/// its table again).
pub fn forget_pig() {
    PIG.with(|tables| tables.borrow_mut().clear());
}

/// The solved table of `variant` to `goal`, solved now (reporting each sweep to `progress`) if
/// it is not kept.
pub fn pig_table(variant: Variant, goal: u32, progress: impl FnMut(Sweep)) -> Result<Rc<Table>> {
    let kept = PIG.with(|tables| {
        let mut tables = tables.borrow_mut();
        let at = tables
            .iter()
            .position(|t| t.variant() == variant && t.goal() == goal)?;
        let table = tables.remove(at);
        tables.push(Rc::clone(&table));
        Some(table)
    });
    if let Some(table) = kept {
        return Ok(table);
    }
    let table = Rc::new(Table::solve(variant, goal, progress)?);
    PIG.with(|tables| {
        let mut tables = tables.borrow_mut();
        tables.push(Rc::clone(&table));
        if tables.len() > PIG_TABLES {
            tables.remove(0);
        }
    });
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    /// Pig to 100, solved once for all the tests that need it (about a second in the test
    /// profile).
    fn pig_100() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| Table::solve(Variant::Pig, 100, |_| {}).unwrap())
    }

    fn piglet_10() -> &'static Table {
        static TABLE: OnceLock<Table> = OnceLock::new();
        TABLE.get_or_init(|| Table::solve(Variant::Piglet, 10, |_| {}).unwrap())
    }

    fn pos(text: &str) -> Position {
        Position::parse(text).unwrap()
    }

    /// Neller and Presser, "Optimal Play of the Dice Game Pig", The UMAP Journal 25(1), 2004:
    /// with best play on both sides the first player wins Pig to 100 with probability about
    /// 0.5306.
    #[test]
    fn the_first_player_wins_pig_to_100_as_neller_and_presser_published() {
        let table = pig_100();
        let p = table[(0, 0, 0)];
        assert!((p - 0.5306).abs() < 5e-4, "{p}");
        for layer in table.layers() {
            assert!(*layer.sweeps.last().unwrap() < TOLERANCE);
            assert!(*layer.rule_sweeps.last().unwrap() < TOLERANCE);
        }
        // Best play rolls on past 20 at the start: with both scores 0 it rolls at 20 (rolling
        // is worth 0.61988, holding 0.61926) and holds from 21 on. (A hold at "about 25" from
        // (0, 0) is sometimes quoted; this table, which reproduces the paper's 0.5306, says 21.)
        let start = &table.strategy_map(0).unwrap()[0];
        assert_eq!(start.hold_from, Some(21));
        assert!(start.rolls_again.is_empty());
        assert_eq!(table.decision(0, 0, 20), Decision::Roll);
        assert_eq!(table.decision(0, 0, 21), Decision::Hold);
        // The boundary is not always one threshold. Published example (T. Neller's analysis
        // as retold in "Pig puzzle solution", Possibly Wrong, 20 March 2014): with 41 points
        // against 49, roll until the turn total reaches 22 or more, except that at 27 (reached
        // with a 6) one more roll is right.
        let b = &table.strategy_map(49).unwrap()[41];
        assert_eq!(b.hold_from, Some(22));
        assert_eq!(b.rolls_again.first(), Some(&27));
        assert_eq!(table.decision(41, 49, 26), Decision::Hold);
        assert_eq!(table.decision(41, 49, 27), Decision::Roll);
        assert_eq!(table.decision(41, 49, 28), Decision::Hold);
    }

    /// An exact fraction over i128, for the second method only: the exact chances of small
    /// games fit easily (every operation is checked, so an overflow fails the test instead of
    /// giving a wrong answer), and the crate needs no rational-number dependency for a test.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Frac {
        num: i128,
        den: i128,
    }

    fn gcd(a: i128, b: i128) -> i128 {
        let (mut a, mut b) = (a.abs(), b.abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }

    impl Frac {
        fn new(num: i128, den: i128) -> Frac {
            assert!(den != 0);
            let g = gcd(num, den).max(1) * den.signum();
            Frac {
                num: num / g,
                den: den / g,
            }
        }
        fn int(n: i128) -> Frac {
            Frac::new(n, 1)
        }
        fn add(self, o: Frac) -> Frac {
            let g = gcd(self.den, o.den);
            let den = (self.den / g).checked_mul(o.den).expect("overflow");
            let num = self
                .num
                .checked_mul(o.den / g)
                .and_then(|a| {
                    o.num
                        .checked_mul(self.den / g)
                        .and_then(|b| a.checked_add(b))
                })
                .expect("overflow");
            Frac::new(num, den)
        }
        fn neg(self) -> Frac {
            Frac::new(-self.num, self.den)
        }
        fn sub(self, o: Frac) -> Frac {
            self.add(o.neg())
        }
        fn mul(self, o: Frac) -> Frac {
            let a = gcd(self.num, o.den).max(1);
            let b = gcd(o.num, self.den).max(1);
            let num = (self.num / a).checked_mul(o.num / b).expect("overflow");
            let den = (self.den / b).checked_mul(o.den / a).expect("overflow");
            Frac::new(num, den)
        }
        fn div(self, o: Frac) -> Frac {
            assert!(o.num != 0);
            self.mul(Frac::new(o.den, o.num))
        }
        fn is_zero(self) -> bool {
            self.num == 0
        }
        fn to_f64(self) -> f64 {
            self.num as f64 / self.den as f64
        }
    }

    /// Solves `a x = b` exactly by Gaussian elimination.
    fn solve_exact(mut a: Vec<Vec<Frac>>, mut b: Vec<Frac>) -> Vec<Frac> {
        let n = b.len();
        for col in 0..n {
            let pivot = (col..n)
                .find(|&r| !a[r][col].is_zero())
                .expect("a fixed policy's equations have one solution");
            a.swap(col, pivot);
            b.swap(col, pivot);
            let pivot_row = a[col].clone();
            for r in 0..n {
                if r != col && !a[r][col].is_zero() {
                    let f = a[r][col].div(pivot_row[col]);
                    for (x, &p) in a[r].iter_mut().zip(&pivot_row).skip(col) {
                        *x = x.sub(f.mul(p));
                    }
                    b[r] = b[r].sub(f.mul(b[col]));
                }
            }
        }
        (0..n).map(|r| b[r].div(a[r][r])).collect()
    }

    /// The exact chances of `variant` to `goal` by policy iteration: for fixed decisions the
    /// equations are linear, so they are solved exactly; then every state takes the strictly
    /// better option; until no decision changes. Returns the states, the chances, and for each
    /// state rolling's and holding's exact chances.
    #[allow(clippy::type_complexity)]
    fn policy_iteration(
        variant: Variant,
        goal: u32,
    ) -> Vec<((u32, u32, u32), Frac, Frac, Option<Frac>)> {
        let mut states = Vec::new();
        for i in 0..goal {
            for j in 0..goal {
                for k in 0..goal - i {
                    states.push((i, j, k));
                }
            }
        }
        let index = |s: (u32, u32, u32)| states.iter().position(|&t| t == s).unwrap();
        let n = states.len();
        let side = Frac::new(1, i128::from(variant.sides()));
        let mut hold = vec![false; n];
        // The options' chances given the current exact chances.
        let options = |x: &[Frac], (i, j, k): (u32, u32, u32)| {
            let mut roll = side.mul(Frac::int(1).sub(x[index((j, i, 0))]));
            for &g in variant.gains() {
                let next = if i + k + g >= goal {
                    Frac::int(1)
                } else {
                    x[index((i, j, k + g))]
                };
                roll = roll.add(side.mul(next));
            }
            let hold = (k > 0).then(|| Frac::int(1).sub(x[index((j, i + k, 0))]));
            (roll, hold)
        };
        loop {
            let mut a = vec![vec![Frac::int(0); n]; n];
            let mut b = vec![Frac::int(0); n];
            for (r, &(i, j, k)) in states.iter().enumerate() {
                a[r][r] = Frac::int(1);
                if hold[r] {
                    // x = 1 − x(j, i + k, 0)
                    let c = index((j, i + k, 0));
                    a[r][c] = a[r][c].add(Frac::int(1));
                    b[r] = Frac::int(1);
                } else {
                    // x = side (1 − x(j, i, 0)) + side Σ next
                    let c = index((j, i, 0));
                    a[r][c] = a[r][c].add(side);
                    b[r] = side;
                    for &g in variant.gains() {
                        if i + k + g >= goal {
                            b[r] = b[r].add(side);
                        } else {
                            let c = index((i, j, k + g));
                            a[r][c] = a[r][c].sub(side);
                        }
                    }
                }
            }
            let x = solve_exact(a, b);
            let mut changed = false;
            for (r, &s) in states.iter().enumerate() {
                if let (roll, Some(h)) = options(&x, s) {
                    let better_hold = h.sub(roll).num > 0;
                    let better_roll = roll.sub(h).num > 0;
                    if (better_hold && !hold[r]) || (better_roll && hold[r]) {
                        hold[r] = !hold[r];
                        changed = true;
                    }
                }
            }
            if !changed {
                return states
                    .iter()
                    .map(|&s| {
                        let (roll, h) = options(&x, s);
                        (s, x[index(s)], roll, h)
                    })
                    .collect();
            }
        }
    }

    #[test]
    fn value_iteration_agrees_with_exact_policy_iteration_on_small_games() {
        let mut games = vec![];
        games.extend((1..=4).map(|g| (Variant::Piglet, g)));
        games.extend((2..=5).map(|g| (Variant::Pig, g)));
        for (variant, goal) in games {
            let table = Table::solve(variant, goal, |_| {}).unwrap();
            let exact = policy_iteration(variant, goal);
            assert_eq!(exact.len(), (goal * goal * (goal + 1) / 2) as usize);
            for ((i, j, k), chance, roll, hold) in exact {
                let what = format!("{variant:?} to {goal} at ({i}, {j}, {k})");
                assert!((table[(i, j, k)] - chance.to_f64()).abs() < 1e-8, "{what}");
                assert!(
                    (table.roll_chance(i, j, k) - roll.to_f64()).abs() < 1e-8,
                    "{what}"
                );
                assert_eq!(
                    table.hold_chance(i, j, k).is_some(),
                    hold.is_some(),
                    "{what}"
                );
                if let (Some(h), Some(t)) = (hold, table.hold_chance(i, j, k)) {
                    assert!((t - h.to_f64()).abs() < 1e-8, "{what}");
                    // Where the exact options differ, the table decides the same way.
                    if h != roll {
                        let hold_wins = h.sub(roll).num > 0;
                        assert_eq!(
                            table.decision(i, j, k) == Decision::Hold,
                            hold_wins,
                            "{what}"
                        );
                    }
                }
            }
        }
        // Piglet to 1: the first flip decides a turn, so p = 1/2 + (1 − p)/2, p = 2/3.
        let table = Table::solve(Variant::Piglet, 1, |_| {}).unwrap();
        assert!((table[(0, 0, 0)] - 2.0 / 3.0).abs() < 1e-9);
        // Piglet to 2, exactly: the policy iteration's answer for the first player.
        let exact = policy_iteration(Variant::Piglet, 2);
        assert_eq!(exact[0].0, (0, 0, 0));
        assert!(exact[0].1.to_f64() > 0.5 && exact[0].1.to_f64() < 2.0 / 3.0);
    }

    #[test]
    fn the_simulation_agrees_with_the_exact_chance_within_three_standard_errors() {
        for (table, games, seed) in [(piglet_10(), 4000, 1), (pig_100(), 2000, 7)] {
            let mut reports = Vec::new();
            let sim = simulate(table, games, seed, |played, wins| {
                reports.push((played, wins))
            })
            .unwrap();
            assert_eq!(sim.games, games);
            assert_eq!(sim.best_first.games, games / 2);
            assert_eq!(sim.rule_first.games, games / 2);
            assert_eq!(
                sim.best_wins,
                sim.best_first.best_wins + sim.rule_first.best_wins
            );
            assert_eq!(reports.len() as u32, games / PROGRESS_EVERY);
            assert_eq!(reports.last(), Some(&(games, sim.best_wins)));
            let p = sim.expected;
            let se = (p * (1.0 - p) / f64::from(games)).sqrt();
            assert!(
                (sim.win_rate - p).abs() < 3.0 * se,
                "{:?} to {}: {} won, {p} expected",
                table.variant(),
                table.goal(),
                sim.win_rate
            );
            // Best play beats the rule, whoever starts.
            assert!(1.0 - table.rule_chance_waiting(0, 0, 0) > 0.5);
            assert!(table.rule_chance(0, 0, 0) < table[(0, 0, 0)]);
            // The same seed plays the same games.
            assert_eq!(simulate(table, games, seed, |_, _| {}).unwrap(), sim);
        }
        let err = simulate(piglet_10(), 0, 1, |_, _| {}).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadOption);
        assert!(
            err.message.contains("1 to 1000000 games"),
            "{}",
            err.message
        );
    }

    #[test]
    fn positions_round_trip_through_their_notation() {
        for text in [
            "pig:100/12,30/p1:7",
            "pig:100/0,0/p1:0",
            "pig:100/98,0/p2:0",
            "piglet:10/9,3/p2:0",
            "piglet:1/0,0/p1:0",
            "pig:50/48,2/p1:0",
        ] {
            assert_eq!(pos(text).to_string(), text);
        }
        assert_eq!(
            pos(" pig : 100 / 12 , 030 / p1 : 7 ").to_string(),
            "pig:100/12,30/p1:7"
        );
        let p = pos("pig:100/12,30/p2:7");
        assert_eq!(p.view(), (30, 12, 7));
        assert_eq!(
            (p.variant(), p.goal(), p.scores()),
            (Variant::Pig, 100, [12, 30])
        );
        assert_eq!((p.mover(), p.turn_total()), (Player::P2, 7));
        assert_eq!(
            Position::start(Variant::Piglet, 10).unwrap().to_string(),
            "piglet:10/0,0/p1:0"
        );
        assert_eq!(serde_json::to_string(&p).unwrap(), "\"pig:100/12,30/p2:7\"");
    }

    #[test]
    fn each_kind_of_bad_position_gets_its_own_message() {
        let cases = [
            ("", ErrorKind::BadPosition, "empty"),
            ("pig:100", ErrorKind::BadPosition, "1 part"),
            ("pig:100/0,0", ErrorKind::BadPosition, "three"),
            ("pig/0,0/p1:0", ErrorKind::BadPosition, "goal"),
            (
                "poker:100/0,0/p1:0",
                ErrorKind::BadPosition,
                "\"poker\" is not known",
            ),
            (
                "pig:abc/0,0/p1:0",
                ErrorKind::BadPosition,
                "The goal is \"abc\"",
            ),
            ("pig:0/0,0/p1:0", ErrorKind::BadPosition, "at least 1"),
            ("pig:101/0,0/p1:0", ErrorKind::TooLarge, "limit is 100"),
            (
                "pig:99999999999/0,0/p1:0",
                ErrorKind::TooLarge,
                "far too large",
            ),
            (
                "pig:100/5,0000099999999999/p1:0",
                ErrorKind::TooLarge,
                "Player 2's score is",
            ),
            ("pig:100/0/p1:0", ErrorKind::BadPosition, "two scores"),
            ("pig:100/0,,/p1:0", ErrorKind::BadPosition, "two scores"),
            (
                "pig:100/,5/p1:0",
                ErrorKind::BadPosition,
                "Player 1's score is missing",
            ),
            (
                "pig:100/5,-2/p1:0",
                ErrorKind::BadPosition,
                "Player 2's score is \"-2\"",
            ),
            (
                "pig:100/100,5/p1:0",
                ErrorKind::BadPosition,
                "already reached the goal 100",
            ),
            ("pig:100/100,5/p2:4", ErrorKind::BadPosition, "game is over"),
            (
                "pig:100/100,5/p2:0/roll",
                ErrorKind::BadPosition,
                "no /roll",
            ),
            ("pig:100/106,5/p2:0", ErrorKind::BadPosition, "up to 105"),
            (
                "pig:100/5,120/p1:0",
                ErrorKind::BadPosition,
                "Player 2's score 120",
            ),
            ("pig:100/1,5/p1:0", ErrorKind::BadPosition, "score is 1"),
            ("pig:100/5,7/p1", ErrorKind::BadPosition, "p1 or p2"),
            ("pig:100/5,7/p3:0", ErrorKind::BadPosition, "\"p3\""),
            (
                "pig:100/5,7/p1:x",
                ErrorKind::BadPosition,
                "turn total is \"x\"",
            ),
            (
                "pig:100/5,7/p1:1",
                ErrorKind::BadPosition,
                "turn total of 1",
            ),
            ("pig:100/90,7/p1:10", ErrorKind::BadPosition, "at most 9"),
            ("piglet:10/5,7/p2:3", ErrorKind::BadPosition, "already won"),
        ];
        for (text, kind, words) in cases {
            let err = Position::parse(text).unwrap_err();
            assert_eq!(err.kind, kind, "{text}: {}", err.message);
            assert!(err.message.contains(words), "{text}: {}", err.message);
        }
        // A finished game has the loser on turn; the die in the air is a position of its own.
        let over = Position::parse("pig:100/100,5/p2:0").unwrap();
        assert_eq!(over.winner(), Some(Player::P1));
        let rolling = Position::parse("pig:100/5,7/p1:0/roll").unwrap();
        assert!(rolling.is_rolling() && rolling.to_string() == "pig:100/5,7/p1:0/roll");
        // Piglet's turn totals and scores of 1 are fine: heads adds 1.
        assert!(Position::parse("piglet:10/1,1/p1:1").is_ok());
        // The other player's score plus the mover's turn total may pass the goal.
        assert!(Position::parse("pig:100/5,90/p1:20").is_ok());
        let long = "9".repeat(5000);
        assert_eq!(
            Position::parse(&long).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }

    #[test]
    fn rolls_and_holds_move_the_game_on() {
        let p = pos("pig:100/12,30/p1:7");
        assert_eq!(
            p.roll(4),
            Ok(Event::Scored {
                face: 4,
                gain: 4,
                to: pos("pig:100/12,30/p1:11")
            })
        );
        assert_eq!(
            p.roll(1),
            Ok(Event::PiggedOut {
                face: 1,
                lost: 7,
                to: pos("pig:100/12,30/p2:0")
            })
        );
        assert_eq!(
            p.hold(),
            Ok(Event::Held {
                banked: 7,
                to: pos("pig:100/19,30/p2:0")
            })
        );
        // A turn that reaches the goal wins at once.
        assert_eq!(
            pos("pig:100/30,90/p2:6").roll(5),
            Ok(Event::Won {
                face: 5,
                gain: 5,
                winner: Player::P2,
                scores: [30, 101],
                to: pos("pig:100/30,101/p1:0")
            })
        );
        let coin = pos("piglet:10/3,8/p2:1");
        assert_eq!(
            coin.roll(2),
            Ok(Event::Won {
                face: 2,
                gain: 1,
                winner: Player::P2,
                scores: [3, 10],
                to: pos("piglet:10/3,10/p1:0")
            })
        );
        assert_eq!(
            coin.roll(1),
            Ok(Event::PiggedOut {
                face: 1,
                lost: 1,
                to: pos("piglet:10/3,8/p1:0")
            })
        );
        let err = p.roll(7).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadMove);
        assert!(err.message.contains("faces 1 to 6"), "{}", err.message);
        let err = coin.roll(3).unwrap_err();
        assert!(err.message.contains("2 (heads)"), "{}", err.message);
        assert_eq!(p.roll(0).unwrap_err().kind, ErrorKind::BadMove);
        let err = pos("pig:100/12,30/p1:0").hold().unwrap_err();
        assert_eq!(err.kind, ErrorKind::IllegalMove);
        assert!(
            err.message.contains("starts with a roll"),
            "{}",
            err.message
        );
        let json = serde_json::to_string(&p.roll(1).unwrap()).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"piggedOut","face":1,"lost":7,"to":"pig:100/12,30/p2:0"}"#
        );
    }

    #[test]
    fn best_moves_where_the_answer_is_obvious() {
        for table in [piglet_10(), pig_100()] {
            // Turn total 0: a turn starts with a roll, whatever the scores.
            for i in 0..table.goal() {
                for j in 0..table.goal() {
                    assert_eq!(table.decision(i, j, 0), Decision::Roll);
                }
            }
        }
        // One point from the goal, the opponent at 0: bank it.
        let near = pos("pig:100/60,0/p1:39");
        assert_eq!(
            best_move(pig_100(), &near, Strategy::Best),
            Ok(Decision::Hold)
        );
        let coin = pos("piglet:10/0,0/p2:9");
        assert_eq!(
            best_move(piglet_10(), &coin, Strategy::Best),
            Ok(Decision::Hold)
        );
        // The opponent one roll from winning: keep rolling for the goal.
        let desperate = pos("pig:100/0,98/p1:40");
        assert_eq!(
            best_move(pig_100(), &desperate, Strategy::Best),
            Ok(Decision::Roll)
        );
        // The beginner's rules.
        let at = |t: &str, s| best_move(pig_100(), &pos(t), s);
        assert_eq!(
            at("pig:100/0,0/p1:19", Strategy::HoldAt(20)),
            Ok(Decision::Roll)
        );
        assert_eq!(
            at("pig:100/0,0/p1:20", Strategy::HoldAt(20)),
            Ok(Decision::Hold)
        );
        assert_eq!(
            at("pig:100/0,0/p1:24", Strategy::HoldAt(20)),
            Ok(Decision::Hold)
        );
        assert_eq!(
            at("pig:100/0,0/p1:5", Strategy::Random(0.3)),
            Ok(Decision::Hold)
        );
        assert_eq!(
            at("pig:100/0,0/p1:5", Strategy::Random(0.7)),
            Ok(Decision::Roll)
        );
        assert_eq!(
            at("pig:100/0,0/p1:0", Strategy::Random(0.3)),
            Ok(Decision::Roll)
        );
        let err = at("pig:100/0,0/p1:5", Strategy::HoldAt(0)).unwrap_err();
        assert_eq!(err.kind, ErrorKind::BadOption);
        assert!(err.message.contains("at least 1"), "{}", err.message);
        for bad in [1.0, -0.1, f64::NAN] {
            let err = at("pig:100/0,0/p1:5", Strategy::Random(bad)).unwrap_err();
            assert_eq!(err.kind, ErrorKind::BadOption);
            assert!(err.message.contains("below 1"), "{}", err.message);
        }
        let err = best_move(piglet_10(), &near, Strategy::Best).unwrap_err();
        assert!(
            err.message.contains("solved for piglet to 10"),
            "{}",
            err.message
        );
    }

    #[test]
    fn the_analysis_gives_both_options_and_the_rule_beside_best_play() {
        let a = analyze(pig_100(), &pos("pig:100/0,0/p1:0")).unwrap();
        assert!((a.chance - 0.5306).abs() < 5e-4);
        assert_eq!(
            (a.decision, a.hold, a.roll),
            (Decision::Roll, None, a.chance)
        );
        assert_eq!((a.rule_hold, a.rule_decision), (20, Decision::Roll));
        // Hold at 20 against best play, starting: about 0.4917, below the fair half.
        assert!((a.rule_chance - 0.4917).abs() < 1e-4, "{}", a.rule_chance);
        let b = analyze(pig_100(), &pos("pig:100/0,0/p2:20")).unwrap();
        assert_eq!(
            (b.decision, b.rule_decision),
            (Decision::Roll, Decision::Hold)
        );
        let hold = b.hold.unwrap();
        assert!(b.roll > hold && b.chance == b.roll && b.rule_chance < b.chance);
        assert!((hold - (1.0 - pig_100()[(0, 20, 0)])).abs() < 1e-15);
        let json = serde_json::to_value(&b).unwrap();
        assert_eq!(json["position"], "pig:100/0,0/p2:20");
        assert_eq!(json["mover"], "p2");
        assert_eq!(json["ruleDecision"], "hold");
        assert_eq!(piglet_10().rule_hold(), 1);
        assert_eq!(Variant::Pig.rule_hold(), 20);
    }

    #[test]
    fn the_explanation_is_an_expectimax_node_then_the_cycle_and_the_sweeps() {
        let table = pig_100();
        let p = pos("pig:100/12,30/p1:7");
        let steps = explain(table, &p).unwrap();
        let kinds: Vec<String> = steps
            .iter()
            .map(|s| {
                serde_json::to_value(s).unwrap()["kind"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "node",
                "face",
                "face",
                "face",
                "face",
                "face",
                "face",
                "average",
                "hold",
                "choice",
                "rule",
                "cycle",
                "iteration"
            ]
        );
        let faces: Vec<f64> = steps
            .iter()
            .filter_map(|s| match s {
                PigStep::Face { chance, .. } => Some(*chance),
                _ => None,
            })
            .collect();
        assert!((faces[0] - (1.0 - table[(30, 12, 0)])).abs() < 1e-15);
        assert_eq!(faces[5], table[(12, 30, 13)]);
        let PigStep::Average { sum, chance, sides } = steps[7] else {
            panic!("{:?}", steps[7])
        };
        assert_eq!(sides, 6);
        assert!((sum - faces.iter().sum::<f64>()).abs() < 1e-12);
        assert!((chance - sum / 6.0).abs() < 1e-12);
        assert!((chance - table.roll_chance(12, 30, 7)).abs() < 1e-12);
        let PigStep::Choice {
            roll,
            hold,
            decision,
            chance,
        } = steps[9]
        else {
            panic!("{:?}", steps[9])
        };
        assert_eq!(
            decision,
            if hold.unwrap() > roll {
                Decision::Hold
            } else {
                Decision::Roll
            }
        );
        assert_eq!(chance, roll.max(hold.unwrap()));
        assert_eq!(
            steps[11],
            PigStep::Cycle {
                sum: 42,
                mine: pos("pig:100/12,30/p1:0"),
                my_chance: table[(12, 30, 0)],
                theirs: pos("pig:100/12,30/p2:0"),
                their_chance: table[(30, 12, 0)],
            }
        );
        let PigStep::Iteration {
            sum,
            states,
            solved_before,
            sweeps,
            total_sweeps,
            first,
            last,
            tolerance,
        } = &steps[12]
        else {
            panic!("{:?}", steps[12])
        };
        // Layer 42: i from 0 to 42 with j = 42 - i, each with 100 - i turn totals.
        assert_eq!(
            (*sum, *states, *solved_before),
            (42, (0..=42).map(|i| 100 - i).sum(), 198 - 42)
        );
        let layer = table.layer(42).unwrap();
        assert_eq!(*sweeps as usize, layer.sweeps.len());
        assert_eq!(*total_sweeps, table.sweep_count().0);
        assert!(*total_sweeps > 199 * 2);
        assert_eq!((first.len(), last.len(), *tolerance), (5, 3, 1e-9));
        assert_eq!(first[..], layer.sweeps[..5]);
        assert_eq!(last[..], layer.sweeps[layer.sweeps.len() - 3..]);
        // The numbers start at 0: the first sweep changes them the most.
        assert!(first[0] > 0.5 && first[0] > first[4]);
        assert!(last[2] < 1e-9 && last[0] >= 1e-9);
        // At turn total 0 there is no hold: the node must roll.
        let start = explain(piglet_10(), &pos("piglet:10/0,0/p1:0")).unwrap();
        assert!(start.contains(&PigStep::MustRoll));
        assert_eq!(
            start
                .iter()
                .filter(|s| matches!(s, PigStep::Face { .. }))
                .count(),
            2
        );
    }

    #[test]
    fn the_sweeps_are_reported_as_they_happen_and_shrink_to_the_tolerance() {
        let mut seen = Vec::new();
        let table = Table::solve(Variant::Piglet, 10, |sweep| seen.push(sweep)).unwrap();
        // Every sweep is reported once, layer by layer from sum 18 down to 0, best play's
        // sweeps before the rule's.
        let mut expected = Vec::new();
        for (n, layer) in table.layers().iter().enumerate() {
            assert_eq!(layer.sum, 18 - n as u32);
            for (stage, sweeps) in [
                (Stage::Best, &layer.sweeps),
                (Stage::Rule, &layer.rule_sweeps),
            ] {
                for (s, &change) in sweeps.iter().enumerate() {
                    expected.push(Sweep {
                        stage,
                        sum: layer.sum,
                        layer: n as u32 + 1,
                        layers: 19,
                        sweep: s as u32 + 1,
                        largest_change: change,
                    });
                }
                assert!(*sweeps.last().unwrap() < TOLERANCE);
                assert!(sweeps[..sweeps.len() - 1].iter().all(|&c| c >= TOLERANCE));
            }
        }
        assert_eq!(seen, expected);
        assert_eq!(table.layers().len(), 19);
        assert_eq!(table.layers().iter().map(|l| l.states).sum::<u32>(), 550);
        let (best, rule) = table.sweep_count();
        assert_eq!(
            best as usize,
            seen.iter().filter(|s| s.stage == Stage::Best).count()
        );
        assert_eq!(rule as usize, seen.len() - best as usize);
        assert_eq!(table.layer(19), None);
        let err = Table::solve(Variant::Pig, 200, |_| {}).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert_eq!(table.get(0, 0, 10), None);
        assert_eq!(table.get(3, 9, 6), Some(table[(3, 9, 6)]));
    }

    #[test]
    fn piglet_lists_its_whole_table_and_pig_its_boundary() {
        let states = piglet_10().states().unwrap();
        assert_eq!(states.len(), 550);
        for s in &states {
            let best = s.hold.map_or(s.roll, |h| h.max(s.roll));
            assert!((s.chance - best).abs() < 1e-8, "{s:?}");
            let holds = s.hold.is_some_and(|h| h > s.roll);
            assert_eq!(s.decision == Decision::Hold, holds, "{s:?}");
        }
        // Piglet to 10 at the start: flip until two heads, then bank them.
        let map = piglet_10().strategy_map(0).unwrap();
        assert_eq!(map[0].hold_from, Some(2));
        assert_eq!(map.len(), 10);
        let err = pig_100().states().unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("20000"), "{}", err.message);
        // Against an opponent about to win, best play never holds short of the goal.
        let map = pig_100().strategy_map(98).unwrap();
        assert!(map.iter().all(|b| b.hold_from.is_none()));
        let err = pig_100().strategy_map(100).unwrap_err();
        assert!(err.message.contains("from 0 to 99"), "{}", err.message);
    }

    #[test]
    fn the_replay_sweeps_each_layer_as_the_solve_did_and_ends_on_the_table() {
        let table = piglet_10();
        let replay = table.replay().unwrap();
        assert_eq!(replay.len(), table.layers().len());
        let mut cells = 0;
        for (replayed, layer) in replay.iter().zip(table.layers()) {
            assert_eq!(replayed.sum, layer.sum);
            assert_eq!(replayed.cells.len() as u32, layer.states);
            // The same sweeps, with the same largest changes, as the solve reported.
            assert_eq!(replayed.changes, layer.sweeps);
            assert_eq!(replayed.sweeps.len(), layer.sweeps.len());
            // The last sweep is the table's own numbers.
            let last = replayed.sweeps.last().unwrap();
            for (&[i, j, k], &chance) in replayed.cells.iter().zip(last) {
                assert_eq!(chance, table[(i, j, k)], "({i}, {j}, {k})");
            }
            // Each layer needs at least one sweep that moves the numbers from 0 and one that
            // finds them settled.
            assert!(replayed.sweeps.len() >= 2 && replayed.changes[0] > 0.0);
            cells += replayed.cells.len();
        }
        assert_eq!(cells, 550);
        let err = Table::solve(Variant::Piglet, 16, |_| {})
            .unwrap()
            .replay()
            .unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("2000"), "{}", err.message);
    }
}
