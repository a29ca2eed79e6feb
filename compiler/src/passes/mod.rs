//! The LoweredOp-to-LoweredOp passes of the GPU path, and the one ordered list they run in
//! ([`run`]), between the families and the converter:
//!
//! 1. [`check_order`]: moves a block's bounds checks ahead of its loads, inside each segment
//!    between ops with effects, so the checks come first and the loads issue together.
//! 2. [`loop_versioning`]: counted single-block loops get one test before the loop that
//!    proves every iteration's accesses in bounds, and a copy without those checks.
//! 3. [`check_merge`]: a run of consecutive bounds checks becomes one range test per base
//!    address, the original checks kept as the slow path.
//!
//! Two analyses serve them and the converter: [`frame`] (the C shadow-stack frame made
//! thread-private; the restructuring passes 2 and 3 leave a framed function alone, judged
//! once here) and [`nan_canon`] (where a computed NaN's bits are observed, for the
//! converter). Each pass keeps wasm's semantics exactly (docs/SEMANTICS.md); this module
//! only orders them and must not transform anything itself.
//!
//! One pass works on a whole program rather than a function, where a caller lowers one:
//! [`tail_calls`] (loops for self tail calls, calls for the others, for kernels; the
//! conformance runner's GPU backend runs it on each program it lowers).

use lowered_ir::LoweredFunction;

pub mod check_merge;
pub mod check_order;
pub mod frame;
pub mod loop_versioning;
pub mod nan_canon;
pub mod tail_calls;

/// Runs the GPU path's passes on `f`, in order. The frame analysis runs once for both
/// passes that must leave a framed function alone (the converter runs it again on the
/// final function, whose values the passes renamed).
pub fn run(f: &mut LoweredFunction) {
    check_order::hoist_bounds_checks(f);
    if frame::is_frameless(f) {
        loop_versioning::version_frameless(f);
        check_merge::merge_frameless(f);
    }
}
