//! The exact launch-time collision test by listing: every byte range two access groups touch
//! at the launch's values, thread by thread, with each inner loop run for its own count (a
//! triangular loop only to its bound), sorted by address. It decides what the stride-based
//! search (`tensor_wasm_shim::offload::threads_collide`) cannot, because that one ranges every
//! inner loop over a box: a symmetric matrix written by rows and by columns from one thread
//! per row (`cov[i][j]` and `cov[j][i]` for `j >= i`) touches disjoint bytes in different
//! threads only because of the triangle. The same listing also answers whether two groups
//! share any byte at all, whichever threads touch them (a disjointness precondition whose
//! whole ranges, each over every value of its choices, overlap where the bytes do not), and
//! it leaves out a group's ranges at a thread where one of the group's bounds is false. A
//! side may take one alternative of a choice the launch cannot read (`Side::chosen`: a
//! vectorised row's remainder starts at 0 or where the vector loop stopped, whichever the
//! row's run-time alias test picked); the caller lists each alternative as a side of its
//! own, so that together they hold every byte the group may touch.
//!
//! It is a fallback with a budget: the host calls it only when the search says "may collide"
//! (or the whole ranges overlap), and it answers `None` (unknown, so the launch is refused)
//! when the listing would be too long or a value is unknown. Before it, two row tests list
//! one range per row (a counter of the first dimension) and group, each group's hull in
//! that row ([`rows_share_a_byte`], [`a_row_shares_a_byte`]): a proof from them spares the
//! listing of every thread. It must not decide anything but these questions.

use super::affine::{Affine, Atom};
use super::outline::eval_affine;
use std::collections::BTreeMap;
use std::time::Instant;

/// One access group as the listing sees it.
pub struct Side<'a> {
    /// The address, affine in the counters.
    pub base: &'a Affine,
    /// Added to the address: the group's smallest constant offset.
    pub start: i128,
    /// Bytes from there: the most at any thread where `grow` is given.
    pub len: i128,
    /// A bulk access's byte count that changes with the counters (a row's `memset` of the
    /// columns after the diagonal, `8*(n - 1 - i)`), with the bytes added to it (the
    /// group's spread): each range is listed at its own length where the counters it reads
    /// are known, at `len` elsewhere.
    pub grow: Option<(&'a Affine, i128)>,
    /// Comparisons that hold wherever the group's accesses run
    /// (`dependence::Group::bounds`): where one is false at a thread's counters, the group
    /// touches nothing there (a remainder column behind `if ((i + 1) & 1)`).
    pub bounds: &'a [super::dependence::Bound],
    /// The alternative this side takes for each choice the launch cannot read (a remainder's
    /// start, `{0 | i}`, whichever path each row took), affine in the counters; its counts
    /// and its loops' entry guards read them too. The caller lists each alternative as a
    /// side of its own: together they hold every byte the group may touch.
    pub chosen: &'a [(Atom, Affine)],
}

/// `values` with the choices of `chosen` read as their alternatives at the counters.
struct Taking<'v> {
    values: &'v dyn Values,
    chosen: &'v [(Atom, Affine)],
}

impl Values for Taking<'_> {
    fn atom(&self, a: Atom) -> Option<i64> {
        self.values.atom(a)
    }

    fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        self.values.trip_reading(l, counters, self)
    }

    fn runs(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        self.values.runs_reading(l, counters, self)
    }

    fn at_counters(&self, a: Atom, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        match self.chosen.iter().find(|(c, _)| *c == a) {
            Some((_, alt)) => {
                if alt.coeffs.keys().any(|l| !counters.contains_key(l)) {
                    return None;
                }
                let atom = |b| {
                    self.values
                        .atom(b)
                        .or_else(|| self.at_counters(b, counters))
                };
                i64::try_from(eval_affine(alt, &atom, counters)?).ok()
            }
            None => self.values.at_counters(a, counters),
        }
    }
}

/// The values `side` reads: `values`, with its alternatives taken where it has any.
fn side_values<'v>(side: &'v Side<'_>, values: &'v dyn Values) -> Taking<'v> {
    Taking {
        values,
        chosen: side.chosen,
    }
}

/// The bytes `side` touches from its address at `counters`: its own length where it has one
/// that reads only counters given there, else its largest (also where it cannot be
/// evaluated, or is below 0 there: such a thread's access traps or does not run).
fn len_at(
    side: &Side<'_>,
    atom: &dyn Fn(Atom) -> Option<i64>,
    counters: &BTreeMap<usize, i64>,
) -> Option<i128> {
    let Some((grow, extra)) = side.grow else {
        return Some(side.len);
    };
    if grow.coeffs.keys().any(|l| !counters.contains_key(l)) {
        return Some(side.len);
    }
    Some(match eval_affine(grow, atom, counters) {
        Some(n) if n >= 0 => (extra + n).min(side.len),
        _ => side.len,
    })
}

/// Whether `side` may run at `counters`: false only where one of its bounds evaluates to
/// false (one that reads an unknown value or a counter not in `counters`, or compares
/// values that may have wrapped, holds). `eval_affine` reads a missing counter as 0: a
/// select arm's `x >= k` on the inner loop listed as one range dropped the arm at every
/// thread, and a kernel whose columns from `k` on read the next row launched.
fn may_run(
    side: &Side<'_>,
    atom: &dyn Fn(Atom) -> Option<i64>,
    counters: &BTreeMap<usize, i64>,
) -> bool {
    use lowered_ir::IntCmpOp::*;
    side.bounds.iter().all(|(lhs, op, rhs)| {
        let known = |x: &Affine| x.coeffs.keys().all(|l| counters.contains_key(l));
        if !known(lhs) || !known(rhs) {
            return true;
        }
        let (Some(l), Some(r)) = (
            eval_affine(lhs, atom, counters),
            eval_affine(rhs, atom, counters),
        ) else {
            return true;
        };
        let small = |v: i128| (0..1 << 31).contains(&v);
        let signed = |v: i128| (-(1 << 31)..1 << 31).contains(&v);
        match op {
            Eq => (l - r).rem_euclid(1 << 32) == 0,
            Ne => (l - r).rem_euclid(1 << 32) != 0,
            LtS | LeS | GtS | GeS if !(signed(l) && signed(r)) => true,
            LtU | LeU | GtU | GeU if !(small(l) && small(r)) => true,
            LtS | LtU => l < r,
            LeS | LeU => l <= r,
            GtS | GtU => l > r,
            GeS | GeU => l >= r,
        }
    })
}

