//! Moore's Nim through the API: game id `moore:K` (K from 1 to 16), positions as in Nim, moves
//! such as `1-2+3-1`. Outcomes come from Moore's theorem (columns modulo K + 1); the winning
//! moves are found by trying every move, so positions are limited to a million moves.

use std::collections::HashMap;

use super::{
    unknown_variant, Adapter, Analysis, BestMove, Details, Explanation, GameInfo, Limits,
    MoveDetail, MoveInfo, Steps, Variant, MOVE_LIST_CAP,
};
use crate::error::{Error, ErrorKind, Result};
use crate::game::{Level, Outcome, Play, Rng, BEGINNER_MISTAKE_PERCENT};
use crate::games::moore::{self, MooreMove};
use crate::games::nim::{self, Nim};
use crate::solve::grundy::{evaluate, mex};
use serde::Serialize;

/// Most positions searched to find a Grundy value (Moore's Nim has no formula for it).
const GRUNDY_BUDGET: usize = 20_000;

pub(super) fn info() -> GameInfo {
    GameInfo {
        id: "moore:2",
        name: "Moore's Nim",
        description: "Nim where one move may take from up to k piles at once (k = 2 here). P-positions: every binary column holds a multiple of k + 1 ones.",
        default_position: "3,4,5",
        notation: nim::NOTATION,
        move_notation: "pile-chips for each pile the move takes from, joined by +, e.g. 1-2+3-1",
        page: "moore.html",
        variants: vec![Variant {
            id: "moore:2",
            play: Play::Normal,
        }],
        limits: Limits::Piles {
            max_piles: nim::MAX_PILES,
            max_pile_size: nim::MAX_PILE,
        },
        move_list_cap: MOVE_LIST_CAP,
    }
}

pub(super) fn adapter(variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    let text = variant.map(str::trim).unwrap_or("");
    match text.parse::<u32>() {
        Ok(k) if (1..=moore::MAX_K).contains(&k) => Ok(Box::new(Moore { k })),
        _ => Err(unknown_variant(
            "Moore's Nim",
            text,
            &format!("moore:K with K from 1 to {}, e.g. moore:2", moore::MAX_K),
        )),
    }
}

struct Moore {
    k: u32,
}

/// A step of the explanation of a Moore's Nim position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum MooreStep {
    /// The piles in binary, and the modulus k + 1 the columns are summed by.
    Piles {
        piles: Vec<u32>,
        width: u32,
        binary: Vec<String>,
        k: u32,
    },
    /// One column: its count of ones and the remainder modulo k + 1.
    Column {
        column: u32,
        ones: u32,
        piles: Vec<usize>,
        remainder: u32,
    },
    /// Every remainder 0 means P; the columns that are not are listed.
    Verdict {
        outcome: Outcome,
        bad_columns: Vec<u32>,
    },
    /// The winning move and the piles it changes.
    Move {
        r#move: String,
        to: String,
        changes: Vec<(usize, u32, u32)>,
    },
    /// After the move every column is a multiple of k + 1 again.
    Check {
        piles: Vec<u32>,
        remainders: Vec<u32>,
    },
    /// From a P-position: an example move and the columns it spoils.
    Example {
        r#move: String,
        to: String,
        bad_columns: Vec<u32>,
    },
    /// The reply that repairs them.
    Reply { r#move: String, to: String },
}

impl Moore {
    fn id(&self) -> String {
        format!("moore:{}", self.k)
    }

    fn parse(&self, position: &str) -> Result<Vec<u32>> {
        let piles = Nim::parse(position)?.piles().to_vec();
        moore::check_size(&piles, self.k)?;
        Ok(piles)
    }

