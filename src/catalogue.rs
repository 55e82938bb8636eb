//! The catalogue: one entry for every page of the playground, written beside each game's rules.
//!
//! A game is registered once. Its entry (the [`GameInfo`] returned by the `info()` function of
//! its own file in [`crate::games`]) says everything the rest of the playground needs to know
//! about it without running it: its name and page, which of the two wasm modules plays it, the
//! names of its two sides, the sentence and picture of its card on the home page, how positions
//! and moves are written, where to start, its limits, and which questions a lesson may ask of a
//! position. [`crate::api::games`] gathers the entries in the order of the course (and of the site's menu):
//! the list sits above the games, so that this file (which every game's entry reads) imports none
//! of them.
//!
//! The build writes the same list as `www/games.json` (`tools/catalogue.mjs`), so the menu, the
//! home page, the worker's routing, the benchmark and the page tests read it before any wasm
//! loads; `tests/catalogue.rs` checks that the file equals [`crate::api::games`].
//!
//! Pig and Piglet are games of chance ([`Kind::Chance`]): their answers are chances of winning,
//! and their own wasm module plays them.
//!
//! Two pages are not games (the xor corner and the 8-puzzle): their entries have the kind
//! [`Kind::Lab`] and no variants, so they are in the menu and on the home page but no game
//! function accepts them.

use crate::game::Play;
use serde::Serialize;

/// A group of the menu and of the home page: the course's chapters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Group {
    /// A short id (`nim`).
    pub id: &'static str,
    /// The heading a student reads (`Nim and xor`).
    pub title: &'static str,
}

/// Nim, Moore's Nim and the xor corner.
pub const NIM_AND_XOR: Group = Group {
    id: "nim",
    title: "Nim and xor",
};
/// The games solved by Grundy values: Scoring, Nimble, Kayles, Wythoff, Northcott, sums.
pub const SPRAGUE_GRUNDY: Group = Group {
    id: "sprague-grundy",
    title: "Sprague-Grundy games",
};
/// Chomp, solved by strategy stealing and by its table.
pub const CHOMP: Group = Group {
    id: "chomp",
    title: "Chomp",
};
/// The partizan games and the values lab.
pub const PARTIZAN: Group = Group {
    id: "partizan",
    title: "Partizan games",
};
/// Tic-tac-toe, 2x2 Go and the 8-puzzle: games and puzzles solved by search.
pub const SEARCH: Group = Group {
    id: "search",
    title: "Searching and solving",
};

/// Pig and Piglet: games of chance, solved by value iteration.
pub const CHANCE: Group = Group {
    id: "chance",
    title: "Games of chance",
};

/// What kind of page an entry is: which part of the theory answers its questions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Both players have the same moves: P/N positions and Grundy values.
    #[default]
    Impartial,
    /// Left and Right have moves of their own: values and outcome classes.
    Partizan,
    /// Solved by searching the game tree (minimax, alpha-beta): wins, losses and draws.
    Search,
    /// Dice decide part of the game: chances of winning, solved by value iteration.
    Chance,
    /// A page that is not a game: the xor corner, the 8-puzzle.
    Lab,
}

/// Which of the site's three wasm modules holds a game's code (Cargo features `impartial`,
/// `partizan` and `chance`): the worker sends each call to the module that has its game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Module {
    /// `pkg/grundy_bg.wasm`: the impartial games, Chomp and the searches.
    #[default]
    Grundy,
    /// `pkg/grundy_partizan_bg.wasm`: the partizan games.
    GrundyPartizan,
    /// `pkg/grundy_chance_bg.wasm`: the games that two players do not decide alone: the games
    /// of chance, and the 8-puzzle's one solver.
    GrundyChance,
}

/// A question a lesson may ask of a position of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Question {
    /// Is it a P-position or an N-position (or a draw, in games that have draws)?
    #[serde(rename = "pn")]
    PN,
    /// Which of the four outcome classes: Left wins, Right wins, the first or the second player.
    OutcomeClass,
    /// Make a winning move.
    WinningMove,
    /// The Grundy value (the size of the Nim heap the position plays like).
    Grundy,
    /// The value of a partizan position (a number such as 3/2, a nimber, a switch).
    Value,
    /// A game of chance: roll again or hold, with best play?
    RollOrHold,
    /// A game of chance: is the chance of winning of the player to move above one half?
    ChanceAboveHalf,
}

/// The questions of an impartial game with Grundy values.
pub const IMPARTIAL_QUESTIONS: &[Question] =
    &[Question::PN, Question::WinningMove, Question::Grundy];
/// The questions of a partizan game board.
pub const PARTIZAN_QUESTIONS: &[Question] = &[
    Question::OutcomeClass,
    Question::WinningMove,
    Question::Value,
];

/// One board drawn on the game's card of the home page: the board (a drawing of the page,
/// named as the game's board module is) and the position it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Picture {
    /// The board's drawing: `nim`, `scoring`, `hackenbush`, ...
    pub board: &'static str,
    /// The position drawn, in that board's notation.
    pub position: &'static str,
}

/// One playable variant of a game in the catalogue.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "CatalogueVariant"))]
pub struct Variant {
    /// The game id to pass to the other functions.
    pub id: &'static str,
    /// `normal` or `misere`.
    pub play: Play,
}

