//! Printing the detector's findings: names for values, loop counters and affine expressions
//! ([`Namer`]), the text report of `tensor-wasm detect` and its `--json` form.
//!
//! Arguments print as `p0, p1, ...` (the kernel ABI's names), loop counters by depth as
//! `i, j, k, ...`, values defined by arithmetic on arguments as that arithmetic
//! (`(p0 & 0x7ffffffe)`), anything else as its SSA name. The JSON is written by hand (no
//! serde in the workspace) with stable key order. This module must not analyse anything.

use super::affine::{Affine, Atom};
use super::dependence::Group;
use super::induction::TripCount;
use super::loops::LoopForest;
use super::{FunctionReport, LoopReport, ModuleReport};
use lowered_ir::{ConvOp, IntBinOp, LoweredFunction, LoweredOp, LoweredType, Value};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;

/// Renders values, counters and expressions of one function.
pub struct Namer {
    /// Names of called functions by wasm index (export name or `func<N>`).
    pub callees: HashMap<u32, String>,
    /// Printed forms of values known as expressions (block parameters of loops).
    pub alias: HashMap<Value, String>,
    /// The alternatives of choice atoms (copied from the analysis once it has run).
    pub choices: HashMap<u32, Vec<Affine>>,
    /// Choices that are the smaller or larger of their alternatives, printed `min(a, b)`.
    pub min_max: HashMap<u32, super::induction::MinMax>,
    /// Value -> its defining op (block parameters are absent), and entry parameters.
    defs: Arc<HashMap<Value, LoweredOp>>,
    entry_params: Vec<Value>,
}

impl Namer {
    pub fn new(f: &LoweredFunction) -> Namer {
        Namer::with_defs(f, Namer::defs_of(f))
    }

    /// Each single-result value of `f` with its defining op: what [`Namer::with_defs`] takes,
    /// for a caller that makes many namers of one function (one per loop).
    pub fn defs_of(f: &LoweredFunction) -> Arc<HashMap<Value, LoweredOp>> {
        let mut defs = HashMap::new();
        for b in &f.blocks {
            for inst in &b.insts {
                if let [r] = inst.results.as_slice() {
                    defs.insert(*r, inst.op.clone());
                }
            }
        }
        Arc::new(defs)
    }

    /// A namer of `f` over `defs`, which [`Namer::defs_of`] made for `f`.
    pub fn with_defs(f: &LoweredFunction, defs: Arc<HashMap<Value, LoweredOp>>) -> Namer {
        Namer {
            callees: HashMap::new(),
            alias: HashMap::new(),
            choices: HashMap::new(),
            min_max: HashMap::new(),
            defs,
            entry_params: f
                .blocks
                .first()
                .map(|b| b.params.clone())
                .unwrap_or_default(),
        }
    }

    /// A readable name or expression for `v`.
    pub fn value(&self, _f: &LoweredFunction, v: Value) -> String {
        self.render(v, 3)
    }

