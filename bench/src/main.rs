//! `tensor-wasm-bench`: the measurements behind docs/PERFORMANCE.md (issue 8).
//!
//! - `lower`: lowers each benchmark fixture (golden/fixtures/bench/*.wasm) for sm_90 with bounds
//!   checks on and off, writing `ours/NAME.ptx`, `ours_nobc/NAME.ptx` and `llvm/NAME.ll`, and
//!   the measurement-only what-if variants `ours_noalign/` and `ours_nobc_noalign/`.
//! - `gpu`: on a machine with a CUDA GPU, times those PTX files against nvcc's PTX of the CUDA
//!   twins (bench/cuda/*.cu) in one process and checks both against a CPU reference.
//! - `latency`: per-stage compile latency of every fixture kernel, against `llc` subprocesses.
//!
//! Benchmarks, not tests: nothing here asserts a speed.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use tensor_wasm_bench::{gpu, latency, problems, what_if};
use tensor_wasm_compiler::llvm::codegen;
use tensor_wasm_compiler::{lower, BoundsCheckMode, Options};

#[derive(Parser)]
#[command(
    name = "tensor-wasm-bench",
    about = "Kernel speed against nvcc, and compile latency"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Lower the benchmark fixtures to PTX (bounds checks on and off).
    Lower {
        /// Folder of the benchmark fixtures.
        #[arg(long, default_value = "golden/fixtures/bench")]
        fixtures: PathBuf,
        #[arg(long, default_value = ".bench/ptx")]
        out: PathBuf,
        #[arg(long, default_value_t = 90)]
        sm: u32,
    },
    /// Time our PTX against nvcc's on the GPU (PTX_ROOT/{ours,ours_nobc,nvcc,nvcc_nofma,...}).
    Gpu {
        #[arg(long, default_value = ".bench/ptx")]
        ptx: PathBuf,
        #[arg(long, default_value_t = 30)]
        runs: usize,
        #[arg(long, default_value_t = 3)]
        warmup: usize,
        /// Only these kernels (comma-separated).
        #[arg(long, value_delimiter = ',')]
        only: Vec<String>,
        /// Folder for results.md and results.tsv.
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Compile latency per fixture kernel and stage, against llc subprocesses.
    Latency {
        /// Folder of the fixtures (the benchmark ones are under bench/).
        #[arg(long, default_value = "golden/fixtures")]
        fixtures: PathBuf,
        #[arg(long, default_value_t = 100)]
        runs: usize,
        #[arg(long, default_value_t = 50)]
        subprocess_runs: usize,
        #[arg(long, default_value = "/usr/lib/llvm-22/bin")]
        llvm_bin: PathBuf,
        #[arg(long, default_value_t = 90)]
        sm: u32,
        /// Write the table here too.
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

fn lower_all(fixtures: &std::path::Path, out: &std::path::Path, sm: u32) -> Result<(), String> {
    for dir in ["ours", "ours_nobc", "llvm"] {
        std::fs::create_dir_all(out.join(dir)).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    for name in problems::NAMES {
        let path = fixtures.join(format!("{name}.wasm"));
        let wasm = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (dir, checks) in [
            ("ours", BoundsCheckMode::On),
            ("ours_nobc", BoundsCheckMode::Off),
        ] {
            let options = Options {
                sm,
                bounds_checks: checks,
                ..Options::default()
            };
            let kernel = lower(&wasm, name, &options).map_err(|e| format!("{name}: {e}"))?;
            let file = out.join(dir).join(format!("{name}.ptx"));
            std::fs::write(&file, &kernel.ptx).map_err(|e| format!("{}: {e}", file.display()))?;
            if checks == BoundsCheckMode::On {
                let ll = out.join("llvm").join(format!("{name}.ll"));
                std::fs::write(&ll, &kernel.stages.llvm)
                    .map_err(|e| format!("{}: {e}", ll.display()))?;
            }
            println!("{} ({} bytes)", file.display(), kernel.ptx.len());

            // What-if: the same kernel with its alignment tests folded away (what_if.rs).
            let (ir, folded) = what_if::without_alignment_tests(&kernel.stages.llvm);
            let ptx = codegen::compile_to_ptx(&ir, sm).map_err(|e| format!("{name}: {e}"))?;
            let dir = format!("{dir}_noalign");
            std::fs::create_dir_all(out.join(&dir)).map_err(|e| e.to_string())?;
            let file = out.join(&dir).join(format!("{name}.ptx"));
            std::fs::write(&file, &ptx).map_err(|e| format!("{}: {e}", file.display()))?;
            println!("{} ({} alignment tests folded)", file.display(), folded);
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: Result<(), Box<dyn std::error::Error>> = match cli.command {
        Cmd::Lower { fixtures, out, sm } => lower_all(&fixtures, &out, sm).map_err(Into::into),
        Cmd::Gpu {
            ptx,
            runs,
            warmup,
            only,
            out,
        } => gpu::run(&gpu::GpuArgs {
            ptx_root: ptx,
            runs,
            warmup,
            only,
            out,
        }),
        Cmd::Latency {
            fixtures,
            runs,
            subprocess_runs,
            llvm_bin,
            sm,
            out,
        } => latency::run(&latency::LatencyArgs {
            fixtures,
            runs,
            subprocess_runs,
            llvm_bin,
            sm,
            out,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
