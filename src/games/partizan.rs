//! What every partizan game of the playground shares: a position is a board and the player to
//! move (`L:` or `R:` in front of the board's text), a board splits into independent *parts*
//! (stalks, regions, cakes, strips, terms), and its value is the sum of its parts' values
//! ([`crate::solve::partizan`]). From a game's rules alone ([`Board`]) this file answers the
//! questions of the page: the value and the outcome class, every move with the value it leaves
//! and whether it wins, the computer's move, and the explanation as data steps: the parts, how
//! each part's value is found (its options, the dominated and reversible ones, the simplicity
//! rule), the sum, who wins and the winning move.

use rustc_hash::FxHashMap as HashMap;

use serde::Serialize;

use crate::error::{quote, Error, ErrorKind, Result};
use crate::game::{Level, Rng};
use crate::solve::partizan::{Arena, GameId, OutcomeClass, Side, Simplification};

/// The arena of values and the memo of every part valued so far, kept between calls (in
/// [`crate::games::cache`]), with the budget of the call being answered.
#[derive(Default)]
pub struct Values {
    /// Every game met, with the memos of comparison, sum and canonical form.
    pub arena: Arena,
    /// The value of each part met so far, by game and the part's key.
    memo: HashMap<(u64, PartKey), GameId>,
    /// How many more parts this call may value before it stops.
    budget: u64,
    /// Whether the budget ran out during the call.
    pub out_of_budget: bool,
}

/// A part's key in the memo: a packed board (Domineering's bits, Cutcake's sizes) or a text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum PartKey {
    Bits(u128),
    Text(String),
}

/// Most parts valued by one answer of `analyze`, `explain` or `bestMove` (and the page's limit:
/// a board that needs more is refused with this number in the message). The API's `solve` values
/// a big board in slices first.
pub const PARTS_PER_CALL: u64 = 3_000_000;

impl Values {
    /// Empty memos.
    pub fn new() -> Values {
        Values::default()
    }

    /// How many parts have values in the memo.
    pub fn solved(&self) -> u64 {
        self.memo.len() as u64
    }

    /// Starts a call that may value `budget` new parts.
    pub fn start(&mut self, budget: u64) {
        self.budget = budget;
        self.out_of_budget = false;
    }

    /// A memoised part value of a board of game `B`, or `compute` it (counted against the
    /// budget). The memo tells the games apart by [`Board::MEMO_TAG`], made from the game's name.
    pub fn part<B: Board, F>(&mut self, key: u128, compute: F) -> Result<GameId>
    where
        F: FnOnce(&mut Values) -> Result<GameId>,
    {
        self.memoised((B::MEMO_TAG, PartKey::Bits(key)), compute)
    }

    /// The same as [`Values::part`] for parts keyed by text.
    pub fn text_part<B: Board, F>(&mut self, key: &str, compute: F) -> Result<GameId>
    where
        F: FnOnce(&mut Values) -> Result<GameId>,
    {
        self.memoised((B::MEMO_TAG, PartKey::Text(key.to_string())), compute)
    }

    fn memoised<F>(&mut self, key: (u64, PartKey), compute: F) -> Result<GameId>
    where
        F: FnOnce(&mut Values) -> Result<GameId>,
    {
        if let Some(&g) = self.memo.get(&key) {
            return Ok(g);
        }
        self.spend()?;
        let g = compute(self)?;
        self.memo.insert(key, g);
        Ok(g)
    }

    fn spend(&mut self) -> Result<()> {
        if self.budget == 0 {
            self.out_of_budget = true;
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "This position needs more than {PARTS_PER_CALL} smaller positions worked out: \
                     take a smaller board."
                ),
            ));
        }
        self.budget -= 1;
        Ok(())
    }
}

/// One move of a board: its notation, the board after it, and the part it is played in.
#[derive(Clone, Debug)]
pub struct BoardMove<B> {
    /// The move as the game writes it.
    pub notation: String,
    /// The board after the move.
    pub to: B,
    /// The part (0-based) the move is played in.
    pub part: usize,
    /// What the page needs to draw the move.
    pub extra: MoveExtra,
}

