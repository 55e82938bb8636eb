//! The games of the playground, one file each: rules, notation, solver, explanation steps and
//! the game's catalogue entry (`info()`), each registered by its line in the list of games below.
//!
//! - [`nim`]: Nim in normal and misère play, solved by the nim-sum (Bouton's theorem).
//! - [`xor`]: the xor corner, a lab: bitwise exclusive or, the laws the Nim proofs use.
//! - [`nimble`]: Nimble, Nim in disguise (its moves run on the component engine).
//! - [`scoring`]: the Scoring game and the 21-chips game for any subtraction set.
//! - [`octal`]: Kayles, Dawson's Kayles and every octal game, with proved periods.
//! - [`wythoff`]: Corner the Lady, its golden-ratio P-positions and Grundy table.
//! - [`go`]: Go on a 2x2 board, solved by alpha-beta with move ordering; the values of moves,
//!   the principal variation and the count of its boards.
//! - [`moore`]: Moore's Nim_k, solved by columns modulo k + 1.
//! - [`northcott`]: Northcott's game, solved by retrograde analysis; the gaps are Nim heaps.
//! - [`knights`]: the Knights game, knights that move up or left: a table of Grundy values
//!   filled square by square, and the nim-sum of the knights.
//! - [`dots`]: Dots-and-Boxes, its board of lines and dots; "first box wins", an impartial
//!   game valued by a table of every set of lines, played on the safe lines.
//! - [`tictactoe`]: tic-tac-toe, its game-tree counts and searches, the computer's cell.
//! - [`puzzle`]: the 8-puzzle by backtracking with iterative deepening; parity; the search's
//!   events for the animation.
//! - [`components`]: the component engine every heap-like impartial game runs on: values,
//!   moves, misère and remoteness by search, explanation steps.
//! - [`parts`]: the heap-like games' limits and move notation, below the engine and the rules.
//! - [`heaps`]: the heap-like games (Scoring, Nimble, octal games, Corner the Lady, sums) as the
//!   playground plays them: their moves listed for a student, the Grundy sequence, Wythoff's board.
//! - [`sums`]: the game of sums of different games, and its notation.
//! - [`cache`]: the caches of solved tables that more than one file reads (Chomp's, Pig's).
//! - [`chomp`]: Chomp, strategy stealing and mirroring, solved by a one-byte-per-position table.
//! - [`partizan`]: what the partizan games share: side to move, parts, values, moves, the
//!   computer's choice and the explanation steps.
//! - [`hackenbush`]: Blue-Red Hackenbush, valued by the stalk and tree rules.
//! - [`domineering`]: Domineering, a sum of regions valued from their options.
//! - [`cutcake`]: Cutcake, whose values are whole numbers.
//! - [`toads`]: Toads and Frogs on strips.
//! - [`values`]: games typed as the theory writes them (`{1 | *}`, `↑`, `±1`) and sums of any.
//! - [`pig`]: Pig and Piglet, dice games of chance: the chance of winning by value iteration,
//!   the expectimax decision, "hold at 20" beside best play, seeded simulation.

pub mod cache;
pub mod components;
pub mod heaps;
pub mod partizan;
pub mod parts;

/// Every game of the playground, one line each, in the order of the course (and of the site's
/// menu). Adding a game is its own files and its line here: from this list follow the game's
/// module, its catalogue entry ([`catalogue`]), the sums' kinds of component
/// ([`COMPONENT_KINDS`]), the partizan boards the values game and the API hold
/// ([`partizan::AnyBoard`]), the API's adapters (`src/api/mod.rs`) and the game-complexity
/// panel's rows. A line is the module of the
/// game's rules, then, where they are not the one `info()`, its catalogue entries in brackets,
/// then in braces what it brings beside them:
///
/// - `heaps: [..]`: its kinds of component, constants of its module (a heap-like game: its
///   rules implement [`components::Rules`], and the sums and the heap games' adapter play it);
/// - `board: Variant(Type)`: its board, a type of its module that implements [`partizan::Board`];
/// - `adapter: Game`: its adapter, `src/api/<module>.rs`, for a game the generic ones do not
///   answer, with the variant its answers take in the API's enums (a `#[cfg]` before it keeps
///   it to one wasm module's build);
/// - `complexity: f`: its row of the game-complexity panel, a function of its module
///   (`src/api/complexity.rs` gathers the rows in this list's order).
///
/// The list is a macro that hands itself to another (`every_game!(then)`), so that each list
/// is written where its types are; each such macro matches the whole line and takes its part.
macro_rules! every_game {
    ($then:ident) => {
        $then! {
            nim { heaps: [HEAP], adapter: Nim, complexity: complexity_row, },
            moore { adapter: Moore, },
            xor { adapter: #[cfg(feature = "impartial")] Xor, },
            scoring { heaps: [HEAP], },
            nimble { heaps: [HEAP], },
            octal [kayles_info, info] { heaps: [KAYLES, OCTAL, DAWSON], },
            wythoff { heaps: [HEAP], },
            northcott { adapter: Northcott, },
            knights { heaps: [HEAP], },
            dots [first_info] { adapter: #[cfg(feature = "chance")] Dots, },
            sums { adapter: Impartial, },
            chomp { heaps: [HEAP], adapter: Chomp, complexity: complexity_row, },
            hackenbush { board: Hackenbush(Hackenbush), },
            domineering { board: Domineering(Domineering), },
            cutcake { board: Cutcake(Cutcake), },
            toads { board: Toads(Toads), },
            values { board: Values(ValuesBoard), },
            tictactoe { adapter: TicTacToe, complexity: complexity_row, },
            go { adapter: Go, complexity: complexity_row, },
            puzzle { adapter: #[cfg(feature = "chance")] Puzzle, complexity: complexity_row, },
            pig { adapter: #[cfg(feature = "chance")] Pig, },
        }
    };
}
pub(crate) use every_game;

/// Declares the games' modules, and writes [`catalogue`] and [`COMPONENT_KINDS`] from the list.
macro_rules! games {
    ($(
        $game:ident $([$($info:ident),+])? {
            $(heaps: [$($heap:ident),+],)?
            $(board: $Variant:ident($Board:ident),)?
            $(adapter: $(#[$only:meta])* $Game:ident,)?
            $(complexity: $row:ident,)?
        }
    ),* $(,)?) => {
        $(pub mod $game;)*

        /// The catalogue: every page's entry, in the course's order (the menu's order). Each
        /// entry is written beside its game's rules (`info()`); this gathers them.
        pub fn catalogue() -> Vec<GameInfo> {
            [$(entries!($game $([$($info),+])?)),*].concat()
        }

        /// Every kind of component a sum may hold, in the list's order: each heap-like game
        /// brings its own (Kayles, the octal games and Dawson's Kayles are all `octal`'s).
        pub const COMPONENT_KINDS: &[ComponentKind] = &[$($($($game::$heap,)+)?)*];
    };
}

/// A game's catalogue entries: its `info()`, or the functions its line names.
macro_rules! entries {
    ($game:ident) => {
        vec![$game::info()]
    };
    ($game:ident [$($info:ident),+]) => {
        vec![$($game::$info()),+]
    };
}

use crate::catalogue::GameInfo;
use components::ComponentKind;

every_game!(games);
