//! A small JSON writer for the API's results.
//!
//! Every result the page receives crosses into JavaScript as JSON text (see `src/wasm.rs`).
//! This module writes that text itself instead of using serde and serde_json: their generic
//! machinery cost about 41 KB of wasm code, and serializing one `f64` pulled in a 12 KB table
//! for shortest-float formatting. Writing the text here instead took the gzipped module from
//! 154 KB to 134 KB. One concrete writer appends to a `String`, each result type says in a few
//! lines which keys it writes ([`ToJson`]), and floats are written with plain arithmetic
//! ([`JsonWriter::f64`]).
//!
//! The text is what serde_json wrote before for the same types: the same keys in the same
//! order, the same string escapes, `null` for `None`. Only floats are written differently
//! (`6` rather than `6.0`, and nine significant digits), which JavaScript parses to the same
//! numbers, or to numbers within a few parts in a billion.
//!
//! Two macros write the impls of the result types (the unit enums and the few types that
//! inline another's fields or wrap a list implement [`ToJson`] by hand):
//!
//! - `json_struct!`: a struct as an object, one key per field;
//! - `json_enum!`: an enum whose variants have named fields, as an object, optionally with
//!   a tag key naming the variant first (`{"kind": "piles", ...}`);
//! - both also give the type a [`JsonFields`] impl that writes its keys into an object that is
//!   already open, for a result that inlines another's fields into its own object.
//!
//! A key is the field's name unless given after `=>` (`nim_sum => "nimSum"`): the page's
//! keys are camelCase, Rust's fields snake_case, and `r#move` must be written `"move"`.

/// A value that can write itself as JSON.
pub trait ToJson {
    /// Appends this value's JSON text to `out`.
    fn write_json(&self, out: &mut JsonWriter);
}

/// A value whose JSON is an object, and which can write the keys of that object into an
/// object that is already open (serde called this `flatten`).
pub trait JsonFields {
    /// Appends `"key":value` pairs to the open object in `out`.
    fn write_fields(&self, out: &mut JsonWriter);
}

/// The JSON text of `value`.
pub fn to_json<T: ToJson + ?Sized>(value: &T) -> String {
    let mut out = JsonWriter::new();
    value.write_json(&mut out);
    out.finish()
}

/// Builds JSON text in a `String`. The writer puts the commas between the values of an object
/// or array itself: it remembers whether a value has just been written.
pub struct JsonWriter {
    text: String,
    /// True right after a value: the next value or key needs a comma first.
    comma: bool,
}

impl Default for JsonWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl JsonWriter {
    /// An empty writer.
    pub fn new() -> Self {
        JsonWriter {
            text: String::new(),
            comma: false,
        }
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.text
    }

    /// Called before every value and key: the comma after the previous one, if any.
    fn separate(&mut self) {
        if self.comma {
            self.text.push(',');
        }
    }

    /// `{`: the keys and values that follow are the object's, up to [`Self::end_object`].
    pub fn begin_object(&mut self) {
        self.separate();
        self.text.push('{');
        self.comma = false;
    }

    /// `}`.
    pub fn end_object(&mut self) {
        self.text.push('}');
        self.comma = true;
    }

    /// `[`: the values that follow are the array's, up to [`Self::end_array`].
    pub fn begin_array(&mut self) {
        self.separate();
        self.text.push('[');
        self.comma = false;
    }

    /// `]`.
    pub fn end_array(&mut self) {
        self.text.push(']');
        self.comma = true;
    }

    /// A key of the open object; its value must be written next. Keys are the API's own
    /// names, plain ASCII letters, so they need no escaping.
    pub fn key(&mut self, key: &'static str) {
        self.separate();
        self.text.push('"');
        self.text.push_str(key);
        self.text.push_str("\":");
        self.comma = false;
    }

    /// A key and its value.
    pub fn field<T: ToJson + ?Sized>(&mut self, key: &'static str, value: &T) {
        self.key(key);
        value.write_json(self);
    }

    /// Text written raw, after a separating comma if one is due: a value's whole JSON text.
    fn raw(&mut self, text: &str) {
        self.separate();
        self.text.push_str(text);
        self.comma = true;
    }

    /// `null`.
    pub fn null(&mut self) {
        self.raw("null");
    }

