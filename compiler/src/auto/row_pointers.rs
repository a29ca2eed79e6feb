//! Matrices held as arrays of row pointers (`double **`, one `malloc` per row). A store to
//! `c[i][j]` has the address `load.i32(T + 4*i) + 8*j`: the row pointer is read from a
//! table inside the loop, so the address is not affine in `i` and the row loop used to stay
//! on the host, launching its `j` loop once per row.
//!
//! This module recognises such a load (a *row load*: an `i32` read whose own address is
//! affine in at most one counter of the nest, with nothing the nest computes in it) and
//! rewrites an address that holds one, for the dependence analysis of one nest, as
//! `Row(v) + RowStep(v)*i + 8*j` ([`Atom::Row`], [`Atom::RowStep`]): affine in the
//! counters, with two values the launch reads from the table (`offload::Env::read_rows`).
//! The launch runs only where the table's entries over the counter's range are evenly
//! spaced (consecutive `malloc`s of one size are), so the rewritten address is exact for
//! every counter the launch runs; the dependence analysis adds the precondition that the
//! nest writes none of the table's bytes (`dependence.rs`), so the entries the launch read
//! are the ones the threads read.
//!
//! It decides nothing about parallelism itself, and it must not rewrite the addresses other
//! consumers see: kernels load their row pointers themselves, and outlining never computes
//! an address from these atoms.

use super::affine::{Affine, Atom, Poly};
use super::dependence::Access;
use super::induction::Analysis;
use lowered_ir::{LoweredOp, LoweredType, Value};
use std::borrow::Cow;

/// A row load's table entry: the address operand of the load (affine) and its static offset.
pub type RowTable = (Affine, u32);

/// The table entry that row load `v` reads ([`RowTable`]), and the loop whose counter moves
/// it, when `v` is a row load seen from nest `scope`: an `i32` load of an `i32`, in
/// `scope`, whose address holds no value computed in `scope` and moves with at most one
/// counter of `scope`, of a loop that holds the load (counters of loops around `scope` are
/// fixed at a launch). A load in the header of a loop that exits there is not one: its
/// last run reads an entry past the counter's range.
pub fn row_table(a: &mut Analysis<'_>, v: u32, scope: usize) -> Option<(RowTable, Option<usize>)> {
    let value = Value(v);
    let block = a.def_block(value)?;
    if !a.forest.loops[scope].blocks.contains(&block) {
        return None;
    }
    let LoweredOp::Load {
        ty,
        mem_ty,
        addr,
        offset,
        ..
    } = a.op_of(value)?
    else {
        return None;
    };
    if *ty != LoweredType::I32 || *mem_ty != LoweredType::I32 {
        return None;
    }
    let (addr, offset) = (*addr, *offset);
    if super::dependence::exits_at_header(a, block).is_some() {
        return None;
    }
    let table = a.affine(addr)?;
    let computed_in_scope = table.atoms().iter().any(|t| match t {
        Atom::Arg(_) => false,
        Atom::Opaque(n) | Atom::Choice(n) => a.defined_in(Value(*n), scope),
        Atom::Row(_) | Atom::RowStep(_) => true,
    });
    if computed_in_scope {
        return None;
    }
    let mut moving = None;
    for (l, c) in &table.coeffs {
        if c.is_zero() || !a.forest.within(*l, scope) {
            continue;
        }
        if moving.is_some() || !a.forest.loops[*l].blocks.contains(&block) {
            return None;
        }
        moving = Some(*l);
    }
    Some(((table, offset), moving))
}

/// `x` with every value computed in `scope` that is a row load written as
/// `Row(v) + RowStep(v)*k` (`k` the counter that moves its table; `Row(v)` alone when none
/// does), each such load's table recorded in [`Analysis::row_loads`]. `x` unchanged when
/// one of those values is not a row load, is not added to `x` as a pointer (once, with
/// coefficient 1), or the algebra overflows.
pub fn by_rows(a: &mut Analysis<'_>, x: &Affine, scope: usize) -> Affine {
    let mut out = x.clone();
    for t in x.atoms() {
        let Atom::Opaque(v) = t else { continue };
        if !a.defined_in(Value(v), scope) {
            continue;
        }
        // A pointer: added once, alone (`c[i] + 8*j`). A loaded value scaled or multiplied
        // is an index (`sum[assign[i]*d + j]`), whose entries are rarely evenly spaced: the
        // launch would read its table to refuse it at every call.
        if !used_as_pointer(x, t) {
            return x.clone();
        }
        let Some((table, moving)) = row_table(a, v, scope) else {
            return x.clone();
        };
        let mut form = Affine::poly(Poly::atom(Atom::Row(v)));
        if let Some(l) = moving {
            match form.add(&Affine::counter(l, Poly::atom(Atom::RowStep(v)))) {
                Some(f) => form = f,
                None => return x.clone(),
            }
        }
        match out.substitute(t, &form) {
            Some(y) => out = y,
            None => return x.clone(),
        }
        a.row_loads.insert(v, table);
    }
    out
}

