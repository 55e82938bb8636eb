//! Short partizan games and their values: the theory of Winning Ways and Lessons in Play.
//!
//! In a *partizan* game the two players, **Left** and **Right**, have different moves. A game is
//! written by its options, `G = { G^L | G^R }`: the positions Left can move to, and those Right
//! can move to. `0 = { | }` is the game where nobody can move: whoever must move first loses.
//!
//! Four facts make the theory:
//! - **Order.** `G >= H` when Left wins `G - H` if Right moves first. Recursively: `G <= H` unless
//!   some `G^L >= H` or some `H^R <= G` ([`Arena::leq`]). `G = H` when both hold; when neither
//!   holds, `G` and `H` are *confused* (`G || H`).
//! - **Outcome classes.** Compared with 0 a game is *positive* (Left wins whoever starts),
//!   *negative* (Right wins), *zero* (the second player wins) or *fuzzy* (the first player
//!   wins): the four classes L, R, P and N that replace P and N of impartial games.
//! - **Sums.** In `G + H` the player to move picks one part and moves there; the value of a sum is
//!   the sum of the values of its parts ([`Arena::add`]), and `-G` swaps the players' roles.
//! - **Canonical form.** Every short game equals exactly one simplest game, found by removing
//!   *dominated* options (Left never needs an option worth no more than another of hers) and
//!   bypassing *reversible* ones (if Right can answer Left's option `A` with `A^R <= G`, Left's
//!   move to `A` is as good as the moves she has from `A^R`) ([`Arena::canonical_traced`]).
//!   When every option of the canonical form is a number, the game is a number itself: the
//!   *simplest* one strictly between the best options ([`Dyadic::simplest_between`]).
//!
//! Games live in an [`Arena`]: each distinct game (its sorted lists of option ids) is stored
//! once and named by a number, so canonical forms are equal exactly when their ids are equal,
//! and every comparison, sum and canonical form is memoised.

use rustc_hash::FxHashMap as HashMap;
use std::cmp::Ordering;
use std::fmt;

use serde::Serialize;

/// A game in an [`Arena`]: the index of its node.
pub type GameId = u32;

/// A dyadic rational `num / 2^exp`, the numbers that short games can be: `3`, `-1/2`, `3/4`.
/// Kept in lowest terms (`num` odd unless `exp` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// The integer `n`.
    pub const fn int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// `num / 2^exp` in lowest terms.
    pub fn new(mut num: i64, mut exp: u32) -> Dyadic {
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num, exp }
    }

    /// The numerator and the power of two of the denominator.
    pub fn parts(self) -> (i64, u32) {
        (self.num, self.exp)
    }

    /// Both numbers over the same denominator `2^exp`.
    fn common(self, other: Dyadic) -> (i64, i64, u32) {
        let exp = self.exp.max(other.exp);
        (
            self.num << (exp - self.exp),
            other.num << (exp - other.exp),
            exp,
        )
    }

    /// Half of the number.
    pub fn half(self) -> Dyadic {
        Dyadic::new(self.num, self.exp + 1)
    }

    /// The largest integer at most the number.
    fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The **simplicity rule**: the simplest number strictly between `low` and `high` (either
    /// may be missing: no bound on that side). The simplest number is the integer nearest 0 if
    /// there is one in the gap, otherwise the fraction with the smallest power of 2 below it.
    /// `{ 1 | 2 } = 3/2`, `{ 0 | } = 1`, `{ -1 | 5 } = 0`, `{ 1/4 | 1/2 } = 3/8`.
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Dyadic {
        let above = |x: Dyadic| x.floor() + 1; // the least integer strictly above x
        let below = |x: Dyadic| -((-x).floor() + 1); // the greatest integer strictly below x
                                                     // The integers in the gap: from `lo` to `hi`.
        let lo = low.map_or(i64::MIN, above);
        let hi = high.map_or(i64::MAX, below);
        if lo <= hi {
            return Dyadic::int(if lo > 0 {
                lo
            } else if hi < 0 {
                hi
            } else {
                0
            });
        }
        // No integer fits, so both bounds exist and lie within one unit: halve until a
        // fraction fits. The first one found has the smallest denominator, hence is simplest.
        let (low, high) = (low.expect("a bound"), high.expect("a bound"));
        let mut exp = 1;
        loop {
            let scaled_low = Dyadic::new(low.num, low.exp.saturating_sub(exp));
            let candidate = if low.exp >= exp {
                Dyadic::new(scaled_low.floor() + 1, exp)
            } else {
                Dyadic::new((low.num << (exp - low.exp)) + 1, exp)
            };
            if candidate < high {
                return candidate;
            }
            exp += 1;
        }
    }
}

