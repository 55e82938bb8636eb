//! One error type for the whole playground.
//!
//! Every function of the API answers bad input with an [`Error`] rather than a panic. The message
//! is written for a student: it says what was wrong and how to write it correctly (the expected
//! notation, the limit that was exceeded, the moves that are legal). The [`ErrorKind`] lets the
//! page and the tests tell the cases apart without reading English.

use std::fmt;

/// What went wrong, as a stable name the page and the tests can match on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The game id is not in the catalogue.
    UnknownGame,
    /// The position string does not follow the game's notation.
    BadPosition,
    /// The move string does not follow the game's move notation.
    BadMove,
    /// The move is well written but the rules do not allow it here.
    IllegalMove,
    /// The position is larger than the game's published limits.
    TooLarge,
    /// The position is terminal: nobody can move any more.
    GameOver,
    /// An option (such as the computer's level) has a value the API does not know.
    BadOption,
}

impl ErrorKind {
    /// The kind's name as the JavaScript side sees it (`error.kind`).
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::UnknownGame => "unknownGame",
            ErrorKind::BadPosition => "badPosition",
            ErrorKind::BadMove => "badMove",
            ErrorKind::IllegalMove => "illegalMove",
            ErrorKind::TooLarge => "tooLarge",
            ErrorKind::GameOver => "gameOver",
            ErrorKind::BadOption => "badOption",
        }
    }
}

/// An error with a message a student can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Which kind of mistake it is.
    pub kind: ErrorKind,
    /// The full sentence shown to the student.
    pub message: String,
}

impl Error {
    /// Builds an error of `kind` with the given student-facing `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// Every fallible function in the crate returns this.
pub type Result<T> = std::result::Result<T, Error>;

/// Longest input string any function accepts, checked before any parsing work starts.
pub const MAX_INPUT_CHARS: usize = 4096;

/// Refuses over-long text before it is parsed, so that a pasted novel cannot stall the page.
pub fn check_length(what: &str, text: &str) -> Result<()> {
    if text.len() > MAX_INPUT_CHARS {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "The {what} is {} characters long; the limit is {MAX_INPUT_CHARS}.",
                text.len()
            ),
        ));
    }
    Ok(())
}

/// Shortens text quoted back in an error message so that the message stays readable.
pub fn quote(text: &str) -> String {
    const SHOW: usize = 24;
    let mut shown: String = text.chars().take(SHOW).collect();
    if text.chars().count() > SHOW {
        shown.push('…');
    }
    format!("\"{shown}\"")
}

/// Thousands separators for the numbers in messages: `40,116,599`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// A list in words: `a`, `a and b`, `a, b and c` (`joiner` is "and" or "or"), for the messages
/// that name every choice.
pub fn in_words(items: &[&str], joiner: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} {joiner} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lists_are_written_in_words() {
        assert_eq!(super::in_words(&[], "or"), "");
        assert_eq!(super::in_words(&["red"], "or"), "red");
        assert_eq!(super::in_words(&["red", "blue"], "or"), "red or blue");
        assert_eq!(super::in_words(&["a", "b", "c"], "and"), "a, b and c");
    }

    use super::*;

    #[test]
    fn long_input_is_refused_with_the_limit_in_the_message() {
        let long = "1,".repeat(3000);
        let err = check_length("position", &long).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("4096"), "{}", err.message);
    }

    #[test]
    fn quoted_text_is_cut_after_24_characters() {
        assert_eq!(quote("abc"), "\"abc\"");
        let q = quote(&"x".repeat(100));
        assert_eq!(q.chars().count(), 24 + 3);
    }
}

/// A number that JavaScript sent, for an error message: whole numbers as digits, anything else
/// in words. (Printing a fraction with `{}` would pull the whole float-formatting machinery into
/// the wasm module for the sake of one sentence.)
pub fn describe_number(v: f64) -> String {
    if v.is_nan() {
        "not a number".to_string()
    } else if v.is_infinite() {
        if v > 0.0 {
            "infinity"
        } else {
            "minus infinity"
        }
        .to_string()
    } else if v.fract() == 0.0 && v.abs() < 1e18 {
        (v as i64).to_string()
    } else if v.fract() != 0.0 {
        format!("a fraction (about {})", v.round() as i64)
    } else {
        "a number too large to print".to_string()
    }
}

#[cfg(test)]
mod number_tests {
    use super::describe_number;

    #[test]
    fn numbers_read_as_words_or_digits() {
        assert_eq!(describe_number(f64::NAN), "not a number");
        assert_eq!(describe_number(f64::NEG_INFINITY), "minus infinity");
        assert_eq!(describe_number(-3.0), "-3");
        assert_eq!(describe_number(2.5), "a fraction (about 3)");
        assert_eq!(describe_number(1e300), "a number too large to print");
    }
}
