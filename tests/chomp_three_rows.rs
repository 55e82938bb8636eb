//! Published results on three-row Chomp, checked against the table solver and brute force.
//!
//! 1. Brouwer's list of every P-position with a top row of 0 to 5 squares (the fixture file
//!    `tests/data/chomp-three-rows.txt`, with its sources): both solvers must find exactly those.
//! 2. Gale (1974) reported that every 3 x n board up to n = 100 has exactly one winning opening
//!    bite; Sheiner ("Unique winning opening move in three-row Chomp", arXiv:2605.23837, 2026)
//!    proved it for every n and showed that it is never a bite in the bottom row. Checked here for
//!    every board up to 3 x 85, the 255-square limit.

use std::collections::BTreeSet;

use grundy::games::chomp::{Bite, Chomp};
use grundy::solve::brute::BruteForce;
use grundy::{Outcome, Play};

type Triple = (u32, u32, u32);

/// The fixture: for each top row r, the positions and families listed, expanded up to bottom
/// rows of `max_p`.
fn published(max_p: u32) -> Vec<(u32, BTreeSet<Triple>)> {
    let text = include_str!("data/chomp-three-rows.txt");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (top, entries) = line.split_once(':').expect("a line is `r: entries`");
        let r: u32 = top.trim().parse().expect("the top row is a number");
        let mut set = BTreeSet::new();
        let tokens: Vec<&str> = entries.split_whitespace().collect();
        let mut i = 0;
        while i < tokens.len() {
            let parts: Vec<&str> = tokens[i].split(',').collect();
            assert_eq!(parts.len(), 3, "{line}");
            assert_eq!(parts[2].parse::<u32>().unwrap(), r, "{line}");
            if let Some(k) = parts[0].strip_prefix("q+") {
                // A family: q+K,q,r for q>=Q.
                let k: u32 = k.parse().unwrap();
                assert_eq!((parts[1], tokens[i + 1]), ("q", "for"), "{line}");
                let from: u32 = tokens[i + 2].strip_prefix("q>=").unwrap().parse().unwrap();
                for q in from.. {
                    if q + k > max_p {
                        break;
                    }
                    set.insert((q + k, q, r));
                }
                i += 3;
            } else {
                let n: Vec<u32> = parts.iter().map(|p| p.parse().unwrap()).collect();
                if n[0] <= max_p {
                    set.insert((n[0], n[1], n[2]));
                }
                i += 1;
            }
        }
        out.push((r, set));
    }
    out
}

fn position((p, q, r): Triple) -> Chomp {
    Chomp::new(vec![p, q, r]).unwrap()
}

/// Every three-row position with top row `r` and bottom row at most `max_p`.
fn with_top(r: u32, max_p: u32) -> impl Iterator<Item = Triple> {
    (r.max(1)..=max_p).flat_map(move |p| (r..=p).map(move |q| (p, q, r)))
}

fn children(position: &Chomp) -> Vec<Chomp> {
    position.bites().map(|b| position.after(b)).collect()
}

#[test]
fn brouwers_three_row_p_positions_are_exactly_what_the_table_finds() {
    let solution = position((85, 85, 85)).solve().unwrap();
    let fixture = published(85);
    assert_eq!(fixture.len(), 6, "top rows 0 to 5");
    for (r, expected) in fixture {
        let found: BTreeSet<Triple> = with_top(r, 85)
            .filter(|&t| solution.outcome(&position(t)) == Outcome::P)
            .collect();
        assert_eq!(found, expected, "top row {r}");
    }
}

#[test]
fn brouwers_three_row_p_positions_are_exactly_what_brute_force_finds() {
    let mut brute = BruteForce::new(children, Play::Normal);
    for (r, expected) in published(30) {
        let found: BTreeSet<Triple> = with_top(r, 30)
            .filter(|&t| brute.outcome(&position(t)) == Outcome::P)
            .collect();
        assert_eq!(found, expected, "top row {r}");
    }
}

#[test]
fn every_3_by_n_board_has_exactly_one_winning_opening_bite_and_never_in_the_bottom_row() {
    let solution = position((85, 85, 85)).solve().unwrap();
    let mut brute = BruteForce::new(children, Play::Normal);
    for n in 1..=85 {
        let board = position((n, n, n));
        let winning = board.winning_bites(&solution);
        assert_eq!(winning.len(), 1, "3x{n}: {winning:?}");
        assert_ne!(winning[0].row, 0, "3x{n}");
        if n <= 20 {
            let by_brute: Vec<Bite> = board
                .bites()
                .filter(|&b| brute.outcome(&board.after(b)) == Outcome::P)
                .collect();
            assert_eq!(by_brute, winning, "3x{n}");
        }
    }
}
