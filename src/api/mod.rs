//! The JavaScript-shaped API, in plain Rust: game id and position text in, plain data out.
//!
//! Every function answers from its arguments alone: the same call gives the same answer whatever
//! was asked before (the only state kept is a cache of solved tables, [`crate::games::cache`],
//! which changes how fast an answer comes, never the answer). Positions go in and come out as
//! text in each game's notation,
//! so a result can be fed straight back in, stored in a URL or written in a test. Results are
//! plain structs that derive serde's `Serialize` with camelCase keys; `src/wasm.rs` hands them
//! to JavaScript through serde-wasm-bindgen.
//! Every function answers bad input with an [`Error`] whose message a student can act on.
//!
//! | function | returns |
//! |---|---|
//! | [`games`] | the catalogue: id, name, description, default position, notation, limits |
//! | [`analyze`] | who acts next, outcome (P/N/D), Grundy value, every legal move with its outcome |
//! | [`play`] | the position after a move |
//! | [`explain`] | the typed steps of the reason for the outcome and the winning move |
//! | [`best_move`] | the computer's move at a level (`perfect`, `beginner`) |
//! | [`solve()`] | works out a big position ahead of play, in slices, for a progress bar (Chomp's board, a partizan board) |
//! | [`forget`] | empties a game's tables of solved positions (memory back; benchmarks from scratch) |
//! | [`lab`] | a game's own labs, by name: the xor corner's `explain`, the 8-puzzle's `solve`, Pig's `solve`, `map`, ... |
//! | [`search()`] | the search lab: minimax or alpha-beta on tic-tac-toe or 2x2 Go, and its cost |
//! | [`complexity()`] | the game-complexity panel |
//! | [`compare`] | the values lab: is G >= H, and the play of G - H that decides it |
//! | [`qr_code`] | the QR code of a lesson's link, as rows of modules |
//!
//! The four functions of play (`analyze`, `play`, `explain`, `best_move`) answer every game in
//! the same shape, whoever acts: two players (the impartial and partizan games, tic-tac-toe),
//! chance (Pig's die: its faces are moves with their probabilities) and one solver (the
//! 8-puzzle). The analysis says which ([`ToAct`]). So do `solve`, `forget` and `lab`: each
//! names its game first, and the game's adapter answers (a game without labs says so), so the
//! page, its worker and this file name no game's functions.

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Level, Outcome, Rng};
use serde::Serialize;

pub mod complexity;
pub mod qr;
pub mod search;

pub use complexity::{complexity, Complexity};
pub use partizan::{compare, Comparison};
pub use qr::{qr_code, QrGrid};
pub use search::{search, SearchOptions, SearchResult};

pub use crate::game::MOVE_LIST_CAP;

/// What every game family provides to the API. One implementation per file in `src/api/`.
trait Adapter {
    /// Outcome, Grundy value and legal moves of a position.
    fn analyze(&self, position: &str) -> Result<Analysis>;
    /// The canonical position after a move.
    fn play(&self, position: &str, mv: &str) -> Result<String>;
    /// The explanation steps of a position.
    fn explain(&self, position: &str) -> Result<Explanation>;
    /// The computer's move at `level` (the game reads it: `perfect` and `beginner` for every
    /// game, Pig's `rule` too); `rng` drives the beginner's mistakes.
    fn best_move(&self, position: &str, level: &str, rng: &mut Rng) -> Result<BestMove>;
    /// Works out up to `budget` more positions of a big `position` ahead of play (a count of
    /// positions; 0 only asks how far it is). A game with nothing to work out answers that it
    /// is done, once the position reads.
    fn solve(&self, position: &str, budget: u64) -> Result<Solving> {
        let _ = budget;
        self.analyze(position).map(|_| Solving::ready())
    }
    /// Empties the game's tables of solved positions: the next answer is worked out from scratch.
    fn forget(&self) {}
    /// The search lab on `position` ([`search()`]): minimax or alpha-beta with its cost
    /// (`game` is the id as asked, for the message of a game the lab does not search).
    fn search(&self, game: &str, position: &str, options: &SearchOptions) -> Result<SearchResult> {
        let _ = (position, options);
        Err(search::not_searched(game))
    }
    /// The game's lab called `name` (`game` is the id as asked: a table's id in Pig), with the
    /// page's arguments; long labs report `progress` as they go.
    fn lab(
        &self,
        game: &str,
        name: &str,
        args: &LabArgs,
        progress: &mut dyn FnMut(LabAnswer),
    ) -> Result<LabAnswer> {
        let _ = (args, progress);
        Err(no_lab(game, name, &[]))
    }
}