impl std::ops::Add for Dyadic {
    type Output = Dyadic;

    /// The sum of two numbers.
    fn add(self, other: Dyadic) -> Dyadic {
        let (a, b, exp) = self.common(other);
        Dyadic::new(a + b, exp)
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;

    /// The negative.
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let (a, b, _) = self.common(*other);
        a.cmp(&b)
    }
}

impl fmt::Display for Dyadic {
    /// `3`, `-1/2`, `3/4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1i64 << self.exp)
        }
    }
}

/// Who moves: Left (positive values are good for her) or Right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[cfg_attr(feature = "types", ts(rename = "PartizanSide"))]
pub enum Side {
    /// Left: Blue in Hackenbush, Vertical in Domineering and Cutcake, the Toads.
    L,
    /// Right: Red, Horizontal, the Frogs.
    R,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::L => Side::R,
            Side::R => Side::L,
        }
    }
}

/// The four outcome classes of a partizan game: who wins with best play, by who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub enum OutcomeClass {
    /// Left wins whoever starts (`G > 0`).
    L,
    /// Right wins whoever starts (`G < 0`).
    R,
    /// Whoever moves first wins (`G || 0`, confused with 0).
    N,
    /// Whoever moves second wins (`G = 0`).
    P,
}

impl OutcomeClass {
    /// Who wins when `side` moves first.
    pub fn winner(self, first: Side) -> Side {
        match self {
            OutcomeClass::L => Side::L,
            OutcomeClass::R => Side::R,
            OutcomeClass::N => first,
            OutcomeClass::P => first.other(),
        }
    }
}

/// One step of finding a canonical form, for the explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Simplification {
    /// `option` of `side` is dropped: the player has `by`, worth at least as much to them.
    Dominated {
        /// Whose option.
        side: Side,
        /// The dropped option.
        option: GameId,
        /// The option that dominates it.
        by: GameId,
    },
    /// `option` of `side` is reversible through the opponent's `reply`, and is replaced by the
    /// options `side` has after the reply.
    Reversible {
        /// Whose option.
        side: Side,
        /// The bypassed option.
        option: GameId,
        /// The opponent's answer that is at least as good for them as the game itself.
        reply: GameId,
        /// What replaces the option: `side`'s options in `reply`.
        replacement: Vec<GameId>,
    },
    /// Every option left is a number, Left's below Right's: the game is the simplest number
    /// strictly between them.
    Simplest {
        /// Left's option, if any.
        low: Option<Dyadic>,
        /// Right's option, if any.
        high: Option<Dyadic>,
        /// The simplest number between.
        value: Dyadic,
    },
}

/// A node: a game given by its lists of options (sorted, without repeats).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Node {
    left: Vec<GameId>,
    right: Vec<GameId>,
}

/// Every game met so far, stored once, with the memos of the theory's operations.
#[derive(Debug, Default)]
pub struct Arena {
    nodes: Vec<Node>,
    /// How many moves each game can last at most (its depth: 0 for `{ | }`), which bounds how
    /// deep every recursion over it goes.
    depths: Vec<u32>,
    ids: HashMap<Node, GameId>,
    /// The number a canonical node is, if it is one.
    numbers: HashMap<GameId, Dyadic>,
    number_ids: HashMap<Dyadic, GameId>,
    canonical: HashMap<GameId, GameId>,
    leq: HashMap<(GameId, GameId), bool>,
    sums: HashMap<(GameId, GameId), GameId>,
    negs: HashMap<GameId, GameId>,
    /// `n·↑ + *m` by id, for writing values (filled on first use).
    ups: Option<HashMap<GameId, (i64, u32)>>,
}

/// The most nodes an arena holds before [`Arena::is_full`] asks its owner to start a fresh one.
pub const ARENA_NODE_LIMIT: usize = 4_000_000;

impl Arena {
    /// An empty arena.
    pub fn new() -> Arena {
        Arena::default()
    }