/// The function's accesses as nest `scope`'s dependence analysis sees them: every store in
/// `scope` through row pointers written [`by_rows`], and every load in `scope` whose row
/// pointers are all ones those stores go through (`c[i][j] += ...`: the read is ranged with
/// the store). Other loads through row pointers are left as they are: they are read as
/// gathers, which the kernel checks against the bytes the launch writes
/// (`LoopDeps::checked_loads`) and which need no even spacing, so an index array
/// (`x[col[k]]`) still launches as before. `accesses` themselves (no copy) where no address
/// changes, as in most loops.
pub fn accesses_by_rows<'x>(
    a: &mut Analysis<'_>,
    accesses: &'x [Access],
    scope: usize,
) -> Cow<'x, [Access]> {
    let inside = |a: &Analysis<'_>, x: &Access| a.forest.loops[scope].blocks.contains(&x.block);
    let mut changed: Vec<(usize, Affine)> = Vec::new();
    let mut stored: Vec<u32> = Vec::new();
    for (i, x) in accesses.iter().enumerate().filter(|(_, x)| x.store) {
        let Some(ad) = x.addr.as_ref().filter(|_| inside(a, x)) else {
            continue;
        };
        let y = by_rows(a, ad, scope);
        stored.extend(rows_of(&y));
        if y != *ad {
            changed.push((i, y));
        }
    }
    for (i, x) in accesses.iter().enumerate().filter(|(_, x)| !x.store) {
        let through_stored = |ad: &Affine| {
            ad.atoms().iter().all(|t| match t {
                Atom::Opaque(v) => !a.defined_in(Value(*v), scope) || stored.contains(v),
                _ => true,
            })
        };
        let Some(ad) = x
            .addr
            .as_ref()
            .filter(|ad| inside(a, x) && through_stored(ad))
        else {
            continue;
        };
        let y = by_rows(a, ad, scope);
        if y != *ad {
            changed.push((i, y));
        }
    }
    if changed.is_empty() {
        return Cow::Borrowed(accesses);
    }
    let mut out = accesses.to_vec();
    for (i, y) in changed {
        out[i].addr = Some(y);
    }
    Cow::Owned(out)
}

/// Whether atom `t` appears in `x` only as a term of its own with coefficient 1.
fn used_as_pointer(x: &Affine, t: Atom) -> bool {
    let alone = vec![t];
    x.coeffs
        .values()
        .all(|c| c.0.keys().all(|m| !m.contains(&t)))
        && x.constant
            .0
            .iter()
            .all(|(m, c)| !m.contains(&t) || (*m == alone && *c == 1))
}

/// The row loads whose atoms `x` holds, by SSA number.
pub fn rows_of(x: &Affine) -> Vec<u32> {
    let mut out: Vec<u32> = x
        .atoms()
        .into_iter()
        .filter_map(|t| match t {
            Atom::Row(v) | Atom::RowStep(v) => Some(v),
            _ => None,
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto::dependence;

    #[test]
    fn a_store_through_a_row_pointer_is_affine_and_an_index_is_not_a_pointer() {
        // for i in 0..n { t[i][1] = 1; idx[t[i]] = 1 }: t = p1 (a table of row pointers),
        // idx = p2 indexed by the loaded value, scaled by 4.
        let text = r#"
function @f(i32, i32, i32) -> () {
block0(v0: i32, v1: i32, v2: i32):
  v3: i32 = iconst 0x0
  jump block1(v3)
block1(v4: i32):
  v5: i32 = iconst 0x2
  v6: i32 = ishl v4, v5
  v7: i32 = iadd v1, v6
  v8: i32 = load.i32 v7, offset 0
  v9: i32 = iconst 0x1
  store.i32 v9, v8, offset 4
  v11: i32 = ishl v8, v5
  v12: i32 = iadd v2, v11
  store.i32 v9, v12, offset 0
  v14: i32 = iadd v4, v9
  v15: i8 = icmp ne v14, v0
  v16: i32 = uextend v15
  brif v16, block1(v14), block2()
block2():
  return
}
"#;
        let f = lowered_ir::parse_function(text).expect("parse");
        let mut a = Analysis::new(&f);
        let accesses = dependence::accesses(&mut a);
        let stores: Vec<usize> = (0..accesses.len()).filter(|i| accesses[*i].store).collect();
        let [row, index] = stores[..] else {
            panic!("two stores: {accesses:?}")
        };
        let seen = accesses_by_rows(&mut a, &accesses, 0);
        // t[i] + 4 is first + spacing*i + 4: affine in the counter, with the table's values.
        let x = seen[row].addr.clone().expect("an address");
        assert_eq!(x.coeff(0), Poly::atom(Atom::RowStep(8)));
        assert_eq!(
            x.constant,
            Poly::atom(Atom::Row(8)).add(&Poly::constant(4)).unwrap()
        );
        assert_eq!(rows_of(&x), vec![8]);
        // The table entry read is p1 + 4*i, offset 0.
        let (table, offset) = a.row_loads.get(&8).cloned().expect("recorded");
        assert_eq!(offset, 0);
        assert_eq!(table.coeff(0), Poly::constant(4));
        assert_eq!(table.constant, Poly::atom(Atom::Arg(1)));
        // p2 + 4*t[i] is an index: left as it was (it varies opaquely, a gather or a reason).
        assert_eq!(seen[index].addr, accesses[index].addr);
        assert!(seen[index]
            .addr
            .as_ref()
            .is_some_and(|x| rows_of(x).is_empty() && a.varies_opaquely(x, 0)));
    }
}
