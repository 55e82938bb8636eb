//! Blue-Red Hackenbush: a drawing of blue and red edges standing on the ground. Left (Blue) cuts
//! a blue edge, Right (Red) a red one; whatever no longer touches the ground falls away. Whoever
//! cannot cut loses.
//!
//! What it teaches: every Blue-Red Hackenbush position is a *number*, and the number counts how
//! many moves Blue is ahead. A blue edge is 1 (a free move for Blue), a red one -1, and a stalk
//! `B R` is 1/2: Blue is ahead, but by less than a move.
//!
//! - **The stalk rule.** On a stalk (a single chain from the ground), the edges from the ground
//!   up that have the first edge's colour count 1 each; after the first change of colour each
//!   edge counts half of the one below it, + for blue and - for red. `BBR = 1 + 1 - 1/2 = 3/2`.
//! - **Trees.** Branches standing on the same point add up (they are a sum of games), and an
//!   edge with a drawing of value `x` on top of it is worth `f(x)`: for a blue edge
//!   `f(x) = (x + n) / 2^(n-1)` with `n` the least whole number `>= 1` making `x + n >= 1`
//!   (so `f(x) = x + 1` when `x >= 0`); for a red edge `-f(-x)`. This is how
//!   [`Hackenbush::part_value`] values a tree in one pass; the tests check it against the value
//!   found from the options by [`crate::solve::partizan::value_by_play`].
//!
//! Notation: the pieces standing on the ground, separated by commas; a piece is its edges from
//! the ground up (`B` blue, `R` red), and where it branches, the branches in parentheses:
//! `BBR,RB` is two stalks, `B(BR,R)` a blue edge carrying a `BR` stalk and a red edge. Edges
//! are numbered from 1 in the order their letters are written; a move is the number of the
//! edge to cut. The empty drawing is `empty`.

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture};
use crate::error::Result;
use crate::games::partizan::{bad_position, Board, BoardMove, MoveExtra, Step, Values};
use crate::solve::partizan::{Dyadic, GameId, Side};
use serde::Serialize;

/// Most edges in a drawing.
pub const MAX_EDGES: usize = 60;

/// One edge: its colour and the edge it stands on (none: the ground).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// Blue (`true`, Left's) or red.
    pub blue: bool,
    /// The edge below it, by index, or `None` on the ground.
    pub parent: Option<usize>,
}

/// A drawing: its edges in the order of the notation (every edge after the one it stands on).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hackenbush {
    /// The edges.
    pub edges: Vec<Edge>,
}

impl Hackenbush {
    /// Reads a drawing.
    pub fn parse(text: &str) -> Result<Hackenbush> {
        let text = text.trim();
        let mut edges = vec![];
        if !(text.is_empty() || text.eq_ignore_ascii_case("empty")) {
            let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
            let mut at = 0;
            loop {
                parse_tree(&chars, &mut at, None, &mut edges)?;
                match chars.get(at) {
                    None => break,
                    Some(',') => at += 1,
                    Some(c) => return Err(unexpected(*c)),
                }
            }
        }
        Ok(Hackenbush { edges })
    }

    /// The edges standing on edge `e` (or on the ground for `None`), in order.
    fn children(&self, e: Option<usize>) -> Vec<usize> {
        (0..self.edges.len())
            .filter(|&i| self.edges[i].parent == e)
            .collect()
    }

    /// Edge `e` and every edge above it, in order.
    fn above(&self, e: usize) -> Vec<usize> {
        let mut out = vec![e];
        let mut i = 0;
        while i < out.len() {
            out.extend(self.children(Some(out[i])));
            i += 1;
        }
        out.sort_unstable();
        out
    }

    /// The drawing without the given edges (which must be closed upward).
    fn without(&self, removed: &[usize]) -> Hackenbush {
        let mut new_index = vec![None; self.edges.len()];
        let mut edges = vec![];
        for (i, e) in self.edges.iter().enumerate() {
            if removed.contains(&i) {
                continue;
            }
            new_index[i] = Some(edges.len());
            edges.push(Edge {
                blue: e.blue,
                parent: e.parent.and_then(|p| new_index[p]),
            });
        }
        Hackenbush { edges }.normalised()
    }