    /// Whether the arena has grown past [`ARENA_NODE_LIMIT`] (its memos then use a lot of memory).
    pub fn is_full(&self) -> bool {
        self.nodes.len() > ARENA_NODE_LIMIT
    }

    /// The game `{ left | right }` as given (not simplified).
    pub fn node(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let node = Node { left, right };
        if let Some(&id) = self.ids.get(&node) {
            return id;
        }
        let id = self.nodes.len() as GameId;
        let depth = node
            .left
            .iter()
            .chain(&node.right)
            .map(|&o| self.depths[o as usize] + 1)
            .max()
            .unwrap_or(0);
        self.depths.push(depth);
        self.nodes.push(node.clone());
        self.ids.insert(node, id);
        id
    }

    /// The most moves the game can last: the depth of every recursion over it (comparison,
    /// sum, canonical form), which a caller building games from typed text keeps small.
    pub fn depth(&self, g: GameId) -> u32 {
        self.depths[g as usize]
    }

    /// Left's options of a game.
    pub fn left(&self, g: GameId) -> &[GameId] {
        &self.nodes[g as usize].left
    }

    /// Right's options of a game.
    pub fn right(&self, g: GameId) -> &[GameId] {
        &self.nodes[g as usize].right
    }

    /// The options of `side`.
    pub fn options(&self, g: GameId, side: Side) -> &[GameId] {
        match side {
            Side::L => self.left(g),
            Side::R => self.right(g),
        }
    }

    /// `0 = { | }`.
    pub fn zero(&mut self) -> GameId {
        self.number(Dyadic::int(0))
    }

    /// The canonical form of a number: `n = { n-1 | }`, `-n = { | -n+1 }`, and
    /// `m/2^k = { (m-1)/2^k | (m+1)/2^k }` for odd `m`.
    pub fn number(&mut self, x: Dyadic) -> GameId {
        if let Some(&id) = self.number_ids.get(&x) {
            return id;
        }
        let (num, exp) = x.parts();
        let (left, right) = if exp > 0 {
            (
                vec![self.number(Dyadic::new(num - 1, exp))],
                vec![self.number(Dyadic::new(num + 1, exp))],
            )
        } else if num > 0 {
            (vec![self.number(Dyadic::int(num - 1))], vec![])
        } else if num < 0 {
            (vec![], vec![self.number(Dyadic::int(num + 1))])
        } else {
            (vec![], vec![])
        };
        let id = self.node(left, right);
        self.numbers.insert(id, x);
        self.number_ids.insert(x, id);
        self.canonical.insert(id, id);
        id
    }

