//! The caches of solved tables that more than one file reads (a game whose table only its own
//! file uses keeps it there: Northcott's game keeps the last board it solved). Every function of
//! the API takes text and returns plain data, and answers the same whatever was asked before;
//! these caches only keep solved tables between calls, so that the moves of one game do not solve the same board again:
//!
//! - **Chomp's outcome tables** ([`chomp_table`], [`chomp_solve_slice`]): every board solved, by
//!   the table sweep of [`crate::games::chomp::table`], least recently used dropped first past
//!   64 MB (the 14x14 table is 40 MB), and the one table a page is solving slice by slice for its
//!   progress bar. A bar is answered from the smallest finished table whose board holds it.
//! - **Chomp's Grundy tables** ([`chomp_grundy`]): computed only when a Grundy value is asked for
//!   (the analysis, or a Chomp bar in a sum), at most 4 MB.
//! - **Pig and Piglet** ([`pig_table`]): the chances solved by value iteration, for the last two
//!   games and goals asked about.
//! - **The partizan games' values** ([`with_values`]): the arena of canonical forms with its
//!   memos, and the value of every part (stalk, region, cake, strip) met so far, started afresh
//!   when it grows past [`crate::solve::partizan::ARENA_NODE_LIMIT`] games.
//!
//! [`forget`] empties the Chomp caches ([`forget_values`] the partizan one) (the benchmarks time solves from scratch with it). The
//! caches live in thread-local storage: the wasm module runs in one worker thread, and native
//! tests running in parallel each get their own.

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::Result;
use crate::games::chomp::table::{Board, GrundyTable, Progress, Table, GRUNDY_MAX_POSITIONS};
use crate::games::partizan::Values;
use crate::games::pig;

/// How many table bytes the Chomp cache keeps, besides the table being solved in slices: enough
/// for the 14x14 table (40 MB) and many small ones.
const CACHE_BYTES: usize = 64 << 20;

/// The solved tables, and the one being solved in slices.
#[derive(Default)]
struct Cache {
    /// Finished tables, least recently used first.
    done: Vec<Rc<Table>>,
    /// The table a page is solving slice by slice.
    job: Option<Table>,
}

impl Cache {
    /// The smallest finished table whose board holds `board`, marked as just used.
    fn covering(&mut self, board: Board) -> Option<Rc<Table>> {
        let index = self
            .done
            .iter()
            .enumerate()
            .filter(|(_, t)| t.board().covers(board))
            .min_by_key(|(_, t)| t.board().entries())
            .map(|(i, _)| i)?;
        let table = self.done.remove(index);
        self.done.push(Rc::clone(&table));
        Some(table)
    }

    /// Keeps a finished table: drops the tables it makes redundant, then the least recently used
    /// ones while the cache is over its size.
    fn keep(&mut self, table: Rc<Table>) {
        let board = table.board();
        self.done.retain(|t| !board.covers(t.board()));
        self.done.push(table);
        while self.done.len() > 1
            && self.done.iter().map(|t| t.bytes()).sum::<usize>() > CACHE_BYTES
        {
            self.done.remove(0);
        }
    }
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

/// A finished table holding the bar: a cached one if any board holds it, else the bar's own
/// board, solved now (in one go) and cached.
pub fn chomp_table(rows: &[u32]) -> Result<Rc<Table>> {
    let board = Board::of(rows)?;
    if let Some(table) = CACHE.with(|c| c.borrow_mut().covering(board)) {
        return Ok(table);
    }
    let mut table = Table::new(board);
    table.step(u64::MAX);
    let table = Rc::new(table);
    CACHE.with(|c| c.borrow_mut().keep(Rc::clone(&table)));
    Ok(table)
}

/// Solves up to `budget` more positions of `board` and reports the progress.
///
/// A board that a finished table already holds is done at once. Otherwise the call goes on with
/// the table being solved for this board, or starts one (dropping a half-solved table of another
/// board: the newest request wins). A budget of 0 only reports.
pub fn chomp_solve_slice(board: Board, budget: u64) -> Progress {
    CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        let total = board.positions();
        if cache.covering(board).is_some() {
            return Progress {
                board,
                done: true,
                solved: total,
                total,
            };
        }
        if cache.job.as_ref().map(Table::board) != Some(board) {
            cache.job = Some(Table::new(board));
        }
        let job = cache.job.as_mut().expect("a job was just set");
        let done = job.step(budget);
        let solved = job.solved();
        if done {
            let finished = cache.job.take().expect("the job is there");
            cache.keep(Rc::new(finished));
        }
        Progress {
            board,
            done,
            solved,
            total,
        }
    })
}

/// Empties the cache: every table is solved again when next needed. For benchmarks (to time a
/// solve from scratch) and to give the memory back.
pub fn forget() {
    CACHE.with(|c| *c.borrow_mut() = Cache::default());
    GRUNDY_CACHE.with(|c| c.borrow_mut().clear());
}