    /// `true` or `false`.
    pub fn bool(&mut self, value: bool) {
        self.raw(if value { "true" } else { "false" });
    }

    /// A whole number, in decimal digits.
    pub fn u64(&mut self, value: u64) {
        // The digits are found from the right; u64::MAX has 20.
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        let mut rest = value;
        loop {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.separate();
        for &d in &digits[start..] {
            self.text.push(char::from(d));
        }
        self.comma = true;
    }

    /// A whole number that may be negative.
    pub fn i64(&mut self, value: i64) {
        if value < 0 {
            self.separate();
            self.text.push('-');
            // The minus sign is the start of the value: no comma between it and the digits.
            self.comma = false;
        }
        self.u64(value.unsigned_abs());
    }

    /// A string, in quotes, escaped as serde_json escapes: `"` and `\` get a backslash, the
    /// control characters U+0000 to U+001F are written `\n`, `\r`, `\t`, `\b`, `\f` or
    /// `\u00XX` (lowercase hex), and everything else (accents, emoji) is written as it is.
    pub fn string(&mut self, value: &str) {
        self.separate();
        self.text.push('"');
        // Copy runs of ordinary characters in one go. The characters to escape are all ASCII,
        // so every cut falls between whole UTF-8 characters.
        let bytes = value.as_bytes();
        let mut run = 0;
        for (i, &b) in bytes.iter().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0x00..=0x1f => "",
                _ => continue,
            };
            self.text.push_str(&value[run..i]);
            if escape.is_empty() {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                self.text.push_str("\\u00");
                self.text.push(char::from(HEX[usize::from(b >> 4)]));
                self.text.push(char::from(HEX[usize::from(b & 0xf)]));
            } else {
                self.text.push_str(escape);
            }
            run = i + 1;
        }
        self.text.push_str(&value[run..]);
        self.text.push('"');
        self.comma = true;
    }

    /// A floating-point number, without the standard library's float formatting (a large
    /// table and a few KB of code in wasm). Infinities and NaN are `null`, as serde_json wrote
    /// them (JSON has no such numbers). Whole numbers below 2^53 in size are written exactly,
    /// as integers (`6`, not `6.0`: the page asks `Number.isInteger`). Every other number is
    /// rounded to nine significant digits: `2.29577465`, `0.000123`, `2.32830644e+22`. Nine
    /// digits are plenty for what the page shows (one decimal), and well within the precision
    /// of the scaling by powers of ten below, so the digits are the correctly rounded ones
    /// except, rarely, in the last place.
    pub fn f64(&mut self, value: f64) {
        /// Significant digits written.
        const DIGITS: i32 = 9;
        /// 10^(DIGITS - 1): the smallest value of the digits as a whole number.
        const LOW: u64 = 100_000_000;
        if !value.is_finite() {
            self.null();
            return;
        }
        self.separate();
        if value.is_sign_negative() {
            self.text.push('-');
        }
        let size = value.abs();
        if size.trunc() == size && size < 9_007_199_254_740_992.0 {
            // Exact: every whole number below 2^53 is a u64 without rounding.
            self.comma = false;
            self.u64(size as u64);
            return;
        }
        // size is about d1.d2...d9 x 10^exponent, and `digits` is d1d2...d9 as a whole number.
        // The exponent is first guessed from the logarithm, then corrected by one if the
        // digits come out one too many or one too few.
        let mut exponent = size.log10().floor() as i32;
        let mut digits = scaled(size, DIGITS - 1 - exponent);
        if digits >= 10 * LOW {
            exponent += 1;
            digits = scaled(size, DIGITS - 1 - exponent);
        } else if digits < LOW {
            exponent -= 1;
            digits = scaled(size, DIGITS - 1 - exponent);
        }
        // Rounding 9.9999999996 up to nine digits gives ten (1000000000): that is 1.00000000
        // at the next power of ten.
        if digits >= 10 * LOW {
            digits /= 10;
            exponent += 1;
        }
        // The digits as text, without the zeros at the end.
        let mut text = [0u8; DIGITS as usize];
        for slot in text.iter_mut().rev() {
            *slot = b'0' + (digits % 10) as u8;
            digits /= 10;
        }
        let mut len = text.len();
        while len > 1 && text[len - 1] == b'0' {
            len -= 1;
        }
        let text = &text[..len];
        let push_digits = |out: &mut String, digits: &[u8]| {
            for &d in digits {
                out.push(char::from(d));
            }
        };
        if (0..DIGITS).contains(&exponent) {
            // 123.456: the whole part, padded with zeros if the digits end before the point.
            let whole = exponent as usize + 1;
            push_digits(&mut self.text, &text[..whole.min(len)]);
            for _ in len..whole {
                self.text.push('0');
            }
            if len > whole {
                self.text.push('.');
                push_digits(&mut self.text, &text[whole..]);
            }
        } else if (-5..0).contains(&exponent) {
            // 0.000123
            self.text.push_str("0.");
            for _ in 1..-exponent {
                self.text.push('0');
            }
            push_digits(&mut self.text, text);
        } else {
            // 1.23e+22, 1.23e-7: one digit before the point, as serde_json wrote them.
            push_digits(&mut self.text, &text[..1]);
            if len > 1 {
                self.text.push('.');
                push_digits(&mut self.text, &text[1..]);
            }
            self.text.push_str(if exponent < 0 { "e-" } else { "e+" });
            self.comma = false;
            self.u64(u64::from(exponent.unsigned_abs()));
        }
        self.comma = true;
    }
}