    /// The number a canonical game is, if it is one.
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.numbers.get(&g).copied()
    }

    /// The nimber `*n = { 0, *, ..., *(n-1) | 0, *, ..., *(n-1) }` (canonical).
    pub fn nimber(&mut self, n: u32) -> GameId {
        let mut options = vec![];
        for k in 0..n {
            options.push(self.nimber(k));
        }
        let g = self.node(options.clone(), options);
        self.canonical.insert(g, g);
        g
    }

    /// `↑ = { 0 | * }`, Left's tiny advantage (canonical).
    pub fn up(&mut self) -> GameId {
        let zero = self.zero();
        let star = self.nimber(1);
        let g = self.node(vec![zero], vec![star]);
        self.canonical.insert(g, g);
        g
    }

    /// `G <= H`: Right wins `G - H` when Left moves first. By definition, `G <= H` unless Left
    /// has an option `G^L >= H` or Right has an option `H^R <= G`.
    pub fn leq(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        if let (Some(x), Some(y)) = (self.as_number(g), self.as_number(h)) {
            return x <= y;
        }
        if let Some(&known) = self.leq.get(&(g, h)) {
            return known;
        }
        let mut answer = true;
        for i in 0..self.left(g).len() {
            let gl = self.left(g)[i];
            if self.leq(h, gl) {
                answer = false;
                break;
            }
        }
        if answer {
            for i in 0..self.right(h).len() {
                let hr = self.right(h)[i];
                if self.leq(hr, g) {
                    answer = false;
                    break;
                }
            }
        }
        self.leq.insert((g, h), answer);
        answer
    }

    /// `G >= H`.
    pub fn geq(&mut self, g: GameId, h: GameId) -> bool {
        self.leq(h, g)
    }

    /// The outcome class: compare with 0.
    pub fn outcome(&mut self, g: GameId) -> OutcomeClass {
        let zero = self.zero();
        match (self.leq(zero, g), self.leq(g, zero)) {
            (true, true) => OutcomeClass::P,
            (true, false) => OutcomeClass::L,
            (false, true) => OutcomeClass::R,
            (false, false) => OutcomeClass::N,
        }
    }

    /// Whether a move to `target` wins for `side`: the mover then wins moving second, so the
    /// target is at least 0 for Left (at most 0 for Right).
    pub fn wins_for(&mut self, side: Side, target: GameId) -> bool {
        let zero = self.zero();
        match side {
            Side::L => self.leq(zero, target),
            Side::R => self.leq(target, zero),
        }
    }

    /// The canonical form of any game (its options need not be canonical).
    pub fn canonical(&mut self, g: GameId) -> GameId {
        if let Some(&c) = self.canonical.get(&g) {
            return c;
        }
        let left: Vec<GameId> = self.left(g).to_vec();
        let right: Vec<GameId> = self.right(g).to_vec();
        let left = left.into_iter().map(|x| self.canonical(x)).collect();
        let right = right.into_iter().map(|x| self.canonical(x)).collect();
        let (c, _) = self.canonical_traced(left, right, false);
        self.canonical.insert(g, c);
        c
    }

    /// The canonical form of `{ left | right }` whose options are canonical already, and, when
    /// `trace` is set, the simplifications made on the way (for the explanation).
    pub fn canonical_traced(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
        trace: bool,
    ) -> (GameId, Vec<Simplification>) {
        let mut steps = vec![];
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        loop {
            self.drop_dominated(&mut left, Side::L, trace, &mut steps);
            self.drop_dominated(&mut right, Side::R, trace, &mut steps);
            let current = self.node(left.clone(), right.clone());
            if let Some(step) = self
                .bypass_one(current, &mut left, Side::L)
                .or_else(|| self.bypass_one(current, &mut right, Side::R))
            {
                if trace {
                    steps.push(step);
                }
                continue;
            }
            break;
        }
        // A canonical game whose options are numbers, at most one each side with left < right,
        // is the simplest number between them.
        let numeric = |arena: &Arena, list: &[GameId]| -> Option<Option<Dyadic>> {
            match list {
                [] => Some(None),
                [x] => arena.as_number(*x).map(Some),
                _ => None,
            }
        };
        if let (Some(l), Some(r)) = (numeric(self, &left), numeric(self, &right)) {
            if l.zip(r).is_none_or(|(l, r)| l < r) {
                let x = Dyadic::simplest_between(l, r);
                if trace {
                    steps.push(Simplification::Simplest {
                        low: l,
                        high: r,
                        value: x,
                    });
                }
                return (self.number(x), steps);
            }
        }
        let id = self.node(left, right);
        self.canonical.insert(id, id);
        (id, steps)
    }

    /// Removes the options of `side` that another option dominates (for Left, `a <= b`: she
    /// prefers `b`; for Right, `a >= b`).
    fn drop_dominated(
        &mut self,
        list: &mut Vec<GameId>,
        side: Side,
        trace: bool,
        steps: &mut Vec<Simplification>,
    ) {
        let mut i = 0;
        while i < list.len() {
            let a = list[i];
            let by = (0..list.len()).map(|j| list[j]).find(|&b| {
                b != a
                    && match side {
                        Side::L => self.leq(a, b),
                        Side::R => self.leq(b, a),
                    }
            });
            match by {
                Some(b) => {
                    list.remove(i);
                    if trace {
                        steps.push(Simplification::Dominated {
                            side,
                            option: a,
                            by: b,
                        });
                    }
                }
                None => i += 1,
            }
        }
    }

    /// Bypasses the first reversible option of `side` in `current = { left | right }`: a Left
    /// option `A` with a Right reply `A^R <= G` is replaced by Left's options of `A^R` (Right's
    /// options symmetrically, with `A^L >= G`).
    fn bypass_one(
        &mut self,
        current: GameId,
        list: &mut Vec<GameId>,
        side: Side,
    ) -> Option<Simplification> {
        for i in 0..list.len() {
            let option = list[i];
            let replies: Vec<GameId> = self.options(option, side.other()).to_vec();
            for reply in replies {
                let reverses = match side {
                    Side::L => self.leq(reply, current),
                    Side::R => self.leq(current, reply),
                };
                if reverses {
                    let replacement: Vec<GameId> = self.options(reply, side).to_vec();
                    list.remove(i);
                    list.extend(replacement.iter().copied());
                    list.sort_unstable();
                    list.dedup();
                    return Some(Simplification::Reversible {
                        side,
                        option,
                        reply,
                        replacement,
                    });
                }
            }
        }
        None
    }

    /// `-G`: the same game with Left and Right swapping roles.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(&n) = self.negs.get(&g) {
            return n;
        }
        if let Some(x) = self.as_number(g) {
            return self.number(-x);
        }
        let left: Vec<GameId> = self.right(g).to_vec();
        let right: Vec<GameId> = self.left(g).to_vec();
        let left = left.into_iter().map(|x| self.neg(x)).collect();
        let right = right.into_iter().map(|x| self.neg(x)).collect();
        let n = self.node(left, right);
        if self.canonical.get(&g) == Some(&g) {
            self.canonical.insert(n, n);
        }
        self.negs.insert(g, n);
        self.negs.insert(n, g);
        n
    }

    /// `G + H` of two canonical games, in canonical form: each player moves in one part,
    /// `G + H = { G^L + H, G + H^L | G^R + H, G + H^R }`.
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        let (g, h) = (g.min(h), g.max(h));
        if let Some(&s) = self.sums.get(&(g, h)) {
            return s;
        }
        let s = if let (Some(x), Some(y)) = (self.as_number(g), self.as_number(h)) {
            self.number(x + y)
        } else if self.as_number(g) == Some(Dyadic::int(0)) {
            h
        } else if self.as_number(h) == Some(Dyadic::int(0)) {
            g
        } else {
            let mut left = vec![];
            let mut right = vec![];
            for (a, b) in [(g, h), (h, g)] {
                for i in 0..self.left(a).len() {
                    let al = self.left(a)[i];
                    left.push(self.add(al, b));
                }
                for i in 0..self.right(a).len() {
                    let ar = self.right(a)[i];
                    right.push(self.add(ar, b));
                }
            }
            self.canonical_traced(left, right, false).0
        };
        self.sums.insert((g, h), s);
        s
    }

    /// The sum of many canonical games (0 for none).
    pub fn sum(&mut self, parts: &[GameId]) -> GameId {
        let mut total = self.zero();
        for &p in parts {
            total = self.add(total, p);
        }
        total
    }

    /// `G - H`.
    pub fn sub(&mut self, g: GameId, h: GameId) -> GameId {
        let minus_h = self.neg(h);
        self.add(g, minus_h)
    }

    /// Left's *stop* (`left = true`) or Right's: the number the game settles at when that
    /// player moves first and both play until a number is reached.
    pub fn stop(&mut self, g: GameId, left: bool) -> Dyadic {
        if let Some(x) = self.as_number(g) {
            return x;
        }
        // Left moves to the option whose Right stop is largest; Right to the smallest Left stop.
        let side = if left { Side::L } else { Side::R };
        let stops: Vec<Dyadic> = self
            .options(g, side)
            .to_vec()
            .into_iter()
            .map(|o| self.stop(o, !left))
            .collect();
        let best = if left {
            stops.into_iter().max()
        } else {
            stops.into_iter().min()
        };
        best.expect("a canonical game that is not a number has options on both sides")
    }

    /// The games `n·↑ + *m` for small `n` and `m`, by id, to recognise them when writing values.
    fn ups_table(&mut self) -> &HashMap<GameId, (i64, u32)> {
        if self.ups.is_none() {
            let mut table = HashMap::default();
            let up = self.up();
            let down = self.neg(up);
            for m in 0..4 {
                let star = self.nimber(m);
                let (mut plus, mut minus) = (star, star);
                for n in 1..=8 {
                    plus = self.add(plus, up);
                    minus = self.add(minus, down);
                    table.entry(plus).or_insert((n, m));
                    table.entry(minus).or_insert((-n, m));
                }
            }
            self.ups = Some(table);
        }
        self.ups.as_ref().expect("filled above")
    }

    /// `x + *n` when the canonical game is a number plus a nimber: `{ x, x+*, ... | same }`.
    fn number_nimber(&self, g: GameId) -> Option<(Dyadic, u32)> {
        if let Some(x) = self.as_number(g) {
            return Some((x, 0));
        }
        let node = &self.nodes[g as usize];
        if node.left != node.right || node.left.is_empty() {
            return None;
        }
        let mut base = None;
        let mut seen = vec![];
        for &o in &node.left {
            let (x, k) = self.number_nimber(o)?;
            if *base.get_or_insert(x) != x {
                return None;
            }
            seen.push(k);
        }
        seen.sort_unstable();
        let n = seen.len() as u32;
        (seen == (0..n).collect::<Vec<_>>()).then(|| (base.expect("options"), n))
    }

    /// The value of a canonical game written as the theory writes it: `3/2`, `*2`, `1*`, `↑`,
    /// `⇑*`, `±1`, `{2 | -1/2}`, and nested braces for the rest. [`crate::games::values`]
    /// reads the same notation back.
    pub fn show(&mut self, g: GameId) -> String {
        if let Some((x, n)) = self.number_nimber(g) {
            return number_part(x, n == 0) + &star_text(n);
        }
        // A number plus an infinitesimal: both stops equal x, and G - x is a multiple of ↑ plus
        // a nimber.
        let (ls, rs) = (self.stop(g, true), self.stop(g, false));
        if ls == rs {
            let minus_x = self.number(-ls);
            let rest = self.add(g, minus_x);
            if let Some(&(n, m)) = self.ups_table().get(&rest) {
                return number_part(ls, false) + &arrows(n) + &star_text(m);
            }
        }
        let left = self.left(g).to_vec();
        let right = self.right(g).to_vec();
        // A switch ±x = { x | -x }.
        if let ([l], [r]) = (left.as_slice(), right.as_slice()) {
            if let (Some(a), Some(b)) = (self.as_number(*l), self.as_number(*r)) {
                if b == -a && a > Dyadic::int(0) {
                    return format!("±{a}");
                }
            }
        }
        let left: Vec<String> = left.into_iter().map(|o| self.show(o)).collect();
        let right: Vec<String> = right.into_iter().map(|o| self.show(o)).collect();
        format!("{{{} | {}}}", left.join(", "), right.join(", "))
            .replace("{ |", "{|")
            .replace("| }", "|}")
    }
}

