//! Symbolic integer expressions for loop analysis: [`Poly`] (a polynomial with integer
//! coefficients over the function's arguments and opaque loop-invariant values) and
//! [`Affine`] (a constant `Poly` plus one `Poly` coefficient per loop iteration counter).
//!
//! Every loop `L` has an iteration counter `k_L` = 0, 1, 2, ... An induction variable of `L`
//! is `init + step * k_L`, so an address computed from induction variables, arguments and
//! constants is an `Affine`. Arithmetic is on mathematical integers: wasm's i32 wrap-around is
//! not modelled here (the launch plan's bounds preconditions keep every address below 2^32).
//! All arithmetic is checked: an overflow gives `None`, never a panic. This module only does
//! algebra and printing; which values are induction variables is `induction.rs`'s job.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A symbol of a [`Poly`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// Wasm parameter `i` of the function (`p<i>`).
    Arg(u32),
    /// A value defined outside every loop that is not a sum or product of the above
    /// (for example `n & -2`), by its SSA number.
    Opaque(u32),
    /// A value that is one of several affine expressions depending on the path taken, by its
    /// SSA number (the start of a remainder loop: 0, or where the unrolled loop stopped).
    /// The alternatives are kept by the analysis; tests try each of them.
    Choice(u32),
    /// A row pointer read inside a launched nest, `v = load.i32(T + c*k)` by its SSA number,
    /// where the table `T + c*k` moves with one counter `k` of the nest (`c[i]` of a matrix
    /// held as `double **`), or with none: the value `v` has where `k` is 0 (the table's
    /// first row), read by the launch from memory. With [`Atom::RowStep`] it writes `v` as
    /// `Row(v) + RowStep(v)*k`, exact where the launch finds the rows evenly spaced
    /// (`induction::RowLoad`); dependence analysis only (`dependence::rows_by_table`).
    Row(u32),
    /// The spacing of the rows a [`Atom::Row`] names: the difference between two
    /// neighbouring entries of its table, read by the launch.
    RowStep(u32),
}

/// A polynomial: monomial (sorted atoms, the empty one is the constant) -> coefficient.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Default, Hash)]
pub struct Poly(pub BTreeMap<Vec<Atom>, i64>);

impl Poly {
    pub fn constant(c: i64) -> Poly {
        let mut m = BTreeMap::new();
        if c != 0 {
            m.insert(Vec::new(), c);
        }
        Poly(m)
    }

    pub fn atom(a: Atom) -> Poly {
        Poly(BTreeMap::from([(vec![a], 1)]))
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// The value when the polynomial has no atoms.
    pub fn as_const(&self) -> Option<i64> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    /// The constant term.
    pub fn constant_term(&self) -> i64 {
        self.0.get(&Vec::new()).copied().unwrap_or(0)
    }

    /// The polynomial without its constant term.
    pub fn without_constant(&self) -> Poly {
        let mut p = self.clone();
        p.0.remove(&Vec::new());
        p
    }

    pub fn add(&self, o: &Poly) -> Option<Poly> {
        let mut out = self.0.clone();
        for (m, c) in &o.0 {
            let e = out.entry(m.clone()).or_insert(0);
            *e = e.checked_add(*c)?;
            if *e == 0 {
                out.remove(m);
            }
        }
        Some(Poly(out))
    }

    pub fn neg(&self) -> Option<Poly> {
        let mut out = BTreeMap::new();
        for (m, c) in &self.0 {
            out.insert(m.clone(), c.checked_neg()?);
        }
        Some(Poly(out))
    }

    pub fn sub(&self, o: &Poly) -> Option<Poly> {
        self.add(&o.neg()?)
    }

    pub fn scale(&self, k: i64) -> Option<Poly> {
        let mut out = BTreeMap::new();
        if k == 0 {
            return Some(Poly(out));
        }
        for (m, c) in &self.0 {
            out.insert(m.clone(), c.checked_mul(k)?);
        }
        Some(Poly(out))
    }

    pub fn mul(&self, o: &Poly) -> Option<Poly> {
        let mut out = Poly::default();
        for (m1, c1) in &self.0 {
            for (m2, c2) in &o.0 {
                let mut m = m1.clone();
                m.extend(m2.iter().copied());
                m.sort();
                if m.len() > 8 {
                    return None;
                }
                out = out.add(&Poly(BTreeMap::from([(m, c1.checked_mul(*c2)?)])))?;
            }
        }
        Some(out)
    }

    /// Exact division by a non-zero constant, when every coefficient is divisible.
    pub fn div_exact(&self, d: i64) -> Option<Poly> {
        if d == 0 {
            return None;
        }
        let mut out = BTreeMap::new();
        for (m, c) in &self.0 {
            if c % d != 0 {
                return None;
            }
            out.insert(m.clone(), c / d);
        }
        Some(Poly(out))
    }

    /// The greatest common divisor of the coefficients (0 for the zero polynomial).
    pub fn content(&self) -> i64 {
        self.0.values().fold(0i64, |g, c| gcd(g, *c))
    }

    /// Evaluates with the given atom values (checked arithmetic).
    pub fn eval(&self, atoms: &dyn Fn(Atom) -> Option<i64>) -> Option<i64> {
        let mut sum: i64 = 0;
        for (m, c) in &self.0 {
            let mut t = *c;
            for a in m {
                t = t.checked_mul(atoms(*a)?)?;
            }
            sum = sum.checked_add(t)?;
        }
        Some(sum)
    }

    /// Renders with `name` giving each atom's text; `1`-coefficients are omitted.
    pub fn render(&self, name: &dyn Fn(Atom) -> String) -> String {
        if self.0.is_empty() {
            return "0".into();
        }
        let mut out = String::new();
        // Bases (one atom, coefficient 1) first, other monomials next, the constant last.
        let base = |m: &Vec<Atom>, c: i64| m.len() == 1 && c == 1;
        let mut terms: Vec<(&Vec<Atom>, &i64)> =
            self.0.iter().filter(|(m, c)| base(m, **c)).collect();
        terms.extend(
            self.0
                .iter()
                .filter(|(m, c)| !m.is_empty() && !base(m, **c)),
        );
        terms.extend(self.0.iter().filter(|(m, _)| m.is_empty()));
        for (i, (m, c)) in terms.into_iter().enumerate() {
            let neg = *c < 0;
            let mag = c.unsigned_abs();
            if i == 0 {
                if neg {
                    out.push('-');
                }
            } else {
                out.push_str(if neg { " - " } else { " + " });
            }
            let mono: Vec<String> = m.iter().map(|a| name(*a)).collect();
            if mono.is_empty() {
                let _ = write!(out, "{mag}");
            } else if mag == 1 {
                out.push_str(&mono.join("*"));
            } else {
                let _ = write!(out, "{mag}*{}", mono.join("*"));
            }
        }
        out
    }
}

pub fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    i64::try_from(a).unwrap_or(i64::MAX)
}

