//! Game-tree search: minimax, alpha-beta pruning, move ordering and a transposition table,
//! with the statistics that show what each of them saves.
//!
//! **Minimax in negamax form.** The value of a position for the player to move is the largest,
//! over the moves, of *minus* the value of the position after the move for the opponent:
//! `v(p) = max over moves m of -v(p after m)`, and at the end of the game the score for the
//! player to move. One function serves both players; that is all minimax is.
//!
//! **Alpha-beta.** Search with a window (alpha, beta): alpha is what the player to move is
//! already sure of, beta what the opponent is already sure of (seen from this side). When a
//! move reaches a value `>= beta`, the opponent will never let the game come here: the remaining
//! moves are *cut*. The value returned is exact when it lies strictly inside the window, a bound
//! otherwise, and the root's value is always exact. Pruning never changes the root's value; it
//! only skips work, and how much depends on trying good moves first (**move ordering**).
//!
//! **Transposition table.** The same position can be reached by different move orders; a table
//! remembers what a search of it proved (an exact value, or a lower or upper bound, because of
//! the window) so that it is searched once.
//!
//! **Counting.** Every call of the search is a *node*, counted at its depth (the root is depth
//! 0). A game may declare that some moves end the game at once (Go's second pass): those are
//! scored as *leaves* without being nodes, which is the convention of the notes' 2x2 Go table.
//! Searches stop at a node budget, never at a clock (WebAssembly has no clock to read).
//!
//! **Explaining a value.** [`SearchStep`] is how a search game (tic-tac-toe, 2x2 Go) explains
//! its value: minimax said out loud, one step per move with the value it is worth to the player
//! making it, then the best of them, which is the position's value.

use std::collections::HashMap;
use std::hash::Hash;

use serde::Serialize;

use crate::game::Outcome;

/// A game the search can play: make/unmake moves in place, list moves in an ordering, score
/// the end. Values are from the point of view of the player to move.
pub trait SearchGame {
    /// A move.
    type Move: Copy + PartialEq + std::fmt::Debug;
    /// What the transposition table is keyed by.
    type Key: Clone + Eq + Hash;

    /// The value for the player to move if the game is over here.
    fn terminal_value(&self) -> Option<i32>;
    /// The legal moves, in the order named by `ordering` (an index into the game's list).
    fn moves(&self, ordering: usize, out: &mut Vec<Self::Move>);
    /// If this move ends the game at once, its value for the player making it: a leaf that is
    /// scored without being a node.
    fn final_value(&self, _mv: Self::Move) -> Option<i32> {
        None
    }
    /// Plays a move.
    fn make(&mut self, mv: Self::Move);
    /// Takes back the last move played.
    fn unmake(&mut self, mv: Self::Move);
    /// The transposition-table key of the position (with symmetry folded in when asked).
    fn key(&self, symmetry: bool) -> Self::Key;
    /// The initial window: every score lies within it.
    fn window(&self) -> (i32, i32);
    /// Plain minimax counted by the game's own kernel, for a game that has one: the same
    /// report that [`search`] would make with `ordering` and no pruning, table, trace or budget
    /// (value, nodes per depth, leaves, principal variation), computed without the engine's
    /// machinery. The default is `None`: the engine searches.
    fn counted_minimax(&self, _ordering: usize) -> Option<Report<Self::Move>> {
        None
    }
}

/// The outcome of a position from its value for the player to move: a positive value is a win
/// for that player (N), a negative one a loss (P), zero a draw (D).
pub fn outcome_of(value: i32) -> Outcome {
    match value.signum() {
        1 => Outcome::N,
        -1 => Outcome::P,
        _ => Outcome::D,
    }
}

/// A step of a search game's explanation: the value of every move, then the best one. Written
/// with a `kind` (`over`, `moveValue`, `best`) and the move under the key `move`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SearchStep {
    /// The game is over here, with this score.
    Over {
        /// The final score.
        value: i32,
    },
    /// One move and the value of the position it leads to, for the player making it.
    MoveValue {
        /// The move, in the game's notation.
        r#move: String,
        /// Minus the value of the position after it: the move's worth to its player.
        value: i32,
        /// What that value means for the player making the move.
        outcome: Outcome,
    },
    /// Minimax: the position's value is the best of its moves' values.
    Best {
        /// The move with the best value.
        r#move: String,
        /// Its value, which is the position's value.
        value: i32,
    },
}

/// Which search to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Cut with alpha-beta (false: plain minimax, every node searched).
    pub alpha_beta: bool,
    /// Index of the move ordering in the game's list.
    pub ordering: usize,
    /// Use a transposition table.
    pub table: bool,
    /// Fold symmetric positions together in the table.
    pub symmetry: bool,
    /// Stop after this many nodes.
    pub budget: u64,
    /// Record a trace of at most this many events (0: no trace).
    pub trace: usize,
}

