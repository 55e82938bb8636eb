//! Tic-tac-toe: the smallest game worth searching, and the numbers of its game tree.
//!
//! **Rules.** X and O take turns marking an empty cell of a 3x3 grid, X first; three of one mark
//! in a row, column or diagonal wins; a full grid without a line is a draw.
//!
//! **Notation.** Game id `tictactoe`; a position is nine characters `x`, `o` or `.`, row by row
//! from the top left, e.g. `x...o....`. The player to move follows from the counts (X moves when
//! the counts are equal). A move is the cell's number 1-9, row by row: 1 is the top left, 5 the
//! centre.
//!
//! **What it teaches.** It is partizan (X and O have different moves) and has draws, so
//! positions are wins, draws or losses, not just P and N. The game tree has 255,168 complete
//! games but only 5,478 reachable positions (each position reached by many move orders), which
//! is why a transposition table helps; the eight symmetries of the square fold positions further.
//! Perfect play from the empty board is a draw.

use crate::catalogue::{self, GameInfo, Kind, Limits, Picture, Question};
use std::fmt;

use crate::error::{check_length, quote, Error, ErrorKind, Result};
use crate::game::{Game, Outcome, Rng};
use crate::solve::search::{outcome_of, Report, SearchGame, SearchStep};

/// The eight lines.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The eight symmetries of the square as permutations of the cells.
const SYMMETRIES: [[usize; 9]; 8] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8],
    [2, 1, 0, 5, 4, 3, 8, 7, 6],
    [6, 7, 8, 3, 4, 5, 0, 1, 2],
    [8, 7, 6, 5, 4, 3, 2, 1, 0],
    [0, 3, 6, 1, 4, 7, 2, 5, 8],
    [6, 3, 0, 7, 4, 1, 8, 5, 2],
    [2, 5, 8, 1, 4, 7, 0, 3, 6],
    [8, 5, 2, 7, 4, 1, 6, 3, 0],
];

/// The move orderings, by name: cells in number order, or centre, corners, then edges.
pub const ORDERINGS: [&str; 2] = ["in-order", "center-first"];
const CENTER_FIRST: [usize; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/// A tic-tac-toe position: 0 empty, 1 X, 2 O.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    cells: [u8; 9],
    /// How many cells are marked. It follows from `cells`, but the searches ask "whose turn?"
    /// and "is the grid full?" at every one of their half-million nodes, and keeping the count
    /// answers both without scanning the grid.
    filled: u8,
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &c in &self.cells {
            f.write_str([".", "x", "o"][c as usize])?;
        }
        Ok(())
    }
}

impl TicTacToe {
    /// The empty grid.
    pub fn new() -> TicTacToe {
        TicTacToe {
            cells: [0; 9],
            filled: 0,
        }
    }