/// Game-specific facts about a move, for drawing it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum MoveExtra {
    /// Nothing more (an object with no keys: ts-rs would write `Record<symbol, never>`, which
    /// lets a page read any key of a move unchecked).
    #[cfg_attr(feature = "types", ts(type = "{}"))]
    None {},
    /// Hackenbush: the edges that fall (0-based, the cut one first).
    Removed {
        /// The edges removed by the cut.
        removed: Vec<usize>,
    },
    /// Domineering: the two squares the domino covers, `[row, column]`, 0-based.
    Squares {
        /// The covered squares.
        squares: [[usize; 2]; 2],
    },
    /// Cutcake: the piece cut (the move's part) becomes two pieces, `[width, height]` each,
    /// which take its place in the order of the pieces (the first at the piece's number), so that
    /// a board can draw the two halves where the piece was.
    Cut {
        /// The two pieces the cut leaves.
        halves: [[u32; 2]; 2],
    },
    /// The values lab: what the term the move is played in becomes, as the theory writes it.
    Term {
        /// The term after the move (`*`, `{1 | 0}`, `domineering(#./..)`).
        term: String,
    },
    /// Toads and Frogs: the creature on square `from` of the move's strip lands on `landing`
    /// (0-based): one square on, or two when it jumps.
    Hop {
        /// The square the creature leaves.
        from: usize,
        /// The square it lands on.
        landing: usize,
    },
}

/// The 64-bit FNV-1a hash of a game's id: its tag in the memo of part values.
pub const fn memo_tag(game: &str) -> u64 {
    let bytes = game.as_bytes();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

/// A partizan game's board: its notation, its parts, its moves and the value of one part.
pub trait Board: Clone + Sized {
    /// The game's id (`cutcake`), as in the catalogue.
    const GAME: &'static str;
    /// The game's tag in the memo of part values, made from its id (FNV-1a), so that no two
    /// games' parts share a key and no tag is picked by hand (a test checks they differ).
    const MEMO_TAG: u64 = memo_tag(Self::GAME);
    /// Whether this board reads a board of any game (the values game reads `domineering(2x3)`):
    /// [`AnyBoard`] reads through it.
    const READS_ANY: bool = false;
    /// What a page needs to draw the board (Hackenbush's edges, Domineering's grid), sent with
    /// every analysis as keys of its object: the board's own drawing data, so that no page reads
    /// it back out of the notation.
    type Facts: Serialize + Clone + std::fmt::Debug + PartialEq + Eq;
    /// Reads a board in the game's notation (no side in front). The values game reads typed
    /// values into the arena of `values`; the boards of the other games ignore it.
    fn read(text: &str, values: &mut Values) -> Result<Self>;
    /// The board's drawing data.
    fn facts(&self) -> Self::Facts;
    /// The board's text in the game's notation (no side in front).
    fn text(&self) -> String;
    /// The independent parts of the board, each a board of one part (in the board's order).
    fn parts(&self) -> Vec<Self>;
    /// Every move of `side`.
    fn moves(&self, side: Side) -> Vec<BoardMove<Self>>;
    /// The canonical value of a board of one part.
    fn part_value(&self, values: &mut Values) -> Result<GameId>;
    /// The game's own rule for a part's value, as steps (Hackenbush's stalk rule); `None` when
    /// the value is explained by the part's options and their canonical form.
    fn rule_steps(&self, _part: usize, _values: &mut Values) -> Result<Option<Vec<Step>>> {
        Ok(None)
    }
}

/// The value of a whole board: the sum of its parts' values.
pub fn board_value<B: Board>(board: &B, values: &mut Values) -> Result<GameId> {
    let mut total = values.arena.zero();
    for part in board.parts() {
        let v = part.part_value(values)?;
        total = values.arena.add(total, v);
    }
    Ok(total)
}

/// The value of a one-part board from its options: `{ values after Left's moves | after
/// Right's }` in canonical form. The general solver of the games without a faster rule.
pub fn value_from_options<B: Board>(board: &B, values: &mut Values) -> Result<GameId> {
    let (left, right) = option_values(board, values)?;
    Ok(values.arena.canonical_traced(left, right, false).0)
}

/// The values of the boards after each side's moves.
fn option_values<B: Board>(board: &B, values: &mut Values) -> Result<(Vec<GameId>, Vec<GameId>)> {
    let mut sides = [vec![], vec![]];
    for (i, side) in [Side::L, Side::R].into_iter().enumerate() {
        for m in board.moves(side) {
            sides[i].push(board_value(&m.to, values)?);
        }
    }
    let [left, right] = sides;
    Ok((left, right))
}

/// Reads `L:board` or `R:board` (a board without a side is Left's to move).
pub fn split_side(text: &str) -> (Side, &str) {
    let text = text.trim();
    match text.split_once(':') {
        Some((s, rest)) if s.trim().eq_ignore_ascii_case("l") => (Side::L, rest.trim()),
        Some((s, rest)) if s.trim().eq_ignore_ascii_case("r") => (Side::R, rest.trim()),
        _ => (Side::L, text),
    }
}

/// The position's text: the side, a colon, the board.
pub fn position_text<B: Board>(side: Side, board: &B) -> String {
    format!("{}:{}", side_letter(side), board.text())
}

/// `L` or `R`.
pub fn side_letter(side: Side) -> &'static str {
    match side {
        Side::L => "L",
        Side::R => "R",
    }
}

