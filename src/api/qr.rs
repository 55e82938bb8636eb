//! The QR code of a lesson's link: a teacher shows it on the projector and the class scans it
//! from the back of the room, so that a lesson travels with no server and no account.
//!
//! The symbol itself (Reed-Solomon error correction, the masks, the version that fits) is
//! [`qrcodegen`]'s, Project Nayuki's reference implementation of ISO/IEC 18004; this file only
//! chooses what suits a classroom and hands the page a grid it can draw:
//! - error correction level Q (a quarter of the symbol may be smudged, glared or covered by a
//!   finger and the code still reads), raised to H when that costs no bigger symbol;
//! - the smallest version that holds the text, so that each module is as large as the screen
//!   allows;
//! - text longer than a QR code holds at level Q is refused with a message the teacher can act
//!   on (the link itself still works: copy it instead).

use crate::error::{Error, ErrorKind, Result};
use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};
use serde::Serialize;

/// The longest text a QR code of this page holds: version 40 at level Q in byte mode.
pub const MAX_QR_BYTES: usize = 1663;

/// A QR code as rows of modules: `'1'` dark, `'0'` light, without the quiet zone (the four
/// light modules around it, which the page draws).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "types", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct QrGrid {
    /// Modules per side: 21 for version 1, 4 more per version up to 177.
    pub size: u32,
    /// The version (1 to 40) that was needed.
    pub version: u8,
    /// The error correction level: "Q" or "H".
    pub level: String,
    /// `size` rows of `size` characters.
    pub rows: Vec<String>,
}

/// The QR code of `text` (a lesson's link), as rows of dark and light modules.
pub fn qr_code(text: &str) -> Result<QrGrid> {
    if text.is_empty() {
        return Err(Error::new(
            ErrorKind::BadOption,
            "There is nothing to put in a QR code: the link is empty.".to_string(),
        ));
    }
    if text.len() > MAX_QR_BYTES {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "This link is {} characters long and a QR code holds at most {MAX_QR_BYTES} that \
                 the class can still scan; copy the link instead, or remove a card or shorten the notes.",
                text.len()
            ),
        ));
    }
    let segments = QrSegment::make_segments(text);
    // boost_ecl: level H instead of Q when the text still fits the same version.
    let code = QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Quartile,
        Version::MIN,
        Version::MAX,
        None,
        true,
    )
    .map_err(|_| {
        Error::new(
            ErrorKind::TooLarge,
            "This link does not fit in a QR code; copy the link instead.".to_string(),
        )
    })?;
    let size = code.size();
    let rows = (0..size)
        .map(|y| {
            (0..size)
                .map(|x| if code.get_module(x, y) { '1' } else { '0' })
                .collect()
        })
        .collect();
    Ok(QrGrid {
        size: size as u32,
        version: ((size - 17) / 4) as u8,
        level: match code.error_correction_level() {
            QrCodeEcc::High => "H",
            _ => "Q",
        }
        .to_string(),
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The three finder patterns: a 7x7 dark ring, a light ring, a 3x3 dark centre, in three corners.
    fn has_finder(grid: &QrGrid, x0: usize, y0: usize) -> bool {
        (0..7).all(|dy| {
            (0..7).all(|dx| {
                let dark = grid.rows[y0 + dy].as_bytes()[x0 + dx] == b'1';
                let ring = dx == 0 || dy == 0 || dx == 6 || dy == 6;
                let centre = (2..=4).contains(&dx) && (2..=4).contains(&dy);
                dark == (ring || centre)
            })
        })
    }

    #[test]
    fn a_short_link_is_a_small_symbol_with_its_finders() {
        let grid = qr_code("https://example.org/lesson.html#L1.abc").unwrap();
        // 38 bytes at level Q need version 4 (33 modules): ISO/IEC 18004's table 7 gives 32 bytes
        // for version 3-Q and 46 for 4-Q (and 34 for 4-H, so the level is not raised).
        assert_eq!(grid.version, 4);
        assert_eq!(grid.size, 33);
        assert_eq!(grid.level, "Q");
        assert_eq!(grid.rows.len(), 33);
        assert!(grid.rows.iter().all(|r| r.len() == 33));
        let n = grid.size as usize;
        assert!(has_finder(&grid, 0, 0));
        assert!(has_finder(&grid, n - 7, 0));
        assert!(has_finder(&grid, 0, n - 7));
        assert!(!has_finder(&grid, n - 7, n - 7));
    }

    #[test]
    fn the_version_grows_with_the_text_and_the_limit_is_enforced() {
        let small = qr_code(&"a".repeat(100)).unwrap();
        let large = qr_code(&"a".repeat(1000)).unwrap();
        assert!(large.version > small.version);
        assert!(qr_code(&"a".repeat(MAX_QR_BYTES)).is_ok());
        let err = qr_code(&"a".repeat(MAX_QR_BYTES + 1)).unwrap_err();
        assert_eq!(err.kind, ErrorKind::TooLarge);
        assert!(err.message.contains("copy the link"));
        assert_eq!(qr_code("").unwrap_err().kind, ErrorKind::BadOption);
    }
}
