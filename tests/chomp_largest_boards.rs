//! The largest Chomp boards: every rectangle up to 14x14 is an N-position, and on the 13x13 and
//! 14x14 squares the diagonal bite wins (the unit tests in `src/games/chomp.rs` cover the boards
//! up to 12x12). One 14x14 table, 40,116,599 positions, answers all of them: about a second and
//! a half in the test profile.

use grundy::games::chomp::{Bite, Chomp, Shape};
use grundy::Outcome;

#[test]
fn every_rectangle_up_to_14x14_is_n_and_the_diagonal_bite_wins_on_13x13_and_14x14() {
    let full = Chomp::new(vec![14; 14]).unwrap();
    let solution = full.solve().unwrap();
    assert_eq!(solution.board().positions(), 40_116_599);
    for rows in 1..=14u32 {
        for cols in 1..=14u32 {
            let rectangle = Chomp::new(vec![cols; rows as usize]).unwrap();
            let expected = if rows * cols == 1 {
                Outcome::P
            } else {
                Outcome::N
            };
            assert_eq!(solution.outcome(&rectangle), expected, "{rows}x{cols}");
        }
    }
    for n in [13u32, 14] {
        let square = Chomp::new(vec![n; n as usize]).unwrap();
        assert_eq!(square.shape(), Shape::Square);
        let l = square.after(Bite { row: 1, col: 1 });
        assert_eq!(solution.outcome(&l), Outcome::P, "{n}x{n}");
        assert!(square
            .winning_bites(&solution)
            .contains(&Bite { row: 1, col: 1 }));
    }
    // Our own count of the board's P-positions (no published figure checked), kept so that any
    // change to the sweep shows: 256,366 of the 40,116,599.
    assert_eq!(solution.p_positions(), 256_366);
}