/// A part of a board and its value, as the page shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PartizanPartValue"))]
pub struct PartValue {
    /// The part's board text.
    pub position: String,
    /// Its value as the theory writes it.
    pub value: String,
    /// Its stops when it is not a number (see [`stops`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stops: Option<[String; 2]>,
}

impl PartValue {
    /// The part `position` of value `g`.
    pub fn new(arena: &mut Arena, position: String, g: GameId) -> PartValue {
        PartValue {
            position,
            value: arena.show(g),
            stops: stops(arena, g),
        }
    }
}

/// Left's and Right's *stops* of a game that is not a number, written as numbers: where the
/// game settles when Left moves first and both play until a number is reached, and when Right
/// does. A hot game such as `{3/2 | -1}` is read by them ("Left's best is 3/2, Right's -1"):
/// whoever moves first gains, and a long canonical form says no more to a student than that.
/// `None` for a number, whose value is its own stop.
pub fn stops(arena: &mut Arena, g: GameId) -> Option<[String; 2]> {
    if arena.as_number(g).is_some() {
        return None;
    }
    let mut text = |left: bool| {
        let x = arena.stop(g, left);
        let number = arena.number(x);
        arena.show(number)
    };
    Some([text(true), text(false)])
}

/// A move with the value it leaves and whether it wins.
#[derive(Clone, Debug)]
pub struct ValuedMove<B> {
    /// The move.
    pub mv: BoardMove<B>,
    /// The value of the board after it.
    pub value: GameId,
    /// Whether the mover then wins (moving second).
    pub wins: bool,
}

/// A position solved: its value, class, parts and every move of the side to move.
#[derive(Clone, Debug)]
pub struct Solved<B> {
    /// Who moves.
    pub side: Side,
    /// The board's value.
    pub value: GameId,
    /// Its outcome class.
    pub class: OutcomeClass,
    /// The parts with their values.
    pub parts: Vec<(B, GameId)>,
    /// The moves of the side to move.
    pub moves: Vec<ValuedMove<B>>,
    /// How many moves each side has.
    pub counts: [usize; 2],
}

/// Solves a position: everything [`Solved`] holds.
pub fn solve<B: Board>(side: Side, board: &B, values: &mut Values) -> Result<Solved<B>> {
    let mut parts = vec![];
    for part in board.parts() {
        let v = part.part_value(values)?;
        parts.push((part, v));
    }
    let value = values
        .arena
        .sum(&parts.iter().map(|p| p.1).collect::<Vec<_>>());
    let class = values.arena.outcome(value);
    let mut moves = vec![];
    for mv in board.moves(side) {
        let v = board_value(&mv.to, values)?;
        let wins = values.arena.wins_for(side, v);
        moves.push(ValuedMove { mv, value: v, wins });
    }
    let counts = [board.moves(Side::L).len(), board.moves(Side::R).len()];
    Ok(Solved {
        side,
        value,
        class,
        parts,
        moves,
        counts,
    })
}

/// The computer's move: a winning move if there is one, the one leaving the best stop for the
/// mover (the number the game settles at); the beginner plays a random move part of the time.
pub fn choose<B: Board>(
    solved: &Solved<B>,
    level: Level,
    rng: &mut Rng,
    values: &mut Values,
) -> Option<usize> {
    if solved.moves.is_empty() {
        return None;
    }
    if level.plays_at_random(rng) {
        return Some(rng.below(solved.moves.len() as u64) as usize);
    }
    let side = solved.side;
    let score = |m: &ValuedMove<B>, values: &mut Values| {
        // The opponent moves next: their first-move stop is where the game settles.
        let stop = values.arena.stop(m.value, side == Side::R);
        (m.wins, if side == Side::L { stop } else { -stop })
    };
    let mut best = 0;
    let mut best_score = score(&solved.moves[0], values);
    for i in 1..solved.moves.len() {
        let s = score(&solved.moves[i], values);
        if s > best_score {
            best = i;
            best_score = s;
        }
    }
    Some(best)
}