    /// The same drawing with its edges renumbered in the order its text writes them.
    fn normalised(&self) -> Hackenbush {
        Hackenbush::parse(&self.text()).expect("a drawing's own text reads back")
    }

    /// The text of the tree whose first edge is `e`.
    fn tree_text(&self, e: usize, out: &mut String) {
        out.push(if self.edges[e].blue { 'B' } else { 'R' });
        let kids = self.children(Some(e));
        match kids.len() {
            0 => {}
            1 => self.tree_text(kids[0], out),
            _ => {
                out.push('(');
                for (i, &k) in kids.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    self.tree_text(k, out);
                }
                out.push(')');
            }
        }
    }

    /// Whether the drawing is a single stalk (no branching).
    fn is_stalk(&self) -> bool {
        (0..self.edges.len()).all(|i| self.children(Some(i)).len() <= 1)
            && self.children(None).len() <= 1
    }

    /// The value of the drawing standing on `e` (the ground for `None`) by the tree rule.
    fn value_above(&self, e: Option<usize>) -> Dyadic {
        self.children(e)
            .into_iter()
            .map(|k| edge_rule(self.edges[k].blue, self.value_above(Some(k))))
            .fold(Dyadic::int(0), |a, b| a + b)
    }

    /// Where the edges of the drawing are, for the page: `(colour, parent, piece)`.
    pub fn edge_list(&self) -> Vec<(bool, Option<usize>, usize)> {
        let mut piece = vec![0; self.edges.len()];
        let mut count = 0;
        for (i, e) in self.edges.iter().enumerate() {
            piece[i] = match e.parent {
                None => {
                    count += 1;
                    count - 1
                }
                Some(p) => piece[p],
            };
        }
        self.edges
            .iter()
            .enumerate()
            .map(|(i, e)| (e.blue, e.parent, piece[i]))
            .collect()
    }

    /// The value of the whole drawing by the stalk and tree rules.
    pub fn value(&self) -> Dyadic {
        self.value_above(None)
    }
}

/// The value of an edge of colour `blue` carrying a drawing of value `above`:
/// `(x + n) / 2^(n-1)` for the least `n >= 1` with `x + n >= 1` (blue), `-f(-x)` for red.
pub fn edge_rule(blue: bool, above: Dyadic) -> Dyadic {
    let x = if blue { above } else { -above };
    let mut n = 1;
    while x + Dyadic::int(n) < Dyadic::int(1) {
        n += 1;
    }
    let mut y = x + Dyadic::int(n);
    for _ in 1..n {
        y = y.half();
    }
    if blue {
        y
    } else {
        -y
    }
}

fn unexpected(c: char) -> crate::error::Error {
    bad_position(format!(
        "{} does not belong in a drawing. Write each piece's edges from the ground up with B \
         (blue) and R (red), branches in parentheses, pieces separated by commas: BBR,B(R,BB).",
        crate::error::quote(&c.to_string())
    ))
}

/// Reads one tree standing on `parent`: a run of edges, then optional branches.
fn parse_tree(
    chars: &[char],
    at: &mut usize,
    parent: Option<usize>,
    edges: &mut Vec<Edge>,
) -> Result<()> {
    let mut below = parent;
    let mut any = false;
    while let Some(&c) = chars.get(*at) {
        let blue = match c.to_ascii_uppercase() {
            'B' => true,
            'R' => false,
            _ => break,
        };
        edges.push(Edge {
            blue,
            parent: below,
        });
        below = Some(edges.len() - 1);
        *at += 1;
        any = true;
        if edges.len() > MAX_EDGES {
            return Err(crate::error::Error::new(
                crate::error::ErrorKind::TooLarge,
                format!("This drawing has more than {MAX_EDGES} edges, the most it may have."),
            ));
        }
    }
    if !any {
        return Err(match chars.get(*at) {
            Some(&c) => unexpected(c),
            None => bad_position(
                "A piece of the drawing is empty: write its edges with B and R, e.g. BBR,RB.",
            ),
        });
    }
    if chars.get(*at) == Some(&'(') {
        *at += 1;
        loop {
            parse_tree(chars, at, below, edges)?;
            match chars.get(*at) {
                Some(',') => *at += 1,
                Some(')') => {
                    *at += 1;
                    break;
                }
                Some(&c) => return Err(unexpected(c)),
                None => {
                    return Err(bad_position(
                        "A bracket of branches is not closed: add ) after the last branch.",
                    ))
                }
            }
        }
    }
    Ok(())
}