    /// Reads nine characters `x`, `o`, `.`, checking that the position can arise in a game.
    pub fn parse(text: &str) -> Result<TicTacToe> {
        check_length("position", text)?;
        let expected = "nine characters x, o or . row by row from the top left, e.g. x...o....";
        let chars: Vec<char> = text.trim().chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() != 9 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "A tic-tac-toe position has 9 cells, not {}: write {expected}.",
                    chars.len()
                ),
            ));
        }
        let mut cells = [0u8; 9];
        for (i, c) in chars.iter().enumerate() {
            cells[i] = match c.to_ascii_lowercase() {
                '.' | '-' | '_' => 0,
                'x' => 1,
                'o' | '0' => 2,
                _ => {
                    return Err(Error::new(
                        ErrorKind::BadPosition,
                        format!(
                            "Cell {} is {}: write {expected}.",
                            i + 1,
                            quote(&c.to_string())
                        ),
                    ))
                }
            };
        }
        let filled = cells.iter().filter(|&&c| c != 0).count() as u8;
        let pos = TicTacToe { cells, filled };
        let (x, o) = pos.counts();
        if !(x == o || x == o + 1) {
            return Err(Error::new(
                ErrorKind::BadPosition,
                format!("{x} X and {o} O cannot happen: X moves first and the players alternate, so X has as many marks as O or one more."),
            ));
        }
        if pos.lines_of(1) > 0 && pos.lines_of(2) > 0 {
            return Err(Error::new(
                ErrorKind::BadPosition,
                "Both players have a line: the game would have ended at the first one.",
            ));
        }
        match pos.winner() {
            Some(1) if x != o + 1 => Err(Error::new(
                ErrorKind::BadPosition,
                "X has a line, so X moved last and must have one more mark than O.",
            )),
            Some(2) if x != o => Err(Error::new(
                ErrorKind::BadPosition,
                "O has a line, so O moved last and must have as many marks as X.",
            )),
            _ => Ok(pos),
        }
    }

    fn counts(&self) -> (usize, usize) {
        let x = self.cells.iter().filter(|&&c| c == 1).count();
        let o = self.cells.iter().filter(|&&c| c == 2).count();
        (x, o)
    }

    fn lines_of(&self, mark: u8) -> usize {
        LINES
            .iter()
            .filter(|l| l.iter().all(|&i| self.cells[i] == mark))
            .count()
    }

    /// The mark with a line (1 X, 2 O), if any.
    pub fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let m = self.cells[l[0]];
            (m != 0 && m == self.cells[l[1]] && m == self.cells[l[2]]).then_some(m)
        })
    }

    /// The mark of the player to move: 1 (X) or 2 (O).
    pub fn mover(&self) -> u8 {
        // X moves first: X is to move after an even number of marks.
        if self.filled.is_multiple_of(2) {
            1
        } else {
            2
        }
    }

    /// The cells.
    pub fn cells(&self) -> [u8; 9] {
        self.cells
    }

    /// Whether the game is over (a line, or a full grid).
    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.filled == 9
    }

    /// Empty cells (0-based), in number order; none once the game is over.
    pub fn legal_moves(&self) -> Vec<usize> {
        if self.is_over() {
            return Vec::new();
        }
        (0..9).filter(|&i| self.cells[i] == 0).collect()
    }

    /// The position after the mover marks `cell`.
    pub fn after(&self, cell: usize) -> TicTacToe {
        let mut next = *self;
        next.make(cell);
        next
    }

    /// Reads a move: a cell number 1-9 that is empty.
    pub fn parse_move(&self, text: &str) -> Result<usize> {
        let t = text.trim();
        let cell: usize = match t.parse() {
            Ok(n) if (1..=9).contains(&n) => n,
            _ => {
                return Err(Error::new(
                    ErrorKind::BadMove,
                    format!("The move {} is not a cell: write a number from 1 (top left) to 9 (bottom right), 5 is the centre.", quote(t)),
                ))
            }
        };
        if self.is_over() {
            return Err(Error::new(ErrorKind::GameOver, "The game is over."));
        }
        if self.cells[cell - 1] != 0 {
            return Err(Error::new(
                ErrorKind::IllegalMove,
                format!("Cell {cell} is already marked: choose an empty cell."),
            ));
        }
        Ok(cell - 1)
    }

    /// The position's number in base 3 (cell 0 the lowest digit), for tables.
    pub fn code(&self) -> u32 {
        self.cells
            .iter()
            .rev()
            .fold(0, |acc, &c| acc * 3 + u32::from(c))
    }

    fn code_under(&self, perm: &[usize; 9]) -> u32 {
        let mut cells = [0u8; 9];
        for i in 0..9 {
            cells[perm[i]] = self.cells[i];
        }
        TicTacToe {
            cells,
            filled: self.filled,
        }
        .code()
    }
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe::new()
    }
}

impl SearchGame for TicTacToe {
    type Move = usize;
    type Key = u32;

    fn terminal_value(&self) -> Option<i32> {
        // A line always belongs to the player who just moved: a loss for the player to move.
        if self.winner().is_some() {
            Some(-1)
        } else if self.filled == 9 {
            Some(0)
        } else {
            None
        }
    }

    fn moves(&self, ordering: usize, out: &mut Vec<usize>) {
        let order: [usize; 9] = if ordering == 1 {
            CENTER_FIRST
        } else {
            [0, 1, 2, 3, 4, 5, 6, 7, 8]
        };
        out.extend(order.iter().copied().filter(|&i| self.cells[i] == 0));
    }

    fn make(&mut self, mv: usize) {
        self.cells[mv] = self.mover();
        self.filled += 1;
    }

    fn unmake(&mut self, mv: usize) {
        self.cells[mv] = 0;
        self.filled -= 1;
    }

