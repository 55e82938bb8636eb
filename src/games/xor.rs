//! The xor corner: bitwise exclusive or, the laws the Nim proofs use, and the xor swap trick.
//!
//! `x xor y` compares two numbers bit by bit in binary: a bit of the result is 1 exactly when
//! the two bits differ (1 xor 1 = 0, as in addition that forgets its carries). The proofs of
//! Bouton's theorem rest on four laws, each shown here on the student's own numbers:
//!
//! - identity: `x xor 0 = x`;
//! - self-inverse (cancellation): `x xor x = 0`, so `x xor y = x xor z` forces `y = z`;
//! - commutative: `x xor y = y xor x`;
//! - associative: `(x xor y) xor z = x xor (y xor z)`.
//!
//! The swap trick exchanges two variables without a third one, using only those laws:
//! `a = a ^ b; b = a ^ b; a = a ^ b;` leaves `b` holding `(a ^ b) ^ b = a` and then `a` holding
//! `(a ^ b) ^ a = b`.

use crate::catalogue::{self, GameInfo, Kind, Limits, Picture};
use crate::solve::nim_sum::{binary, width_of};
use serde::Serialize;

/// One law of xor, evaluated on concrete numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(tag = "law", rename_all = "camelCase")]
pub enum Law {
    /// `x xor 0 = x`.
    Identity {
        /// The number tried: the first number `a`.
        x: u32,
        /// `x xor 0`, computed; always equal to `x`.
        result: u32,
    },
    /// `x xor x = 0`.
    SelfInverse {
        /// The number tried: the first number `a`.
        x: u32,
        /// `x xor x`, computed; always 0.
        result: u32,
    },
    /// `x xor y = y xor x`.
    Commutative {
        /// The first number, `a`.
        x: u32,
        /// The second number, `b`.
        y: u32,
        /// The left-hand side, `x xor y`, computed.
        left: u32,
        /// The right-hand side, `y xor x`, computed; always equal to `left`.
        right: u32,
    },
    /// `(x xor y) xor z = x xor (y xor z)`.
    Associative {
        /// The first number, `a`.
        x: u32,
        /// The second number, `b`.
        y: u32,
        /// The third number: `a xor b`, so both sides come out 0.
        z: u32,
        /// The left-hand side, `(x xor y) xor z`, computed.
        left: u32,
        /// The right-hand side, `x xor (y xor z)`, computed; always equal to `left`.
        right: u32,
    },
}

/// The values of `a` and `b` after a line of the swap trick (line 0 is before the first line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct SwapStep {
    /// 0 before the trick, then 1, 2, 3 after each line.
    pub line: u32,
    /// The value held by `a`.
    pub a: u32,
    /// The value held by `b`.
    pub b: u32,
}

/// Binary strings of the two numbers and their xor, padded to one width.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct Columns {
    /// `a` in binary.
    pub a: String,
    /// `b` in binary.
    pub b: String,
    /// `a xor b` in binary.
    pub xor: String,
}

/// Everything the xor corner shows for two numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
pub struct XorExplanation {
    /// The first number.
    pub a: u32,
    /// The second number.
    pub b: u32,
    /// `a xor b`.
    pub xor: u32,
    /// Number of binary digits shown (enough for the larger number, at least one).
    pub width: u32,
    /// The numbers and their xor in binary.
    pub binary: Columns,
    /// The four laws evaluated on `a` and `b` (and their xor as the third number).
    pub laws: Vec<Law>,
    /// The swap trick, line by line.
    pub swap: Vec<SwapStep>,
}

/// Works out the xor corner for `a` and `b`.
// The laws are evaluated literally (`a ^ 0`, `a ^ a`): showing them is the point.
#[allow(clippy::identity_op, clippy::eq_op)]
pub fn explain(a: u32, b: u32) -> XorExplanation {
    let width = width_of(&[a, b]);
    let bin = |v: u32| binary(v, width);
    let z = a ^ b;
    // The swap trick, run line by line on real variables.
    let mut swap = vec![SwapStep { line: 0, a, b }];
    let (mut x, mut y) = (a, b);
    for line in 1..=3 {
        if line == 2 {
            y ^= x;
        } else {
            x ^= y;
        }
        swap.push(SwapStep { line, a: x, b: y });
    }
    XorExplanation {
        a,
        b,
        xor: a ^ b,
        width,
        binary: Columns {
            a: bin(a),
            b: bin(b),
            xor: bin(a ^ b),
        },
        laws: vec![
            Law::Identity {
                x: a,
                result: a ^ 0,
            },
            Law::SelfInverse {
                x: a,
                result: a ^ a,
            },
            Law::Commutative {
                x: a,
                y: b,
                left: a ^ b,
                right: b ^ a,
            },
            Law::Associative {
                x: a,
                y: b,
                z,
                left: (a ^ b) ^ z,
                right: a ^ (b ^ z),
            },
        ],
        swap,
    }
}

/// The catalogue entry of the game (see [`crate::catalogue`]).
pub fn info() -> GameInfo {
    GameInfo {
        id: "xor",
        name: "Xor corner",
        menu_name: "Xor corner",
        group: catalogue::NIM_AND_XOR,
        kind: Kind::Lab,
        description: "Xor two numbers in binary, check the laws of xor with them, and step through the xor swap trick.",
        card: "The nim-sum is a xor: xor numbers in binary, check its laws.",
        picture: vec![Picture { board: "xor", position: "6,3" }],
        default_position: "5,3",
        notation: "two whole numbers separated by a comma: 12,10",
        page: "xor.html",
        limits: Limits::Numbers { max_number: i32::MAX as u32 },
        ..GameInfo::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notes_example_110010_xor_100101_is_010111() {
        let e = explain(0b110010, 0b100101);
        assert_eq!(e.xor, 0b010111);
        assert_eq!(e.binary.xor, "010111");
        assert_eq!(e.width, 6);
    }

    #[test]
    fn the_swap_trick_exchanges_the_two_numbers() {
        let e = explain(5, 3);
        assert_eq!(
            e.swap,
            vec![
                SwapStep {
                    line: 0,
                    a: 5,
                    b: 3
                },
                SwapStep {
                    line: 1,
                    a: 6,
                    b: 3
                },
                SwapStep {
                    line: 2,
                    a: 6,
                    b: 5
                },
                SwapStep {
                    line: 3,
                    a: 3,
                    b: 5
                },
            ]
        );
    }

    #[test]
    fn the_laws_hold_on_the_students_numbers() {
        let e = explain(7, 4);
        assert_eq!(e.laws[0], Law::Identity { x: 7, result: 7 });
        assert_eq!(e.laws[1], Law::SelfInverse { x: 7, result: 0 });
        match e.laws[3] {
            Law::Associative { left, right, .. } => assert_eq!((left, right), (0, 0)),
            _ => panic!("the fourth law is associativity"),
        }
        assert_eq!(explain(0, 0).width, 1);
    }
}