/// `constant + sum(coeff[L] * k_L)`: an integer expression affine in the loop counters.
#[derive(Clone, Debug, PartialEq, Eq, Default, Hash)]
pub struct Affine {
    pub constant: Poly,
    /// Loop index -> coefficient of that loop's counter (never zero).
    pub coeffs: BTreeMap<usize, Poly>,
}

impl Affine {
    pub fn poly(p: Poly) -> Affine {
        Affine {
            constant: p,
            coeffs: BTreeMap::new(),
        }
    }

    pub fn constant(c: i64) -> Affine {
        Affine::poly(Poly::constant(c))
    }

    /// `coeff * k_loop`.
    pub fn counter(l: usize, coeff: Poly) -> Affine {
        let mut coeffs = BTreeMap::new();
        if !coeff.is_zero() {
            coeffs.insert(l, coeff);
        }
        Affine {
            constant: Poly::default(),
            coeffs,
        }
    }

    /// The constant polynomial when no counter appears.
    pub fn as_poly(&self) -> Option<&Poly> {
        self.coeffs.is_empty().then_some(&self.constant)
    }

    pub fn coeff(&self, l: usize) -> Poly {
        self.coeffs.get(&l).cloned().unwrap_or_default()
    }

    pub fn add(&self, o: &Affine) -> Option<Affine> {
        let mut coeffs = self.coeffs.clone();
        for (l, c) in &o.coeffs {
            let sum = coeffs.get(l).cloned().unwrap_or_default().add(c)?;
            if sum.is_zero() {
                coeffs.remove(l);
            } else {
                coeffs.insert(*l, sum);
            }
        }
        Some(Affine {
            constant: self.constant.add(&o.constant)?,
            coeffs,
        })
    }

    pub fn sub(&self, o: &Affine) -> Option<Affine> {
        self.add(&o.scale_poly(&Poly::constant(-1))?)
    }

    /// Multiplies by a counter-free polynomial.
    pub fn scale_poly(&self, p: &Poly) -> Option<Affine> {
        let mut coeffs = BTreeMap::new();
        for (l, c) in &self.coeffs {
            let m = c.mul(p)?;
            if !m.is_zero() {
                coeffs.insert(*l, m);
            }
        }
        Some(Affine {
            constant: self.constant.mul(p)?,
            coeffs,
        })
    }

    /// The product of two affine expressions, when at most one has counters.
    pub fn mul(&self, o: &Affine) -> Option<Affine> {
        match (self.as_poly(), o.as_poly()) {
            (_, Some(p)) => self.scale_poly(p),
            (Some(p), None) => o.scale_poly(p),
            (None, None) => None,
        }
    }

    /// The expression with the counters of the given loops removed (set to 0).
    pub fn without_loops(&self, drop: &dyn Fn(usize) -> bool) -> Affine {
        Affine {
            constant: self.constant.clone(),
            coeffs: self
                .coeffs
                .iter()
                .filter(|(l, _)| !drop(**l))
                .map(|(l, c)| (*l, c.clone()))
                .collect(),
        }
    }

