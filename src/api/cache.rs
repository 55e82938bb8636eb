//! The two caches the API keeps, in one place. The API is otherwise stateless: each function
//! takes text and returns plain data. These two keep solved tables between calls only to save
//! time; an answer is the same with or without them.
//!
//! - **Northcott's game**: the retrograde table of the last board solved (its width and number
//!   of rows), so that the moves of one game do not solve the same board again.
//!
//! Both live in thread-local storage: the wasm module runs in one worker thread, and native
//! tests running in parallel each get their own.

use std::cell::RefCell;
use std::rc::Rc;

use crate::games::northcott::{Northcott, Table};

thread_local! {
    /// The most recently solved Northcott board.
    static NORTHCOTT: RefCell<Option<Rc<Table>>> = const { RefCell::new(None) };
}

/// The solved Northcott table for this position's board, reusing the last one when it fits.
pub(super) fn northcott_table(pos: &Northcott) -> Rc<Table> {
    NORTHCOTT.with(|last| {
        let mut last = last.borrow_mut();
        match last.as_ref() {
            Some(t) if t.fits(pos) => t.clone(),
            _ => {
                let t = Rc::new(Table::solve(pos.width, pos.rows.len()));
                *last = Some(t.clone());
                t
            }
        }
    })
}