    fn key(&self, symmetry: bool) -> u32 {
        if symmetry {
            SYMMETRIES
                .iter()
                .map(|p| self.code_under(p))
                .min()
                .unwrap_or(0)
        } else {
            self.code()
        }
    }

    fn window(&self) -> (i32, i32) {
        (-1, 1)
    }

    fn counted_minimax(&self, ordering: usize) -> Option<Report<usize>> {
        Some(counted_minimax(self, ordering))
    }
}

/// Whether a set of cells (bit `i` for cell `i`) holds a line, for each of the 512 sets.
fn lines() -> &'static [bool; 512] {
    static LINE: std::sync::OnceLock<[bool; 512]> = std::sync::OnceLock::new();
    LINE.get_or_init(|| {
        let mut table = [false; 512];
        for (cells, slot) in table.iter_mut().enumerate() {
            *slot = LINES.iter().any(|l| l.iter().all(|&c| cells >> c & 1 == 1));
        }
        table
    })
}

/// Plain minimax over bitboards: the player to move's cells and the other player's, nine bits
/// each. It visits every node the engine visits, in the same order, and counts them the same
/// way; only the bookkeeping is gone (no move lists, no principal-variation copies at every
/// node), so the whole tree of 549,946 nodes takes a few milliseconds.
struct Minimax {
    lines: &'static [bool; 512],
    nodes: [u64; 10],
    leaves: u64,
}

impl Minimax {
    /// The value for the player to move, who holds `mover`; `other` has just moved.
    fn value(&mut self, depth: usize, mover: u16, other: u16) -> i32 {
        self.nodes[depth] += 1;
        // Only the player who just moved can have made a line.
        if self.lines[usize::from(other)] {
            self.leaves += 1;
            return -1;
        }
        let mut empty = !(mover | other) & 0x1ff;
        if empty == 0 {
            self.leaves += 1;
            return 0;
        }
        let mut best = -1;
        while empty != 0 {
            let cell = empty & empty.wrapping_neg(); // the lowest empty cell
            empty ^= cell;
            best = best.max(-self.value(depth + 1, other, mover | cell));
        }
        best
    }
}

/// The exact value for the player to move, by alpha-beta on bitboards (for the principal
/// variation only: nothing is counted).
fn exact(lines: &[bool; 512], mover: u16, other: u16, mut alpha: i32, beta: i32) -> i32 {
    if lines[usize::from(other)] {
        return -1;
    }
    let mut empty = !(mover | other) & 0x1ff;
    if empty == 0 {
        return 0;
    }
    while empty != 0 {
        let cell = empty & empty.wrapping_neg();
        empty ^= cell;
        let v = -exact(lines, other, mover | cell, -beta, -alpha);
        if v > alpha {
            alpha = v;
            if alpha >= beta {
                break;
            }
        }
    }
    alpha
}

/// The engine's report of plain minimax from `pos` in `ordering`, by [`Minimax`]. The
/// principal variation is the engine's: at each position the first move, in the ordering,
/// whose value beats -1 and is the best (the engine keeps a move only when it raises alpha,
/// which starts at -1), until a position is lost, drawn by a full grid or won.
fn counted_minimax(pos: &TicTacToe, ordering: usize) -> Report<usize> {
    let bits = |mark: u8| {
        (0..9)
            .filter(|&i| pos.cells[i] == mark)
            .fold(0u16, |b, i| b | 1 << i)
    };
    let (mover, other) = if pos.mover() == 1 {
        (bits(1), bits(2))
    } else {
        (bits(2), bits(1))
    };
    let lines = lines();
    let mut m = Minimax {
        lines,
        nodes: [0; 10],
        leaves: 0,
    };
    // The root may show a line of either player (the engine asks whether anyone has won).
    let value = if lines[usize::from(mover)] {
        m.nodes[0] += 1;
        m.leaves += 1;
        -1
    } else {
        m.value(0, mover, other)
    };
    let order: [usize; 9] = if ordering == 1 {
        CENTER_FIRST
    } else {
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
    };
    let mut pv = Vec::new();
    let (mut a, mut b) = (mover, other);
    while !lines[usize::from(a)] && !lines[usize::from(b)] {
        let best = exact(lines, a, b, -1, 1);
        if best <= -1 {
            break;
        }
        let Some(&cell) = order
            .iter()
            .find(|&&c| (a | b) >> c & 1 == 0 && -exact(lines, b, a | 1 << c, -1, 1) == best)
        else {
            break;
        };
        pv.push(cell);
        (a, b) = (b, a | 1 << cell);
    }
    let used = m.nodes.iter().rposition(|&n| n > 0).map_or(0, |d| d + 1);
    Report {
        value,
        nodes: m.nodes.iter().sum(),
        nodes_per_depth: m.nodes[..used].to_vec(),
        max_depth: used.saturating_sub(1),
        leaves: m.leaves,
        cuts: 0,
        table_hits: 0,
        pv,
        complete: true,
        trace: Vec::new(),
        trace_truncated: false,
        kernel: "fast",
    }
}