/// The number part of a value: `x`, or nothing when `x = 0` and something follows.
fn number_part(x: Dyadic, alone: bool) -> String {
    if x == Dyadic::int(0) && !alone {
        String::new()
    } else {
        x.to_string()
    }
}

/// `*n`: `*` for 1, nothing for 0.
fn star_text(n: u32) -> String {
    match n {
        0 => String::new(),
        1 => "*".into(),
        n => format!("*{n}"),
    }
}

/// `n·↑`: `↑`, `⇑`, `↑↑↑`, ... and `↓`, `⇓`, `↓↓↓` for negative `n`.
fn arrows(n: i64) -> String {
    let (one, two) = if n > 0 {
        ('↑', '⇑')
    } else {
        ('↓', '⇓')
    };
    match n.unsigned_abs() {
        2 => two.to_string(),
        k => std::iter::repeat_n(one, k as usize).collect(),
    }
}

/// The value of a game given by a function from a position to its options, by memoised
/// recursion: the second method the games' own solvers are checked against (and the solver of
/// the games without a faster rule). `options(p, side)` lists the positions `side` can move to.
pub fn value_by_play<P, F>(
    arena: &mut Arena,
    memo: &mut std::collections::HashMap<P, GameId>,
    p: &P,
    options: &F,
) -> GameId
where
    P: Clone + Eq + std::hash::Hash,
    F: Fn(&P, Side) -> Vec<P>,
{
    if let Some(&g) = memo.get(p) {
        return g;
    }
    let left: Vec<GameId> = options(p, Side::L)
        .iter()
        .map(|o| value_by_play(arena, memo, o, options))
        .collect();
    let right: Vec<GameId> = options(p, Side::R)
        .iter()
        .map(|o| value_by_play(arena, memo, o, options))
        .collect();
    let (g, _) = arena.canonical_traced(left, right, false);
    memo.insert(p.clone(), g);
    g
}

