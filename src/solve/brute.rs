//! Brute-force game solving: the definition of P- and N-positions, run as a program.
//!
//! This is the slow, obviously-correct second method that every clever formula in the
//! playground is tested against. It knows nothing about any particular game: give it a position
//! and a function listing the positions one move away, and it applies the definition
//!
//! - a position is **N** if *some* move leads to a P-position,
//! - a position is **P** if *every* move leads to an N-position (vacuously true at the end),
//!
//! with the end of the game decided by the play rule: a terminal position is P in normal play
//! (the player to move has lost) and N in misère play (the player to move has already won).
//! Each position is solved once and remembered (memoization), which turns an exponential game
//! tree into work proportional to the number of distinct positions.

use std::collections::HashMap;
use std::hash::Hash;

use crate::game::{Outcome, Play};

/// Solves acyclic impartial games by memoized search over their positions.
pub struct BruteForce<P, F> {
    moves: F,
    play: Play,
    memo: HashMap<P, Outcome>,
}

impl<P, F> BruteForce<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<P>,
{
    /// A solver for the game whose moves are listed by `moves`, under the given play rule.
    pub fn new(moves: F, play: Play) -> Self {
        BruteForce {
            moves,
            play,
            memo: HashMap::new(),
        }
    }

    /// The outcome of `position` for the player about to move.
    ///
    /// Recursive: the depth is the length of the longest game from `position`, so this is meant
    /// for the small positions tests enumerate, not for the page.
    pub fn outcome(&mut self, position: &P) -> Outcome {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        let options = (self.moves)(position);
        let result = if options.is_empty() {
            self.play.terminal_outcome()
        } else if options.iter().any(|next| self.outcome(next) == Outcome::P) {
            // Some move hands the opponent a lost position.
            Outcome::N
        } else {
            // Every move hands the opponent a won position.
            Outcome::P
        };
        self.memo.insert(position.clone(), result);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 21-chips game of the notes: take 1, 2 or 3 chips; P-positions are multiples of 4.
    fn take_up_to_three(n: &u32) -> Vec<u32> {
        (1..=3).filter(|k| k <= n).map(|k| n - k).collect()
    }

    #[test]
    fn the_21_chips_game_has_its_p_positions_at_the_multiples_of_4() {
        let mut solver = BruteForce::new(take_up_to_three, Play::Normal);
        for n in 0..=21 {
            let expected = if n % 4 == 0 { Outcome::P } else { Outcome::N };
            assert_eq!(solver.outcome(&n), expected, "n = {n}");
        }
    }

    #[test]
    fn in_misere_play_the_21_chips_game_shifts_its_p_positions_by_one() {
        let mut solver = BruteForce::new(take_up_to_three, Play::Misere);
        for n in 0..=21 {
            let expected = if n % 4 == 1 { Outcome::P } else { Outcome::N };
            assert_eq!(solver.outcome(&n), expected, "n = {n}");
        }
    }
}
