//! The values game: games typed as the theory writes them, and sums of them.
//!
//! A position is a sum of terms joined by `+` (or `-`, which adds the negative). A term is a
//! value written as in the books: whole numbers and dyadic fractions (`3`, `-1/2`), nimbers
//! (`*`, `*2`), up and down (`^` or `↑`, `v` or `↓`, `⇑`, with a number and a star:
//! `1↑*`), switches (`±1`, also `+-1`), any game by its options in braces (`{1 | *}`,
//! `{0, * | 0}`, `{2 | {1 | 0}}`, where an option may itself be a sum), or the board of another
//! game in parentheses: `hackenbush(BBR)`, `domineering(2x3)`, `cutcake(3x4)`, `toads(T.F)`.
//!
//! What it teaches: a game is nothing but its options, and very different games have the same
//! value: `domineering(3x3)` is `±1`, `hackenbush(BR)` is `1/2`, and `1/2 + 1/2 = 1`. Playing a
//! term moves to one of its options: a typed value to the option's value, a game to its board
//! after the move. The page's values lab also compares games ([`crate::api::partizan::compare`]).
//!
//! A move is `term:option` (from 1): option `option` of the mover in term `term`, in the order
//! the analysis lists them.

use crate::catalogue::{self, GameInfo, Kind, Limits, Module, Picture, Question};
use crate::error::{quote, Error, ErrorKind, Result};
use crate::games::partizan::{
    bad_position, board_value, AnyBoard, Board, BoardMove, MoveExtra, Values,
};
use crate::solve::partizan::{Dyadic, GameId, Side};
use serde::Serialize;

/// Most terms in a sum.
pub const MAX_TERMS: usize = 12;
/// Deepest nesting of braces.
pub const MAX_DEPTH: usize = 8;
/// The most moves a typed game may last: every operation on a game recurses as deep as the
/// game lasts (a whole number n lasts n moves), so this bounds the stack.
const MAX_GAME_DEPTH: u32 = 300;
/// Deepest nesting of terms inside terms (signs, `±`, braces).
const MAX_NESTING: usize = 64;
/// Largest whole number or denominator written.
const MAX_NUMBER: i64 = 256;
/// Largest nimber written.
const MAX_NIMBER: i64 = 16;

/// One term of the sum.
#[derive(Clone, Debug)]
pub enum Term {
    /// A value (canonical), with its text and both players' options (value and text), read
    /// from the arena when the position was read.
    Value {
        /// The value.
        id: GameId,
        /// As the theory writes it.
        text: String,
        /// Left's and Right's options.
        options: [Vec<(GameId, String)>; 2],
    },
    /// Another game's board.
    Game(AnyBoard),
}

/// A position of the values game: its terms.
#[derive(Clone, Debug)]
pub struct ValuesBoard {
    /// The terms in order.
    pub terms: Vec<Term>,
}

impl Term {
    /// A value term, with its options read from the arena.
    pub fn value(id: GameId, values: &mut Values) -> Term {
        let arena = &mut values.arena;
        let mut options: [Vec<(GameId, String)>; 2] = [vec![], vec![]];
        for (i, side) in [Side::L, Side::R].into_iter().enumerate() {
            for o in arena.options(id, side).to_vec() {
                let text = arena.show(o);
                options[i].push((o, text));
            }
        }
        Term::Value {
            id,
            text: arena.show(id),
            options,
        }
    }

    fn text(&self) -> String {
        match self {
            Term::Value { text, .. } => text.clone(),
            Term::Game(g) => format!("{}({})", g.name(), g.text()),
        }
    }
}

/// The help sentence of every notation error.
const HELP: &str = "Write games joined by +: numbers (3, -1/2), * and *2, ^ for up \
                    and v for down, ±1, games in braces such as {1 | *} or {0, * | 0}, or a board \
                    such as domineering(2x3).";