/// A game family: its id, and how to build its adapter from the family's id and the part of
/// the game id after the first colon (`misere` in `nim:misere`).
#[derive(Clone, Copy)]
struct Family {
    name: &'static str,
    adapter: MakeAdapter,
}

/// Builds a family's adapter from the family's id and the variant after its first colon.
type MakeAdapter = fn(&'static str, Option<&str>) -> Result<Box<dyn Adapter>>;

/// The adapters, one line each: `module => Game` gathers what `src/api/<module>.rs` provides.
/// Each adapter file has a list of its game families (`FAMILIES`: the game id before any colon
/// and its adapter) and the four shapes its answers carry:
/// `Details` (facts about a position), `MoveDetail` (facts about a move), `Step` (one step of
/// an explanation) and `Lab` (what its labs answer; [`NoLab`] for a game without any). From
/// this list the macro writes [`FAMILIES`], and [`Details`], [`MoveDetail`], [`Steps`] and
/// [`LabAnswer`] with one variant per adapter, named `Game`. serde writes each variant as the
/// adapter's own object (`untagged`), so the page sees only the game's fields.
macro_rules! adapters {
    ($(
        $game:ident $([$($info:ident),+])? {
            $(heaps: [$($heap:ident),+],)?
            $(board: $Variant:ident($Board:ident),)?
            $(adapter: $(#[$only:meta])* $Game:ident,)?
            $(complexity: $row:ident,)?
        }
    ),* $(,)?) => {
        $($(adapter_module!($game, $Game);)?)*
        adapters! {
            $($($(#[$only])* $game => $Game,)?)*
            // Only in the partizan module's build are its answers' shapes part of the enums.
            #[cfg(feature = "partizan")]
            partizan => Partizan,
        }
    };
    ($($(#[$only:meta])* $module:ident => $Game:ident,)*) => {
        /// Every game family of the playground, gathered from the adapters' lists.
        const FAMILIES: &[&[Family]] = &[$($module::FAMILIES),*];

        /// Game-specific facts about a move, next to its notation and outcome: the adapter's
        /// own `MoveDetail`, written as keys of the move's object.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[cfg_attr(feature = "types", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum MoveDetail {
            $(
                #[doc = concat!("A move of the games of [`", stringify!($module), "`].")]
                $(#[$only])*
                $Game($module::MoveDetail),
            )*
        }

        /// Game-specific facts about a position: the adapter's own `Details`, written as keys
        /// of the analysis's object.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[cfg_attr(feature = "types", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum Details {
            $(
                #[doc = concat!("A position of the games of [`", stringify!($module), "`].")]
                $(#[$only])*
                $Game($module::Details),
            )*
        }

        /// What a game's lab answers (and reports while it works): the adapter's own `Lab`,
        /// written as it is.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[cfg_attr(feature = "types", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum LabAnswer {
            $(
                #[doc = concat!("A lab of the games of [`", stringify!($module), "`].")]
                $(#[$only])*
                $Game($module::Lab),
            )*
        }

        /// The steps of an explanation, one list per adapter, written as the list inside:
        /// every adapter's steps are objects with a `kind`.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[cfg_attr(feature = "types", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum Steps {
            $(
                #[doc = concat!("The steps of the games of [`", stringify!($module), "`].")]
                $(#[$only])*
                $Game(Vec<$module::Step>),
            )*
        }
    };
}

/// Declares a game's adapter, `src/api/<game>.rs` (the variant's name is only matched).
macro_rules! adapter_module {
    ($game:ident, $Game:ident) => {
        pub mod $game;
    };
}

// The adapter of the partizan games, one family per board of the list of games; every other
// adapter is its game's (`adapter:` on its line of [`crate::games::every_game`]: the heap-like
// games are played by the sums' adapter, as sums of one part or more). A line's `#[cfg]` keeps
// its game's shapes out of the enums in the other modules' builds (Pig's and the 8-puzzle's are
// only in the chance module's, the xor corner's in the impartial one's; natively all are): the
// module is declared in every build, and answers there that the game is played elsewhere.
pub mod partizan;
crate::games::every_game!(adapters);

/// Whether this build has the impartial games (Nim, the Sprague-Grundy games, Chomp, the
/// searches). The site builds two wasm modules, one per kind of game, so that a page downloads
/// only its own games' code (Cargo features `impartial` and `partizan`; native builds have both;
/// the partizan adapter is switched by `cfg`, as its answers' shapes are left out of the enums too).
/// Every adapter starts by checking its constant: in a build without its feature the rest of
/// the adapter is unreachable, so the game's code is left out. The catalogue lists every game.
pub(crate) const IMPARTIAL: bool = cfg!(feature = "impartial");

/// The error for a game whose code is in the site's other wasm module.
pub(crate) fn elsewhere(game: &str) -> Error {
    Error::new(
        ErrorKind::UnknownGame,
        format!(
            "The game {} is played on its own page, which loads its own engine.",
            quote(game)
        ),
    )
}

/// What an adapter file writes for a game that follows the [`Game`] recipe: the API's shapes of
/// its answers (the game id, the facts about a position and a move, the explanation's steps).
/// Everything else is the generic adapter's below.
trait Answers: Game {
    /// The canonical game id (`nim:misere`).
    fn id(&self) -> String;
    /// The game's facts about a move of `pos`.
    fn move_detail(
        &self,
        pos: &Self::Position,
        mv: &Self::Move,
        sol: &mut Self::Solution,
    ) -> MoveDetail;
    /// The game's facts about `pos`.
    fn details(&self, pos: &Self::Position, sol: &mut Self::Solution) -> Result<Details>;
    /// The steps of the explanation of `pos`.
    fn steps(&self, pos: &Self::Position, sol: &mut Self::Solution) -> Result<Steps>;
    /// Who is on turn at `pos`, where the position names them (tic-tac-toe's `x`); by default
    /// the player to move, unnamed (an impartial position does not say which player that is).
    fn side(&self, _pos: &Self::Position) -> Option<String> {
        None
    }
    /// See [`Adapter::solve`]: `None` (the default) where there is nothing to work out ahead,
    /// and the solve ahead only reads the position (through `analyze`, so that no game carries
    /// code of its own for it).
    fn solve_ahead(&self, _position: &str, _budget: u64) -> Option<Result<Solving>> {
        None
    }
    /// See [`Adapter::forget`]: by default nothing is kept.
    fn forget_tables(&self) {}
    /// See [`Adapter::search`]: by default the search lab does not search the game.
    fn searched(
        &self,
        game: &str,
        position: &str,
        options: &SearchOptions,
    ) -> Result<SearchResult> {
        let _ = (position, options);
        Err(search::not_searched(game))
    }
}

/// The one adapter of every [`Game`]: the move list, the computer's move (the beginner's coin
/// is flipped here, for every game) and the game's end, written once.
impl<G: Answers> Adapter for G {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let pos = self.parse(position)?;
        let mut sol = self.solve(&pos)?;
        let outcome = self.outcome(&pos, &mut sol)?;
        let (listed, total) = self.listed_moves(&pos, &mut sol, MOVE_LIST_CAP)?;
        let texts = self.texts_after(&pos, &listed);
        let mut moves = Vec::with_capacity(listed.len());
        for ((mv, outcome), to) in listed.iter().zip(texts) {
            moves.push(MoveInfo {
                r#move: self.move_text(&pos, mv),
                to,
                outcome: Some(*outcome),
                detail: self.move_detail(&pos, mv, &mut sol),
            });
        }
        let winning = winning_moves(&moves);
        Ok(Analysis {
            game: self.id(),
            position: self.text(&pos),
            to_act: ToAct::Player {
                side: self.side(&pos),
            },
            outcome: Some(outcome),
            grundy: self.grundy(&pos, &mut sol),
            moves_complete: moves.len() as u64 == total,
            move_count: total,
            winning,
            details: self.details(&pos, &mut sol)?,
            moves,
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let pos = self.parse(position)?;
        let mv = self.parse_move(&pos, mv)?;
        Ok(self.text(&self.after(&pos, &mv)))
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let pos = self.parse(position)?;
        let mut sol = self.solve(&pos)?;
        // The steps first: a search that explains itself finds the outcome on the way (2x2 Go).
        let steps = self.steps(&pos, &mut sol)?;
        Ok(Explanation {
            game: self.id(),
            position: self.text(&pos),
            outcome: Some(self.outcome(&pos, &mut sol)?),
            steps,
        })
    }

    fn best_move(&self, position: &str, level: &str, rng: &mut Rng) -> Result<BestMove> {
        let level = Level::parse(level)?;
        let pos = self.parse(position)?;
        let mut sol = self.solve(&pos)?;
        let chosen = if level.plays_at_random(rng) {
            self.random_move(&pos, &mut sol, rng)
        } else {
            self.perfect_move(&pos, &mut sol)?
        };
        let mv = chosen.ok_or_else(|| self.game_over(&pos))?;
        let outcome = self.outcome_after(&pos, &mv, &mut sol)?;
        Ok(BestMove {
            winning: self.move_wins(&pos, &mv, outcome, &mut sol),
            ..BestMove::new(
                self.move_text(&pos, &mv),
                self.text(&self.after(&pos, &mv)),
                outcome,
            )
        })
    }

    fn solve(&self, position: &str, budget: u64) -> Result<Solving> {
        self.solve_ahead(position, budget)
            .unwrap_or_else(|| self.analyze(position).map(|_| Solving::ready()))
    }

    fn forget(&self) {
        self.forget_tables();
    }

    fn search(&self, game: &str, position: &str, options: &SearchOptions) -> Result<SearchResult> {
        self.searched(game, position, options)
    }
}

/// Finds the adapter for a game id such as `nim` or `nim:misere`.
fn lookup(game: &str) -> Result<Box<dyn Adapter>> {
    check_length("game id", game)?;
    let id = game.trim();
    let (family, variant) = match id.split_once(':') {
        Some((f, v)) => (f, Some(v)),
        None => (id, None),
    };
    match FAMILIES
        .iter()
        .flat_map(|list| list.iter())
        .find(|f| f.name == family)
    {
        Some(f) => (f.adapter)(f.name, variant),
        None => Err(Error::new(
            ErrorKind::UnknownGame,
            // The families' ids, not the catalogue's entries: the catalogue's texts (every
            // card's sentence and notation) would otherwise be in the wasm module for the
            // sake of this one message (5.5 KB gzipped of the impartial module).
            format!(
                "There is no game called {}. The games are: {} (some have variants, such as nim:misere).",
                quote(id),
                FAMILIES
                    .iter()
                    .flat_map(|list| list.iter().map(|f| f.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        )),
    }
}

/// The error for a game id whose family exists but whose variant does not.
///
/// Moore's Nim and Northcott's game are solved here in normal play only, so a `:misere` variant
/// of them gets a sentence saying so (and why) rather than a list of the ids it is not.
fn unknown_variant(family: &str, variant: &str, choices: &str) -> Error {
    let misere = variant == "misere" || variant.ends_with(":misere");
    if misere && matches!(family, "Moore's Nim" | "Northcott's game") {
        return Error::new(
            ErrorKind::UnknownGame,
            format!(
                "{family} is played here in normal play only (whoever makes the last move wins): \
                 its winning rule is a normal-play theorem and there is no misère version of it \
                 here. Use {choices}."
            ),
        );
    }
    Error::new(
        ErrorKind::UnknownGame,
        format!("{family} has no variant {}: use {choices}.", quote(variant)),
    )
}

pub use crate::catalogue::{GameInfo, Kind, Limits, Variant};

/// The catalogue: every page's entry, in the course's order (the menu's order). Each entry is
/// written beside its game's rules (`info()` in [`crate::games`]); this list only gathers them.
pub fn games() -> Vec<GameInfo> {
    crate::games::catalogue()
}

/// One legal move and where it leads: `{"move", "to", "outcome", ...the detail's keys}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct MoveInfo {
    /// The move in the game's move notation (a face of the die, where chance acts).
    pub r#move: String,
    /// The canonical position after the move.
    pub to: String,
    /// The outcome of `to` for the player who moves there next: `P` means this move wins.
    /// Left out where a game has no outcome (Pig's chances, a puzzle).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub outcome: Option<Outcome>,
    /// Game-specific details, written as keys of the move's own object.
    #[serde(flatten)]
    pub detail: MoveDetail,
}

/// Who acts at a position: `{"kind": "player", "side"}`, `{"kind": "chance", "outcomes"}` or
/// `{"kind": "solver"}`. A game page's turn loop reads it to know whether a person, the
/// computer, the die or the solver of a puzzle makes the next move.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ToAct {
    /// One of two players decides. `side` names them where the position says who is on turn
    /// (`x`, `p1`); otherwise it is simply the player to move (an impartial position does not
    /// say which of the two that is). The same side twice in a row is the same player again
    /// (Pig's turn goes on after a scoring roll).
    Player {
        /// The side on turn, as the game's notation writes it.
        #[cfg_attr(feature = "types", ts(optional))]
        #[serde(skip_serializing_if = "Option::is_none")]
        side: Option<String>,
    },
    /// Chance: each outcome (a move of the list) happens with its probability.
    Chance {
        /// The outcomes, in the order of the moves.
        outcomes: Vec<Chance>,
    },
    /// A puzzle's one solver makes every move.
    Solver,
}

/// One outcome of chance: the move that names it (a face of the die) and its probability as an
/// exact fraction, `chances` in `outOf` (1 in 6). Whole numbers also keep the impartial module
/// free of the code that writes floating-point numbers as text (about 15 KB gzipped).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Chance {
    /// The move, as the move list writes it.
    pub r#move: String,
    /// Its probability's numerator.
    pub chances: u32,
    /// Its probability's denominator.
    pub out_of: u32,
}

/// What [`analyze`] returns: `{"game", "position", "toAct", ..., "winning", ...the details' keys}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The canonical game id.
    pub game: String,
    /// The canonical position.
    pub position: String,
    /// Who makes the next move: a player, chance or a puzzle's solver.
    pub to_act: ToAct,
    /// `N`: the player to move wins with best play; `P`: loses; `D`: a draw. Left out where a
    /// game has no outcome (Pig, where the analysis gives chances of winning instead).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub outcome: Option<Outcome>,
    /// The Sprague-Grundy value, where the game (and play rule) has one.
    pub grundy: Option<u64>,
    /// The legal moves (all of them unless `moves_complete` is false).
    pub moves: Vec<MoveInfo>,
    /// False when `moves` was cut at [`MOVE_LIST_CAP`] (it still has every winning move).
    pub moves_complete: bool,
    /// How many legal moves there are in all.
    pub move_count: u64,
    /// The winning moves, in move notation (in a game of chance, the best decision).
    pub winning: Vec<String>,
    /// Game-specific facts, written as keys of the analysis's own object.
    #[serde(flatten)]
    pub details: Details,
}

/// What [`explain`] returns.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Explanation {
    /// The canonical game id.
    pub game: String,
    /// The canonical position.
    pub position: String,
    /// The outcome being explained (left out in a game with no outcome, as in [`Analysis`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub outcome: Option<Outcome>,
    /// The steps, in order; each has a `kind` and its data.
    pub steps: Steps,
}

/// What [`best_move`] returns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct BestMove {
    /// The move in move notation.
    pub r#move: String,
    /// The canonical position after it.
    pub to: String,
    /// The outcome of `to` for the opponent (`P` means the move wins); left out in a game
    /// with no outcome.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "types", ts(optional))]
    pub outcome: Option<Outcome>,
    /// Whether the move is a winning move (in a game of chance, best play's decision).
    pub winning: bool,
}

/// The winning moves of a complete list: those that leave the opponent a P-position.
fn winning_moves(moves: &[MoveInfo]) -> Vec<String> {
    moves
        .iter()
        .filter(|m| m.outcome == Some(Outcome::P))
        .map(|m| m.r#move.clone())
        .collect()
}

impl BestMove {
    /// The computer's move `mv` to `to`, whose outcome for the opponent is `outcome`: the move
    /// wins exactly when it leaves the opponent a P-position.
    fn new(mv: String, to: String, outcome: Outcome) -> BestMove {
        BestMove {
            r#move: mv,
            to,
            outcome: Some(outcome),
            winning: outcome == Outcome::P,
        }
    }
}

/// Outcome, Grundy value and every legal move of a position.
pub fn analyze(game: &str, position: &str) -> Result<Analysis> {
    lookup(game)?.analyze(position)
}

/// The canonical position after `mv`; an illegal or badly written move is an error.
pub fn play(game: &str, position: &str, mv: &str) -> Result<String> {
    check_length("move", mv)?;
    lookup(game)?.play(position, mv)
}

/// The step-by-step reason for a position's outcome and its winning move.
pub fn explain(game: &str, position: &str) -> Result<Explanation> {
    lookup(game)?.explain(position)
}

/// The computer's move. `level` is `"perfect"` or `"beginner"`; `seed` makes the beginner's
/// random choices repeatable.
pub fn best_move(game: &str, position: &str, level: &str, seed: u64) -> Result<BestMove> {
    lookup(game)?.best_move(position, level, &mut Rng::new(seed))
}

/// Works out up to `budget` more positions of a big position ahead of play, so that a page can
/// show progress between slices and cancel by not calling again (Chomp's board, a big partizan
/// board); once `done`, the four functions of play answer it at once. `budget` is a count of
/// positions: a whole number, infinity for "to the end", 0 to only ask how far it is.
pub fn solve(game: &str, position: &str, budget: f64) -> Result<Solving> {
    if budget.is_nan() || budget < 0.0 {
        return Err(Error::new(
            ErrorKind::BadOption,
            format!(
                "The budget is a number of positions, 0 or more, not {}.",
                crate::error::describe_number(budget)
            ),
        ));
    }
    // Saturating: infinity and anything past u64::MAX mean "to the end".
    lookup(game)?.solve(position, budget as u64)
}

/// Empties a game's tables of solved positions: memory goes back, and the benchmarks time a
/// solve from scratch. The answers stay the same.
pub fn forget(game: &str) -> Result<()> {
    lookup(game)?.forget();
    Ok(())
}

/// A game's lab called `name`, with the page's arguments in order; a long lab calls `progress`
/// as it goes. Each game's adapter lists its labs (`lab` in `src/api/<game>.rs`).
pub fn lab(
    game: &str,
    name: &str,
    args: &[LabArg],
    progress: &mut dyn FnMut(LabAnswer),
) -> Result<LabAnswer> {
    check_length("lab", name)?;
    lookup(game)?.lab(game.trim(), name.trim(), &LabArgs(args), progress)
}

/// How far [`solve()`] has come: `{ done, solved, total, size }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Solving {
    /// Every position needed is worked out: the functions of play now answer at once.
    pub done: bool,
    /// Positions worked out so far.
    pub solved: u64,
    /// Positions to work out in all, where the game knows it beforehand (Chomp's board).
    pub total: Option<u64>,
    /// The board's size in words (`4x7`), where a board is solved as a whole.
    pub size: Option<String>,
}

impl Solving {
    /// Nothing to work out: done at once.
    fn ready() -> Solving {
        Solving {
            done: true,
            solved: 0,
            total: None,
            size: None,
        }
    }
}

/// One argument of a lab call, as the page gave it.
#[derive(Clone, Debug, PartialEq)]
pub enum LabArg {
    /// Text: a position, a table's id.
    Text(String),
    /// A number (any: each lab refuses the ones it cannot use, in its own words).
    Number(f64),
    /// Nothing, or a value that is neither text nor a number.
    Missing,
}

/// A lab call's arguments, read in order by the lab.
pub struct LabArgs<'a>(pub &'a [LabArg]);

impl LabArgs<'_> {
    /// Argument `i` as text; `what` names it in the message when it is something else.
    pub fn text(&self, i: usize, what: &str) -> Result<&str> {
        match self.0.get(i) {
            Some(LabArg::Text(t)) => {
                check_length(what, t)?;
                Ok(t)
            }
            _ => Err(Error::new(
                ErrorKind::BadOption,
                format!("The {what} must be given as text."),
            )),
        }
    }

    /// Argument `i` as a number: NaN when it is missing or not a number, which the lab refuses.
    pub fn number(&self, i: usize) -> f64 {
        match self.0.get(i) {
            Some(LabArg::Number(x)) => *x,
            _ => f64::NAN,
        }
    }
}

/// A lab's answer for a game without labs: there is none.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub enum NoLab {}

/// The error for a lab the game does not have; `labs` are the ones it has.
fn no_lab(game: &str, name: &str, labs: &[&str]) -> Error {
    Error::new(
        ErrorKind::BadOption,
        if labs.is_empty() {
            format!("The game {} has no labs.", quote(game))
        } else {
            format!(
                "The game {} has no lab called {}: its labs are {}.",
                quote(game),
                quote(name),
                crate::error::in_words(labs, "and")
            )
        },
    )
}

/// Visits the type of every answer the API gives: the roots of the TypeScript types the page is
/// checked against (`www/js/types/core.d.ts`, written by `tests/types.rs`); every type they hold
/// follows from them.
#[cfg(feature = "types")]
pub fn visit_answers(v: &mut impl ts_rs::TypeVisitor) {
    v.visit::<GameInfo>();
    v.visit::<Analysis>();
    v.visit::<Explanation>();
    v.visit::<BestMove>();
    v.visit::<Solving>();
    v.visit::<LabAnswer>();
    v.visit::<Complexity>();
    v.visit::<Comparison>();
    v.visit::<SearchResult>();
    v.visit::<QrGrid>();
}

/// For a test: every move `analyze` lists of `position` leads where it says (its outcome is the
/// one `analyze` gives its target, and `play` of it gives that target). Returns the analysis.
#[cfg(test)]
pub(crate) fn assert_moves_lead_where_they_say(game: &str, position: &str) -> Analysis {
    let a = analyze(game, position).unwrap();
    for m in &a.moves {
        let after = analyze(game, &m.to).unwrap();
        assert_eq!(m.outcome, after.outcome, "{game} {position} {}", m.r#move);
        assert_eq!(
            play(game, &a.position, &m.r#move).unwrap(),
            m.to,
            "{game} {position}"
        );
    }
    a
}

/// A result as the page's plain data, for the tests to look into.
#[cfg(test)]
pub(crate) fn to_value<T: Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).expect("every result serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalogue_id_is_accepted_at_its_start() {
        // Every variant's id with the game's start; a game of chance names its variant in the
        // position itself (Piglet's starts `piglet:`), so its start is asked of its own id.
        for game in games() {
            for v in game.variants {
                if game.kind != Kind::Chance || v.id == game.id {
                    let start = game.default_position;
                    assert!(analyze(v.id, start).is_ok(), "{} {start}", v.id);
                }
            }
        }
    }

    #[test]
    fn every_game_solves_ahead_forgets_and_names_its_labs() {
        // Every game of the catalogue answers the solve ahead at its start (done at once where
        // there is nothing to work out, or after a budget large enough), forgets its tables,
        // and refuses a lab it does not have with a sentence; a bad position is refused too.
        for game in games().iter().filter(|g| g.kind != Kind::Lab) {
            let (id, start) = (game.id, game.default_position);
            let solving = solve(id, start, f64::INFINITY).unwrap();
            assert!(solving.done, "{id}");
            assert!(forget(id).is_ok(), "{id}");
            let err = lab(id, "fly", &[], &mut |_| {}).unwrap_err();
            assert_eq!(err.kind, ErrorKind::BadOption, "{id}");
            assert!(err.message.contains("lab"), "{id}: {}", err.message);
            assert!(solve(id, "?!", 10.0).is_err(), "{id}");
        }
        let first = &games()[0];
        assert_eq!(
            solve(first.id, first.default_position, -1.0)
                .unwrap_err()
                .kind,
            ErrorKind::BadOption
        );
    }

    #[test]
    fn an_unknown_game_is_refused_with_the_list_of_ids() {
        let err = analyze("chess", "1").unwrap_err();
        assert_eq!(err.kind, ErrorKind::UnknownGame);
        // The list is the catalogue's: every game's family.
        for game in games().iter().filter(|g| g.kind != Kind::Lab) {
            let family = game.id.split(':').next().unwrap();
            assert!(
                err.message.contains(family),
                "{family} not in {}",
                err.message
            );
        }
    }

    #[test]
    fn every_entry_has_a_page_a_card_and_a_start() {
        for g in games() {
            assert!(g.page.ends_with(".html"), "{}", g.id);
            assert!(!g.name.is_empty() && !g.menu_name.is_empty(), "{}", g.id);
            assert!(!g.card.is_empty() && !g.picture.is_empty(), "{}", g.id);
            assert!(!g.default_position.is_empty(), "{}", g.id);
            assert_eq!(g.kind == Kind::Lab, g.variants.is_empty(), "{}", g.id);
            assert_eq!(g.kind == Kind::Lab, g.questions.is_empty(), "{}", g.id);
            assert_eq!(
                g.kind == Kind::Partizan,
                g.module == crate::catalogue::Module::GrundyPartizan,
                "{}",
                g.id
            );
            // The chance module has the games of chance and the 8-puzzle (one solver).
            if g.kind == Kind::Chance {
                assert_eq!(g.module, crate::catalogue::Module::GrundyChance, "{}", g.id);
            }
        }
    }

    #[test]
    fn ids_are_unique_and_partizan_games_name_their_sides() {
        let all = games();
        let mut ids: Vec<&str> = all.iter().map(|g| g.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        for g in &all {
            if g.kind == Kind::Partizan || g.kind == Kind::Search {
                let [a, b] = g.sides.expect(g.id);
                assert_ne!(a, b);
            }
        }
    }
}