/// One step of the explanation of a partizan position. Values are written as the theory writes
/// them (`3/2`, `±1`, `↑*`, `{2 | -1/2}`); `part` counts from 0.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PartizanStep"))]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Step {
    /// The board splits into independent parts, with their values.
    Parts {
        /// The parts.
        parts: Vec<PartValue>,
    },
    /// Hackenbush's stalk rule on one stalk: the first `run` edges count 1 each, then each
    /// edge half the one below it, + for blue and - for red.
    Stalk {
        /// The part.
        part: usize,
        /// The colours from the ground up.
        edges: Vec<String>,
        /// How many edges from the ground have the first edge's colour.
        run: usize,
        /// What each edge counts for.
        contributions: Vec<String>,
        /// Their sum.
        value: String,
    },
    /// The branches standing on top of an edge (or on the ground) add up.
    Branches {
        /// The part.
        part: usize,
        /// The edge they stand on (0-based, counted within the part), or none for the ground.
        edge: Option<usize>,
        /// The branches' values.
        values: Vec<String>,
        /// Their sum.
        sum: String,
    },
    /// An edge with a drawing of value `above` standing on it is worth `value`.
    EdgeBelow {
        /// The part.
        part: usize,
        /// The edge (0-based, counted within the part).
        edge: usize,
        /// `B` or `R`.
        colour: String,
        /// The value of what stands on the edge.
        above: String,
        /// The value of the edge with it.
        value: String,
    },
    /// The values Left and Right can move to in one part.
    Options {
        /// The part.
        part: usize,
        /// Left's options' values.
        left: Vec<String>,
        /// Right's.
        right: Vec<String>,
    },
    /// An option dropped because another of the same player's is at least as good.
    Dominated {
        /// The part.
        part: usize,
        /// Whose option.
        side: Side,
        /// The dropped option.
        option: String,
        /// The better one.
        by: String,
    },
    /// An option bypassed because the opponent's reply to it is at least as good for them as
    /// the part itself; the options after the reply replace it.
    Reversible {
        /// The part.
        part: usize,
        /// Whose option.
        side: Side,
        /// The bypassed option.
        option: String,
        /// The opponent's reply.
        reply: String,
        /// What replaces the option.
        replacement: Vec<String>,
    },
    /// Every option left is a number and Left's is below Right's: the value is the simplest
    /// number between them.
    Simplest {
        /// The part.
        part: usize,
        /// Left's best option, if any.
        left: Option<String>,
        /// Right's best option, if any.
        right: Option<String>,
        /// The simplest number between.
        value: String,
    },
    /// The part's canonical value.
    Value {
        /// The part.
        part: usize,
        /// Its value.
        value: String,
    },
    /// The parts' values add up to the board's.
    Sum {
        /// The parts' values.
        values: Vec<String>,
        /// The total.
        value: String,
    },
    /// Who wins, with the side to move moving now.
    Outcome {
        /// The board's value.
        value: String,
        /// Its outcome class.
        outcome_class: OutcomeClass,
        /// The side to move.
        to_move: Side,
        /// Who wins with best play.
        winner: Side,
    },
    /// A move after which the mover wins.
    WinningMove {
        /// The mover.
        side: Side,
        /// The move.
        r#move: String,
        /// The position after it.
        to: String,
        /// Its value.
        value: String,
    },
    /// Every move of the side to move loses.
    NoWinningMove {
        /// The mover.
        side: Side,
    },
}