/// What the listing reads from the launch.
pub trait Values {
    /// The value of an atom (an argument, a value the launch knows), or `None`.
    fn atom(&self, a: Atom) -> Option<i64>;
    /// The trip count of inner loop `l` with the counters in `counters` fixed, or `None`
    /// when it cannot be evaluated (or reads a counter not in `counters`).
    fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64>;
    /// The iterations inner loop `l` runs with the counters in `counters` fixed: its trip
    /// count, but once where a do-while loop is entered with a count of 0, and none where
    /// the launch knows it is not entered there.
    fn runs(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        Some(self.trip(l, counters)?.max(1))
    }
    /// The value of an atom that is a function of the counters (the low bits of an unrolled
    /// count, `x & 3`), at `counters`; `None` for any other atom.
    fn at_counters(&self, _a: Atom, _counters: &BTreeMap<usize, i64>) -> Option<i64> {
        None
    }
    /// [`Values::trip`] with the atoms it cannot read read by `reader` at the counters (a
    /// side's alternatives, [`Side::chosen`]).
    fn trip_reading(
        &self,
        l: usize,
        counters: &BTreeMap<usize, i64>,
        _reader: &dyn Values,
    ) -> Option<i64> {
        self.trip(l, counters)
    }
    /// [`Values::runs`] so.
    fn runs_reading(
        &self,
        l: usize,
        counters: &BTreeMap<usize, i64>,
        _reader: &dyn Values,
    ) -> Option<i64> {
        self.runs(l, counters)
    }
}

/// The most byte ranges one test lists (16 bytes each: 64 MiB at most).
pub const BUDGET: usize = 1 << 22;

/// About what listing one byte range costs on the host, sorting included (nanoseconds;
/// 4 M ranges took 0.3 s on this machine's CPU): a listing is not worth more than the loop's
/// own run on the CPU, which a refusal leads to.
pub const NS_PER_RANGE: f64 = 75.0;

/// Whether a byte of `w` and a byte of `o` (`None`: `w` against itself) are touched by two
/// different threads. Threads are the combinations of the `dims` (loop, trip count); the
/// loops around the nest are `fixed`. `Some(false)` is a proof that they are not; `None` when
/// the listing is over budget or something is unknown. Overlaps are found among ranges
/// merged into runs of overlapping ranges, which can only answer "collide" too often.
/// It lists at most `budget` byte ranges (at most [`BUDGET`]): the host gives a loop whose
/// whole run on the CPU would take less time than listing its ranges a smaller one.
pub fn threads_share_a_byte(
    w: &Side<'_>,
    o: Option<&Side<'_>>,
    dims: &[(usize, u64)],
    fixed: &BTreeMap<usize, i64>,
    values: &dyn Values,
    budget: &Budget,
) -> Option<bool> {
    share_a_byte(w, o, dims, fixed, values, budget, false)
}

/// Whether any byte of `w` is also a byte of `o`, whichever threads touch them (the same
/// thread's included): the exact form of a disjointness precondition between two groups,
/// whose whole ranges (each ranged over every value of its choices) may overlap where the
/// bytes do not. Same answers and budget as [`threads_share_a_byte`].
pub fn groups_share_a_byte(
    w: &Side<'_>,
    o: &Side<'_>,
    dims: &[(usize, u64)],
    fixed: &BTreeMap<usize, i64>,
    values: &dyn Values,
    budget: &Budget,
) -> Option<bool> {
    share_a_byte(w, Some(o), dims, fixed, values, budget, true)
}

/// [`threads_share_a_byte`], or with `any_thread` [`groups_share_a_byte`]: then every range
/// of `w` counts as thread 0's and every range of `o` as thread 1's.
fn share_a_byte(
    w: &Side<'_>,
    o: Option<&Side<'_>>,
    dims: &[(usize, u64)],
    fixed: &BTreeMap<usize, i64>,
    values: &dyn Values,
    budget: &Budget,
    any_thread: bool,
) -> Option<bool> {
    let budget_ranges = budget.ranges.min(BUDGET);
    let threads = dims
        .iter()
        .try_fold(1u64, |acc, (_, t)| acc.checked_mul(*t))
        .filter(|t| *t as usize <= budget_ranges && *t < 1 << 30)?;
    // (start, end, thread, from w | from o << 1); addresses of a 32-bit memory fit in i64
    // with room, threads in u32 (the budget is smaller).
    let mut items: Vec<(i64, i32, u32)> = Vec::new();
    let sides: Vec<(&Side<'_>, bool, bool)> = match o {
        Some(o) => vec![(w, true, false), (o, false, true)],
        None => vec![(w, true, true)],
    };
    let mut counters = fixed.clone();
    for (l, _) in dims {
        counters.insert(*l, 0);
    }
    // Per side, the inner loops its address steps with (neither a dimension nor fixed).
    let inner: Vec<Vec<usize>> = sides
        .iter()
        .map(|(side, _, _)| {
            side.base
                .coeffs
                .keys()
                .copied()
                .filter(|l| !counters.contains_key(l))
                .collect()
        })
        .collect();
    // Sides with no inner loop, whose address is affine in the dimensions with coefficients
    // the launch knows: one multiply-add per dimension and thread (4 M threads of a 2-D
    // triangle list in a tenth of the time `eval_affine` takes).
    let linear: Vec<Option<Linear>> = sides
        .iter()
        .zip(&inner)
        .map(|((side, _, _), inner)| {
            (inner.is_empty() && side.bounds.is_empty() && side.grow.is_none())
                .then(|| Linear::new(side, dims, fixed, values))?
        })
        .collect();
    // One thread alone shares no byte with another.
    let n = dims.len();
    if n == 0 {
        return Some(false);
    }
    // Per dimension, its trip count at the current counters of the dimensions before it
    // (its count reads only those); evaluated again when one of those changes.
    let mut trips: Vec<Option<Option<i64>>> = vec![None; n];
    // The thread's counter in each dimension (an odometer, the last fastest), and the first
    // dimension whose counter changed since the thread before (0 for the first thread).
    let mut idx = vec![0i64; n];
    let mut changed = 0;
    // Threads that collide among the first ones collide among all: the ranges listed so far
    // are checked whenever they have doubled, so a loop with a true dependence (LU's step
    // loop, whose second step reads what its first wrote) is refused after a few threads,
    // not after listing every one.
    let mut next_check = FIRST_CHECK;
    let mut thread = 0u64;
    'threads: while thread < threads {
        // A triangular dimension launches over its largest count: a thread past its own
        // row's count is no iteration (the kernel returns at once), nor is any later thread
        // of that row when the dimension is the last.
        for (p, (l, t_dim)) in dims.iter().enumerate() {
            if trips[p].is_none() || changed < p {
                set_counters(&mut counters, dims, &idx);
                trips[p] = Some(values.trip(*l, &counters));
            }
            if trips[p].flatten().is_some_and(|t| idx[p] >= t) {
                let past = if p + 1 == n {
                    *t_dim - idx[p] as u64
                } else {
                    1
                };
                thread += past;
                match step(&mut idx, dims, n - 1, past) {
                    Some(c) => changed = c,
                    None => break 'threads,
                }
                continue 'threads;
            }
        }
        for (((side, is_w, is_o), inner), lin) in sides.iter().zip(&inner).zip(&linear) {
            let flags = u32::from(*is_w) | u32::from(*is_o) << 1;
            let tag = if any_thread {
                u32::from(!*is_w)
            } else {
                thread as u32
            };
            // Past the deadline every 4,096 ranges: a side with inner loops (each range
            // evaluated at the counters) lists several times slower than the fast path.
            let mut push = |start: i128, end: i128| {
                let (Ok(s), Ok(len)) = (i64::try_from(start), i32::try_from(end - start)) else {
                    return false;
                };
                items.push((s, len, (tag << 2) | flags));
                items.len() <= budget_ranges
                    && (!items.len().is_multiple_of(4096)
                        || budget.until.is_none_or(|t| Instant::now() < t))
            };
            match lin {
                Some(lin) => {
                    let at = lin.at(&idx)?;
                    if !push(at, at + side.len) {
                        return None;
                    }
                }
                // `list` leaves `counters` as it found them.
                None => {
                    set_counters(&mut counters, dims, &idx);
                    list(side, inner, &mut counters, values, &mut push)?;
                }
            }
        }
        if items.len() >= next_check && items.len() <= LAST_CHECK && thread + 1 < threads {
            next_check = items.len().saturating_mul(2);
            if collide(&mut items) {
                return Some(true);
            }
        }
        thread += 1;
        match step(&mut idx, dims, n - 1, 1) {
            Some(c) => changed = c,
            None => break,
        }
    }
    Some(collide(&mut items))
}

