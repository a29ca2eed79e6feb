//! The measurements behind docs/PERFORMANCE.md (issue 8), as a library so the problems and
//! their CPU references can be tested without a GPU. The binary is `src/main.rs`.
//!
//! - [`problems`]: the benchmark set, its sizes and CPU references.
//! - [`gpu`]: our PTX against nvcc's on the GPU, with a copy as the bandwidth ceiling.
//! - [`latency`]: per-stage compile latency against `llc` subprocesses.
//! - [`driver`]: the CUDA driver calls `gpu` needs; [`stats`]: medians and quantiles.
//! - [`what_if`]: measurement-only IR edits that price a compiler change before it is made.
//!
//! Benchmarks, not tests: nothing here asserts a speed.

pub mod driver;
pub mod gpu;
pub mod latency;
pub mod problems;
pub mod stats;
pub mod what_if;