/// The explanation of a position: its parts, how each part's value is found, the sum, who wins
/// and the winning move.
pub fn explain<B: Board>(side: Side, board: &B, values: &mut Values) -> Result<Vec<Step>> {
    let solved = solve(side, board, values)?;
    let arena = &mut values.arena;
    let parts: Vec<PartValue> = solved
        .parts
        .iter()
        .map(|(p, v)| PartValue::new(arena, p.text(), *v))
        .collect();
    let mut steps = vec![Step::Parts {
        parts: parts.clone(),
    }];
    for (i, (part, _)) in solved.parts.iter().enumerate() {
        if let Some(rule) = part.rule_steps(i, values)? {
            steps.extend(rule);
        } else {
            steps.extend(option_steps(part, i, values)?);
        }
    }
    let arena = &mut values.arena;
    let shown = arena.show(solved.value);
    if parts.len() > 1 {
        steps.push(Step::Sum {
            values: parts.iter().map(|p| p.value.clone()).collect(),
            value: shown.clone(),
        });
    }
    steps.push(Step::Outcome {
        value: shown,
        outcome_class: solved.class,
        to_move: side,
        winner: solved.class.winner(side),
    });
    match solved.moves.iter().find(|m| m.wins) {
        Some(m) => steps.push(Step::WinningMove {
            side,
            r#move: m.mv.notation.clone(),
            to: position_text(side.other(), &m.mv.to),
            value: arena.show(m.value),
        }),
        None => steps.push(Step::NoWinningMove { side }),
    }
    Ok(steps)
}

/// How one part's value follows from its options: the options, the simplifications, the value.
fn option_steps<B: Board>(part: &B, index: usize, values: &mut Values) -> Result<Vec<Step>> {
    let (left, right) = option_values(part, values)?;
    let arena = &mut values.arena;
    let list = |arena: &mut Arena, l: &[GameId]| {
        let mut l = l.to_vec();
        l.sort_unstable();
        l.dedup();
        l.into_iter().map(|g| arena.show(g)).collect::<Vec<_>>()
    };
    let mut steps = vec![Step::Options {
        part: index,
        left: list(arena, &left),
        right: list(arena, &right),
    }];
    let (value, simplifications) = arena.canonical_traced(left, right, true);
    for s in simplifications {
        steps.push(match s {
            Simplification::Dominated { side, option, by } => Step::Dominated {
                part: index,
                side,
                option: arena.show(option),
                by: arena.show(by),
            },
            Simplification::Reversible {
                side,
                option,
                reply,
                replacement,
            } => Step::Reversible {
                part: index,
                side,
                option: arena.show(option),
                reply: arena.show(reply),
                replacement: list(arena, &replacement),
            },
            Simplification::Simplest { low, high, value } => Step::Simplest {
                part: index,
                left: low.map(|x| x.to_string()),
                right: high.map(|x| x.to_string()),
                value: value.to_string(),
            },
        });
    }
    steps.push(Step::Value {
        part: index,
        value: arena.show(value),
    });
    Ok(steps)
}

/// Reads a move of `side` by its notation, or says which moves there are.
pub fn find_move<B: Board>(board: &B, side: Side, mv: &str) -> Result<BoardMove<B>> {
    let wanted = mv.trim();
    let moves = board.moves(side);
    if moves.is_empty() {
        return Err(Error::new(
            ErrorKind::GameOver,
            "The player to move has no move left: the game is over.",
        ));
    }
    moves
        .iter()
        .find(|m| m.notation == wanted)
        .cloned()
        .ok_or_else(|| {
            let list: Vec<&str> = moves.iter().take(12).map(|m| m.notation.as_str()).collect();
            Error::new(
                ErrorKind::IllegalMove,
                format!(
                    "{} is not a move here. The moves are: {}{}.",
                    quote(wanted),
                    list.join(", "),
                    if moves.len() > 12 { ", ..." } else { "" }
                ),
            )
        })
}

/// A plain error for a position's text.
pub fn bad_position(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::BadPosition, message)
}

// -- A board of any partizan game ------------------------------------------------------------

/// Moves of one game's board as moves of [`AnyBoard`].
fn wrap<B: Board>(moves: Vec<BoardMove<B>>, f: fn(B) -> AnyBoard) -> Vec<BoardMove<AnyBoard>> {
    moves
        .into_iter()
        .map(|m| BoardMove {
            notation: m.notation,
            to: f(m.to),
            part: m.part,
            extra: m.extra,
        })
        .collect()
}