/// `size` x 10^power rounded to a whole number. The power is split so that 10^power never
/// overflows, even for the tiniest floats (about 10^-324, which need 10^332).
fn scaled(size: f64, power: i32) -> u64 {
    let (size, power) = if power > 300 {
        (size * 1e300, power - 300)
    } else {
        (size, power)
    };
    (size * 10f64.powi(power)).round() as u64
}

impl ToJson for bool {
    fn write_json(&self, out: &mut JsonWriter) {
        out.bool(*self);
    }
}

/// The unsigned integers, written as u64.
macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut JsonWriter) {
                out.u64(*self as u64);
            }
        }
    )*};
}
unsigned!(u8, u16, u32, u64, usize);

/// The signed integers, written as i64.
macro_rules! signed {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut JsonWriter) {
                out.i64(i64::from(*self));
            }
        }
    )*};
}
signed!(i8, i16, i32, i64);

impl ToJson for f64 {
    fn write_json(&self, out: &mut JsonWriter) {
        out.f64(*self);
    }
}

/// A character is a string of one character, as serde wrote it.
impl ToJson for char {
    fn write_json(&self, out: &mut JsonWriter) {
        out.string(self.encode_utf8(&mut [0; 4]));
    }
}

impl ToJson for str {
    fn write_json(&self, out: &mut JsonWriter) {
        out.string(self);
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut JsonWriter) {
        out.string(self);
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn write_json(&self, out: &mut JsonWriter) {
        (**self).write_json(out);
    }
}

impl<T: ToJson + ?Sized> ToJson for Box<T> {
    fn write_json(&self, out: &mut JsonWriter) {
        (**self).write_json(out);
    }
}

/// `None` is `null`; `Some(x)` is just `x`.
impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut JsonWriter) {
        match self {
            Some(value) => value.write_json(out),
            None => out.null(),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut JsonWriter) {
        out.begin_array();
        for item in self {
            item.write_json(out);
        }
        out.end_array();
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn write_json(&self, out: &mut JsonWriter) {
        self.as_slice().write_json(out);
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut JsonWriter) {
        self.as_slice().write_json(out);
    }
}

/// A pair is an array of two values.
impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn write_json(&self, out: &mut JsonWriter) {
        out.begin_array();
        self.0.write_json(out);
        self.1.write_json(out);
        out.end_array();
    }
}

/// A triple is an array of three values.
impl<A: ToJson, B: ToJson, C: ToJson> ToJson for (A, B, C) {
    fn write_json(&self, out: &mut JsonWriter) {
        out.begin_array();
        self.0.write_json(out);
        self.1.write_json(out);
        self.2.write_json(out);
        out.end_array();
    }
}

/// The key of a field in the macros: the one given after `=>`, else the field's own name.
macro_rules! json_key {
    ($field:ident) => {
        stringify!($field)
    };
    ($field:ident => $key:literal) => {
        $key
    };
}
pub(crate) use json_key;