    fn text(piles: &[u32]) -> String {
        piles
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    fn winning(&self, piles: &[u32], cap: usize) -> Vec<MooreMove> {
        let mut out = Vec::new();
        moore::for_each_move(piles, self.k, |mv| {
            if moore::outcome(&moore::apply(piles, mv), self.k) == Outcome::P {
                out.push(mv.clone());
            }
            out.len() < cap
        });
        out
    }

    /// The first winning move; when lost, one chip from the largest pile.
    fn perfect(&self, piles: &[u32]) -> Option<MooreMove> {
        if let Some(mv) = self.winning(piles, 1).pop() {
            return Some(mv);
        }
        let largest = *piles.iter().max()?;
        let pile = piles.iter().position(|&p| p == largest)?;
        (largest > 0).then(|| MooreMove {
            takes: vec![(pile, 1)],
        })
    }

    /// The Grundy value by search when the game is small enough; Moore's Nim has no formula.
    fn grundy(&self, piles: &[u32]) -> Option<u64> {
        let options = |key: &Vec<u32>| {
            let mut out = Vec::new();
            moore::for_each_move(key, self.k, |mv| {
                let mut next = moore::apply(key, mv);
                next.sort();
                out.push(next);
                true
            });
            out
        };
        let mut start = piles.to_vec();
        start.sort();
        let mut memo = HashMap::new();
        evaluate(
            &start,
            options,
            |v: &[u32]| mex(v.iter().copied()),
            &mut memo,
            GRUNDY_BUDGET,
        )
        .map(u64::from)
    }

    fn remainders(&self, piles: &[u32], width: u32) -> Vec<u32> {
        let ones = moore::column_ones(piles);
        (0..width)
            .rev()
            .map(|c| ones[c as usize] % (self.k + 1))
            .collect()
    }
}

impl Adapter for Moore {
    fn analyze(&self, position: &str) -> Result<Analysis> {
        let piles = self.parse(position)?;
        let winning = self.winning(&piles, MOVE_LIST_CAP);
        let mut listed: Vec<MooreMove> = winning.clone();
        moore::for_each_move(&piles, self.k, |mv| {
            if !winning.contains(mv) {
                listed.push(mv.clone());
            }
            listed.len() < MOVE_LIST_CAP
        });
        listed.sort();
        let total = moore::move_count(&piles, self.k);
        let moves = listed
            .iter()
            .map(|mv| {
                let to = moore::apply(&piles, mv);
                MoveInfo {
                    r#move: mv.text(),
                    to: Self::text(&to),
                    outcome: moore::outcome(&to, self.k),
                    detail: MoveDetail::Takes {
                        takes: mv.takes.clone(),
                    },
                }
            })
            .collect();
        Ok(Analysis {
            game: self.id(),
            position: Self::text(&piles),
            outcome: moore::outcome(&piles, self.k),
            grundy: self.grundy(&piles),
            moves,
            moves_complete: total <= MOVE_LIST_CAP as u64,
            move_count: total,
            winning: winning.iter().map(MooreMove::text).collect(),
            details: Details::Moore {
                k: self.k,
                piles: piles.clone(),
                column_ones: {
                    let width = 32 - piles.iter().max().map_or(0, |m| m.leading_zeros());
                    moore::column_ones(&piles)[..width.max(1) as usize].to_vec()
                },
            },
        })
    }

    fn play(&self, position: &str, mv: &str) -> Result<String> {
        let piles = self.parse(position)?;
        let mv = moore::parse_move(&piles, self.k, mv)?;
        Ok(Self::text(&moore::apply(&piles, &mv)))
    }