/// Writes [`AnyBoard`] from the list of partizan boards below: the enum, its game ids, how a
/// board of a game named by its id is read, its drawing data ([`AnyFacts`]), and [`Board`] for it,
/// every method handed to the board inside.
macro_rules! partizan_boards {
    ($(
        $game:ident $([$($info:ident),+])? {
            $(heaps: [$($heap:ident),+],)?
            $(board: $Variant:ident($Board:ident),)?
            $(adapter: $(#[$only:meta])* $Game:ident,)?
            $(complexity: $row:ident,)?
        }
    ),* $(,)?) => {
        partizan_boards!($($(#[doc = concat!("A board of [`", stringify!($game), "`](crate::games::", stringify!($game), ").")] $Variant(crate::games::$game::$Board),)?)*);
    };
    ($($(#[$doc:meta])* $Variant:ident($Board:ty),)*) => {
        /// The board of any partizan game of the playground: how the API and the values game
        /// hold a position whatever its game, so that the shared machinery of
        /// this file is compiled once (for this type) rather than once per game.
        #[derive(Clone, Debug)]
        pub enum AnyBoard {
            $($(#[$doc])* $Variant($Board),)*
        }

        /// The drawing data of any board: the board's own [`Board::Facts`], written as the keys
        /// of its object.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
        #[cfg_attr(feature = "types", derive(ts_rs::TS))]
        #[serde(untagged)]
        pub enum AnyFacts {
            $($(#[$doc])* $Variant(<$Board as Board>::Facts),)*
        }

        impl AnyBoard {
            /// The game ids of the partizan boards, in the list's order.
            pub const GAMES: &'static [&'static str] = &[$(<$Board as Board>::GAME),*];

            /// Each board's tag in the memo of values, in the order of [`AnyBoard::GAMES`].
            pub const MEMO_TAGS: &'static [u64] = &[$(<$Board as Board>::MEMO_TAG),*];

            /// Reads a board of the game `game` (one of [`AnyBoard::GAMES`]).
            pub fn parse(game: &str, text: &str, values: &mut Values) -> Result<AnyBoard> {
                $(if game == <$Board as Board>::GAME {
                    return Ok(AnyBoard::$Variant(<$Board as Board>::read(text, values)?));
                })*
                Err(bad_position(format!(
                    "There is no game called {} here: use {}.",
                    quote(game),
                    crate::error::in_words(AnyBoard::GAMES, "or")
                )))
            }

            /// The game id of the board.
            pub fn name(&self) -> &'static str {
                match self {
                    $(AnyBoard::$Variant(_) => <$Board as Board>::GAME,)*
                }
            }
        }

        impl Board for AnyBoard {
            // A board of any of the games: it keeps no memo of its own (each game's parts do).
            const GAME: &'static str = "any board";
            type Facts = AnyFacts;

            fn read(text: &str, values: &mut Values) -> Result<AnyBoard> {
                // A board of any game is written as the board that reads any writes it (the
                // values game's `game(board)`).
                $(if <$Board as Board>::READS_ANY {
                    return Ok(AnyBoard::$Variant(<$Board as Board>::read(text, values)?));
                })*
                Err(bad_position(format!("No board reads {}.", quote(text))))
            }

            fn facts(&self) -> AnyFacts {
                match self {
                    $(AnyBoard::$Variant(b) => AnyFacts::$Variant(b.facts()),)*
                }
            }

            fn text(&self) -> String {
                match self {
                    $(AnyBoard::$Variant(b) => b.text(),)*
                }
            }

            fn parts(&self) -> Vec<AnyBoard> {
                match self {
                    $(AnyBoard::$Variant(b) => {
                        b.parts().into_iter().map(AnyBoard::$Variant).collect()
                    })*
                }
            }

            fn moves(&self, side: Side) -> Vec<BoardMove<AnyBoard>> {
                match self {
                    $(AnyBoard::$Variant(b) => wrap(b.moves(side), AnyBoard::$Variant),)*
                }
            }

            fn part_value(&self, values: &mut Values) -> Result<GameId> {
                match self {
                    $(AnyBoard::$Variant(b) => b.part_value(values),)*
                }
            }

            fn rule_steps(
                &self,
                part: usize,
                values: &mut Values,
            ) -> Result<Option<Vec<Step>>> {
                match self {
                    $(AnyBoard::$Variant(b) => b.rule_steps(part, values),)*
                }
            }
        }
    };
}

// Every partizan board of the playground: the `board` of each game of the list (its file
// implements [`Board`]).
crate::games::every_game!(partizan_boards);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_own_memo_tag() {
        let tags = AnyBoard::MEMO_TAGS;
        assert_eq!(tags.len(), AnyBoard::GAMES.len());
        for (i, a) in tags.iter().enumerate() {
            assert!(tags[i + 1..].iter().all(|b| b != a), "tag {i} is shared");
        }
        // FNV-1a of "a", the published test vector.
        assert_eq!(memo_tag("a"), 0xaf63_dc4c_8601_ec8c);
    }
}
