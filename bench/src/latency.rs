//! Compile latency on the CPU (DESIGN.md section 10): per fixture kernel, the wall-clock time
//! of each pipeline stage over many runs in this process ([`lower_timed`]), and, on the same
//! exported LLVM IR, an `llc-22` subprocess (code generation only, no middle-end) and an
//! `opt -O3 | llc` pipeline of two subprocesses (what the in-process codegen stage does).

use crate::stats::{summarize, Summary};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;
use tensor_wasm_compiler::llvm::codegen::compile_to_ptx;
use tensor_wasm_compiler::pipeline::{lower_timed, StageTimes};
use tensor_wasm_compiler::{lower, BoundsCheckMode, Options};

/// The smallest kernel: what one in-process codegen call costs before any work.
const EMPTY_KERNEL: &str = "target datalayout = \"e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n\
target triple = \"nvptx64-nvidia-cuda\"\n\
define ptx_kernel void @empty() {\n  ret void\n}\n";

/// One fixture kernel: file (relative to golden/fixtures) and function.
pub const FIXTURES: [(&str, &str); 10] = [
    ("vector_add.wat", "vector_add"),
    ("saxpy.wat", "saxpy"),
    ("vector_add_c.wasm", "vector_add"),
    ("saxpy_c.wasm", "saxpy"),
    ("bench/vector_add.wasm", "vector_add"),
    ("bench/saxpy.wasm", "saxpy"),
    ("bench/gemv.wasm", "gemv"),
    ("bench/matmul.wasm", "matmul"),
    ("bench/conv3x3.wasm", "conv3x3"),
    ("bench/jacobi.wasm", "jacobi"),
];

/// Settings of one latency run.
pub struct LatencyArgs {
    pub fixtures: PathBuf,
    pub runs: usize,
    pub subprocess_runs: usize,
    pub llvm_bin: PathBuf,
    pub sm: u32,
    pub out: Option<PathBuf>,
}

struct Row {
    name: String,
    stages: [Summary; 5],
    /// In-process codegen of the what-if IR (checks off, alignment tests folded).
    codegen_what_if: Summary,
    llc: Option<Summary>,
    opt_llc: Option<Summary>,
    same_ptx: Option<bool>,
}

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// PTX without comments and blank lines (llc annotates blocks and names the tool and file).
fn ptx_body(ptx: &str) -> String {
    ptx.lines()
        .map(|l| l.split("//").next().unwrap_or("").trim_end())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn llc_command(llvm_bin: &Path, sm: u32, input: &Path, output: &Path) -> Command {
    let mut c = Command::new(llvm_bin.join("llc"));
    c.args(["-O3", "-march=nvptx64"])
        .arg(format!("-mcpu=sm_{sm}"))
        .args(["-mattr=+ptx80", "-nvptx-fma-level=0", "-o"])
        .arg(output)
        .arg(input);
    c
}

/// Times `llc` alone, and `opt -O3 | llc`, on `ir`; returns both and the second's PTX.
fn time_subprocesses(
    args: &LatencyArgs,
    dir: &Path,
    name: &str,
    ir: &str,
) -> Result<(Summary, Summary, String), String> {
    let input = dir.join(format!("{name}.ll"));
    let out_llc = dir.join(format!("{name}.llc.ptx"));
    let out_pipe = dir.join(format!("{name}.opt-llc.ptx"));
    std::fs::write(&input, ir).map_err(|e| e.to_string())?;
    let mut llc_ms = Vec::new();
    let mut pipe_ms = Vec::new();
    for _ in 0..args.subprocess_runs {
        let t = Instant::now();
        let status = llc_command(&args.llvm_bin, args.sm, &input, &out_llc)
            .status()
            .map_err(|e| format!("llc: {e}"))?;
        llc_ms.push(ms(t.elapsed()));
        if !status.success() {
            return Err(format!("llc failed on {name}"));
        }

        let t = Instant::now();
        let mut opt = Command::new(args.llvm_bin.join("opt"))
            .args(["-O3", "-o", "-"])
            .arg(&input)
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("opt: {e}"))?;
        let opt_out = opt.stdout.take().expect("piped");
        let mut llc = llc_command(&args.llvm_bin, args.sm, Path::new("-"), &out_pipe);
        let llc_status = llc
            .stdin(Stdio::from(opt_out))
            .status()
            .map_err(|e| format!("llc: {e}"))?;
        let opt_status = opt.wait().map_err(|e| format!("opt: {e}"))?;
        pipe_ms.push(ms(t.elapsed()));
        if !llc_status.success() || !opt_status.success() {
            return Err(format!("opt | llc failed on {name}"));
        }
    }
    let ptx = std::fs::read_to_string(&out_pipe).map_err(|e| e.to_string())?;
    Ok((summarize(&llc_ms), summarize(&pipe_ms), ptx))
}