    fn render(&self, v: Value, depth: u32) -> String {
        if v == super::induction::ZERO {
            return "0".into();
        }
        if let Some(i) = self.entry_params.iter().position(|p| *p == v) {
            return format!("p{i}");
        }
        if let Some(a) = self.alias.get(&v) {
            return if a.contains(' ') {
                format!("({a})")
            } else {
                a.clone()
            };
        }
        let Some(op) = self.defs.get(&v) else {
            return v.to_string();
        };
        if let LoweredOp::IConst { ty, bits } = op {
            return constant_text(*ty, *bits);
        }
        if depth == 0 {
            return v.to_string();
        }
        let r = |x: Value| self.render(x, depth - 1);
        match op {
            LoweredOp::IntBin {
                op: IntBinOp::Add,
                lhs,
                rhs,
            } if self.negative_const(*rhs).is_some() => {
                let c = self.negative_const(*rhs).unwrap_or_default();
                format!("({} - {})", r(*lhs), c.unsigned_abs())
            }
            LoweredOp::IntBin { op, lhs, rhs } => {
                let sym = match op {
                    IntBinOp::Add => "+",
                    IntBinOp::Sub => "-",
                    IntBinOp::Mul => "*",
                    IntBinOp::DivS | IntBinOp::DivU => "/",
                    IntBinOp::RemS | IntBinOp::RemU => "%",
                    IntBinOp::And => "&",
                    IntBinOp::Or => "|",
                    IntBinOp::Xor => "^",
                    IntBinOp::Shl => "<<",
                    IntBinOp::ShrS => ">>",
                    IntBinOp::ShrU => ">>u",
                    IntBinOp::Rotl => "rotl",
                    IntBinOp::Rotr => "rotr",
                };
                format!("({} {sym} {})", r(*lhs), r(*rhs))
            }
            LoweredOp::Convert {
                op: ConvOp::Uextend | ConvOp::Sextend | ConvOp::Ireduce,
                arg,
                ..
            } => r(*arg),
            LoweredOp::Load {
                mem_ty,
                addr,
                offset,
                ..
            } => {
                let a = r(*addr);
                let bare = match a.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
                    Some(inner) if !inner.contains('(') => inner.to_string(),
                    _ => a,
                };
                if *offset == 0 {
                    format!("load.{mem_ty}({bare})")
                } else {
                    format!("load.{mem_ty}({bare} + {offset})")
                }
            }
            LoweredOp::IntCmp { op, lhs, rhs } => {
                let sym = super::induction::pred_text(*op);
                format!("({} {sym} {})", r(*lhs), r(*rhs))
            }
            _ => v.to_string(),
        }
    }

    fn negative_const(&self, v: Value) -> Option<i64> {
        match self.defs.get(&v)? {
            LoweredOp::IConst { ty, bits } => {
                let x = signed_of(*ty, *bits);
                (x < 0).then_some(x)
            }
            _ => None,
        }
    }

    /// How a reason names called function `index`.
    pub fn callee(&self, index: u32) -> String {
        match self.callees.get(&index) {
            Some(name) => format!("`{name}`"),
            None => format!("function {index}"),
        }
    }

    /// The counter name of loop `l`: `i`, `j`, `k`, ... by nesting depth.
    pub fn counter(&self, forest: &LoopForest, l: usize) -> String {
        const NAMES: [&str; 6] = ["i", "j", "k", "l", "m", "q"];
        let d = forest.loops.get(l).map(|x| x.depth).unwrap_or(0);
        NAMES
            .get(d)
            .map(|s| s.to_string())
            .unwrap_or_else(|| format!("k{d}"))
    }

    fn atom(&self, a: Atom) -> String {
        match a {
            Atom::Choice(v) => match self.choices.get(&v) {
                Some(alts) => {
                    let texts: Vec<String> = alts.iter().map(|x| self.plain_affine(x)).collect();
                    match self.min_max.get(&v) {
                        Some(how) => {
                            let f = if how.min { "min" } else { "max" };
                            let u = if how.signed { "" } else { "u" };
                            format!("{f}{u}({})", texts.join(", "))
                        }
                        None => format!("{{{}}}", texts.join(" | ")),
                    }
                }
                None => Value(v).to_string(),
            },
            Atom::Arg(i) => format!("p{i}"),
            // A row load's table read by the launch (`row_pointers.rs`).
            Atom::Row(v) => format!("first({})", self.render(Value(v), 3)),
            Atom::RowStep(v) => format!("spacing({})", self.render(Value(v), 3)),
            Atom::Opaque(v) => {
                // Opaque atoms are defined outside loops: render their arithmetic.
                let v = Value(v);
                match self.defs.get(&v) {
                    Some(_) => self.render(v, 3),
                    None => v.to_string(),
                }
            }
        }
    }

    /// A counter-free expression (choice alternatives).
    fn plain_affine(&self, a: &Affine) -> String {
        a.render(&|x| self.atom(x), &|l| format!("k{l}"))
    }

    pub fn affine(&self, forest: &LoopForest, a: &Affine) -> String {
        a.render(&|x| self.atom(x), &|l| self.counter(forest, l))
    }

    pub fn trip(&self, forest: &LoopForest, t: &TripCount) -> String {
        let num = self.affine(forest, &t.num);
        let terms = t.num.coeffs.len() + t.num.constant.0.len();
        if t.div == 1 {
            num
        } else if terms > 1 {
            format!("({num}) / {}", t.div)
        } else {
            format!("{num} / {}", t.div)
        }
    }

    /// `p3 + 8*i + [0, 8)`, or `p2 + 16*p1*i + [0, 4*p1)` for a fill or copy of a symbolic
    /// length; an arm of a load through selects with the comparisons it is read under
    /// (`p0 + 4*p3*i - 4*p3 + 4*j + [0, 4) where i > 0`).
    pub fn group(&self, forest: &LoopForest, g: &Group) -> String {
        let range = self.group_range(forest, g);
        if g.arm.is_empty() || g.bounds.is_empty() {
            return range;
        }
        // An arm of a load through selects: the counter comparisons it is read under (the
        // select conditions, and the branch guards around it), where the launch ranges it.
        // Arms of one address differ only there.
        let bounds: Vec<String> = (g.bounds.iter())
            .map(|(l, op, r)| {
                format!(
                    "{} {} {}",
                    self.affine(forest, l),
                    super::induction::pred_text(*op),
                    self.affine(forest, r)
                )
            })
            .collect();
        format!("{range} where {}", bounds.join(" and "))
    }

    /// [`Names::group`] without its bounds.
    fn group_range(&self, forest: &LoopForest, g: &Group) -> String {
        if let Some(len) = &g.len {
            let base = self.affine(forest, &g.base);
            // Accesses at offsets `lo .. hi - 1`, each `len` bytes long.
            let end = len.add(&Affine::constant(g.hi - 1));
            let end = end.map_or_else(
                || "?".into(),
                |e| match e.as_poly() {
                    Some(p) => p.render(&|x| self.atom(x)),
                    None => self.affine(forest, &e),
                },
            );
            return format!("{base} + [{}, {end})", g.lo);
        }
        let base = self.affine(forest, &g.base);
        if g.base == Affine::default() {
            format!("[{}, {})", g.lo, g.hi)
        } else {
            format!("{base} + [{}, {})", g.lo, g.hi)
        }
    }
}