/// The number of complete games (move sequences to the end) from a position.
pub fn count_games(pos: &mut TicTacToe) -> u64 {
    if pos.is_over() {
        return 1;
    }
    let mut total = 0;
    for i in 0..9 {
        if pos.cells[i] == 0 {
            pos.make(i);
            total += count_games(pos);
            pos.unmake(i);
        }
    }
    total
}

/// The same count, with each position's number of games computed once: a position reached by
/// many move orders contributes its games to each of them without being searched again.
pub fn count_games_fast(pos: &TicTacToe, memo: &mut Vec<u64>) -> u64 {
    if memo.is_empty() {
        memo.resize(19_683, u64::MAX);
    }
    let code = pos.code() as usize;
    if memo[code] != u64::MAX {
        return memo[code];
    }
    let total = if pos.is_over() {
        1
    } else {
        // The empty cells are the moves (the game is not over). No list is built: these
        // counts run at every node, and in wasm an allocation costs more than the node.
        (0..9)
            .filter(|&i| pos.cells[i] == 0)
            .map(|i| count_games_fast(&pos.after(i), memo))
            .sum()
    };
    memo[code] = total;
    total
}

/// The number of distinct positions reachable from a position, itself included.
pub fn count_positions(pos: &TicTacToe) -> u64 {
    let mut seen = vec![false; 19_683];
    let mut stack = vec![*pos];
    seen[pos.code() as usize] = true;
    let mut count = 0;
    while let Some(p) = stack.pop() {
        count += 1;
        if p.is_over() {
            continue;
        }
        for i in (0..9).filter(|&i| p.cells[i] == 0) {
            let q = p.after(i);
            let code = q.code() as usize;
            if !seen[code] {
                seen[code] = true;
                stack.push(q);
            }
        }
    }
    count
}

/// Outcome and remoteness of every position reachable from `pos`, for hints: a win is won as
/// fast as possible, a loss held out as long as possible, a draw lasts until the grid is full.
pub fn solve_all(pos: &TicTacToe, memo: &mut Memo) -> (Outcome, u32) {
    if memo.0.is_empty() {
        memo.0.resize(19_683, None);
    }
    let code = pos.code() as usize;
    if let Some(known) = memo.0[code] {
        return known;
    }
    let result = if pos.winner().is_some() {
        (Outcome::P, 0)
    } else if pos.filled == 9 {
        (Outcome::D, 0)
    } else {
        // One pass over the children (the empty cells), keeping what each rule needs: the
        // fastest win (a child that is P for the opponent), the longest draw, the longest loss.
        let mut fastest_win: Option<u32> = None;
        let mut longest_draw: Option<u32> = None;
        let mut longest = 0;
        for i in (0..9).filter(|&i| pos.cells[i] == 0) {
            let (outcome, r) = solve_all(&pos.after(i), memo);
            match outcome {
                Outcome::P => fastest_win = Some(fastest_win.map_or(r, |f| f.min(r))),
                Outcome::D => longest_draw = Some(longest_draw.map_or(r, |d| d.max(r))),
                Outcome::N => {}
            }
            longest = longest.max(r);
        }
        match (fastest_win, longest_draw) {
            (Some(r), _) => (Outcome::N, r + 1),
            (None, Some(r)) => (Outcome::D, r + 1),
            (None, None) => (Outcome::P, 1 + longest),
        }
    };
    memo.0[code] = Some(result);
    result
}

/// Solved positions by their base-3 code (3^9 of them): a table, not a hash map, because every
/// position has a small number of its own.
#[derive(Clone, Debug, Default)]
pub struct Memo(Vec<Option<(Outcome, u32)>>);