/// One event of a traced search, for the page's tree view; written with a `kind` (`enter`,
/// `leaf`, `return`, `cut`) and the move under the key `move`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "SearchEvent"))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Event<M> {
    /// A node is entered through `mv` (none at the root) with the window (alpha, beta).
    Enter {
        /// Depth of the node entered: 0 for the root, one more per move played.
        depth: usize,
        /// The move just played to reach this node (written `move`); `None` at the root.
        #[serde(rename = "move")]
        mv: Option<M>,
        /// Low end of the window: what the player to move here is already sure of.
        alpha: i32,
        /// High end of the window: a move reaching it means the opponent would not let the game
        /// come here. (Plain minimax gives every node the game's whole window.)
        beta: i32,
    },
    /// A move scored at once without a node.
    Leaf {
        /// Depth of the node where the move is played (the leaf itself is not a node).
        depth: usize,
        /// The move that ends the game (written `move`).
        #[serde(rename = "move")]
        mv: M,
        /// The final score, for the player making the move.
        value: i32,
    },
    /// The node's value is returned to its parent.
    Return {
        /// Depth of the node that returns: 0 for the root.
        depth: usize,
        /// The node's value for the player to move there (the parent negates it). With
        /// alpha-beta it is exact only strictly inside the node's window, a bound otherwise.
        value: i32,
    },
    /// A value reached beta: the remaining moves of this node are skipped.
    Cut {
        /// Depth of the node that stops searching its moves.
        depth: usize,
        /// The value just reached by a move: alpha raised to it, now at least `beta`.
        alpha: i32,
        /// High end of the node's window, which `alpha` reached.
        beta: i32,
        /// How many of the node's moves, those after the one that cut, are not searched.
        skipped: usize,
    },
}

impl<M> Event<M> {
    /// The same event with its move written another way (the page gets the move's notation).
    pub fn map_move<N>(self, name: impl Fn(M) -> N) -> Event<N> {
        match self {
            Event::Enter {
                depth,
                mv,
                alpha,
                beta,
            } => Event::Enter {
                depth,
                mv: mv.map(name),
                alpha,
                beta,
            },
            Event::Leaf { depth, mv, value } => Event::Leaf {
                depth,
                mv: name(mv),
                value,
            },
            Event::Return { depth, value } => Event::Return { depth, value },
            Event::Cut {
                depth,
                alpha,
                beta,
                skipped,
            } => Event::Cut {
                depth,
                alpha,
                beta,
                skipped,
            },
        }
    }
}

/// What a search found and what it cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report<M> {
    /// The root's value for the player to move (exact when `complete`).
    pub value: i32,
    /// Total nodes.
    pub nodes: u64,
    /// `nodes_per_depth[d]` = nodes at depth d.
    pub nodes_per_depth: Vec<u64>,
    /// The deepest node's depth.
    pub max_depth: usize,
    /// Positions scored (game over, or ended by a final move).
    pub leaves: u64,
    /// Alpha-beta cuts made.
    pub cuts: u64,
    /// Nodes answered by the transposition table.
    pub table_hits: u64,
    /// The principal variation: best play from the root, as far as the search proved it.
    pub pv: Vec<M>,
    /// False when the node budget ran out first.
    pub complete: bool,
    /// The trace, when asked for.
    pub trace: Vec<Event<M>>,
    /// True when the trace was cut at its maximum length.
    pub trace_truncated: bool,
    /// Which program searched: `generic` (this engine) or `fast` (the game's own kernel).
    pub kernel: &'static str,
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

struct Searcher<G: SearchGame> {
    options: Options,
    report: Report<G::Move>,
    table: HashMap<G::Key, (i32, Bound)>,
    /// Move lists, one per depth, reused so the search allocates nothing per node.
    lists: Vec<Vec<G::Move>>,
    /// Triangular principal-variation table: `pv[d]` is the best line found from depth d.
    pv: Vec<Vec<G::Move>>,
    stopped: bool,
}

/// Searches `game` from its current position and reports the value and the statistics.
///
/// Plain minimax without table or trace is handed to the game's own kernel when it has one
/// ([`SearchGame::counted_minimax`]; tic-tac-toe does) and the budget covers the whole tree:
/// the report is the same, node for node, and the engine below stays the program that teaches
/// (the traces of the tree view, alpha-beta, the table).
pub fn search<G: SearchGame>(game: &mut G, options: Options) -> Report<G::Move> {
    if !options.alpha_beta && !options.table && options.trace == 0 {
        // The engine stops once its node count reaches the budget: the kernel's report is the
        // engine's only when the whole tree has fewer nodes.
        if let Some(report) = game.counted_minimax(options.ordering) {
            if report.nodes < options.budget {
                return report;
            }
        }
    }
    let mut s = Searcher::<G> {
        options,
        report: Report {
            value: 0,
            nodes: 0,
            nodes_per_depth: Vec::new(),
            max_depth: 0,
            leaves: 0,
            cuts: 0,
            table_hits: 0,
            pv: Vec::new(),
            complete: true,
            trace: Vec::new(),
            trace_truncated: false,
            kernel: "generic",
        },
        table: HashMap::new(),
        lists: Vec::new(),
        pv: Vec::new(),
        stopped: false,
    };
    let (alpha, beta) = game.window();
    let value = s.negamax(game, 0, None, alpha, beta);
    s.report.value = value;
    s.report.complete = !s.stopped;
    s.report.pv = s.pv.first().cloned().unwrap_or_default();
    s.report
}