/// Whether a byte of `w` and a byte of `o` (`None`: `w` against itself) are touched by threads
/// in different rows: different counters of the first of the `dims`, the other dimensions and
/// the inner loops each ranged over its count at the row (a dimension's count where it reads
/// only the row, else the launch's). One range per row and side, so a 2-D triangle of 1,200
/// rows lists 2,400 ranges where [`threads_share_a_byte`] lists every thread's (syrk's split
/// part at n = 1200: 0.7 M, past its budget, so its 1-D form launched and ran 0.4 s). It
/// answers a precondition across the first dimension's iterations only (threads of one row
/// are another precondition's). A group's bounds are not read: its hull at a row holds
/// every byte it may touch there. `Some(false)` proves the rows apart; `Some(true)` says only
/// that their hulls meet; `None`: a value, a count or the budget is short.
pub fn rows_share_a_byte(
    w: &Side<'_>,
    o: Option<&Side<'_>>,
    dims: &[(usize, u64)],
    fixed: &BTreeMap<usize, i64>,
    values: &dyn Values,
    budget: &Budget,
) -> Option<bool> {
    let &(row_loop, rows) = dims.first()?;
    let sides: Vec<(&Side<'_>, u32)> = match o {
        Some(o) => vec![(w, 1), (o, 2)],
        None => vec![(w, 3)],
    };
    let listed = usize::try_from(rows).ok()?.checked_mul(sides.len())?;
    if listed > budget.ranges.min(BUDGET) || rows >= 1 << 30 {
        return None;
    }
    let mut items: Vec<(i64, i32, u32)> = Vec::with_capacity(listed);
    let mut counters = fixed.clone();
    for row in 0..rows {
        counters.insert(row_loop, row as i64);
        for (side, flags) in &sides {
            let Some((start, end)) = row_hull(side, dims, None, &counters, values)? else {
                continue;
            };
            let (Ok(start), Ok(len)) = (i64::try_from(start), i32::try_from(end - start)) else {
                return None;
            };
            items.push((start, len, ((row as u32) << 2) | flags));
        }
        if row % 4096 == 4095 && budget.until.is_some_and(|t| Instant::now() >= t) {
            return None;
        }
    }
    Some(collide(&mut items))
}

/// The bytes `side` may touch in the row the first of `dims` is at in `counters` (the
/// launch's fixed counters too), as one range, with the dimension of `from` counted from
/// its counter there; `Some(None)` where a dimension has no iterations at that row.
fn row_hull(
    side: &Side<'_>,
    dims: &[(usize, u64)],
    from: Option<(usize, i64)>,
    counters: &BTreeMap<usize, i64>,
    values: &dyn Values,
) -> Option<Option<(i128, i128)>> {
    let taking = side_values(side, values);
    let values: &dyn Values = &taking;
    let atom = |a| values.atom(a).or_else(|| values.at_counters(a, counters));
    let start = i128::from(side.base.constant.eval(&atom)?) + side.start;
    let (mut lo, mut hi) = (start, start);
    for (l, c) in &side.base.coeffs {
        let c = i128::from(c.eval(&atom)?);
        if let Some(v) = counters.get(l) {
            lo += c * i128::from(*v);
            hi += c * i128::from(*v);
            continue;
        }
        let count = match dims.iter().find(|(d, _)| d == l) {
            // A thread past its own count returns: none at a count of 0.
            Some((_, launched)) => {
                let launched = i64::try_from(*launched).ok()?;
                values
                    .trip(*l, counters)
                    .map_or(launched, |t| t.min(launched))
            }
            None => values.runs(*l, counters)?,
        };
        let first = from.filter(|(f, _)| f == l).map_or(0, |(_, k)| k);
        if count <= first {
            return Some(None);
        }
        let (a, b) = (c * i128::from(first), c * i128::from(count - 1));
        lo += a.min(b);
        hi += a.max(b);
    }
    // The row's own length where the length reads only the row, else the largest.
    Some(Some((lo, hi + len_at(side, &atom, counters)?)))
}