/// A reader of the notation, one character at a time.
struct Reader<'a> {
    chars: Vec<char>,
    at: usize,
    values: &'a mut Values,
    depth: usize,
    nesting: usize,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
        self.chars.get(self.at).copied()
    }

    fn error(&self, what: &str) -> Error {
        bad_position(format!("{what} {HELP}"))
    }

    /// A sum or difference of terms, as one value (inside braces).
    fn sum(&mut self) -> Result<GameId> {
        let mut total = self.signed_term()?;
        while let Some(c @ ('+' | '-')) = self.peek() {
            self.at += 1;
            let t = self.term()?;
            let t = if c == '-' {
                self.values.arena.neg(t)
            } else {
                t
            };
            total = self.values.arena.add(total, t);
        }
        Ok(total)
    }

    /// `g`, or an error when it could last more than [`MAX_GAME_DEPTH`] moves: every
    /// operation on a game recurses as deep as the game lasts, so typed games are kept short.
    fn shallow(&self, g: GameId) -> Result<GameId> {
        if self.values.arena.depth(g) > MAX_GAME_DEPTH {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!(
                    "This game can last more than {MAX_GAME_DEPTH} moves; games here are shorter."
                ),
            ));
        }
        Ok(g)
    }

    /// Whether the `-` here starts a negative number (`-2↑` is -2 + ↑, not -(2↑)).
    fn digit_follows(&self) -> bool {
        self.chars
            .get(self.at + 1)
            .is_some_and(|c| c.is_ascii_digit())
    }

    fn signed_term(&mut self) -> Result<GameId> {
        if self.peek() == Some('-') && !self.digit_follows() {
            self.at += 1;
            let t = self.term()?;
            return Ok(self.values.arena.neg(t));
        }
        self.term()
    }

    /// One term as a value.
    fn term(&mut self) -> Result<GameId> {
        match self.top_term()? {
            Term::Value { id, .. } => Ok(id),
            Term::Game(g) => board_value(&g, self.values),
        }
    }

    /// One term, keeping a game's board as it is.
    fn top_term(&mut self) -> Result<Term> {
        // Signs and ± nest terms inside terms: a text of a thousand minus signs must not
        // exhaust the stack, so terms, like braces, nest at most MAX_NESTING deep.
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!("A game here nests at most {MAX_NESTING} signs and braces deep."),
            ));
        }
        let term = self.top_term_inner();
        self.nesting -= 1;
        term
    }

    fn top_term_inner(&mut self) -> Result<Term> {
        let c = self
            .peek()
            .ok_or_else(|| self.error("Something is missing at the end."))?;
        if c == '-' && !self.digit_follows() {
            self.at += 1;
            let t = self.term()?;
            let n = self.values.arena.neg(t);
            return Ok(Term::value(n, self.values));
        }
        if c.is_ascii_alphabetic() && c != 'v' {
            return self.game().map(Term::Game);
        }
        let id = if c == '{' {
            self.braces()?
        } else if c == '±' || (c == '+' && self.chars.get(self.at + 1) == Some(&'-')) {
            self.at += if c == '±' { 1 } else { 2 };
            let x = self.term()?;
            let minus_x = self.values.arena.neg(x);
            self.values
                .arena
                .canonical_traced(vec![x], vec![minus_x], false)
                .0
        } else {
            self.simple()?
        };
        Ok(Term::value(id, self.values))
    }

    /// `{ a, b | c }`.
    fn braces(&mut self) -> Result<GameId> {
        self.at += 1;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error::new(
                ErrorKind::TooLarge,
                format!("Braces may be nested at most {MAX_DEPTH} deep."),
            ));
        }
        let mut sides = [vec![], vec![]];
        let mut side = 0;
        loop {
            match self.peek() {
                Some('|') if side == 0 => {
                    self.at += 1;
                    side = 1;
                }
                Some('}') if side == 1 => {
                    self.at += 1;
                    break;
                }
                Some(',') if !sides[side].is_empty() => self.at += 1,
                Some('}') => {
                    return Err(self
                        .error("A game in braces needs a | between Left's and Right's options."))
                }
                None => return Err(self.error("A brace is not closed.")),
                Some(_) => {
                    let g = self.sum()?;
                    sides[side].push(g);
                    if !matches!(self.peek(), Some(',' | '|' | '}')) {
                        return Err(self.error("Options in braces are separated by commas."));
                    }
                }
            }
        }
        self.depth -= 1;
        let [left, right] = sides;
        let mut canonical = |list: Vec<GameId>| {
            list.into_iter()
                .map(|g| self.values.arena.canonical(g))
                .collect::<Vec<_>>()
        };
        let (left, right) = (canonical(left), canonical(right));
        Ok(self.values.arena.canonical_traced(left, right, false).0)
    }

    /// A number, arrows and a star: `3`, `-1/2`, `*2`, `↑*`, `1⇑`.
    fn simple(&mut self) -> Result<GameId> {
        let start = self.at;
        let mut total = self.values.arena.zero();
        let negative = self.chars.get(self.at) == Some(&'-');
        if negative {
            self.at += 1;
        }
        let digits = |r: &mut Reader| -> Option<i64> {
            let from = r.at;
            while r.chars.get(r.at).is_some_and(|c| c.is_ascii_digit()) {
                r.at += 1;
            }
            (r.at > from).then(|| {
                r.chars[from..r.at]
                    .iter()
                    .collect::<String>()
                    .parse()
                    .unwrap_or(i64::MAX)
            })
        };
        if let Some(n) = digits(self) {
            let too_big = || {
                Error::new(
                    ErrorKind::TooLarge,
                    format!("Numbers here are at most {MAX_NUMBER}."),
                )
            };
            if n > MAX_NUMBER {
                return Err(too_big());
            }
            let mut x = Dyadic::int(n);
            if self.chars.get(self.at) == Some(&'/') {
                self.at += 1;
                let d =
                    digits(self).ok_or_else(|| self.error("A fraction needs its denominator."))?;
                if d > MAX_NUMBER {
                    return Err(too_big());
                }
                if d <= 0 || d & (d - 1) != 0 {
                    return Err(bad_position(format!(
                        "A fraction here has a power of 2 below the line (1/2, 3/4, 5/8), not {n}/{d}: the numbers a game of a few moves can be worth."
                    )));
                }
                x = Dyadic::new(n, d.trailing_zeros());
            }
            if negative {
                x = -x;
            }
            total = self.values.arena.number(x);
        }
        let up = self.values.arena.up();
        let down = self.values.arena.neg(up);
        while let Some(&c) = self.chars.get(self.at) {
            let (arrow, times) = match c {
                '^' | '↑' => (up, 1),
                '⇑' => (up, 2),
                'v' | '↓' => (down, 1),
                '⇓' => (down, 2),
                _ => break,
            };
            self.at += 1;
            for _ in 0..times {
                let next = self.values.arena.add(total, arrow);
                total = self.shallow(next)?;
            }
        }
        if self.chars.get(self.at) == Some(&'*') {
            self.at += 1;
            let n = digits(self).unwrap_or(1);
            if n > MAX_NIMBER {
                return Err(Error::new(
                    ErrorKind::TooLarge,
                    format!("Nimbers here go up to *{MAX_NIMBER}."),
                ));
            }
            let star = self.values.arena.nimber(n as u32);
            total = self.values.arena.add(total, star);
        }
        if self.at == start {
            let c = self.chars[self.at];
            return Err(self.error(&format!("{} does not belong here.", quote(&c.to_string()))));
        }
        Ok(total)
    }

    /// `name(board)`: another game's board.
    fn game(&mut self) -> Result<AnyBoard> {
        let from = self.at;
        while self
            .chars
            .get(self.at)
            .is_some_and(|c| c.is_ascii_alphabetic())
        {
            self.at += 1;
        }
        let name: String = self.chars[from..self.at]
            .iter()
            .collect::<String>()
            .to_ascii_lowercase();
        if self.peek() != Some('(') {
            return Err(self.error(&format!("{} is not a value.", quote(&name))));
        }
        self.at += 1;
        let open = self.at;
        let mut depth = 1;
        while depth > 0 {
            match self.chars.get(self.at) {
                Some('(') => depth += 1,
                Some(')') => depth -= 1,
                None => return Err(self.error("A bracket is not closed.")),
                _ => {}
            }
            self.at += 1;
        }
        let board: String = self.chars[open..self.at - 1].iter().collect();
        if name == "values" {
            return Err(self.error("A values term is written as it is, without values( )."));
        }
        AnyBoard::parse(&name, &board, self.values)
    }
}