    fn explain(&self, position: &str) -> Result<Explanation> {
        let piles = self.parse(position)?;
        let width = (32 - piles.iter().max().copied().unwrap_or(0).leading_zeros()).max(1);
        let mut steps = vec![MooreStep::Piles {
            piles: piles.clone(),
            width,
            binary: piles
                .iter()
                .map(|&p| format!("{p:0w$b}", w = width as usize))
                .collect(),
            k: self.k,
        }];
        let ones = moore::column_ones(&piles);
        for column in (0..width).rev() {
            steps.push(MooreStep::Column {
                column,
                ones: ones[column as usize],
                piles: (0..piles.len())
                    .filter(|&i| piles[i] >> column & 1 == 1)
                    .collect(),
                remainder: ones[column as usize] % (self.k + 1),
            });
        }
        let bad = |ones: &[u32]| -> Vec<u32> {
            (0..32)
                .rev()
                .filter(|&c| !ones[c as usize].is_multiple_of(self.k + 1))
                .collect()
        };
        let outcome = moore::outcome(&piles, self.k);
        steps.push(MooreStep::Verdict {
            outcome,
            bad_columns: bad(&ones),
        });
        if let Some(mv) = self.perfect(&piles) {
            let to = moore::apply(&piles, &mv);
            if outcome == Outcome::N {
                steps.push(MooreStep::Move {
                    r#move: mv.text(),
                    to: Self::text(&to),
                    changes: mv
                        .takes
                        .iter()
                        .map(|&(p, t)| (p, piles[p], piles[p] - t))
                        .collect(),
                });
                steps.push(MooreStep::Check {
                    remainders: self.remainders(&to, width),
                    piles: to,
                });
            } else {
                steps.push(MooreStep::Example {
                    r#move: mv.text(),
                    to: Self::text(&to),
                    bad_columns: bad(&moore::column_ones(&to)),
                });
                if let Some(reply) = self.perfect(&to) {
                    steps.push(MooreStep::Reply {
                        r#move: reply.text(),
                        to: Self::text(&moore::apply(&to, &reply)),
                    });
                }
            }
        }
        Ok(Explanation {
            game: self.id(),
            position: Self::text(&piles),
            outcome,
            steps: Steps::Moore(steps),
        })
    }

    fn best_move(&self, position: &str, level: Level, rng: &mut Rng) -> Result<BestMove> {
        let piles = self.parse(position)?;
        let blunder = level == Level::Beginner && rng.below(100) < BEGINNER_MISTAKE_PERCENT;
        let chosen = if blunder {
            let total = moore::move_count(&piles, self.k);
            let mut pick = if total > 0 { rng.below(total) } else { 0 };
            let mut found = None;
            moore::for_each_move(&piles, self.k, |mv| {
                if pick == 0 {
                    found = Some(mv.clone());
                    return false;
                }
                pick -= 1;
                true
            });
            found
        } else {
            self.perfect(&piles)
        };
        let mv = chosen.ok_or_else(|| {
            Error::new(
                ErrorKind::GameOver,
                "The game is over: every pile is empty, so there is no move to make.",
            )
        })?;
        let to = moore::apply(&piles, &mv);
        let outcome = moore::outcome(&to, self.k);
        Ok(BestMove {
            r#move: mv.text(),
            to: Self::text(&to),
            outcome,
            winning: outcome == Outcome::P,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyze, best_move, explain, play};
    use crate::game::Outcome;

    #[test]
    fn nim_2_lists_every_move_with_its_outcome() {
        let a = analyze("moore:2", "3,4,5").unwrap();
        assert_eq!(a.move_count, 59);
        assert_eq!(a.moves.len(), 59);
        for m in &a.moves {
            assert_eq!(m.outcome, analyze("moore:2", &m.to).unwrap().outcome);
            assert_eq!(play("moore:2", "3,4,5", &m.r#move).unwrap(), m.to);
        }
        // Columns of 1,2,3 modulo 3: column 2s has two ones, column 1s two: not P for k = 2.
        assert_eq!(analyze("moore:2", "1,2,3").unwrap().outcome, Outcome::N);
        assert_eq!(analyze("moore:2", "1,1,1").unwrap().outcome, Outcome::P);
        assert_eq!(analyze("moore:1", "1,2,3").unwrap().outcome, Outcome::P);
        let b = best_move("moore:2", "3,4,5", "perfect", 0).unwrap();
        assert!(b.winning);
        assert!(explain("moore:2", "3,4,5").is_ok());
    }

    #[test]
    fn grundy_values_come_from_search_when_small() {
        // Nim_1 is Nim: the Grundy value is the nim-sum.
        assert_eq!(analyze("moore:1", "3,4,5").unwrap().grundy, Some(2));
        assert_eq!(analyze("moore:2", "1,1,1").unwrap().grundy, Some(0));
    }

    #[test]
    fn bad_ids_are_refused() {
        assert!(analyze("moore", "1").is_err());
        assert!(analyze("moore:0", "1").is_err());
        assert!(analyze("moore:x", "1").is_err());
    }
}
