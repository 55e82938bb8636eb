//! One small sort for every list the core puts in order: moves for display, piles and parts as
//! memo keys, the amounts of a subtraction set.
//!
//! Why not the standard library's sort? It is fast, but each element type gets its own copy of
//! it (driftsort, or ipnsort for `sort_unstable`, with sorting networks for short runs), several
//! kilobytes of WebAssembly per type. Six types are sorted. Measured on 2026-11-23 (gzipped, KB
//! of 1,024 bytes as `./build.sh bench` counts them): the module is 159.5 KB with this file,
//! 169.8 KB with the standard `sort` and 169.3 KB with `sort_unstable`, against a budget of
//! 170 KB: the standard sort would leave no room for the next game, so the budget needs this
//! file. The lists sorted here are short (the piles of a position, the parts of a sum,
//! at most a few thousand listed moves), so the textbook algorithms below are plenty:
//!
//! - **insertion sort** for short lists: take each item in turn and swap it left past every
//!   larger item. No memory is allocated, and on a list that is already almost in order (the
//!   common case: moves listed pile by pile, with a few winning moves in front) it is fast;
//! - **merge sort** for longer ones: sort each half, then merge the two sorted halves by
//!   repeatedly taking the smaller front item. Always `n log n` comparisons.
//!
//! Both are *stable*: equal items keep their order.

/// Lists up to this long are insertion-sorted.
const SHORT: usize = 16;

/// Sorts `items` in increasing order (stable).
pub fn sort<T: Ord>(items: &mut Vec<T>) {
    if items.len() <= SHORT {
        insertion_sort(items);
        return;
    }
    // Split into two halves, sort each, then merge them back into `items`.
    let mut right = items.split_off(items.len() / 2);
    let mut left = std::mem::take(items);
    sort(&mut left);
    sort(&mut right);
    items.reserve(left.len() + right.len());
    let mut left = left.into_iter().peekable();
    let mut right = right.into_iter().peekable();
    loop {
        // Take from the right only when its front is strictly smaller: that keeps it stable.
        let take_right = match (left.peek(), right.peek()) {
            (Some(l), Some(r)) => r < l,
            (None, Some(_)) => true,
            (Some(_), None) => false,
            (None, None) => break,
        };
        let next = if take_right {
            right.next()
        } else {
            left.next()
        };
        items.extend(next);
    }
}

/// Sorts a short list in place by swapping each item left past the larger ones before it.
fn insertion_sort<T: Ord>(items: &mut [T]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && items[j] < items[j - 1] {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort;
    use crate::game::Rng;

    #[test]
    fn agrees_with_the_standard_sort_on_random_lists_of_every_length() {
        let mut rng = Rng::new(7);
        for len in 0..300 {
            // Few distinct values, so that equal items are common.
            let mut items: Vec<u32> = (0..len)
                .map(|_| rng.below(len as u64 / 3 + 1) as u32)
                .collect();
            let mut expected = items.clone();
            expected.sort();
            sort(&mut items);
            assert_eq!(items, expected, "length {len}");
        }
    }

    #[test]
    fn is_stable() {
        // Pairs compared by their first half only: the second half records the original order.
        #[derive(Debug, PartialEq, Eq)]
        struct Keyed(u32, usize);
        impl PartialOrd for Keyed {
            fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }
        impl Ord for Keyed {
            fn cmp(&self, other: &Self) -> std::cmp::Ordering {
                self.0.cmp(&other.0)
            }
        }
        let mut rng = Rng::new(11);
        let mut items: Vec<Keyed> = (0..500).map(|i| Keyed(rng.below(5) as u32, i)).collect();
        sort(&mut items);
        for pair in items.windows(2) {
            assert!(pair[0].0 < pair[1].0 || (pair[0].0 == pair[1].0 && pair[0].1 < pair[1].1));
        }
    }
}