/// Implements [`ToJson`] and [`JsonFields`] for a struct with named fields, written as an
/// object with one key per field, in the order listed. Every field must be listed: the
/// struct is taken apart by a pattern, so a forgotten (or new) field does not compile.
///
/// ```text
/// json_struct!(Period { start, period });
/// json_struct!(BestMove { r#move => "move", to, outcome, winning });
/// ```
macro_rules! json_struct {
    ($type:ty { $($field:ident $(=> $key:literal)?),* $(,)? }) => {
        impl $crate::json::JsonFields for $type {
            fn write_fields(&self, out: &mut $crate::json::JsonWriter) {
                let Self { $($field),* } = self;
                $( out.field($crate::json::json_key!($field $(=> $key)?), $field); )*
            }
        }
        impl $crate::json::ToJson for $type {
            fn write_json(&self, out: &mut $crate::json::JsonWriter) {
                out.begin_object();
                $crate::json::JsonFields::write_fields(self, out);
                out.end_object();
            }
        }
    };
}
pub(crate) use json_struct;

/// Implements [`ToJson`] and [`JsonFields`] for an enum whose variants have named fields (or
/// none), each variant written as an object of its fields (all of them, as for
/// `json_struct!`). With a tag key before the braces the object starts with that key and
/// the variant's JSON name (serde's "internally tagged" enums); without one the fields alone
/// tell the variants apart ("untagged"):
///
/// ```text
/// json_enum!(PuzzleStep, "kind" {
///     Limit => "limit" { limit },
///     Solved => "solved" {},
/// });
/// json_enum!(Limits {
///     Fixed { board },
///     Piles { max_piles => "maxPiles", max_pile_size => "maxPileSize" },
/// });
/// ```
macro_rules! json_enum {
    // The impls, for both forms: each variant with its (tag key, name) if tagged, and fields.
    (@impl $type:ty {
        $( $variant:ident $(($tag:literal, $name:literal))? { $($field:ident $(=> $key:literal)?),* } )*
    }) => {
        impl $crate::json::JsonFields for $type {
            fn write_fields(&self, out: &mut $crate::json::JsonWriter) {
                match self {
                    $( Self::$variant { $($field),* } => {
                        $( out.field($tag, $name); )?
                        $( out.field($crate::json::json_key!($field $(=> $key)?), $field); )*
                    } )*
                }
            }
        }
        impl $crate::json::ToJson for $type {
            fn write_json(&self, out: &mut $crate::json::JsonWriter) {
                out.begin_object();
                $crate::json::JsonFields::write_fields(self, out);
                out.end_object();
            }
        }
    };
    // Tagged: `Type, "kind" { Variant => "name" { fields }, ... }`.
    ($type:ty, $tag:literal {
        $( $variant:ident => $name:literal { $($field:ident $(=> $key:literal)?),* $(,)? } ),* $(,)?
    }) => {
        $crate::json::json_enum!(@impl $type {
            $( $variant ($tag, $name) { $($field $(=> $key)?),* } )*
        });
    };
    // Untagged: `Type { Variant { fields }, ... }`.
    ($type:ty {
        $( $variant:ident { $($field:ident $(=> $key:literal)?),* $(,)? } ),* $(,)?
    }) => {
        $crate::json::json_enum!(@impl $type { $( $variant { $($field $(=> $key)?),* } )* });
    };
}
pub(crate) use json_enum;