/// One edge of a Hackenbush drawing, for the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct EdgeInfo {
    /// `B` or `R`.
    pub colour: &'static str,
    /// The edge it stands on (from 0), or none for the ground.
    pub parent: Option<usize>,
    /// The piece (from 0) it belongs to.
    pub piece: usize,
}

/// What the page draws: the edges by number (from 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct HackenbushFacts {
    /// The edges.
    pub edges: Vec<EdgeInfo>,
}

impl Board for Hackenbush {
    const GAME: &'static str = "hackenbush";
    type Facts = HackenbushFacts;

    fn read(text: &str, _: &mut Values) -> Result<Hackenbush> {
        Hackenbush::parse(text)
    }

    fn facts(&self) -> HackenbushFacts {
        HackenbushFacts {
            edges: self
                .edge_list()
                .into_iter()
                .map(|(blue, parent, piece)| EdgeInfo {
                    colour: if blue { "B" } else { "R" },
                    parent,
                    piece,
                })
                .collect(),
        }
    }

    fn text(&self) -> String {
        let roots = self.children(None);
        if roots.is_empty() {
            return "empty".into();
        }
        let mut out = String::new();
        for (i, &r) in roots.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            self.tree_text(r, &mut out);
        }
        out
    }

    fn parts(&self) -> Vec<Hackenbush> {
        self.children(None)
            .into_iter()
            .map(|r| {
                let mut text = String::new();
                self.tree_text(r, &mut text);
                Hackenbush::parse(&text).expect("a piece's own text reads back")
            })
            .collect()
    }

    fn moves(&self, side: Side) -> Vec<BoardMove<Hackenbush>> {
        let blue = side == Side::L;
        let edge_part = self.edge_list();
        (0..self.edges.len())
            .filter(|&i| self.edges[i].blue == blue)
            .map(|i| {
                let removed = self.above(i);
                BoardMove {
                    notation: (i + 1).to_string(),
                    to: self.without(&removed),
                    part: edge_part[i].2,
                    extra: MoveExtra::Removed { removed },
                }
            })
            .collect()
    }

    fn part_value(&self, values: &mut Values) -> Result<GameId> {
        let x = self.value();
        Ok(values.arena.number(x))
    }

    fn rule_steps(&self, part: usize, _values: &mut Values) -> Result<Option<Vec<Step>>> {
        if self.is_stalk() {
            return Ok(Some(vec![stalk_step(self, part)]));
        }
        let mut steps = vec![];
        tree_steps(self, part, None, &mut steps);
        Ok(Some(steps))
    }
}

/// The stalk rule applied to a stalk, as one step.
fn stalk_step(stalk: &Hackenbush, part: usize) -> Step {
    let colours: Vec<bool> = stalk.edges.iter().map(|e| e.blue).collect();
    let run = colours.iter().take_while(|&&b| b == colours[0]).count();
    let mut contributions = vec![];
    let mut total = Dyadic::int(0);
    let mut size = Dyadic::int(1);
    for (i, &blue) in colours.iter().enumerate() {
        if i >= run {
            size = size.half();
        }
        let c = if blue { size } else { -size };
        total = total + c;
        contributions.push(c.to_string());
    }
    Step::Stalk {
        part,
        edges: colours
            .iter()
            .map(|&b| if b { "B" } else { "R" }.to_string())
            .collect(),
        run,
        contributions,
        value: total.to_string(),
    }
}