fn signed_of(ty: LoweredType, bits: u64) -> i64 {
    match ty {
        LoweredType::I8 => bits as u8 as i8 as i64,
        LoweredType::I16 => bits as u16 as i16 as i64,
        LoweredType::I32 => bits as u32 as i32 as i64,
        _ => bits as i64,
    }
}

fn constant_text(ty: LoweredType, bits: u64) -> String {
    let signed = match ty {
        LoweredType::I8 => bits as u8 as i8 as i64,
        LoweredType::I16 => bits as u16 as i16 as i64,
        LoweredType::I32 => bits as u32 as i32 as i64,
        _ => bits as i64,
    };
    if signed.unsigned_abs() >= 65536 {
        format!("{bits:#x}")
    } else {
        signed.to_string()
    }
}

impl ModuleReport {
    /// The text `tensor-wasm detect` prints.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        for (i, f) in self.functions.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            f.render_text(&mut out);
        }
        if self.functions.is_empty() {
            out.push_str("the module defines no function\n");
        }
        out
    }

    /// The `--json` form: `{"functions": [...]}`.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{\n  \"functions\": [");
        for (i, f) in self.functions.iter().enumerate() {
            out.push_str(if i == 0 { "\n" } else { ",\n" });
            f.write_json(&mut out);
        }
        out.push_str(if self.functions.is_empty() {
            "]\n}\n"
        } else {
            "\n  ]\n}\n"
        });
        out
    }
}

impl FunctionReport {
    fn render_text(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "function `{}` {}: {}",
            self.name,
            self.signature,
            self.verdict.name()
        );
        for r in &self.reasons {
            let _ = writeln!(out, "  {r}");
        }
        for l in &self.loops {
            l.render_text(out);
        }
    }

    fn write_json(&self, out: &mut String) {
        let _ = write!(
            out,
            "    {{\"name\": {}, \"index\": {}, \"signature\": {}, \"verdict\": {}, \"reasons\": {}, \"kernels\": {}, \"loops\": [",
            json_str(&self.name),
            self.index,
            json_str(&self.signature),
            json_str(self.verdict.name()),
            json_strs(&self.reasons),
            json_strs(&self.kernels),
        );
        for (i, l) in self.loops.iter().enumerate() {
            out.push_str(if i == 0 { "\n" } else { ",\n" });
            l.write_json(out);
        }
        out.push_str(if self.loops.is_empty() {
            "]}"
        } else {
            "\n    ]}"
        });
    }
}

