// The games' own checks through the real WebAssembly module, <family>.rs here, as
// modules of tests/wasm.rs, which cannot list a folder. Written by
// `GRUNDY_GOLDEN=write cargo test --test golden` from the listing: do not edit.

mod chomp;
mod go;
mod nim;
mod pig;
mod puzzle;
mod tictactoe;
mod xor;