/// The tree rule from the top down: each point's branches add up, each edge applies its rule.
fn tree_steps(tree: &Hackenbush, part: usize, at: Option<usize>, steps: &mut Vec<Step>) -> Dyadic {
    let kids = tree.children(at);
    let mut values = vec![];
    for &k in &kids {
        let above = tree_steps(tree, part, Some(k), steps);
        let v = edge_rule(tree.edges[k].blue, above);
        steps.push(Step::EdgeBelow {
            part,
            edge: k,
            colour: if tree.edges[k].blue { "B" } else { "R" }.into(),
            above: above.to_string(),
            value: v.to_string(),
        });
        values.push(v);
    }
    let sum = values.iter().fold(Dyadic::int(0), |a, &b| a + b);
    if kids.len() > 1 {
        steps.push(Step::Branches {
            part,
            edge: at,
            values: values.iter().map(|v| v.to_string()).collect(),
            sum: sum.to_string(),
        });
    }
    sum
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "hackenbush",
        name: "Blue-Red Hackenbush",
        menu_name: "Hackenbush",
        group: catalogue::PARTIZAN,
        kind: Kind::Partizan,
        module: Module::GrundyPartizan,
        sides: Some(["Blue", "Red"]),
        description: "Cut one of your edges; whatever no longer touches the ground falls. Every position is a number: how many moves Blue is ahead.",
        card: "Cut an edge of your colour; whatever loses the ground falls.",
        picture: vec![Picture { board: "hackenbush", position: "L:BBR,RB,B(R,BB)" }],
        default_position: "L:BBR,RB,B(R,BB)",
        notation: "the side to move (L for Blue, R for Red), a colon, then each piece from the ground up with B and R, branches in parentheses, pieces separated by commas: L:BBR,B(R,BB)",
        move_notation: "the number of the edge to cut, counting the letters from the left: 3",
        page: "hackenbush.html",
        variants: catalogue::normal_only("hackenbush"),
        limits: Limits::Parts { max_parts: MAX_EDGES, max_size: MAX_EDGES as u32 },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: catalogue::PARTIZAN_QUESTIONS.to_vec(),
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rng;
    use crate::solve::partizan::{outcome_by_search, value_by_play, Arena};
    use std::collections::HashMap;

    fn value(text: &str) -> String {
        Hackenbush::parse(text).unwrap().value().to_string()
    }

    #[test]
    fn stalks_have_the_values_of_winning_ways() {
        // Winning Ways, chapter 2 ("Blue-Red Hackenbush"): a blue edge is 1, a red -1, BR is 1/2,
        // BRR 1/4, BBR 3/2, BRB 3/4; Lessons in Play, section 4.5, the stalk rule.
        for (stalk, v) in [
            ("B", "1"),
            ("R", "-1"),
            ("BR", "1/2"),
            ("BRR", "1/4"),
            ("BRRR", "1/8"),
            ("BBR", "3/2"),
            ("BRB", "3/4"),
            ("RB", "-1/2"),
            ("BRBR", "5/8"),
            ("BB,R", "1"),
            ("B,R", "0"),
            ("empty", "0"),
        ] {
            assert_eq!(value(stalk), v, "{stalk}");
        }
    }

    #[test]
    fn notation_reads_back_and_cuts_drop_what_hangs_above() {
        let h = Hackenbush::parse(" B(br, R) , RB ").unwrap();
        assert_eq!(h.text(), "B(BR,R),RB");
        assert_eq!(Hackenbush::parse("B(BR)").unwrap().text(), "BBR");
        let cuts = h.moves(Side::L);
        assert_eq!(
            cuts.iter().map(|m| m.notation.as_str()).collect::<Vec<_>>(),
            ["1", "2", "6"]
        );
        assert_eq!(cuts[0].to.text(), "RB");
        assert_eq!(cuts[1].to.text(), "BR,RB");
        assert_eq!(
            cuts[0].extra,
            MoveExtra::Removed {
                removed: vec![0, 1, 2, 3]
            }
        );
        for bad in ["B(", "BX", "B,,R", "()"] {
            assert!(Hackenbush::parse(bad).is_err(), "{bad}");
        }
        assert!(Hackenbush::parse(&"B".repeat(61)).is_err());
    }

    /// A random drawing of `n` edges: each edge stands on the ground or on an earlier edge.
    fn random_drawing(rng: &mut Rng, n: usize) -> Hackenbush {
        let mut edges = vec![];
        for i in 0..n {
            let parent = if i == 0 || rng.below(4) == 0 {
                None
            } else {
                Some(rng.below(i as u64) as usize)
            };
            edges.push(Edge {
                blue: rng.below(2) == 0,
                parent,
            });
        }
        Hackenbush { edges }.normalised()
    }

    #[test]
    fn the_tree_rule_agrees_with_values_from_the_options() {
        let mut arena = Arena::new();
        let mut memo = HashMap::new();
        let options = |h: &String, side: Side| -> Vec<String> {
            Hackenbush::parse(h)
                .unwrap()
                .moves(side)
                .into_iter()
                .map(|m| m.to.text())
                .collect()
        };
        let mut rng = Rng::new(16);
        for n in 1..=9 {
            for _ in 0..30 {
                let h = random_drawing(&mut rng, n);
                let by_play = value_by_play(&mut arena, &mut memo, &h.text(), &options);
                assert_eq!(arena.as_number(by_play), Some(h.value()), "{}", h.text());
            }
        }
        // And the outcome classes by plain search, with no values at all.
        let mut wins = HashMap::new();
        for text in ["BR", "BR,R", "B(R,R)", "RB,BR", "B(RB,R),R"] {
            let class = outcome_by_search(&mut wins, &text.to_string(), &options);
            let x = arena.number(Hackenbush::parse(text).unwrap().value());
            assert_eq!(class, arena.outcome(x), "{text}");
        }
    }

    #[test]
    fn the_explanation_steps_add_up_the_edges() {
        let mut v = Values::new();
        let stalk = Hackenbush::parse("BBRB").unwrap();
        let steps = stalk.rule_steps(0, &mut v).unwrap().unwrap();
        assert_eq!(
            steps,
            vec![Step::Stalk {
                part: 0,
                edges: vec!["B".into(), "B".into(), "R".into(), "B".into()],
                run: 2,
                contributions: vec!["1".into(), "1".into(), "-1/2".into(), "1/4".into()],
                value: "7/4".into(),
            }]
        );
        let tree = Hackenbush::parse("B(R,R)").unwrap();
        let steps = tree.rule_steps(0, &mut v).unwrap().unwrap();
        // Two red edges on a blue one: they add to -2, and the blue edge under -2 is worth 1/4.
        assert!(steps.contains(&Step::Branches {
            part: 0,
            edge: Some(0),
            values: vec!["-1".into(), "-1".into()],
            sum: "-2".into()
        }));
        assert_eq!(
            steps.last(),
            Some(&Step::EdgeBelow {
                part: 0,
                edge: 0,
                colour: "B".into(),
                above: "-2".into(),
                value: "1/4".into()
            })
        );
    }
}

