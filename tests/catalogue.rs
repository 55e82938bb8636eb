//! The static catalogue: `www/games.json`, which the menu, the home page, the worker, the
//! benchmark and the page tests read without loading any wasm, must say exactly what the core's
//! `games()` says. The build writes it (`tools/catalogue.mjs`); this test catches a file left
//! behind by a change to a game's entry.
#![cfg(not(target_arch = "wasm32"))]

use serde_json::Value;

#[test]
fn the_static_catalogue_equals_games() {
    let text = std::fs::read_to_string("www/games.json")
        .expect("www/games.json is missing: ./build.sh build writes it");
    let file: Value = serde_json::from_str(&text).expect("www/games.json is JSON");
    let core = serde_json::to_value(grundy::api::games()).unwrap();
    assert_eq!(
        file, core,
        "www/games.json differs from games(): run ./build.sh build to write it again"
    );
}

/// Every page the catalogue names exists, draws the shared header for itself, and is titled
/// by its menu name (the menu's button shows the title before the catalogue is read).
#[test]
fn every_page_of_the_catalogue_exists_and_is_titled_by_its_menu_name() {
    let games = grundy::api::games();
    for g in &games {
        let html = std::fs::read_to_string(format!("www/{}", g.page))
            .unwrap_or_else(|_| panic!("{} names the page {}, which is missing", g.id, g.page));
        let name = g.page.trim_end_matches(".html");
        assert!(
            html.contains(&format!("<grundy-header page=\"{name}\"")),
            "{} has no header of its own",
            g.page
        );
        // Games that share a page (Dawson's Kayles on the Kayles page) are named by the first.
        let first = games.iter().find(|h| h.page == g.page).unwrap();
        assert!(
            html.contains(&format!("data-title=\"{}\"", first.menu_name)),
            "{} is not titled {:?}",
            g.page,
            first.menu_name
        );
    }
}

/// A student who opens a page plays first against a computer that never loses a won position:
/// every game's default start must be a win for the player to move (N), or a draw (D) in a
/// game that has draws (tic-tac-toe's empty board), in the normal play the page opens with.
/// A start lost for the mover (Cutcake's old `L:4x3,2x5`, value 0) would be lost every time.
#[test]
fn every_default_start_is_winnable_by_the_student_who_moves_first() {
    use grundy::api::Kind;
    for g in grundy::api::games() {
        if g.kind == Kind::Lab {
            continue;
        }
        if g.kind == Kind::Chance {
            // Nobody wins a game of chance for sure: the student who starts has the better
            // chance (Pig to 100: 0.5306).
            let analysis = grundy::api::analyze(g.id, g.default_position).unwrap();
            let chance = serde_json::to_value(&analysis).unwrap()["chance"]
                .as_f64()
                .unwrap();
            assert!(chance > 0.5, "{}: {chance}", g.id);
            continue;
        }
        let game = g.variants.first().map_or(g.id, |v| v.id);
        let analysis = grundy::api::analyze(game, g.default_position)
            .unwrap_or_else(|e| panic!("{game} {}: {e:?}", g.default_position));
        let outcome = serde_json::to_value(&analysis).unwrap()["outcome"].clone();
        // Only the searched games (tic-tac-toe, 2x2 Go) can end in a draw.
        let drawn = g.kind == Kind::Search && outcome == "D";
        assert!(
            outcome == "N" || drawn,
            "{game}: the default start {} is {outcome} for the student who moves first",
            g.default_position
        );
    }
}