/// The value of a solved position for the player to move: 1 won, -1 lost, 0 drawn.
fn value_of(outcome: Outcome) -> i32 {
    match outcome {
        Outcome::N => 1,
        Outcome::P => -1,
        Outcome::D => 0,
    }
}

impl TicTacToe {
    /// Minimax said out loud: the final score if the game is over, then every move with its
    /// value for the player making it, then the best of them (the first, between equals).
    pub fn explain(&self, memo: &mut Memo) -> Vec<SearchStep> {
        let mut steps = Vec::new();
        if self.is_over() {
            steps.push(SearchStep::Over {
                value: self.terminal_value().unwrap_or(0),
            });
        }
        let mut best: Option<(String, i32)> = None;
        for cell in self.legal_moves() {
            // The move's value for the mover is minus the value of the position it leads to.
            let v = -value_of(solve_all(&self.after(cell), memo).0);
            steps.push(SearchStep::MoveValue {
                r#move: (cell + 1).to_string(),
                value: v,
                outcome: outcome_of(v),
            });
            if best.as_ref().is_none_or(|(_, b)| v > *b) {
                best = Some(((cell + 1).to_string(), v));
            }
        }
        if let Some((m, v)) = best {
            steps.push(SearchStep::Best {
                r#move: m,
                value: v,
            });
        }
        steps
    }

    /// The perfect computer's cell: win as fast as possible; else draw; else lose as slowly as
    /// possible (the opponent may still go wrong). None once the game is over.
    pub fn perfect_move(&self, memo: &mut Memo) -> Option<usize> {
        self.legal_moves().into_iter().max_by_key(|&c| {
            let (o, r) = solve_all(&self.after(c), memo);
            // The outcome of the position after the move is the opponent's: P is our win.
            match o {
                Outcome::P => (2, -(r as i64)),
                Outcome::D => (1, 0),
                Outcome::N => (0, r as i64),
            }
        })
    }

    /// A uniformly random empty cell, the beginner's mistake. None once the game is over.
    pub fn random_move(&self, rng: &mut Rng) -> Option<usize> {
        let moves = self.legal_moves();
        if moves.is_empty() {
            return None;
        }
        Some(moves[rng.below(moves.len() as u64) as usize])
    }
}

/// Tic-tac-toe as the playground plays it: the [`Game`] recipe, answered by solving every
/// position reachable from the one asked about (a memo of at most 3^9 positions).
#[derive(Clone, Copy, Debug)]
pub struct TicTacToeGame;

impl Game for TicTacToeGame {
    type Position = TicTacToe;
    type Move = usize;
    type Solution = Memo;

    fn parse(&self, text: &str) -> Result<TicTacToe> {
        TicTacToe::parse(text)
    }
    fn text(&self, pos: &TicTacToe) -> String {
        pos.to_string()
    }
    fn solve(&self, _: &TicTacToe) -> Result<Memo> {
        Ok(Memo::default())
    }
    fn outcome(&self, pos: &TicTacToe, memo: &mut Memo) -> Result<Outcome> {
        Ok(solve_all(pos, memo).0)
    }
    fn grundy(&self, _: &TicTacToe, _: &mut Memo) -> Option<u64> {
        None
    }
    fn listed_moves(
        &self,
        pos: &TicTacToe,
        memo: &mut Memo,
        _: usize,
    ) -> Result<(Vec<(usize, Outcome)>, u64)> {
        let moves: Vec<(usize, Outcome)> = pos
            .legal_moves()
            .into_iter()
            .map(|cell| (cell, solve_all(&pos.after(cell), memo).0))
            .collect();
        let total = moves.len() as u64;
        Ok((moves, total))
    }
    fn parse_move(&self, pos: &TicTacToe, text: &str) -> Result<usize> {
        pos.parse_move(text)
    }
    fn move_text(&self, _: &TicTacToe, cell: &usize) -> String {
        (cell + 1).to_string()
    }
    fn after(&self, pos: &TicTacToe, cell: &usize) -> TicTacToe {
        pos.after(*cell)
    }
    fn outcome_after(&self, pos: &TicTacToe, cell: &usize, memo: &mut Memo) -> Result<Outcome> {
        Ok(solve_all(&pos.after(*cell), memo).0)
    }
    fn perfect_move(&self, pos: &TicTacToe, memo: &mut Memo) -> Result<Option<usize>> {
        Ok(pos.perfect_move(memo))
    }
    fn random_move(&self, pos: &TicTacToe, _: &mut Memo, rng: &mut Rng) -> Option<usize> {
        pos.random_move(rng)
    }
    fn game_over(&self, _: &TicTacToe) -> Error {
        Error::new(ErrorKind::GameOver, "The game is over.")
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "tictactoe",
        name: "Tic-tac-toe",
        menu_name: "Tic-tac-toe",
        group: catalogue::SEARCH,
        kind: Kind::Search,
        sides: Some(["X", "O"]),
        description: "Three in a row on a 3x3 grid. A partizan game with draws: watch minimax and alpha-beta search it.",
        card: "Three in a row on a 3x3 grid; watch a search try every game.",
        picture: vec![Picture { board: "tictactoe", position: "........." }],
        default_position: ".........",
        notation: "nine characters x, o or . row by row from the top left, e.g. x...o....; X moves first",
        move_notation: "the cell's number, 1 (top left) to 9 (bottom right); 5 is the centre",
        page: "tictactoe.html",
        variants: catalogue::normal_only("tictactoe"),
        limits: Limits::Fixed { board: "3x3" },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::PN, Question::WinningMove],
        ..GameInfo::default()
    }
}

