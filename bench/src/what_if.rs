//! Measurement-only variants of our kernels, made by editing the exported LLVM IR, to put a
//! number on what a compiler change would buy before anyone writes it (docs/PERFORMANCE.md).
//! They are valid only on the benchmark's data and are never a way to compile real code.
//!
//! - [`without_alignment_tests`]: every run-time alignment test of `convert` (`and i64 %ea,
//!   SIZE-1` feeding the branch to the byte-wise slow path) becomes `and i64 0, SIZE-1`, so
//!   LLVM deletes the slow paths: what a proof of natural alignment would give. The benchmark's
//!   arrays are 256-byte aligned, so the results stay right (the run checks them).

/// Returns `ir` with every alignment test folded to "aligned", and how many were folded.
pub fn without_alignment_tests(ir: &str) -> (String, usize) {
    let mut count = 0;
    let mut out = String::with_capacity(ir.len());
    for line in ir.lines() {
        match alignment_test(line) {
            Some((lhs, mask)) => {
                out.push_str(&format!("{lhs} = and i64 0, {mask}"));
                count += 1;
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    (out, count)
}

/// `  %vA = and i64 %vB, M` with M in {1, 3, 7}: the form `convert::split_on_alignment` emits
/// (no other i64 `and` with these masks appears in the exported kernels; the caller checks the
/// count against the number of wide accesses).
fn alignment_test(line: &str) -> Option<(&str, &str)> {
    let (lhs, rhs) = line.split_once(" = and i64 %")?;
    let (_, mask) = rhs.split_once(", ")?;
    (lhs.trim_start().starts_with('%') && matches!(mask, "1" | "3" | "7")).then_some((lhs, mask))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_only_alignment_tests() {
        let ir = "  %v93 = and i64 %v91, 3\n  %v16 = and i32 2, 31\n  %v5 = and i64 %v4, 7\n  %v6 = and i64 %v4, 255\n";
        let (out, n) = without_alignment_tests(ir);
        assert_eq!(n, 2);
        assert_eq!(
            out,
            "  %v93 = and i64 0, 3\n  %v16 = and i32 2, 31\n  %v5 = and i64 0, 7\n  %v6 = and i64 %v4, 255\n"
        );
    }
}