/// Who wins a game by plain search over its positions, without values: `side` to move wins
/// when some move leads to a position the opponent, moving next, loses. The second method
/// for outcome classes.
pub fn wins_by_search<P, F>(
    memo: &mut std::collections::HashMap<(P, Side), bool>,
    p: &P,
    side: Side,
    options: &F,
) -> bool
where
    P: Clone + Eq + std::hash::Hash,
    F: Fn(&P, Side) -> Vec<P>,
{
    if let Some(&w) = memo.get(&(p.clone(), side)) {
        return w;
    }
    let wins = options(p, side)
        .iter()
        .any(|o| !wins_by_search(memo, o, side.other(), options));
    memo.insert((p.clone(), side), wins);
    wins
}

/// The outcome class from [`wins_by_search`] for both starting players.
pub fn outcome_by_search<P, F>(
    memo: &mut std::collections::HashMap<(P, Side), bool>,
    p: &P,
    options: &F,
) -> OutcomeClass
where
    P: Clone + Eq + std::hash::Hash,
    F: Fn(&P, Side) -> Vec<P>,
{
    match (
        wins_by_search(memo, p, Side::L, options),
        wins_by_search(memo, p, Side::R, options),
    ) {
        (true, false) => OutcomeClass::L,
        (false, true) => OutcomeClass::R,
        (true, true) => OutcomeClass::N,
        (false, false) => OutcomeClass::P,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(num: i64, exp: u32) -> Dyadic {
        Dyadic::new(num, exp)
    }

    #[test]
    fn the_simplicity_rule_finds_the_simplest_number_in_the_gap() {
        let s = |l: Option<Dyadic>, h: Option<Dyadic>| Dyadic::simplest_between(l, h).to_string();
        assert_eq!(s(None, None), "0");
        assert_eq!(s(Some(d(0, 0)), None), "1");
        assert_eq!(s(Some(d(3, 0)), None), "4");
        assert_eq!(s(None, Some(d(-2, 0))), "-3");
        assert_eq!(s(Some(d(-1, 0)), Some(d(5, 0))), "0");
        assert_eq!(s(Some(d(1, 0)), Some(d(2, 0))), "3/2");
        assert_eq!(s(Some(d(0, 0)), Some(d(1, 0))), "1/2");
        assert_eq!(s(Some(d(1, 2)), Some(d(1, 1))), "3/8");
        assert_eq!(s(Some(d(1, 0)), Some(d(7, 0))), "2");
        assert_eq!(s(Some(d(-7, 2)), Some(d(-3, 2))), "-1");
        assert_eq!(s(Some(d(-1, 0)), Some(d(-1, 1))), "-3/4");
        assert_eq!(s(Some(d(-5, 2)), Some(d(-1, 0))), "-9/8");
    }

    #[test]
    fn numbers_nimbers_and_ups_have_their_known_forms_and_order() {
        let mut a = Arena::new();
        let zero = a.zero();
        let one = a.number(d(1, 0));
        let half = a.number(d(1, 1));
        let star = a.nimber(1);
        let up = a.up();
        // 1/2 + 1/2 = 1, by the sum's definition (not by adding the fractions).
        let (l, r) = (a.left(half).to_vec(), a.right(half).to_vec());
        let by_options = {
            let mut left = vec![];
            let mut right = vec![];
            for &x in &l {
                left.push(a.add(x, half));
            }
            for &x in &r {
                right.push(a.add(x, half));
            }
            a.canonical_traced(left, right, false).0
        };
        assert_eq!(by_options, one);
        assert_eq!(a.outcome(star), OutcomeClass::N);
        assert_eq!(a.outcome(up), OutcomeClass::L);
        assert_eq!(a.outcome(zero), OutcomeClass::P);
        let down = a.neg(up);
        assert_eq!(a.outcome(down), OutcomeClass::R);
        // ↑ is positive but smaller than every positive number; ↑ and * are confused.
        let tiny = a.number(d(1, 10));
        assert!(a.leq(up, tiny));
        assert!(!a.leq(up, star) && !a.leq(star, up));
        // * + * = 0, ↑ + ↓ = 0, and ↑* is confused with 0.
        assert_eq!(a.add(star, star), zero);
        assert_eq!(a.add(up, down), zero);
        let up_star = a.add(up, star);
        assert_eq!(a.outcome(up_star), OutcomeClass::N);
        for (g, text) in [
            (zero, "0"),
            (one, "1"),
            (half, "1/2"),
            (star, "*"),
            (up, "↑"),
            (down, "↓"),
            (up_star, "↑*"),
        ] {
            assert_eq!(a.show(g), text);
        }
        let double_up = a.add(up, up);
        assert_eq!(a.show(double_up), "⇑");
        let star2 = a.nimber(2);
        let one_star2 = a.add(one, star2);
        assert_eq!(a.show(one_star2), "1*2");
        let one_up = a.add(one, up);
        assert_eq!(a.show(one_up), "1↑");
    }

    #[test]
    fn canonical_forms_bypass_reversible_options_and_drop_dominated_ones() {
        let mut a = Arena::new();
        let zero = a.zero();
        let one = a.number(d(1, 0));
        let minus_one = a.number(d(-1, 0));
        let star = a.nimber(1);
        // { -1 | 1 } = 0: both options reverse out.
        let (g, steps) = a.canonical_traced(vec![minus_one], vec![one], true);
        assert_eq!(g, zero);
        assert!(steps
            .iter()
            .any(|s| matches!(s, Simplification::Reversible { .. })));
        // { 0, * | 0 } = ↑*, and { 0, 1 | } drops 0 as dominated: it is 2.
        let (g, _) = a.canonical_traced(vec![zero, star], vec![zero], true);
        assert_eq!(a.show(g), "↑*");
        let (g, steps) = a.canonical_traced(vec![zero, one], vec![], true);
        assert_eq!(a.as_number(g), Some(d(2, 0)));
        assert_eq!(
            steps[0],
            Simplification::Dominated {
                side: Side::L,
                option: zero,
                by: one
            }
        );
        // ±1 is hot: Left wants to move first.
        let (pm, _) = a.canonical_traced(vec![one], vec![minus_one], false);
        assert_eq!(a.show(pm), "±1");
        assert_eq!(a.outcome(pm), OutcomeClass::N);
        // ±1 + ±1 = 0.
        assert_eq!(a.add(pm, pm), zero);
    }

    #[test]
    fn comparison_agrees_with_playing_the_difference() {
        // G >= H exactly when Left wins G - H with Right moving first, checked by plain search
        // over G - H's positions for many small games.
        let mut a = Arena::new();
        let mut games = vec![a.zero()];
        // All games born by day 2 (with options among those of day 1), canonical.
        let day1 = {
            let z = a.zero();
            let one = a.number(d(1, 0));
            let m1 = a.number(d(-1, 0));
            let star = a.nimber(1);
            vec![z, one, m1, star]
        };
        let subsets: Vec<Vec<GameId>> = (0..16u32)
            .map(|mask| {
                (0..4)
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| day1[i])
                    .collect()
            })
            .collect();
        for l in &subsets {
            for r in &subsets {
                let (g, _) = a.canonical_traced(l.clone(), r.clone(), false);
                if !games.contains(&g) {
                    games.push(g);
                }
            }
        }
        // Day 2 has 22 games.
        assert_eq!(games.len(), 22);
        for &g in &games {
            for &h in &games {
                let minus_h = a.neg(h);
                // The positions of G + (-H) as pairs of parts, each moved in separately.
                let (left_second, right_second) = {
                    let arena = &a;
                    let moves = |p: &(GameId, GameId), s: Side| {
                        let mut list: Vec<(GameId, GameId)> =
                            arena.options(p.0, s).iter().map(|&x| (x, p.1)).collect();
                        list.extend(arena.options(p.1, s).iter().map(|&y| (p.0, y)));
                        list
                    };
                    let mut memo = std::collections::HashMap::new();
                    (
                        !wins_by_search(&mut memo, &(g, minus_h), Side::R, &moves),
                        !wins_by_search(&mut memo, &(g, minus_h), Side::L, &moves),
                    )
                };
                assert_eq!(a.geq(g, h), left_second, "{g} >= {h}");
                assert_eq!(a.leq(g, h), right_second, "{g} <= {h}");
                let diff = a.sub(g, h);
                assert_eq!(diff == a.zero(), left_second && right_second);
            }
        }
    }
}