impl LoopReport {
    fn render_text(&self, out: &mut String) {
        let indent = "  ".repeat(self.depth + 1);
        let over = match &self.trip_count {
            Some(t) => format!("{} = 0 .. {t}", self.counter),
            None => format!("{} (not counted)", self.counter),
        };
        match self.verdict {
            super::LoopVerdict::Parallel => {
                let _ = writeln!(
                    out,
                    "{indent}loop {} at {}: parallel over {over}",
                    self.id, self.header
                );
            }
            super::LoopVerdict::Sequential => {
                let _ = writeln!(
                    out,
                    "{indent}loop {} at {}: sequential, {over}",
                    self.id, self.header
                );
            }
        }
        let more = format!("{indent}  ");
        if let Some(t) = &self.exit_test {
            let _ = writeln!(out, "{more}exit test: {t}");
        }
        if !self.inductions.is_empty() {
            let _ = writeln!(out, "{more}induction: {}", self.inductions.join(", "));
        }
        for r in &self.reductions {
            let _ = writeln!(out, "{more}reduction: {r}");
        }
        let _ = writeln!(
            out,
            "{more}accesses: {} load{}, {} store{}",
            self.loads,
            if self.loads == 1 { "" } else { "s" },
            self.stores,
            if self.stores == 1 { "" } else { "s" }
        );
        for g in &self.accesses {
            let mut what = Vec::new();
            if g.loads > 0 {
                what.push(format!(
                    "{} load{}",
                    g.loads,
                    if g.loads == 1 { "" } else { "s" }
                ));
            }
            if g.stores > 0 {
                what.push(format!(
                    "{} store{}",
                    g.stores,
                    if g.stores == 1 { "" } else { "s" }
                ));
            }
            let _ = writeln!(out, "{more}  {}: {}", g.range, what.join(", "));
        }
        for r in &self.reasons {
            let _ = writeln!(out, "{more}because {r}");
        }
        for p in &self.preconditions {
            let _ = writeln!(out, "{more}needs: {p}");
        }
        for t in &self.transformations {
            let _ = writeln!(out, "{more}transformation: {t}");
        }
    }

    fn write_json(&self, out: &mut String) {
        let accesses: Vec<String> = self
            .accesses
            .iter()
            .map(|g| {
                format!(
                    "{{\"range\": {}, \"loads\": {}, \"stores\": {}}}",
                    json_str(&g.range),
                    g.loads,
                    g.stores
                )
            })
            .collect();
        let _ = write!(
            out,
            "      {{\"id\": {}, \"header\": {}, \"depth\": {}, \"parent\": {}, \"counter\": {}, \"verdict\": {}, \"trip_count\": {}, \"exit_test\": {}, \"reasons\": {}, \"inductions\": {}, \"reductions\": {}, \"loads\": {}, \"stores\": {}, \"accesses\": [{}], \"preconditions\": {}, \"transformations\": {}}}",
            json_str(&self.id),
            json_str(&self.header),
            self.depth,
            self.parent.as_deref().map(json_str).unwrap_or_else(|| "null".into()),
            json_str(&self.counter),
            json_str(self.verdict.name()),
            self.trip_count.as_deref().map(json_str).unwrap_or_else(|| "null".into()),
            self.exit_test.as_deref().map(json_str).unwrap_or_else(|| "null".into()),
            json_strs(&self.reasons),
            json_strs(&self.inductions),
            json_strs(&self.reductions),
            self.loads,
            self.stores,
            accesses.join(", "),
            json_strs(&self.preconditions),
            json_strs(&self.transformations),
        );
    }
}

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_strs(v: &[String]) -> String {
    let items: Vec<String> = v.iter().map(|s| json_str(s)).collect();
    format!("[{}]", items.join(", "))
}