/// Tic-tac-toe's row of the game-complexity panel, counted by search from the empty grid.
pub fn complexity_row() -> crate::catalogue::Complexity {
    let empty = TicTacToe::new();
    crate::catalogue::complexity_row(
        "Tic-tac-toe",
        count_positions(&empty) as f64,
        true,
        "positions reachable from the empty grid, by depth-first search",
        Some(count_games_fast(&empty, &mut Vec::new()) as f64),
        5.0,
        9.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rng;
    use crate::solve::search::{search, Options};

    /// Tic-tac-toe without its minimax kernel: the engine searches every node itself.
    struct EngineOnly(TicTacToe);

    impl SearchGame for EngineOnly {
        type Move = usize;
        type Key = u32;
        fn terminal_value(&self) -> Option<i32> {
            self.0.terminal_value()
        }
        fn moves(&self, ordering: usize, out: &mut Vec<usize>) {
            self.0.moves(ordering, out)
        }
        fn make(&mut self, mv: usize) {
            self.0.make(mv)
        }
        fn unmake(&mut self, mv: usize) {
            self.0.unmake(mv)
        }
        fn key(&self, symmetry: bool) -> u32 {
            self.0.key(symmetry)
        }
        fn window(&self) -> (i32, i32) {
            self.0.window()
        }
    }

    #[test]
    fn the_minimax_kernel_reports_what_the_engine_reports() {
        // Positions along random games, from the empty grid to finished ones, both orderings:
        // value, every count and the principal variation are the engine's.
        let mut rng = Rng::new(15);
        let mut checked = 0;
        for game in 0..40 {
            let mut pos = TicTacToe::new();
            loop {
                for ordering in 0..2 {
                    if game > 0 && pos.filled < 2 {
                        continue; // the largest trees once is enough
                    }
                    let kernel = search(&mut pos.clone(), opts(false, ordering, false, false));
                    let engine = search(&mut EngineOnly(pos), opts(false, ordering, false, false));
                    assert_eq!((kernel.kernel, engine.kernel), ("fast", "generic"));
                    let same = Report {
                        kernel: "generic",
                        ..kernel
                    };
                    assert_eq!(same, engine, "{pos} ordering {ordering}");
                    checked += 1;
                }
                if pos.is_over() {
                    break;
                }
                let empty: Vec<usize> = (0..9).filter(|&i| pos.cells[i] == 0).collect();
                pos.make(empty[rng.below(empty.len() as u64) as usize]);
            }
        }
        assert!(checked > 300, "{checked}");
    }

    fn opts(alpha_beta: bool, ordering: usize, table: bool, symmetry: bool) -> Options {
        Options {
            alpha_beta,
            ordering,
            table,
            symmetry,
            budget: u64::MAX,
            trace: 0,
        }
    }

    /// 255,168 complete games and 5,478 reachable positions (including the empty grid): the
    /// standard counts, e.g. Schaefer, "Tic-Tac-Toe (Naughts and Crosses, Cheese and Crackers,
    /// etc.)", and OEIS A008907 for the games by length summing to 255,168.
    #[test]
    fn the_game_tree_has_255168_games_and_5478_positions() {
        assert_eq!(count_games(&mut TicTacToe::new()), 255_168);
        assert_eq!(
            count_games_fast(&TicTacToe::new(), &mut Vec::new()),
            255_168
        );
        assert_eq!(count_positions(&TicTacToe::new()), 5_478);
        // Plain minimax visits every node of the tree: 549,946 (every prefix of every game).
        let minimax = search(&mut TicTacToe::new(), opts(false, 0, false, false));
        assert_eq!(minimax.nodes, 549_946);
        assert_eq!(minimax.value, 0);
    }

    #[test]
    fn alpha_beta_agrees_with_minimax_on_random_positions() {
        let mut rng = Rng::new(2026);
        for _ in 0..300 {
            let mut pos = TicTacToe::new();
            let plies = rng.below(7);
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.after(moves[rng.below(moves.len() as u64) as usize]);
            }
            let minimax = search(&mut pos.clone(), opts(false, 0, false, false));
            for (ordering, table, symmetry) in [
                (0, false, false),
                (1, false, false),
                (1, true, false),
                (1, true, true),
            ] {
                let ab = search(&mut pos.clone(), opts(true, ordering, table, symmetry));
                assert_eq!(ab.value, minimax.value, "{pos}");
                assert!(ab.nodes <= minimax.nodes);
            }
            let mut memo = Memo::default();
            let expected = match minimax.value {
                1 => Outcome::N,
                0 => Outcome::D,
                _ => Outcome::P,
            };
            assert_eq!(solve_all(&pos, &mut memo).0, expected, "{pos}");
        }
    }

    #[test]
    fn positions_are_checked_for_being_reachable() {
        assert_eq!(
            TicTacToe::parse("x...o....").unwrap().to_string(),
            "x...o...."
        );
        for (bad, words) in [
            ("xx.......", "cannot happen"),
            ("x..", "9 cells"),
            ("xxxooo...", "Both players"),
            ("xxx.oo.o.", "X has a line"),
            ("x?.......", "Cell 2"),
        ] {
            let err = TicTacToe::parse(bad).unwrap_err();
            assert!(err.message.contains(words), "{bad}: {}", err.message);
        }
        let p = TicTacToe::parse("x........").unwrap();
        assert_eq!(p.parse_move("1").unwrap_err().kind, ErrorKind::IllegalMove);
        assert_eq!(p.parse_move("10").unwrap_err().kind, ErrorKind::BadMove);
    }

    #[test]
    fn the_explanation_lists_every_cell_and_the_computer_takes_the_fastest_win() {
        let mut memo = Memo::default();
        // X has a and b of the top row: cell 3 wins at once, others win later or draw.
        let pos = TicTacToe::parse("xx.oo....").unwrap();
        let steps = pos.explain(&mut memo);
        assert_eq!(steps.len(), pos.legal_moves().len() + 1);
        assert_eq!(
            steps.last(),
            Some(&SearchStep::Best {
                r#move: "3".into(),
                value: 1
            })
        );
        assert_eq!(pos.perfect_move(&mut memo), Some(2));
        // The empty grid: every move draws, the first is named best.
        let empty = TicTacToe::new();
        let steps = empty.explain(&mut memo);
        assert!(steps[..9].iter().all(|s| matches!(
            s,
            SearchStep::MoveValue {
                value: 0,
                outcome: Outcome::D,
                ..
            }
        )));
        assert_eq!(
            steps[9],
            SearchStep::Best {
                r#move: "1".into(),
                value: 0
            }
        );
        // A finished game has its score and no move.
        let won = TicTacToe::parse("xxxoo....").unwrap();
        assert_eq!(won.explain(&mut memo), vec![SearchStep::Over { value: -1 }]);
        assert_eq!(won.perfect_move(&mut memo), None);
        assert_eq!(won.random_move(&mut Rng::new(1)), None);
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            let cell = empty.random_move(&mut rng).unwrap();
            assert!(empty.legal_moves().contains(&cell));
        }
    }
}
