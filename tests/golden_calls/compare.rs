//! Compares a recorded answer with today's, as JavaScript sees them: numbers by value (`6` and
//! `6.0` are one number), objects by their keys whatever the order, and `null` distinct from a
//! missing key (JavaScript tells them apart).

use serde_json::Value;

/// `Ok` when `now` is the same plain data as `was`; otherwise where the first difference is.
pub fn compare(was: &Value, now: &Value, at: &str) -> Result<(), String> {
    match (was, now) {
        (Value::Number(a), Value::Number(b)) => {
            let (a, b) = (a.as_f64().unwrap(), b.as_f64().unwrap());
            // Recorded floats were written with nine significant digits.
            if a == b || (a - b).abs() <= 1e-8 * a.abs().max(b.abs()) {
                Ok(())
            } else {
                Err(format!("{at}: {a} became {b}"))
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            if a.len() != b.len() {
                return Err(format!("{at}: {} items became {}", a.len(), b.len()));
            }
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                compare(x, y, &format!("{at}[{i}]"))?;
            }
            Ok(())
        }
        (Value::Object(a), Value::Object(b)) => {
            for key in a.keys().chain(b.keys()) {
                match (a.get(key), b.get(key)) {
                    (Some(x), Some(y)) => compare(x, y, &format!("{at}.{key}"))?,
                    (Some(_), None) => return Err(format!("{at}.{key} is missing")),
                    (None, Some(_)) => return Err(format!("{at}.{key} is new")),
                    (None, None) => unreachable!(),
                }
            }
            Ok(())
        }
        _ if was == now => Ok(()),
        _ => Err(format!("{at}: {was} became {now}")),
    }
}