impl<G: SearchGame> Searcher<G> {
    fn record(&mut self, event: Event<G::Move>) {
        if self.report.trace.len() < self.options.trace {
            self.report.trace.push(event);
        } else if self.options.trace > 0 {
            self.report.trace_truncated = true;
        }
    }

    fn negamax(
        &mut self,
        game: &mut G,
        depth: usize,
        via: Option<G::Move>,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        // Count the node.
        if self.report.nodes_per_depth.len() <= depth {
            self.report.nodes_per_depth.resize(depth + 1, 0);
            self.lists.resize_with(depth + 1, Vec::new);
            self.pv.resize_with(depth + 1, Vec::new);
        }
        self.report.nodes += 1;
        self.report.nodes_per_depth[depth] += 1;
        self.report.max_depth = self.report.max_depth.max(depth);
        self.pv[depth].clear();
        if self.options.trace > 0 {
            self.record(Event::Enter {
                depth,
                mv: via,
                alpha,
                beta,
            });
        }
        if self.report.nodes >= self.options.budget {
            self.stopped = true;
        }
        // The end of the game: the score itself.
        if let Some(v) = game.terminal_value() {
            self.report.leaves += 1;
            self.trace_return(depth, v);
            return v;
        }
        // A position already proved: its value, or a bound that may settle this window.
        let original_alpha = alpha;
        let key = self.options.table.then(|| game.key(self.options.symmetry));
        if let Some(k) = &key {
            if let Some(&(v, bound)) = self.table.get(k) {
                let settled = match bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if settled {
                    self.report.table_hits += 1;
                    self.trace_return(depth, v);
                    return v;
                }
            }
        }
        let mut moves = std::mem::take(&mut self.lists[depth]);
        moves.clear();
        game.moves(self.options.ordering, &mut moves);
        let mut best = i32::MIN;
        for (i, &mv) in moves.iter().enumerate() {
            if self.stopped {
                break;
            }
            let value = match game.final_value(mv) {
                Some(v) => {
                    self.report.leaves += 1;
                    if self.options.trace > 0 {
                        self.record(Event::Leaf {
                            depth,
                            mv,
                            value: v,
                        });
                    }
                    v
                }
                None => {
                    // Alpha-beta narrows the child's window to what can still matter here;
                    // plain minimax gives every child the whole range, so nothing is pruned.
                    let (a, b) = if self.options.alpha_beta {
                        (-beta, -alpha)
                    } else {
                        let (lo, hi) = game.window();
                        (-hi, -lo)
                    };
                    game.make(mv);
                    let v = -self.negamax(game, depth + 1, Some(mv), a, b);
                    game.unmake(mv);
                    v
                }
            };
            if value > best {
                best = value;
            }
            if value > alpha {
                alpha = value;
                // A new best line: this move, then the child's best line.
                let (head, tail) = self.pv.split_at_mut(depth + 1);
                head[depth].clear();
                head[depth].push(mv);
                if game.final_value(mv).is_none() {
                    if let Some(child) = tail.first() {
                        head[depth].extend_from_slice(child);
                    }
                }
                if self.options.alpha_beta && alpha >= beta {
                    self.report.cuts += 1;
                    if self.options.trace > 0 {
                        self.record(Event::Cut {
                            depth,
                            alpha,
                            beta,
                            skipped: moves.len() - i - 1,
                        });
                    }
                    break;
                }
            }
        }
        self.lists[depth] = moves;
        // Alpha-beta is fail-hard, as in the notes' program: the value is clamped to the
        // window's low end. Minimax returns the true best value.
        let value = if self.options.alpha_beta || best == i32::MIN {
            alpha // (no move was searched: the budget ran out)
        } else {
            best
        };
        if let Some(k) = key {
            if !self.stopped {
                let bound = if value <= original_alpha {
                    Bound::Upper
                } else if value >= beta {
                    Bound::Lower
                } else {
                    Bound::Exact
                };
                self.table.insert(k, (value, bound));
            }
        }
        self.trace_return(depth, value);
        value
    }

    fn trace_return(&mut self, depth: usize, value: i32) {
        if self.options.trace > 0 {
            self.record(Event::Return { depth, value });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_gives_its_outcome_by_its_sign() {
        assert_eq!(outcome_of(3), Outcome::N);
        assert_eq!(outcome_of(-1), Outcome::P);
        assert_eq!(outcome_of(0), Outcome::D);
    }

    #[test]
    fn explanation_steps_are_written_with_a_kind_and_the_move_under_move() {
        let step = SearchStep::MoveValue {
            r#move: "a".into(),
            value: -1,
            outcome: Outcome::P,
        };
        assert_eq!(
            serde_json::to_value(&step).unwrap(),
            serde_json::json!({ "kind": "moveValue", "move": "a", "value": -1, "outcome": "P" })
        );
        assert_eq!(
            serde_json::to_value(SearchStep::Over { value: 4 }).unwrap(),
            serde_json::json!({ "kind": "over", "value": 4 })
        );
    }
}
