//! tensor-wasm's runtime: runs WebAssembly programs in wasmtime, with the loop nests the
//! compiler proves parallel launched on a GPU (or the simulator).
//!
//! - [`rewrite`]: loop regions of a module, and the module rewritten so each chosen region is
//!   a call of an import (its body kept as an exported function, the native fallback);
//! - [`nests`]: which regions offload, judged by the compiler's auto-mode analysis;
//! - [`host`]: the imports' bodies: launch, or run the native loop;
//! - [`deferred`]: the GPU executor whose CUDA context is made in the background;
//! - [`engine`]: the embedding API (engine, program, instance, WASI, counters);
//! - [`rerun`]: a program's inputs kept for a second run (`run --check`'s reference);
//! - [`race`]: the offloaded run against the same program in plain wasmtime, whichever ends
//!   first.

pub mod c_stack;
pub mod deferred;
pub mod derived;
pub mod engine;
#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzz;
pub mod host;
pub mod liveness;
pub mod loop_exits;
pub mod nests;
pub mod origins;
pub mod race;
pub mod rerun;
pub mod rewrite;

pub use engine::{
    Config, Device, Ending, Engine, Error, Instance, Program, Wasi, DEFAULT_CHECK_FRACTION,
    DEFAULT_SIMULATION_BUDGET,
};

#[cfg(test)]
mod tests;