/// The JSON of `value` parsed back into a `serde_json::Value`, for the tests to look into.
#[cfg(test)]
pub(crate) fn to_value<T: ToJson + ?Sized>(value: &T) -> serde_json::Value {
    serde_json::from_str(&to_json(value)).expect("the writer writes valid JSON")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_as_serde_json_escapes_them() {
        let text = "a\"b\\c\nd\re\tf\u{8}g\u{c}h\u{0}i\u{1f}j\u{7f}é💣/";
        assert_eq!(
            to_json(text),
            "\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u0000i\\u001fj\u{7f}é💣/\""
        );
        assert_eq!(to_json(text), serde_json::to_string(text).unwrap());
        assert_eq!(to_json(""), "\"\"");
        assert_eq!(to_json(&'x'), "\"x\"");
    }

    #[test]
    fn arrays_options_and_numbers_get_their_commas() {
        let v: Vec<Option<(u32, i32)>> = vec![Some((1, -2)), None, Some((0, i32::MIN))];
        assert_eq!(to_json(&v), "[[1,-2],null,[0,-2147483648]]");
        assert_eq!(to_json(&[u64::MAX, 0]), "[18446744073709551615,0]");
        assert_eq!(to_json(&Vec::<u8>::new()), "[]");
        assert_eq!(to_json(&[true, false]), "[true,false]");
        assert_eq!(to_json(&[-1i64, 7]), "[-1,7]");
    }

    #[test]
    fn structs_and_enums_write_their_keys_in_order() {
        struct Inner {
            x: u32,
            long_name: Option<u32>,
        }
        json_struct!(Inner { x, long_name => "longName" });
        enum Step {
            One { r#move: String, inner: Inner },
            Two {},
        }
        json_enum!(Step, "kind" {
            One => "one" { r#move => "move", inner },
            Two => "two" {},
        });
        let steps = vec![
            Step::One {
                r#move: "1-2".into(),
                inner: Inner {
                    x: 3,
                    long_name: None,
                },
            },
            Step::Two {},
        ];
        assert_eq!(
            to_json(&steps),
            r#"[{"kind":"one","move":"1-2","inner":{"x":3,"longName":null}},{"kind":"two"}]"#
        );
        // Fields written into an object that is already open.
        let mut out = JsonWriter::new();
        out.begin_object();
        out.field("a", &1u8);
        Inner {
            x: 4,
            long_name: Some(5),
        }
        .write_fields(&mut out);
        out.end_object();
        assert_eq!(out.finish(), r#"{"a":1,"x":4,"longName":5}"#);
    }

    #[test]
    fn whole_floats_are_integers_and_infinities_are_null() {
        assert_eq!(to_json(&0.0), "0");
        assert_eq!(to_json(&-0.0), "-0");
        assert_eq!(to_json(&6.0), "6");
        assert_eq!(to_json(&-40_116_599.0), "-40116599");
        assert_eq!(to_json(&9_007_199_254_740_991.0), "9007199254740991");
        assert_eq!(
            to_json(&[f64::NAN, f64::INFINITY, -f64::INFINITY]),
            "[null,null,null]"
        );
        // 2^53 and up are written with an exponent, as most of their digits are not known.
        assert_eq!(to_json(&9_007_199_254_740_992.0), "9.00719925e+15");
    }

    #[test]
    fn other_floats_have_nine_significant_digits() {
        assert_eq!(to_json(&4.5), "4.5");
        assert_eq!(to_json(&(24.0 / 9.0)), "2.66666667");
        assert_eq!(to_json(&-0.1), "-0.1");
        assert_eq!(to_json(&0.000123), "0.000123");
        assert_eq!(to_json(&1e-7), "1e-7");
        assert_eq!(to_json(&1e20), "1e+20");
        assert_eq!(to_json(&5f64.powi(32)), "2.32830644e+22");
        assert_eq!(to_json(&123456789.5), "123456790");
        assert_eq!(to_json(&1000000.0000001), "1000000");
        assert_eq!(to_json(&9.9999999996), "10");
        assert_eq!(to_json(&0.99999999996), "1");
        assert_eq!(to_json(&f64::MAX), "1.79769313e+308");
        assert_eq!(to_json(&5e-324), "4.94065646e-324");
    }

    #[test]
    fn floats_read_back_within_a_millionth() {
        let mut values = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            4.5,
            0.1,
            1.0 / 3.0,
            2.0f64.powi(53),
            2.0f64.powi(53) + 2.0,
            1e15 + 0.5,
            1e20,
            -1e20,
            1e-7,
            9.5e-6,
            1e-5,
            0.00099999999,
            123.456,
            388.2890847600365,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            1e308,
        ];
        // A spread of magnitudes and mantissas from 1e-300 to 1e300.
        let mut x = 1.234_567_891_234e-300;
        while x < 1e300 {
            values.push(x);
            values.push(-x * 7.77);
            x *= 13.37;
        }
        for value in values {
            let text = to_json(&value);
            let back: f64 = text.parse().unwrap_or_else(|_| panic!("{value}: {text}"));
            let close = back == value || ((back - value) / value).abs() < 1e-6;
            assert!(close, "{value} was written {text}");
            // Valid JSON, read back by serde_json too.
            let parsed: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert!(parsed.is_number(), "{text}");
        }
    }
}