impl ValuesBoard {
    /// Reads a sum of terms.
    pub fn parse(text: &str, values: &mut Values) -> Result<ValuesBoard> {
        let mut r = Reader {
            chars: text.chars().collect(),
            at: 0,
            values,
            depth: 0,
            nesting: 0,
        };
        let mut terms = vec![];
        if r.peek().is_none() {
            return Err(bad_position(format!("The position is empty. {HELP}")));
        }
        // `a - b` adds the negative of b.
        let mut negate = false;
        loop {
            let term = r.top_term()?;
            terms.push(if negate {
                let g = match term {
                    Term::Value { id, .. } => id,
                    Term::Game(g) => board_value(&g, r.values)?,
                };
                let minus = r.values.arena.neg(g);
                Term::value(minus, r.values)
            } else {
                term
            });
            if terms.len() > MAX_TERMS {
                return Err(Error::new(
                    ErrorKind::TooLarge,
                    format!("A sum here has at most {MAX_TERMS} terms."),
                ));
            }
            negate = match r.peek() {
                None => break,
                Some('+') => false,
                Some('-') => true,
                Some(c) => {
                    return Err(r.error(&format!("{} does not belong here.", quote(&c.to_string()))))
                }
            };
            r.at += 1;
        }
        Ok(ValuesBoard { terms })
    }
}

