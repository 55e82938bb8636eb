//! The xor corner through the API: a lab, not a game. It has no positions to play; its one lab,
//! `explain`, takes two numbers and answers with [`crate::games::xor::explain`]: the two in
//! binary, their xor column by column, the laws of xor shown with them and the swap trick.
//! The four functions of play answer that there is nothing to play.

#![cfg_attr(not(feature = "impartial"), allow(unused))]

use super::{Adapter, Analysis, BestMove, Explanation, Family, LabAnswer, LabArgs};
use crate::error::{Error, ErrorKind, Result};
use crate::game::Rng;
use crate::games::xor::{self, XorExplanation};

/// The family this file answers: the xor corner.
pub(super) const FAMILIES: &[Family] = &[Family {
    name: "xor",
    adapter,
}];

/// `xor`, which has no variants.
/// In the impartial module's build; in the others its lab's answer is left out of the API's
/// enums (its line of the list of games), and it is played elsewhere.
fn adapter(_family: &'static str, variant: Option<&str>) -> Result<Box<dyn Adapter>> {
    #[cfg(not(feature = "impartial"))]
    {
        let _ = variant;
        Err(super::elsewhere("xor"))
    }
    #[cfg(feature = "impartial")]
    match variant {
        None => Ok(Box::new(XorCorner)),
        Some(v) => Err(super::unknown_variant("The xor corner", v, "xor")),
    }
}

/// The xor corner: nothing to play, one lab.
#[cfg(feature = "impartial")]
struct XorCorner;

/// The xor corner has no positions, so no facts about one, nor moves, nor steps of play.
pub type Details = super::NoLab;
/// See [`Details`].
pub type MoveDetail = super::NoLab;
/// See [`Details`].
pub type Step = super::NoLab;
/// What the lab `explain` answers.
pub type Lab = XorExplanation;

/// The answer of every function of play: the xor corner is a lab.
#[cfg(feature = "impartial")]
fn nothing_to_play() -> Error {
    Error::new(
        ErrorKind::UnknownGame,
        "The xor corner is a lab, not a game: there is nothing to play in it. Ask it to explain two numbers.",
    )
}

#[cfg(feature = "impartial")]
impl Adapter for XorCorner {
    fn analyze(&self, _position: &str) -> Result<Analysis> {
        Err(nothing_to_play())
    }

    fn play(&self, _position: &str, _mv: &str) -> Result<String> {
        Err(nothing_to_play())
    }

    fn explain(&self, _position: &str) -> Result<Explanation> {
        Err(nothing_to_play())
    }

    fn best_move(&self, _position: &str, _level: &str, _rng: &mut Rng) -> Result<BestMove> {
        Err(nothing_to_play())
    }

    fn solve(&self, _position: &str, _budget: u64) -> Result<super::Solving> {
        Err(nothing_to_play())
    }

    /// The lab `explain` of two numbers `a` and `b`.
    fn lab(
        &self,
        game: &str,
        name: &str,
        args: &LabArgs,
        _progress: &mut dyn FnMut(LabAnswer),
    ) -> Result<LabAnswer> {
        match name {
            "explain" => Ok(LabAnswer::Xor(xor_explain(args.number(0), args.number(1))?)),
            _ => Err(super::no_lab(game, name, &["explain"])),
        }
    }
}

/// The xor corner for two numbers given as JavaScript numbers (whole, 0 to 2^31 - 1).
pub fn xor_explain(a: f64, b: f64) -> Result<XorExplanation> {
    const MAX: u32 = i32::MAX as u32;
    let whole = |x: f64, name: &str| -> Result<u32> {
        if x.is_finite() && x.fract() == 0.0 && (0.0..=f64::from(MAX)).contains(&x) {
            Ok(x as u32)
        } else {
            Err(Error::new(
                ErrorKind::BadPosition,
                format!(
                    "{name} must be a whole number from 0 to {MAX}, not {}.",
                    crate::error::describe_number(x)
                ),
            ))
        }
    };
    Ok(xor::explain(whole(a, "a")?, whole(b, "b")?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_refuses_numbers_that_are_not_whole() {
        use crate::error::ErrorKind;
        assert_eq!(
            xor_explain(-1.0, 2.0).unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(
            xor_explain(f64::NAN, 2.0).unwrap_err().kind,
            ErrorKind::BadPosition
        );
        assert_eq!(xor_explain(5.0, 3.0).unwrap().xor, 6);
    }

    #[test]
    fn the_lab_reads_two_numbers_and_has_nothing_to_play() {
        use crate::api::{analyze, lab, to_value, LabArg};
        let x = lab(
            "xor",
            "explain",
            &[LabArg::Number(12.0), LabArg::Number(10.0)],
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(to_value(&x)["xor"], 6);
        // A missing number is not read as 0.
        assert!(lab("xor", "explain", &[LabArg::Number(12.0)], &mut |_| {}).is_err());
        let err = lab("xor", "swap", &[], &mut |_| {}).unwrap_err();
        assert!(err.message.contains("explain"), "{}", err.message);
        assert!(analyze("xor", "12,10").is_err());
    }
}