/// Whether, in some row (a counter of the first of `dims`), a byte of `w` is a byte of `o`,
/// each group's hull taken over the row's threads with the dimension of `from` counted from
/// its counter there (the threads after the first, beside the row's own code in the first):
/// the per-row form of a precondition between the outer loop's own code and the threads
/// of its row, where the two groups move differently from row to row (syrk's remainder
/// column, at `9608*i`, beside its rows' pairs of columns, at `9600*i + 16*k`), instead of
/// the whole ranges. Answers like [`rows_share_a_byte`]; the rows are not compared with
/// each other (a precondition across the first dimension's iterations is).
pub fn a_row_shares_a_byte(
    w: &Side<'_>,
    o: &Side<'_>,
    dims: &[(usize, u64)],
    from: Option<(usize, i64)>,
    fixed: &BTreeMap<usize, i64>,
    values: &dyn Values,
    budget: &Budget,
) -> Option<bool> {
    let &(row_loop, rows) = dims.first()?;
    if rows > budget.ranges.min(BUDGET) as u64 {
        return None;
    }
    let mut counters = fixed.clone();
    for row in 0..rows {
        counters.insert(row_loop, i64::try_from(row).ok()?);
        let hull = |s| row_hull(s, dims, from, &counters, values);
        if let (Some((ws, we)), Some((os, oe))) = (hull(w)?, hull(o)?) {
            if ws < oe && os < we && ws < we && os < oe {
                return Some(true);
            }
        }
        if row % 4096 == 4095 && budget.until.is_some_and(|t| Instant::now() >= t) {
            return None;
        }
    }
    Some(false)
}

/// A side's address as the launch's constants: its first byte at every dimension 0, plus one
/// coefficient per dimension.
struct Linear {
    at: i128,
    per_dim: Vec<i128>,
}

impl Linear {
    /// `None` where an atom is known only at the counters (then the slow path evaluates it
    /// at each thread's), a value is unknown, or the address reads a loop that is neither a
    /// dimension nor fixed.
    fn new(
        side: &Side<'_>,
        dims: &[(usize, u64)],
        fixed: &BTreeMap<usize, i64>,
        values: &dyn Values,
    ) -> Option<Linear> {
        let atom = |a| values.atom(a);
        let mut at = i128::from(side.base.constant.eval(&atom)?) + side.start;
        let mut per_dim = vec![0i128; dims.len()];
        for (l, c) in &side.base.coeffs {
            let c = i128::from(c.eval(&atom)?);
            if let Some(p) = dims.iter().position(|(d, _)| d == l) {
                per_dim[p] = c;
            } else {
                at = at.checked_add(c.checked_mul(i128::from(*fixed.get(l)?))?)?;
            }
        }
        Some(Linear { at, per_dim })
    }

    fn at(&self, idx: &[i64]) -> Option<i128> {
        let mut v = self.at;
        for (c, k) in self.per_dim.iter().zip(idx) {
            v = v.checked_add(c.checked_mul(i128::from(*k))?)?;
        }
        Some(v)
    }
}

/// Writes the thread's counters `idx` into `counters` for the slow path and the trip counts
/// (once per row for the counts; every thread only on the slow path).
fn set_counters(counters: &mut BTreeMap<usize, i64>, dims: &[(usize, u64)], idx: &[i64]) {
    for ((l, _), v) in dims.iter().zip(idx) {
        counters.insert(*l, *v);
    }
}

/// Advances the odometer `idx` over `dims` by `by` threads counted in dimension `p` (the last
/// one's `by` never carries past one step of the dimension before it): the first dimension
/// whose counter changed, or `None` past the last thread.
fn step(idx: &mut [i64], dims: &[(usize, u64)], mut p: usize, by: u64) -> Option<usize> {
    idx[p] += by as i64;
    loop {
        if (idx[p] as u64) < dims[p].1 {
            return Some(p);
        }
        idx[p] = 0;
        p = p.checked_sub(1)?;
        idx[p] += 1;
    }
}

/// The longest one launch decision lists, whatever its loop's own time (nanoseconds). Here
/// the listings that answered took at most 67 ms (correlation's and covariance's triangles,
/// at n = 1200-1400); those that ran out of ranges, and so refused, took 130-440 ms first
/// (floyd-warshall's, gramschmidt's, LU's and ludcmp's whole nests, every run).
pub const MAX_LISTING_NS: f64 = 200e6;

/// What one launch decision may list: at most `ranges` byte ranges in one test, and, with
/// `until`, nothing past that instant in all its tests together. The count alone is what the
/// cost model allows at [`NS_PER_RANGE`], the fast path's speed; a side with inner loops
/// (each range evaluated at the counters) lists several times slower, and a listing that
/// runs out of ranges answers nothing after all its work ([`MAX_LISTING_NS`]).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub ranges: usize,
    pub until: Option<Instant>,
}

impl Budget {
    /// `ranges` per test, with no deadline.
    pub fn ranges(ranges: usize) -> Budget {
        Budget {
            ranges,
            until: None,
        }
    }
}

/// Ranges listed before the first early check ([`threads_share_a_byte`]).
const FIRST_CHECK: usize = 1024;

/// No early check past this many ranges: the checks exist to stop a true dependence among
/// the first threads (LU's), and past this they would sort the list once more in all.
const LAST_CHECK: usize = 1 << 18;

/// Whether two different threads touch one byte among `items` (start, length, thread << 2 |
/// from w | from o << 1): sorted by start, merged into runs of overlapping ranges.
fn collide(items: &mut [(i64, i32, u32)]) -> bool {
    items.sort_unstable_by_key(|x| x.0);
    let mut run = Run::default();
    for &(start, len, tagged) in items.iter().filter(|x| x.1 > 0) {
        let (start, end) = (i128::from(start), i128::from(start) + i128::from(len));
        let thread = u64::from(tagged >> 2);
        if start >= run.end {
            run = Run::default();
        }
        run.end = run.end.max(end);
        if tagged & 1 != 0 {
            run.w.add(thread);
        }
        if tagged & 2 != 0 {
            run.o.add(thread);
        }
        if run.collides() {
            return true;
        }
    }
    false
}

