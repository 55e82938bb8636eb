//! Chomp's caches of solved tables, which the rules (`chomp.rs`), a Chomp bar in a sum and the
//! API's slices read:
//!
//! - **the outcome tables** ([`chomp_table`], [`chomp_solve_slice`]): every board solved, by the
//!   table sweep of [`super::table`], least recently used dropped first past 64 MB (the 14x14
//!   table is 40 MB), and the one table a page is solving slice by slice for its progress bar. A
//!   bar is answered from the smallest finished table whose board holds it.
//! - **the Grundy tables** ([`chomp_grundy`]): computed only when a Grundy value is asked for
//!   (the analysis, or a Chomp bar in a sum), at most 4 MB.
//!
//! Every answer is the same with or without them, only slower; [`forget`] empties both (the
//! benchmarks time solves from scratch with it). They live in thread-local storage: the wasm
//! module runs in one worker thread, and native tests running in parallel each get their own.

use std::cell::RefCell;
use std::rc::Rc;

use super::table::{Board, GrundyTable, Progress, Table, GRUNDY_MAX_POSITIONS};
use crate::error::Result;

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

#[cfg(test)]
mod tests {
    use super::super::table::GRUNDY_LARGEST_SQUARE;
    use super::*;

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