/// The normal-play variant `id` alone (the partizan games, the searches, Chomp).
pub fn normal_only(id: &'static str) -> Vec<Variant> {
    vec![Variant {
        id,
        play: Play::Normal,
    }]
}

/// A normal variant `id` and its misère variant `misere`.
pub fn normal_and_misere(id: &'static str, misere: &'static str) -> Vec<Variant> {
    vec![
        Variant {
            id,
            play: Play::Normal,
        },
        Variant {
            id: misere,
            play: Play::Misere,
        },
    ]
}

/// The published size limits of a game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(untagged, rename_all_fields = "camelCase")]
pub enum Limits {
    /// Nim's limits.
    Piles {
        /// Most piles in a position.
        max_piles: usize,
        /// Largest pile.
        max_pile_size: u32,
    },
    /// Board games solved whole (Northcott): widest row and most positions of a board.
    Board {
        /// Widest row.
        max_width: u32,
        /// Most positions (both turns) of a board.
        max_states: u64,
    },
    /// Chomp: the board's squares and positions (the table solver's limits).
    Bar {
        /// Most squares of a board.
        max_squares: u32,
        /// Most positions of a board, C(rows + columns, rows) - 1.
        max_positions: u64,
        /// The largest square board within both limits.
        largest_square_board: u32,
    },
    /// Games on one fixed board (tic-tac-toe, 2x2 Go, the 8-puzzle's tray).
    Fixed {
        /// The board, in words.
        board: &'static str,
    },
    /// The heap-like impartial games: chips, coins, heaps or queens.
    Parts {
        /// Most parts (chips, coins, heaps, queens) in a position.
        max_parts: usize,
        /// Largest square or heap (queens: see the game's notes, 255).
        max_size: u32,
    },
    /// The games of chance: the goals a table is solved for, and the most games one simulation
    /// plays.
    Goal {
        /// Smallest goal.
        min_goal: u32,
        /// Largest goal.
        max_goal: u32,
        /// Most games a simulation plays.
        max_games: u32,
        /// Most states of a table shown whole (Piglet's).
        max_listed_states: usize,
    },
    /// The xor corner: the largest number.
    Numbers {
        /// The largest number either box takes.
        max_number: u32,
    },
}

impl Default for Limits {
    fn default() -> Self {
        Limits::Fixed { board: "" }
    }
}

/// A catalogue entry.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The main game id (for a lab, the page's name).
    pub id: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// The name in the site's menu, where it is short (`Hackenbush`).
    pub menu_name: &'static str,
    /// The menu's and the home page's group.
    pub group: Group,
    /// Which theory answers its questions.
    pub kind: Kind,
    /// Which wasm module plays it.
    pub module: Module,
    /// The two sides by their names, the one that moves first in the default position first
    /// (`Blue`, `Red`); none where the players are just "you" and "the computer".
    pub sides: Option<[&'static str; 2]>,
    /// One line on what the game is, with its theory (the card's details).
    pub description: &'static str,
    /// The home card's sentence of rules, in the words a student meets first.
    pub card: &'static str,
    /// What the home card draws: one board, or several for a sum.
    pub picture: Vec<Picture>,
    /// A position to start from.
    pub default_position: &'static str,
    /// What comes before the position in the page's address when the game shares its page
    /// with another (`octal:0.07:` for Dawson's Kayles on the Kayles page).
    pub hash_prefix: &'static str,
    /// How positions are written.
    pub notation: &'static str,
    /// How moves are written.
    pub move_notation: &'static str,
    /// The page that plays it.
    pub page: &'static str,
    /// The variants (play rules) with their ids; none for a lab.
    pub variants: Vec<Variant>,
    /// The largest positions the game accepts.
    pub limits: Limits,
    /// The most moves `analyze` lists.
    pub move_list_cap: usize,
    /// The questions a lesson may ask of a position.
    pub questions: Vec<Question>,
    /// The families of the games this one is built on (Moore's Nim on Nim, whose board and
    /// words it reuses): its own files may name them. A dependency said once, here, rather
    /// than found in the code (`tools/footprint.mjs` reads it).
    pub builds_on: &'static [&'static str],
}

/// One row of the game-complexity panel: how big a game is, counted where feasible and
/// estimated (b^d, or a bound) where not.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Complexity {
    /// The game and the start position measured.
    pub game: String,
    /// Number of positions (state-space size).
    pub states: f64,
    /// Whether `states` was counted exactly (false: an upper bound).
    pub states_exact: bool,
    /// How `states` was found.
    pub states_how: String,
    /// Number of complete games (game-tree size), when it was counted.
    pub games: Option<f64>,
    /// Average number of legal moves per position (branching factor b).
    pub branching: f64,
    /// Length of the longest game, or a typical length (depth d).
    pub depth: f64,
    /// log10 of the estimate b^d of the game tree.
    pub tree_log10: f64,
}

/// A row, with the game-tree estimate b^d written as its logarithm: d log10 b.
pub fn complexity_row(
    game: &str,
    states: f64,
    exact: bool,
    how: &str,
    games: Option<f64>,
    b: f64,
    d: f64,
) -> Complexity {
    Complexity {
        game: game.into(),
        states,
        states_exact: exact,
        states_how: how.into(),
        games,
        branching: b,
        depth: d,
        tree_log10: d * b.log10(),
    }
}