/// Lists the byte ranges of `side` over the inner loops `inner` (each for its own count at
/// the counters fixed so far), calling `out` with each; `out` returns false to stop (budget).
fn list(
    side: &Side<'_>,
    inner: &[usize],
    counters: &mut BTreeMap<usize, i64>,
    values: &dyn Values,
    out: &mut dyn FnMut(i128, i128) -> bool,
) -> Option<()> {
    let taking = side_values(side, values);
    let values: &dyn Values = &taking;
    if inner.is_empty() {
        let atom = |a| values.atom(a).or_else(|| values.at_counters(a, counters));
        if !may_run(side, &atom, counters) {
            return Some(());
        }
        let at = eval_affine(side.base, &atom, counters)? + side.start;
        return out(at, at + len_at(side, &atom, counters)?).then_some(());
    }
    // The next loop whose count the counters fixed so far determine (outer loops first),
    // with the iterations it runs (none: the side touches nothing here).
    let (p, trip) = inner
        .iter()
        .enumerate()
        .find_map(|(p, l)| Some((p, values.runs(*l, counters)?)))?;
    let l = inner[p];
    if trip <= 0 {
        return Some(());
    }
    let mut rest = inner.to_vec();
    rest.remove(p);
    // The last loop, stepping by no more than the side's length: its ranges of one thread
    // touch one another, so their union is one range (the same bytes, the same thread).
    // (Atoms read at the counters without `l`: one that moves with `l` is unknown here.)
    if rest.is_empty() {
        let outer: &BTreeMap<usize, i64> = counters;
        let atom = |a| values.atom(a).or_else(|| values.at_counters(a, outer));
        let step = side.base.coeffs.get(&l).map_or(Some(0), |c| c.eval(&atom));
        // (Bounds that read `l` hold here: unknown.)
        if !may_run(side, &atom, outer) {
            return Some(());
        }
        // (A length that moves with `l` is listed range by range.)
        let len = match side.grow {
            Some((grow, _)) if grow.coeffs.contains_key(&l) => None,
            _ => len_at(side, &atom, outer),
        };
        if let Some(len) =
            len.filter(|len| step.is_some_and(|s| i128::from(s.unsigned_abs()) <= *len))
        {
            let mut at = outer.clone();
            at.insert(l, 0);
            let first = eval_affine(side.base, &atom, &at);
            at.insert(l, trip - 1);
            let last = eval_affine(side.base, &atom, &at);
            if let (Some(first), Some(last)) = (first, last) {
                let (first, last) = (first + side.start, last + side.start);
                return out(first.min(last), first.max(last) + len).then_some(());
            }
        }
    }
    for k in 0..trip {
        counters.insert(l, k);
        list(side, &rest, counters, values, out)?;
    }
    counters.remove(&l);
    Some(())
}

/// The threads seen by one group in a run of overlapping byte ranges: none, one, or several.
#[derive(Default)]
struct Threads {
    first: Option<u64>,
    several: bool,
}

impl Threads {
    fn add(&mut self, t: u64) {
        match self.first {
            None => self.first = Some(t),
            Some(f) if f != t => self.several = true,
            Some(_) => {}
        }
    }
}

/// A run of byte ranges that overlap one another (transitively).
#[derive(Default)]
struct Run {
    end: i128,
    w: Threads,
    o: Threads,
}

impl Run {
    /// A range of `w` and a range of `o` in the run come from different threads.
    fn collides(&self) -> bool {
        match (self.w.first, self.o.first) {
            (Some(a), Some(b)) => self.w.several || self.o.several || a != b,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto::affine::Poly;

    /// Thread `i` (L0) with an inner loop `j` (L1) of count `n - i`, over an `n x n` matrix
    /// of 4-byte cells: `row` writes `(i, i + j)`, `column` writes `(i + j, i)`.
    struct Tri {
        n: i64,
    }

    impl Values for Tri {
        fn atom(&self, _: Atom) -> Option<i64> {
            None
        }
        fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            (l == 1).then(|| self.n - counters.get(&0).copied().unwrap_or(0))
        }
    }

    fn cell(n: i64, ci: i64, cj: i64) -> Affine {
        // 4 * ((ci*i + cj*j)), with ci and cj in units of n + 1, n or 1 given by the caller.
        let mut x = Affine::poly(Poly::constant(0));
        x.coeffs.insert(0, Poly::constant(4 * ci));
        x.coeffs.insert(1, Poly::constant(4 * cj));
        let _ = n;
        x
    }

    #[test]
    fn a_symmetric_fill_by_rows_and_columns_does_not_collide_but_a_shifted_one_does() {
        let n = 37;
        let row = cell(n, n + 1, 1);
        let column = cell(n, n + 1, n);
        let side = |b| Side {
            bounds: &[],
            chosen: &[],
            base: b,
            start: 0,
            len: 4,
            grow: None,
        };
        let dims = [(0usize, n as u64)];
        let fixed = BTreeMap::new();
        let v = Tri { n };
        for (w, o) in [(&row, &column), (&row, &row), (&column, &column)] {
            let (sw, so) = (side(w), side(o));
            assert_eq!(
                threads_share_a_byte(&sw, Some(&so), &dims, &fixed, &v, &Budget::ranges(BUDGET)),
                Some(false)
            );
        }
        assert_eq!(
            threads_share_a_byte(
                &side(&row),
                None,
                &dims,
                &fixed,
                &v,
                &Budget::ranges(BUDGET)
            ),
            Some(false)
        );
        // Row ranges one cell too wide: thread i's last row cell spills into (i + 1, 0),
        // which thread 0 writes as part of its column.
        let wide = Side {
            bounds: &[],
            chosen: &[],
            base: &row,
            start: 0,
            len: 8,
            grow: None,
        };
        assert_eq!(
            threads_share_a_byte(
                &wide,
                Some(&side(&column)),
                &dims,
                &fixed,
                &v,
                &Budget::ranges(BUDGET)
            ),
            Some(true)
        );
        // A store every thread makes to the same cell.
        let same = Affine::poly(Poly::constant(64));
        assert_eq!(
            threads_share_a_byte(
                &side(&same),
                None,
                &dims,
                &fixed,
                &v,
                &Budget::ranges(BUDGET)
            ),
            Some(true)
        );
    }

    #[test]
    fn groups_share_a_byte_in_one_thread_and_bounds_leave_threads_out() {
        // Row `i` writes its diagonal cell; the column side reads `(i, i)` too: the same
        // thread's bytes, no collision between threads, but the groups share bytes.
        let n = 9;
        let diag = cell(n, n + 1, 0);
        let side = |b, bounds| Side {
            bounds,
            chosen: &[],
            base: b,
            start: 0,
            len: 4,
            grow: None,
        };
        let dims = [(0usize, n as u64)];
        let fixed = BTreeMap::new();
        let v = Tri { n };
        let (w, o) = (side(&diag, &[]), side(&diag, &[]));
        assert_eq!(
            threads_share_a_byte(&w, Some(&o), &dims, &fixed, &v, &Budget::ranges(BUDGET)),
            Some(false)
        );
        assert_eq!(
            groups_share_a_byte(&w, &o, &dims, &fixed, &v, &Budget::ranges(BUDGET)),
            Some(true)
        );
        // `o` only where `i < 4`, `w` only where `i >= 4`: no byte in common.
        let i = Affine::counter(0, Poly::constant(1));
        let four = Affine::constant(4);
        let below = [(i.clone(), lowered_ir::IntCmpOp::LtS, four.clone())];
        let above = [(i, lowered_ir::IntCmpOp::GeS, four)];
        let (w, o) = (side(&diag, &above), side(&diag, &below));
        assert_eq!(
            groups_share_a_byte(&w, &o, &dims, &fixed, &v, &Budget::ranges(BUDGET)),
            Some(false)
        );
    }

    /// Rows of 8 cells of 4 bytes, thread `i` per row: the row's first `8 - r` cells
    /// (`r = i & 1`, Choice(0)) by a loop L1, then a remainder loop L2 of `r` iterations from
    /// cell `8 - r`. `entered_at_zero`: whether a count of 0 runs once (a do-while) or not
    /// at all (a `!=` loop, which would otherwise run 2^32 times).
    struct Remainder {
        entered_at_zero: bool,
    }

    impl Values for Remainder {
        fn atom(&self, _: Atom) -> Option<i64> {
            None
        }
        fn at_counters(&self, a: Atom, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            (a == Atom::Choice(0)).then(|| counters.get(&0).copied().unwrap_or(0) & 1)
        }
        fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            let r = counters.get(&0).copied()? & 1;
            match l {
                1 => Some(8 - r),
                2 => Some(r),
                _ => None,
            }
        }
        fn runs(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            let t = self.trip(l, counters)?;
            Some(if self.entered_at_zero { t.max(1) } else { t })
        }
    }