/// What the page draws of the values game: nothing beyond its parts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
// An object with no keys (ts-rs would write `Record<symbol, never>`, which lets a page read any
// key of a partizan analysis unchecked).
#[cfg_attr(feature = "types", ts(type = "{}"))]
pub struct ValuesFacts {}

impl Board for ValuesBoard {
    const READS_ANY: bool = true;
    const GAME: &'static str = "values";
    type Facts = ValuesFacts;

    fn read(text: &str, values: &mut Values) -> Result<ValuesBoard> {
        ValuesBoard::parse(text, values)
    }

    fn facts(&self) -> ValuesFacts {
        ValuesFacts {}
    }

    fn text(&self) -> String {
        self.terms
            .iter()
            .map(Term::text)
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn parts(&self) -> Vec<ValuesBoard> {
        self.terms
            .iter()
            .map(|t| ValuesBoard {
                terms: vec![t.clone()],
            })
            .collect()
    }

    fn moves(&self, side: Side) -> Vec<BoardMove<ValuesBoard>> {
        let mut out = vec![];
        for (k, term) in self.terms.iter().enumerate() {
            let targets: Vec<Term> = match term {
                Term::Value { options, .. } => options[if side == Side::L { 0 } else { 1 }]
                    .iter()
                    .map(|(id, text)| Term::Value {
                        id: *id,
                        text: text.clone(),
                        options: [vec![], vec![]],
                    })
                    .collect(),
                Term::Game(g) => g
                    .moves(side)
                    .into_iter()
                    .map(|m| Term::Game(m.to))
                    .collect(),
            };
            for (i, t) in targets.into_iter().enumerate() {
                let term = t.text();
                let mut terms = self.terms.clone();
                terms[k] = t;
                out.push(BoardMove {
                    notation: format!("{}:{}", k + 1, i + 1),
                    to: ValuesBoard { terms },
                    part: k,
                    extra: MoveExtra::Term { term },
                });
            }
        }
        out
    }

    fn part_value(&self, values: &mut Values) -> Result<GameId> {
        match &self.terms[0] {
            Term::Value { id, .. } => Ok(*id),
            Term::Game(g) => board_value(g, values),
        }
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "values",
        name: "Values lab",
        menu_name: "Values lab",
        group: catalogue::PARTIZAN,
        kind: Kind::Partizan,
        module: Module::GrundyPartizan,
        sides: Some(["Left", "Right"]),
        description: "Games written as the theory writes them, {1 | *}, ↑, ±1, and sums of any games: their canonical forms, outcome classes and comparisons.",
        card: "Type games as values, compare and add them, play them.",
        picture: vec![Picture { board: "values", position: "{1 | *}" }],
        default_position: "L:{1 | *} + ↑",
        notation: "the side to move, a colon, then terms joined by +: numbers (3, -1/2), *, *2, ^, v, ±1, {1 | *}, or boards such as domineering(2x3)",
        move_notation: "term:option (from 1): that option of the mover in that term: 1:2",
        page: "values.html",
        variants: catalogue::normal_only("values"),
        limits: Limits::Parts { max_parts: MAX_TERMS, max_size: MAX_DEPTH as u32 },
        move_list_cap: crate::game::MOVE_LIST_CAP,
        questions: vec![Question::OutcomeClass, Question::Value],
        // Its notation reads every partizan board; its tests and its page's presets use these.
        builds_on: &["hackenbush", "domineering", "cutcake", "toads"],
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_move_names_what_its_term_becomes() {
        let mut v = Values::new();
        v.start(u64::MAX);
        let b = ValuesBoard::parse("{1 | *} + ^ + domineering(2x2)", &mut v).unwrap();
        for side in [Side::L, Side::R] {
            for m in b.moves(side) {
                let MoveExtra::Term { term } = &m.extra else {
                    panic!("{} names no term", m.notation)
                };
                assert_eq!(term, &m.to.terms[m.part].text(), "{}", m.notation);
            }
        }
    }

    fn show(text: &str) -> String {
        let mut v = Values::new();
        v.start(u64::MAX);
        let b = ValuesBoard::parse(text, &mut v).unwrap();
        let g = board_value(&b, &mut v).unwrap();
        v.arena.show(g)
    }

    #[test]
    fn values_read_and_simplify() {
        for (text, value) in [
            ("0", "0"),
            ("3", "3"),
            ("-1/2", "-1/2"),
            ("1/2 + 1/2", "1"),
            ("*", "*"),
            ("* + *", "0"),
            ("*2 + *3", "*"),
            ("^", "↑"),
            ("↑ + *", "↑*"),
            ("{0, * | 0}", "↑*"),
            ("{0 | *}", "↑"),
            ("v", "↓"),
            ("^ + ^", "⇑"),
            ("±1", "±1"),
            ("+-1 + ±1", "0"),
            ("{3 | 1}", "{3 | 1}"),
            ("{1 | *}", "{1 | *}"),
            ("{-1 | 1}", "0"),
            ("{ | }", "0"),
            ("{0 | }", "1"),
            ("{1/4 | 1/2}", "3/8"),
            ("{2 | {1 | 0}}", "{2 | {1 | 0}}"),
            ("1↑*", "1↑*"),
            ("hackenbush(BBR)", "3/2"),
            ("domineering(2x3)", "{2 | -1/2}"),
            ("cutcake(4x1) + toads(T.)", "4"),
            ("3 - 1/2", "5/2"),
            ("{1+1 | 3}", "5/2"),
        ] {
            assert_eq!(show(text), value, "{text}");
        }
    }

    #[test]
    fn every_value_written_reads_back_as_itself() {
        let mut v = Values::new();
        v.start(u64::MAX);
        for text in [
            "{2 | -1/2}",
            "↑*",
            "⇑*",
            "1*2",
            "±3/4",
            "{1 | *}",
            "{{2 | 1} | 0}",
            "↓↓↓*",
            "-2↑",
        ] {
            let b = ValuesBoard::parse(text, &mut v).unwrap();
            let g = board_value(&b, &mut v).unwrap();
            let shown = v.arena.show(g);
            let again = ValuesBoard::parse(&shown, &mut v).unwrap();
            let back = board_value(&again, &mut v).unwrap();
            assert_eq!(v.arena.show(back), shown, "{text} -> {shown}");
            assert_eq!(back, g, "{text} -> {shown}");
        }
    }

    #[test]
    fn bad_notation_is_refused_with_a_reason() {
        let mut v = Values::new();
        for bad in [
            "", "{1 | ", "{1 2 | }", "1/3", "chess(3)", "{1}", "?", "1 +",
        ] {
            let err = ValuesBoard::parse(bad, &mut v).unwrap_err();
            assert_eq!(err.kind, ErrorKind::BadPosition, "{bad}: {}", err.message);
        }
        let deep = "{".repeat(9) + &" | }".repeat(9);
        assert_eq!(
            ValuesBoard::parse(&deep, &mut v).unwrap_err().kind,
            ErrorKind::TooLarge
        );
        let many = ["1"; 13].join("+");
        assert_eq!(
            ValuesBoard::parse(&many, &mut v).unwrap_err().kind,
            ErrorKind::TooLarge
        );
    }

    #[test]
    fn moves_go_to_options_and_to_game_boards() {
        let mut v = Values::new();
        v.start(u64::MAX);
        let b = ValuesBoard::parse("{1 | *} + hackenbush(BR)", &mut v).unwrap();
        let left: Vec<String> = b
            .moves(Side::L)
            .iter()
            .map(|m| format!("{} {}", m.notation, m.to.text()))
            .collect();
        assert_eq!(
            left,
            ["1:1 1 + hackenbush(BR)", "2:1 {1 | *} + hackenbush(empty)"]
        );
        let right: Vec<String> = b.moves(Side::R).iter().map(|m| m.to.text()).collect();
        assert_eq!(right, ["* + hackenbush(BR)", "{1 | *} + hackenbush(B)"]);
    }
}

/// The partizan API asked about this game: the answer's shape, and what the theory says of it.
#[cfg(test)]
mod api_tests {
    use crate::api::{analyze, assert_moves_lead_where_they_say, to_value};
    use serde_json::json;

    #[test]
    fn a_value_that_is_not_a_number_carries_its_stops() {
        // The stops the theory gives at once (Left's first, then Right's): a switch `{x | y}`
        // stops at x and y, ±1 at 1 and -1, * and ↑ at 0; a number has none.
        let stops =
            |position: &str| to_value(&analyze("values", position).unwrap())["stops"].clone();
        assert_eq!(stops("L:{3/2 | -1}"), json!(["3/2", "-1"]));
        assert_eq!(stops("L:{2 | {0 | -4}}"), json!(["2", "0"]));
        assert_eq!(stops("L:±1"), json!(["1", "-1"]));
        assert_eq!(stops("L:*"), json!(["0", "0"]));
        assert_eq!(stops("L:^"), json!(["0", "0"]));
        assert_eq!(stops("L:3/4"), serde_json::Value::Null);
    }

    #[test]
    fn every_move_outcome_is_the_outcome_of_its_target() {
        assert_moves_lead_where_they_say("values", "R:{1 | *} + ↑ + {1 | -1}");
    }
}