    /// Every atom in the expression.
    pub fn atoms(&self) -> std::collections::BTreeSet<Atom> {
        let mut out = std::collections::BTreeSet::new();
        for p in std::iter::once(&self.constant).chain(self.coeffs.values()) {
            for m in p.0.keys() {
                out.extend(m.iter().copied());
            }
        }
        out
    }

    /// The expression with `atom` replaced by `alt` (linear occurrences only: an atom in a
    /// counter's coefficient needs a counter-free `alt`).
    pub fn substitute(&self, atom: Atom, alt: &Affine) -> Option<Affine> {
        let split = |p: &Poly| -> Option<(Poly, Poly)> {
            // p = rest + factor * atom
            let mut rest = Poly::default();
            let mut factor = Poly::default();
            for (m, c) in &p.0 {
                let n = m.iter().filter(|a| **a == atom).count();
                match n {
                    0 => rest = rest.add(&Poly(BTreeMap::from([(m.clone(), *c)])))?,
                    1 => {
                        let others: Vec<Atom> = m.iter().copied().filter(|a| *a != atom).collect();
                        factor = factor.add(&Poly(BTreeMap::from([(others, *c)])))?;
                    }
                    _ => return None,
                }
            }
            Some((rest, factor))
        };
        let (rest, factor) = split(&self.constant)?;
        let mut out = Affine::poly(rest).add(&alt.scale_poly(&factor)?)?;
        for (l, c) in &self.coeffs {
            let (rest, factor) = split(c)?;
            let mut coeff = rest;
            if !factor.is_zero() {
                coeff = coeff.add(&alt.as_poly()?.mul(&factor)?)?;
            }
            out = out.add(&Affine::counter(*l, coeff))?;
        }
        Some(out)
    }

    /// Renders as `p3 + 8*i + 4`: atoms by `name`, counters by `counter`.
    pub fn render(
        &self,
        name: &dyn Fn(Atom) -> String,
        counter: &dyn Fn(usize) -> String,
    ) -> String {
        let base = self.constant.without_constant();
        let mut parts: Vec<(bool, String)> = Vec::new();
        if !base.is_zero() {
            parts.push((false, base.render(name)));
        }
        for (l, c) in &self.coeffs {
            let k = counter(*l);
            let text = match c.as_const() {
                Some(1) => (false, k),
                Some(-1) => (true, k),
                Some(v) if v < 0 => (true, format!("{}*{k}", v.unsigned_abs())),
                Some(v) => (false, format!("{v}*{k}")),
                None if c.0.len() == 1 => {
                    let (m, v) =
                        c.0.iter()
                            .next()
                            .map(|(m, v)| (m.clone(), *v))
                            .unwrap_or_default();
                    let mono = Poly(BTreeMap::from([(m, v.abs())])).render(name);
                    (v < 0, format!("{mono}*{k}"))
                }
                None => (false, format!("({})*{k}", c.render(name))),
            };
            parts.push(text);
        }
        let c = self.constant.constant_term();
        if c != 0 || parts.is_empty() {
            parts.push((c < 0, c.unsigned_abs().to_string()));
        }
        let mut out = String::new();
        for (i, (neg, t)) in parts.into_iter().enumerate() {
            if i == 0 {
                if neg {
                    out.push('-');
                }
            } else {
                out.push_str(if neg { " - " } else { " + " });
            }
            out.push_str(&t);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(a: Atom) -> String {
        match a {
            Atom::Arg(i) => format!("p{i}"),
            Atom::Opaque(v) | Atom::Choice(v) | Atom::Row(v) | Atom::RowStep(v) => format!("v{v}"),
        }
    }

    #[test]
    fn poly_algebra_and_printing() {
        let n = Poly::atom(Atom::Arg(0));
        let four_n = n.scale(4).unwrap();
        let e = four_n.add(&Poly::constant(-8)).unwrap();
        assert_eq!(e.render(&name), "4*p0 - 8");
        assert_eq!(e.div_exact(4).unwrap().render(&name), "p0 - 2");
        assert_eq!(e.div_exact(3), None);
        assert_eq!(e.content(), 4);
        let sq = n.mul(&n).unwrap();
        assert_eq!(sq.render(&name), "p0*p0");
        assert_eq!(e.eval(&|_| Some(10)), Some(32));
        assert_eq!(Poly::constant(i64::MAX).add(&Poly::constant(1)), None);
    }

    #[test]
    fn affine_printing_names_counters() {
        let y = Affine::poly(Poly::atom(Atom::Arg(3)));
        let a = y
            .add(&Affine::counter(0, Poly::constant(8)))
            .unwrap()
            .add(&Affine::constant(4))
            .unwrap();
        assert_eq!(a.render(&name, &|_| "i".into()), "p3 + 8*i + 4");
        let row = Affine::counter(1, Poly::atom(Atom::Arg(1)).scale(4).unwrap());
        assert_eq!(row.render(&name, &|_| "j".into()), "4*p1*j");
        assert_eq!(a.mul(&row), None);
        assert_eq!(a.sub(&a).unwrap(), Affine::default());
    }
}