    #[test]
    fn a_remainder_loop_of_no_iterations_touches_nothing() {
        let r = Affine::poly(Poly::atom(Atom::Choice(0)));
        let mut row = Affine::poly(Poly::constant(0));
        row.coeffs.insert(0, Poly::constant(32));
        row.coeffs.insert(1, Poly::constant(4));
        let mut rest = Affine::constant(32)
            .sub(&r.scale_poly(&Poly::constant(4)).unwrap())
            .unwrap();
        rest.coeffs.insert(0, Poly::constant(32));
        rest.coeffs.insert(2, Poly::constant(4));
        let side = |b| Side {
            bounds: &[],
            chosen: &[],
            base: b,
            start: 0,
            len: 4,
            grow: None,
        };
        let dims = [(0usize, 6u64)];
        let fixed = BTreeMap::new();
        let meet = |entered_at_zero| {
            threads_share_a_byte(
                &side(&row),
                Some(&side(&rest)),
                &dims,
                &fixed,
                &Remainder { entered_at_zero },
                &Budget::ranges(BUDGET),
            )
        };
        // Run once where its count is 0, an even row's remainder writes the next row's
        // first cell; not entered there, it writes nothing.
        assert_eq!(meet(true), Some(true));
        assert_eq!(meet(false), Some(false));
    }

    /// Thread `i` (L0) of rows of 10 cells of 8 bytes, with a start `s` the launch cannot
    /// read (Choice(5), `{0 | i}` or another pair): a cell at `s`, and a loop L1 of
    /// `i + 1 - s` cells from `s` (a vectorised row's scalar remainder, from 0 where the
    /// vector loop did not run, else from where it stopped). Its count reads the start as
    /// the side's alternative takes it.
    struct Starts;

    impl Values for Starts {
        fn atom(&self, _: Atom) -> Option<i64> {
            None
        }
        fn trip(&self, _: usize, _: &BTreeMap<usize, i64>) -> Option<i64> {
            None
        }
        fn trip_reading(
            &self,
            l: usize,
            counters: &BTreeMap<usize, i64>,
            reader: &dyn Values,
        ) -> Option<i64> {
            let s = reader.at_counters(Atom::Choice(5), counters)?;
            (l == 1).then(|| counters.get(&0).copied().unwrap_or(0) + 1 - s)
        }
        fn runs_reading(
            &self,
            l: usize,
            counters: &BTreeMap<usize, i64>,
            reader: &dyn Values,
        ) -> Option<i64> {
            Some(self.trip_reading(l, counters, reader)?.max(0))
        }
    }

    /// Each alternative of a start listed as a side of its own, the start's alternative
    /// read by its loop's count too: rows apart where every alternative stays in its row,
    /// a collision where one reaches the next row, and unknown where the choice is not
    /// taken at all.
    #[test]
    fn a_start_the_launch_cannot_read_is_listed_at_each_alternative() {
        let s = Atom::Choice(5);
        let start = Affine::poly(Poly::atom(s));
        let mut cell = start.scale_poly(&Poly::constant(8)).unwrap();
        cell.coeffs.insert(0, Poly::constant(80));
        let mut run = cell.clone();
        run.coeffs.insert(1, Poly::constant(8));
        let row = Affine::counter(0, Poly::constant(1));
        let meet = |alts: &[Affine]| {
            // Per alternative: the cell's address, the run's, the alternative taken.
            type Form = (Affine, Affine, Vec<(Atom, Affine)>);
            let forms: Vec<Form> = alts
                .iter()
                .map(|alt| {
                    let chosen = vec![(s, alt.clone())];
                    (
                        cell.substitute(s, alt).unwrap(),
                        run.substitute(s, alt).unwrap(),
                        chosen,
                    )
                })
                .collect();
            let side = |b, chosen| Side {
                base: b,
                start: 0,
                len: 8,
                grow: None,
                bounds: &[],
                chosen,
            };
            let mut verdict = Some(false);
            for (c, _, x) in &forms {
                for (_, r, y) in &forms {
                    let v = threads_share_a_byte(
                        &side(c, x),
                        Some(&side(r, y)),
                        &[(0usize, 10u64)],
                        &BTreeMap::new(),
                        &Starts,
                        &Budget::ranges(BUDGET),
                    );
                    if v != Some(false) {
                        verdict = v;
                    }
                }
            }
            verdict
        };
        assert_eq!(meet(&[Affine::constant(0), row.clone()]), Some(false));
        // A start one row on (10 cells): the cell of row `i` is row `i + 1`'s first.
        let next = row.add(&Affine::constant(10)).unwrap();
        assert_eq!(meet(&[Affine::constant(0), next]), Some(true));
        // Not taken: the start is unknown.
        let untaken = |b| Side {
            base: b,
            start: 0,
            len: 8,
            grow: None,
            bounds: &[],
            chosen: &[],
        };
        let dims = [(0usize, 10u64)];
        let fixed = BTreeMap::new();
        let budget = Budget::ranges(BUDGET);
        let v = threads_share_a_byte(&untaken(&cell), None, &dims, &fixed, &Starts, &budget);
        assert_eq!(v, None);
    }