/// The partizan API asked about this game: the answer's shape, and what the theory says of it.
#[cfg(test)]
mod api_tests {
    use crate::api::{analyze, assert_moves_lead_where_they_say, best_move, play, to_value};
    use crate::error::ErrorKind;
    use serde_json::json;

    #[test]
    fn the_analysis_has_the_documented_shape() {
        let a = to_value(&analyze("hackenbush", "BBR,RB").unwrap());
        assert_eq!(a["position"], "L:BBR,RB");
        assert_eq!(a["toMove"], "L");
        assert_eq!(a["value"], "1");
        assert_eq!(a["outcomeClass"], "L");
        assert_eq!(a["outcome"], "N");
        assert_eq!(a["parts"][0], json!({ "position": "BBR", "value": "3/2" }));
        assert_eq!(
            a["edges"][2],
            json!({ "colour": "R", "parent": 1, "piece": 0 })
        );
        assert_eq!(a["moves"][0]["move"], "1");
        assert_eq!(a["moves"][0]["to"], "R:RB");
        assert_eq!(a["moves"][0]["value"], "-1/2");
        assert_eq!(a["moves"][0]["removed"], json!([0, 1, 2]));
        let over = best_move("hackenbush", "R:BB", "perfect", 0).unwrap_err();
        assert_eq!(over.kind, ErrorKind::GameOver);
        assert_eq!(
            play("hackenbush", "L:BR", "2").unwrap_err().kind,
            ErrorKind::IllegalMove
        );
    }

    #[test]
    fn every_move_outcome_is_the_outcome_of_its_target() {
        assert_moves_lead_where_they_say("hackenbush", "L:BBR,RB,B(R,BB)");
    }
}