/// Median and p99 of in-process codegen of `ir` over `runs` calls (after 5 warm-up calls).
fn time_codegen(ir: &str, sm: u32, runs: usize) -> Result<Summary, Box<dyn std::error::Error>> {
    let mut times = Vec::new();
    for i in 0..runs + 5 {
        let t = Instant::now();
        compile_to_ptx(ir, sm)?;
        if i >= 5 {
            times.push(ms(t.elapsed()));
        }
    }
    Ok(summarize(&times))
}

/// Runs the measurement and prints (and writes) the table.
pub fn run(args: &LatencyArgs) -> Result<(), Box<dyn std::error::Error>> {
    let options = Options {
        sm: args.sm,
        ..Options::default()
    };
    let tmp = std::env::temp_dir().join(format!("tensor-wasm-bench-{}", std::process::id()));
    std::fs::create_dir_all(&tmp)?;
    let have_llvm = args.llvm_bin.join("llc").exists() && args.llvm_bin.join("opt").exists();
    let mut rows = Vec::new();
    for (file, func) in FIXTURES {
        let wasm = tensor_wasm_compiler::pipeline::read_module(&args.fixtures.join(file))?;
        let name = format!("{file}:{func}");
        let mut times: Vec<StageTimes> = Vec::new();
        let mut kernel = None;
        for i in 0..args.runs + 5 {
            let (k, t) = lower_timed(&wasm, func, &options)?;
            if i >= 5 {
                times.push(t);
            }
            kernel = Some(k);
        }
        let kernel = kernel.expect("at least one run");
        let col = |f: fn(&StageTimes) -> std::time::Duration| {
            summarize(&times.iter().map(|t| ms(f(t))).collect::<Vec<_>>())
        };
        let stages = [
            col(|t| t.frontend_families),
            col(|t| t.convert_mem2reg),
            col(|t| t.llvm_dialect_export),
            col(|t| t.codegen),
            col(|t| t.total()),
        ];
        let what_if = lower(
            &wasm,
            func,
            &Options {
                bounds_checks: BoundsCheckMode::Off,
                ..options.clone()
            },
        )?;
        let (what_if_ir, _) = crate::what_if::without_alignment_tests(&what_if.stages.llvm);
        let codegen_what_if = time_codegen(&what_if_ir, args.sm, args.runs)?;
        let (llc, opt_llc, same_ptx) = if have_llvm {
            let stem = name.replace(['/', ':', '.'], "_");
            let (llc, pipe, ptx) = time_subprocesses(args, &tmp, &stem, &kernel.stages.llvm)?;
            (
                Some(llc),
                Some(pipe),
                Some(ptx_body(&ptx) == ptx_body(&kernel.ptx)),
            )
        } else {
            (None, None, None)
        };
        eprintln!("{name}: total median {:.3} ms", stages[4].median);
        rows.push(Row {
            name,
            stages,
            codegen_what_if,
            llc,
            opt_llc,
            same_ptx,
        });
    }
    let _ = std::fs::remove_dir_all(&tmp);
    let empty = time_codegen(EMPTY_KERNEL, args.sm, args.runs)?;

    let mut table = String::new();
    let _ = writeln!(
        table,
        "median / p99 in ms over {} runs in process (after 5 warm-up runs) and {} subprocess runs; sm_{}, bounds checks on\n",
        args.runs, args.subprocess_runs, args.sm
    );
    let _ = writeln!(
        table,
        "| kernel | frontend + families | convert + mem2reg | LLVM dialect + export | codegen in process (O3 + NVPTX) | whole pipeline | llc-22 subprocess | opt -O3 \\| llc-22 | same PTX as in process | codegen in process, what-if IR |"
    );
    let _ = writeln!(table, "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|");
    let f = |s: &Summary| format!("{:.3} / {:.3}", s.median, s.p99);
    for r in &rows {
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.name,
            f(&r.stages[0]),
            f(&r.stages[1]),
            f(&r.stages[2]),
            f(&r.stages[3]),
            f(&r.stages[4]),
            r.llc.as_ref().map_or("-".into(), f),
            r.opt_llc.as_ref().map_or("-".into(), f),
            match r.same_ptx {
                Some(true) => "yes",
                Some(false) => "no",
                None => "-",
            },
            f(&r.codegen_what_if),
        );
    }
    let _ = writeln!(
        table,
        "\nin-process codegen of an empty kernel (the fixed cost of one call): {}\n\
         what-if IR: the same kernel lowered with bounds checks off and its alignment tests folded \
         away (bench/src/what_if.rs), measurement only",
        f(&empty)
    );
    println!("{table}");
    if let Some(out) = &args.out {
        std::fs::write(out, &table)?;
    }
    Ok(())
}