    /// A row's `memset` of the cells after its diagonal (LU's initialisation), against each
    /// row's first cell: row `i` of an `n x n` matrix of 8-byte cells clears `8*(n - 1 - i)`
    /// bytes from `8*(n + 1)*i + 8`, which ends where row `i + 1` starts. Listed at each
    /// row's own length the rows are apart; at the longest length (row 0's), or one byte
    /// longer at every row, a row reaches the next row's first cell.
    #[test]
    fn a_length_that_changes_by_row_is_listed_at_each_rows_own() {
        let n = 23i64;
        let mut base = Affine::constant(8);
        base.coeffs.insert(0, Poly::constant(8 * (n + 1)));
        let mut first = Affine::constant(0);
        first.coeffs.insert(0, Poly::constant(8 * n));
        let line = |constant: i64| {
            let mut x = Affine::constant(constant);
            x.coeffs.insert(0, Poly::constant(-8));
            x
        };
        let (tail, over) = (line(8 * (n - 1)), line(8 * (n - 1) + 1));
        let side = |b, len: i64, grow| Side {
            bounds: &[],
            chosen: &[],
            base: b,
            start: 0,
            len: i128::from(len),
            grow,
        };
        let cells = side(&first, 8, None);
        let dims = [(0usize, n as u64)];
        let (fixed, v) = (BTreeMap::new(), Tri { n });
        let verdict = |w: &Side<'_>| {
            let b = Budget::ranges(BUDGET);
            (
                threads_share_a_byte(w, Some(&cells), &dims, &fixed, &v, &b),
                rows_share_a_byte(w, Some(&cells), &dims, &fixed, &v, &b),
            )
        };
        let longest = 8 * (n - 1);
        let apart = (Some(false), Some(false));
        let meet = (Some(true), Some(true));
        assert_eq!(verdict(&side(&base, longest, Some((&tail, 0)))), apart);
        assert_eq!(verdict(&side(&base, longest, None)), meet);
        assert_eq!(verdict(&side(&base, longest + 1, Some((&over, 0)))), meet);
        // A length below 0 at some row (a count that wrapped) is taken at the longest.
        assert_eq!(verdict(&side(&base, longest, Some((&line(8), 0)))), meet);
    }

    /// The same triangle as a 2-D launch (`j` a dimension over its largest count, threads past
    /// `n - i` no iteration): each thread's address is one multiply-add per dimension, and
    /// the verdicts are those of the 1-D listing, where `j` is an inner loop.
    #[test]
    fn a_triangle_launched_in_two_dimensions_lists_only_its_threads() {
        let n = 41;
        let row = cell(n, n + 1, 1);
        let column = cell(n, n + 1, n);
        let side = |b, len| Side {
            bounds: &[],
            chosen: &[],
            base: b,
            start: 0,
            len,
            grow: None,
        };
        let (fixed, v) = (BTreeMap::new(), Tri { n });
        let two = [(0usize, n as u64), (1usize, n as u64)];
        let one = [(0usize, n as u64)];
        for dims in [&two[..], &one[..]] {
            let verdict = |w: &Side<'_>, o: &Side<'_>| {
                threads_share_a_byte(w, Some(o), dims, &fixed, &v, &Budget::ranges(BUDGET))
            };
            assert_eq!(verdict(&side(&row, 4), &side(&column, 4)), Some(false));
            assert_eq!(verdict(&side(&row, 8), &side(&column, 4)), Some(true));
        }
        // Rows of `n - 1` cells walked down from `(n - 1) * i`: the triangle's row `i` (`n - i`
        // cells) stops above row `i - 1`, a whole row of `n` cells would not. So only the
        // threads inside the triangle may be listed.
        // (Addresses start at 4n: a memory's are never negative.)
        let mut down = cell(n, n - 1, -1);
        down.constant = Poly::constant(4 * n);
        let wide = Tri { n: 10 * n };
        assert_eq!(
            threads_share_a_byte(
                &side(&down, 4),
                None,
                &two,
                &fixed,
                &v,
                &Budget::ranges(BUDGET)
            ),
            Some(false)
        );
        assert_eq!(
            threads_share_a_byte(
                &side(&down, 4),
                None,
                &two,
                &fixed,
                &wide,
                &Budget::ranges(BUDGET)
            ),
            Some(true)
        );
    }

    /// Threads that collide among the first ones are found before the listing runs over its
    /// budget: every thread writes cells 0, 2, 4, ... of its own count (`8*j`), 5,050 ranges
    /// in all, and a budget of 3,000 would have made the whole listing unknown.
    #[test]
    fn a_collision_among_the_first_threads_ends_the_listing() {
        let n = 100;
        let strided = cell(n, 0, 2);
        let side = Side {
            bounds: &[],
            chosen: &[],
            base: &strided,
            start: 0,
            len: 4,
            grow: None,
        };
        let (dims, fixed, v) = ([(0usize, n as u64)], BTreeMap::new(), Tri { n });
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &Budget::ranges(3000)),
            Some(true)
        );
        // Rows of their own (cell `2n*i + 2*j` stays in thread i's rows): no collision, and
        // over that budget the answer stays unknown.
        let rows = cell(n, 2 * n, 2);
        let side = Side {
            bounds: &[],
            chosen: &[],
            base: &rows,
            start: 0,
            len: 4,
            grow: None,
        };
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &Budget::ranges(3000)),
            None
        );
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &Budget::ranges(BUDGET)),
            Some(false)
        );
    }

    /// A decision's deadline stops its listings: one already past gives no verdict where
    /// the count alone gives one (checked every 4,096 ranges, so a short listing ends).
    #[test]
    fn listings_stop_at_the_deadline() {
        let n = 100;
        let rows = cell(n, 2 * n, 2);
        let side = Side {
            bounds: &[],
            chosen: &[],
            base: &rows,
            start: 0,
            len: 4,
            grow: None,
        };
        let (dims, fixed, v) = ([(0usize, n as u64)], BTreeMap::new(), Tri { n });
        let open = Budget::ranges(BUDGET);
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &open),
            Some(false)
        );
        let past = Budget {
            until: Some(Instant::now()),
            ..open
        };
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &past),
            None
        );
    }

    #[test]
    fn over_budget_or_unknown_is_unknown() {
        let row = cell(0, 1, 0);
        let side = Side {
            bounds: &[],
            chosen: &[],
            base: &row,
            start: 0,
            len: 4,
            grow: None,
        };
        let fixed = BTreeMap::new();
        let v = Tri { n: 4 };
        assert_eq!(
            threads_share_a_byte(
                &side,
                None,
                &[(0, (BUDGET as u64) + 1)],
                &fixed,
                &v,
                &Budget::ranges(BUDGET)
            ),
            None
        );
        // A smaller budget (a cheap loop's) refuses sooner; within it the verdict stands.
        let dims = [(0, 1000)];
        assert_eq!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &Budget::ranges(999)),
            None
        );
        assert!(
            threads_share_a_byte(&side, None, &dims, &fixed, &v, &Budget::ranges(4000)).is_some()
        );
        // An inner loop whose count cannot be evaluated.
        let mut x = Affine::poly(Poly::constant(0));
        x.coeffs.insert(7, Poly::constant(4));
        let s = Side {
            bounds: &[],
            chosen: &[],
            base: &x,
            start: 0,
            len: 4,
            grow: None,
        };
        assert_eq!(
            threads_share_a_byte(&s, None, &[(0, 4)], &fixed, &v, &Budget::ranges(BUDGET)),
            None
        );
    }

    /// syrk's product split by statement: rows `i` (L0) of `n` 4-byte cells, each `row`
    /// bytes long, threads `k` (L1) writing the column pair `2k, 2k + 1` for `k < (i + 1) /
    /// 2`, and the row's own code writing the remainder column `i + 1 - c` with `c = (i + 1)
    /// & 1` (a choice the launch reads at the row's counter, Choice(9)).
    struct Syrk;

    impl Values for Syrk {
        fn atom(&self, _: Atom) -> Option<i64> {
            None
        }
        fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            let i = counters.get(&0).copied()?;
            (l == 1).then_some((i + 1) / 2)
        }
        fn at_counters(&self, a: Atom, counters: &BTreeMap<usize, i64>) -> Option<i64> {
            let i = counters.get(&0).copied()?;
            (a == Atom::Choice(9)).then_some((i + 1) & 1)
        }
    }

    /// `pairs`: the threads' pairs at `row*i + 8*k + [0, 8)`; `rest`: the remainder column
    /// at `(row + 4)*i + 4 - 4*c + shift + [0, 4)`.
    fn syrk_sides(row: i64, shift: i64) -> (Affine, Affine) {
        let mut pairs = Affine::poly(Poly::constant(0));
        pairs.coeffs.insert(0, Poly::constant(row));
        pairs.coeffs.insert(1, Poly::constant(8));
        let mut rest = Affine::poly(
            Poly::constant(4 + shift)
                .add(&Poly::atom(Atom::Choice(9)).scale(-4).unwrap())
                .unwrap(),
        );
        rest.coeffs.insert(0, Poly::constant(row + 4));
        (pairs, rest)
    }

    /// Every pair of threads (`from` on in L1 for `pairs`), by brute force: whether one in
    /// some row and one in another (`across`) or two in one row (not `across`) share a byte.
    fn syrk_meet(n: i64, row: i64, shift: i64, across: bool, from: i64) -> bool {
        let mut bytes: Vec<(i64, i64, i64)> = Vec::new(); // (first, end, row) of pairs
        let mut rest: Vec<(i64, i64, i64)> = Vec::new();
        for i in 0..n {
            for k in from..(i + 1) / 2 {
                bytes.push((row * i + 8 * k, row * i + 8 * k + 8, i));
            }
            let at = (row + 4) * i + 4 - 4 * ((i + 1) & 1) + shift;
            rest.push((at, at + 4, i));
        }
        bytes.iter().any(|&(a, b, r)| {
            rest.iter()
                .any(|&(c, d, q)| a < d && c < b && (r != q) == across)
        })
    }

    #[test]
    fn rows_are_tested_by_their_hulls() {
        let fixed = BTreeMap::new();
        let budget = Budget::ranges(BUDGET);
        let mut proved = 0;
        for n in [1, 2, 5, 8, 13] {
            let v = Syrk;
            let dims = [(0usize, n as u64), (1usize, ((n + 1) / 2) as u64)];
            for row in [4 * n, 4 * n - 4, 4 * n + 8, 4 * (n / 2)] {
                for shift in [-8, -4, 0, 4, 8] {
                    let (pairs, rest) = syrk_sides(row, shift);
                    let side = |b| Side {
                        bounds: &[],
                        chosen: &[],
                        base: b,
                        start: 0,
                        len: 0,
                        grow: None,
                    };
                    let (w, o) = (
                        Side {
                            len: 8,
                            grow: None,
                            ..side(&pairs)
                        },
                        Side {
                            len: 4,
                            grow: None,
                            ..side(&rest)
                        },
                    );
                    let across = rows_share_a_byte(&w, Some(&o), &dims, &fixed, &v, &budget);
                    if across == Some(false) {
                        proved += 1;
                        assert!(!syrk_meet(n, row, shift, true, 0), "{n} {row} {shift}");
                    }
                    for from in [0, 1] {
                        let within = a_row_shares_a_byte(
                            &w,
                            &o,
                            &dims,
                            Some((1, from)),
                            &fixed,
                            &v,
                            &budget,
                        );
                        if within == Some(false) {
                            proved += 1;
                            assert!(!syrk_meet(n, row, shift, false, from), "{n} {row} {shift}");
                        }
                    }
                    // syrk itself: rows of n cells, the remainder right after the pairs.
                    if row == 4 * n && shift == 0 {
                        assert_eq!(across, Some(false));
                        assert_eq!(
                            a_row_shares_a_byte(&w, &o, &dims, Some((1, 1)), &fixed, &v, &budget),
                            Some(false)
                        );
                    }
                    // One column to the left: the remainder is the last pair's second cell.
                    if row == 4 * n && shift == -4 && n >= 5 {
                        assert_eq!(
                            a_row_shares_a_byte(&w, &o, &dims, None, &fixed, &v, &budget),
                            Some(true)
                        );
                    }
                    // Rows half as long: row i's pairs reach into row i + 1's.
                    if row == 4 * (n / 2) && n >= 5 {
                        assert_eq!(
                            rows_share_a_byte(&w, None, &dims, &fixed, &v, &budget),
                            Some(true)
                        );
                    }
                }
            }
        }
        assert!(proved > 50, "{proved}");
    }
}