thread_local! {
    /// Grundy tables computed so far, least recently used first, at most [`GRUNDY_CACHE_BYTES`].
    static GRUNDY_CACHE: RefCell<Vec<Rc<GrundyTable>>> = const { RefCell::new(Vec::new()) };
}

/// How many bytes of Grundy tables are kept: the 11x11 table (0.7 MB) and several smaller ones.
const GRUNDY_CACHE_BYTES: usize = 4 << 20;

/// The Grundy table of a board holding `board` (a cached one, else computed now and cached),
/// or `None` when the board has more than [`GRUNDY_MAX_POSITIONS`] positions.
pub fn chomp_grundy(board: Board) -> Option<Rc<GrundyTable>> {
    if board.positions() > GRUNDY_MAX_POSITIONS {
        return None;
    }
    GRUNDY_CACHE.with(|c| {
        let mut cache = c.borrow_mut();
        if let Some(i) = cache.iter().position(|t| t.board().covers(board)) {
            let table = cache.remove(i);
            cache.push(Rc::clone(&table));
            return Some(table);
        }
        let table = Rc::new(GrundyTable::new(board));
        cache.retain(|t| !board.covers(t.board()));
        cache.push(Rc::clone(&table));
        while cache.len() > 1 && cache.iter().map(|t| t.bytes()).sum::<usize>() > GRUNDY_CACHE_BYTES
        {
            cache.remove(0);
        }
        Some(table)
    })
}

thread_local! {
    /// The solved Pig and Piglet tables, the most recently used last.
    static PIG: RefCell<Vec<Rc<pig::Table>>> = const { RefCell::new(Vec::new()) };
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
pub fn pig_table(
    variant: pig::Variant,
    goal: u32,
    progress: impl FnMut(pig::Sweep),
) -> Result<Rc<pig::Table>> {
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
    let table = Rc::new(pig::Table::solve(variant, goal, progress)?);
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
    use crate::games::chomp::table::GRUNDY_LARGEST_SQUARE;

    #[test]
    fn the_cache_answers_small_boards_from_a_bigger_table_and_reports_progress() {
        forget();
        let board = Board::new(5, 6).unwrap();
        let first = chomp_solve_slice(board, 100);
        assert_eq!(
            first,
            Progress {
                board,
                done: false,
                solved: 100,
                total: 461
            }
        );
        let report = chomp_solve_slice(board, 0);
        assert_eq!(report.solved, 100, "a budget of 0 only reports");
        let last = chomp_solve_slice(board, u64::MAX);
        assert!(last.done);
        assert_eq!(last.solved, 461);
        // A smaller board is held by the 5x6 table: done at once, and the same table is used.
        let small = chomp_solve_slice(Board::new(3, 6).unwrap(), 1);
        assert!(small.done);
        assert_eq!(small.total, 83);
        let table = chomp_table(&[6, 2, 1]).unwrap();
        assert_eq!(table.board(), board);
        // A bar wider than any cached board gets its own table.
        assert_eq!(
            chomp_table(&[9, 1]).unwrap().board(),
            Board::new(2, 9).unwrap()
        );
        forget();
        assert_eq!(
            chomp_table(&[6, 2, 1]).unwrap().board(),
            Board::new(3, 6).unwrap()
        );
    }
    #[test]
    fn a_new_board_replaces_a_half_solved_one() {
        forget();
        let a = Board::new(6, 6).unwrap();
        let b = Board::new(5, 7).unwrap();
        assert_eq!(chomp_solve_slice(a, 50).solved, 50);
        assert_eq!(chomp_solve_slice(b, 10).solved, 10);
        assert_eq!(chomp_solve_slice(a, 5).solved, 5, "a's work was dropped");
        forget();
    }
    #[test]
    fn grundy_tables_stop_at_their_limit_and_are_shared_by_smaller_boards() {
        forget();
        let limit = Board::new(GRUNDY_LARGEST_SQUARE, GRUNDY_LARGEST_SQUARE).unwrap();
        assert_eq!(limit.positions(), GRUNDY_MAX_POSITIONS);
        assert!(chomp_grundy(Board::new(12, 12).unwrap()).is_none());
        let big = chomp_grundy(Board::new(6, 7).unwrap()).unwrap();
        let small = chomp_grundy(Board::new(3, 5).unwrap()).unwrap();
        assert_eq!(
            small.board(),
            big.board(),
            "the 6x7 table holds the 3x5 board"
        );
        forget();
    }
}

thread_local! {
    static VALUES: RefCell<Values> = RefCell::new(Values::new());
}

/// Runs `f` with the partizan games' values, allowing it `budget` new parts.
pub fn with_values<T>(budget: u64, f: impl FnOnce(&mut Values) -> T) -> T {
    VALUES.with(|v| {
        let mut v = v.borrow_mut();
        if v.arena.is_full() {
            *v = Values::new();
        }
        v.start(budget);
        f(&mut v)
    })
}

/// Empties the partizan values (the benchmarks time solves from scratch with it).
pub fn forget_values() {
    VALUES.with(|v| *v.borrow_mut() = Values::new());
}
