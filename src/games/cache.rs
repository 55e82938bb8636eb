//! The cache of solved tables that more than one game reads: the partizan games' values
//! ([`with_values`]), the arena of canonical forms with its memos, and the value of every part
//! (stalk, region, cake, strip) met so far, started afresh when it grows past
//! [`crate::solve::partizan::ARENA_NODE_LIMIT`] games. A game whose tables only its own files
//! read keeps them there (Chomp's in `chomp/cache.rs`, Pig's and Northcott's beside their
//! rules). Every function of the API answers the same whatever was asked before; a cache only
//! keeps solved tables between calls, so that the moves of one game do not solve the same board
//! again. [`forget_values`] empties it (the benchmarks time solves from scratch with it). The
//! caches live in thread-local storage: the wasm module runs in one worker thread, and native
//! tests running in parallel each get their own.

use std::cell::RefCell;

use crate::games::partizan::Values;

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
