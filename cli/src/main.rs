//! `tensor-wasm`: the command-line interface (DESIGN.md section 8).
//!
//! Exit 0 on success, 1 on any user error with one line `error: ...` naming the function and
//! the reason; never a panic (a panic is caught and reported as an internal error, exit 1).
//! This file parses arguments and prints; the work happens in the library.

use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tensor_wasm_compiler::auto::cost::CostModel;
use tensor_wasm_compiler::pipeline::{read_module, BoundsCheckMode, Kernel, Mode, Options};
use tensor_wasm_compiler::{frontend::ModuleInfo, lower};
use tensor_wasm_runtime::{Config, Device, DEFAULT_CHECK_FRACTION, DEFAULT_SIMULATION_BUDGET};

mod detach;
mod program;
mod race;

#[derive(Parser)]
#[command(
    name = "tensor-wasm",
    version,
    about = "Lowers WebAssembly functions to PTX kernels and runs them"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum ModeArg {
    Kernel,
    Map,
    Auto,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum Stage {
    Lowered,
    Mir,
    Llvm,
    Ptx,
    Plan,
    /// The whole module as the runtime runs it (WAT): each offloaded loop nest a call.
    Rewritten,
}

#[derive(Clone, Copy, ValueEnum)]
enum OnOff {
    On,
    Off,
}

#[derive(Subcommand)]
enum Command {
    /// Lower functions of a module (.wasm or .wat) to PTX.
    Lower {
        module: PathBuf,
        /// Function to lower (export name or `func<N>`); repeat for several; default: all exports.
        #[arg(long = "func")]
        funcs: Vec<String>,
        #[arg(long, value_enum, default_value = "kernel")]
        mode: ModeArg,
        /// Stages to print or write, comma separated.
        #[arg(long, value_enum, value_delimiter = ',', default_value = "ptx")]
        emit: Vec<Stage>,
        /// Target sm_XX.
        #[arg(long, default_value_t = 80)]
        sm: u32,
        /// Bounds checks on linear-memory accesses (`off` is for measurement only).
        #[arg(long = "bounds-checks", value_enum, default_value = "on")]
        bounds_checks: OnOff,
        /// Write each stage to DIR/<entry>.<stage> instead of printing it.
        #[arg(short = 'o')]
        out_dir: Option<PathBuf>,
        /// Kernel mode: ops on memories besides memory 0 read them from the state window the
        /// host appends after memory 0 (docs/ABI.md "Other memories in kernel mode").
        #[arg(long = "other-memories")]
        other_memories: bool,
    },
    /// Report a verdict for every function and loop of a module.
    Detect {
        module: PathBuf,
        #[arg(long)]
        json: bool,
        /// Float reductions may be reordered: their loops are parallel (see `run`).
        #[arg(long = "reassociate-floats")]
        reassociate_floats: bool,
    },
    /// Run .wast spec files and compare with their expected results.
    Conform {
        paths: Vec<PathBuf>,
        #[arg(long, default_value = "interp")]
        backend: String,
        #[arg(long)]
        json: Option<PathBuf>,
    },
    /// Run a WASI program (`_start`, as `wasmtime run` does) in wasmtime with its parallel loop
    /// nests on the GPU; or, with --invoke, one function in auto mode (docs/AUTO-OFFLOAD.md).
    Run {
        module: PathBuf,
        /// Call this function once instead of running the program (`--func` is an alias).
        #[arg(long = "invoke", alias = "func")]
        invoke: Option<String>,
        /// Arguments of the program, after `--` (argv[0] is the module's file name).
        #[arg(last = true)]
        program_args: Vec<String>,
        /// Preopen a host directory for the program: HOST or HOST::GUEST.
        #[arg(long = "dir")]
        dirs: Vec<String>,
        /// Set an environment variable of the program: NAME=VALUE, or NAME for the host's value.
        #[arg(long = "env")]
        env: Vec<String>,
        /// Run the program in wasmtime with nothing offloaded.
        #[arg(long = "no-offload")]
        no_offload: bool,
        /// Launch every nest that may launch, however small (no cost model).
        #[arg(long = "no-cost-model")]
        no_cost_model: bool,
        /// Keep lowered kernels (PTX) in DIR across runs.
        #[arg(long = "cache")]
        cache: Option<PathBuf>,
        /// One argument per parameter, in order (integers, floats, or 0x bits).
        #[arg(long = "arg", allow_hyphen_values = true)]
        args: Vec<String>,
        /// Also run the call in wasmi (the CPU reference) and compare; exit 1 on a mismatch.
        #[arg(long)]
        check: bool,
        /// Print the offload counters in Prometheus text.
        #[arg(long)]
        metrics: bool,
        /// Grow the memory to N pages of 64 KiB first.
        #[arg(long = "memory-pages")]
        memory_pages: Option<u64>,
        /// Fill every byte above the data segments from a generator seeded with SEED.
        #[arg(long = "random-memory")]
        random_memory: Option<u64>,
        /// Run the kernels in the interpreter's grid simulation instead of a GPU.
        #[arg(long)]
        simulate: bool,
        /// Skip the first-call check of new kernels against the CPU reference.
        #[arg(long = "no-first-call-check")]
        no_first_call_check: bool,
        /// The first-call check of a program's nest runs about 1/N of its outer loop natively
        /// and compares the bytes those iterations changed; 1 runs the whole loop.
        #[arg(long = "check-fraction", default_value_t = DEFAULT_CHECK_FRACTION,
              value_parser = clap::value_parser!(u32).range(1..))]
        check_fraction: u32,
        /// Float tolerance of the first-call check in units in the last place (0: exact).
        #[arg(long = "tolerance-ulps", default_value_t = 0)]
        tolerance_ulps: u32,
        /// Let float sums, products, minima and maxima run as parallel reductions, in
        /// another order than the program's (off by default: the results may round
        /// differently). The first-call check then accepts a relative difference of 1e-4
        /// (f32) or 1e-10 (f64) in their totals.
        #[arg(long = "reassociate-floats")]
        reassociate_floats: bool,
        /// Decide every nest as usual but launch none: a nest whose launch would go ahead
        /// runs natively, counted as fallback `dry_run` (with --metrics, what would launch at
        /// the program's real sizes; with --simulate no GPU is needed and nothing is slow).
        #[arg(long = "dry-run")]
        dry_run: bool,
        /// With --simulate: the most instructions the simulated launches interpret in all
        /// (threads times instructions per thread, as the cost model estimates them, plus
        /// 256 to start each thread); a
        /// launch past it runs on the CPU, counted as fallback `simulation_budget`. The
        /// interpreter is about 200 times slower than the CPU. 0: no limit.
        #[arg(long = "simulate-budget", default_value_t = DEFAULT_SIMULATION_BUDGET)]
        simulate_budget: u64,
        /// Also run the program unchanged in plain wasmtime, as a child process, from the
        /// start, and keep whichever run ends first (auto: on the GPU, for programs whose
        /// only effects outside the process are writes to stdout and stderr).
        #[arg(long, value_enum, default_value_t = program::RaceMode::Auto)]
        race: program::RaceMode,
        /// Target `sm_XX` of the kernels.
        #[arg(long, default_value_t = 90)]
        sm: u32,
        /// Before each launch, launch the kernel N more times and print their times (on the
        /// same input; their memory effects are discarded).
        #[arg(long = "time-launches", default_value_t = 0)]
        time_launches: usize,
    },
    /// Run a wasm program that dispatches GPU work itself through the wasi:cuda/host imports.
    Guest {
        guest: PathBuf,
        #[arg(long)]
        invoke: Option<String>,
    },
}

/// Leaves the process with `code` at once: stdout and stderr flushed, then `_exit`, which
/// runs no atexit handlers. The CUDA driver's handlers would tear down a context (slowly)
/// and crash when another thread is still making one (seen on the H100 machine); the kernel
/// reclaims the process's memory, device memory included, either way.
pub(crate) fn exit_now(code: i32) -> ! {
    use std::io::Write as _;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // A worker tells the waiting parent, which leaves now, while this exit tears the
    // context down (`detach.rs`).
    detach::finish(code);
    // SAFETY: `_exit` takes no pointers and never returns; every buffered stream this
    // process writes was flushed above.
    unsafe { libc::_exit(code) }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    // A panic is a bug in tensor-wasm, but the user still gets one line and exit code 1.
    std::panic::set_hook(Box::new(|_| {}));
    let outcome = std::panic::catch_unwind(|| run(cli));
    match outcome {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(1)
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            eprintln!(
                "error: internal error (please report): {}",
                what.lines().next().unwrap_or("")
            );
            ExitCode::from(1)
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Lower {
            module,
            funcs,
            mode,
            emit,
            sm,
            bounds_checks,
            out_dir,
            other_memories,
        } => {
            let options = Options {
                mode: match mode {
                    ModeArg::Kernel => Mode::Kernel,
                    ModeArg::Map => Mode::Map,
                    ModeArg::Auto => Mode::Auto,
                },
                sm,
                bounds_checks: match bounds_checks {
                    OnOff::On => BoundsCheckMode::On,
                    OnOff::Off => BoundsCheckMode::Off,
                },
                link_imports: false,
                other_memories,
            };
            lower_command(&module, funcs, &emit, &options, out_dir.as_deref())
        }
        Command::Detect {
            module,
            json,
            reassociate_floats,
        } => {
            let wasm = read_module(&module).map_err(|e| e.to_string())?;
            let options = tensor_wasm_compiler::auto::DetectOptions {
                reassociate_floats,
                ..Default::default()
            };
            let report = tensor_wasm_compiler::auto::detect_with(&wasm, options)
                .map_err(|e| e.to_string())?;
            if json {
                print!("{}", report.to_json());
            } else {
                print!("{}", report.render_text());
            }
            Ok(())
        }
        Command::Conform {
            paths,
            backend,
            json,
        } => {
            use tensor_wasm_compiler::conform::{run_conformance, Backend};
            let report = run_conformance(&paths, Backend::from_name(&backend)?)?;
            if let Some(path) = json {
                std::fs::write(&path, report.to_json())
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            }
            print!("{}", report.render_text());
            // Failures exit 1 without another line: the totals stay the last line.
            if report.totals().failed > 0 {
                use std::io::Write as _;
                let _ = std::io::stdout().flush();
                std::process::exit(1);
            }
            Ok(())
        }
        Command::Run {
            module,
            invoke,
            program_args,
            dirs,
            env,
            no_offload,
            no_cost_model,
            cache,
            args,
            check,
            metrics,
            memory_pages,
            random_memory,
            simulate,
            no_first_call_check,
            check_fraction,
            tolerance_ulps,
            reassociate_floats,
            dry_run,
            simulate_budget,
            race,
            sm,
            time_launches,
        } => {
            let Some(func) = invoke else {
                if !args.is_empty() || memory_pages.is_some() || random_memory.is_some() {
                    return Err("--arg, --memory-pages and --random-memory go with --invoke NAME; a program's own arguments follow `--`".into());
                }
                let run = program::ProgramRun {
                    module,
                    args: program_args,
                    dirs,
                    env,
                    device: if no_offload {
                        Device::None
                    } else if simulate {
                        Device::Simulator
                    } else {
                        Device::Gpu { sm }
                    },
                    config: Config {
                        first_call_check: !no_first_call_check,
                        check_fraction,
                        tolerance_ulps,
                        cost: (!no_cost_model).then(CostModel::default),
                        cache_dir: cache,
                        reassociate_floats,
                        dry_run,
                        simulation_budget: (simulate_budget > 0).then_some(simulate_budget),
                    },
                    check,
                    metrics,
                    race,
                };
                // On the GPU the user waits for a parent that ends when the program's
                // output is complete, not for the context's teardown (`detach.rs`);
                // TENSOR_WASM_DETACH=1 or 0 says so for any device.
                let detach = match std::env::var("TENSOR_WASM_DETACH").as_deref() {
                    Ok("1") => true,
                    Ok("0") => false,
                    _ => matches!(run.device, Device::Gpu { .. }),
                };
                if detach {
                    detach::split();
                }
                let code = program::run_program(&run)?;
                exit_now(code);
            };
            if !program_args.is_empty() || !dirs.is_empty() || !env.is_empty() {
                return Err(
                    "arguments after `--`, --dir and --env are for programs; --invoke takes --arg"
                        .into(),
                );
            }
            use tensor_wasm_compiler::auto::offload::{
                GpuExecutor, InterpExecutor, KernelExecutor, OffloadOptions,
            };
            use tensor_wasm_compiler::auto::run::{run_request, CheckVerdict, RunRequest};
            let wasm = read_module(&module).map_err(|e| e.to_string())?;
            let req = RunRequest {
                func,
                args,
                memory_pages,
                random_memory,
                check,
                offload: OffloadOptions {
                    first_call_check: !no_first_call_check,
                    tolerance_ulps,
                    reassociate_floats,
                    dry_run,
                    ..OffloadOptions::default()
                },
            };
            let mut exec: Box<dyn KernelExecutor> = if simulate {
                Box::new(InterpExecutor {
                    simulation_budget: (simulate_budget > 0).then_some(simulate_budget),
                    ..InterpExecutor::default()
                })
            } else {
                let mut gpu = GpuExecutor::new(sm).map_err(|why| {
                    format!("NotAvailable: no GPU to run on ({why}); --simulate runs the kernels in the interpreter")
                })?;
                gpu.timed_launches = time_launches;
                Box::new(gpu)
            };
            let report = run_request(&wasm, &req, exec.as_mut())?;
            print!("{}", report.render());
            if metrics {
                print!("{}", exec.counters().prometheus_text());
            }
            if let Some(CheckVerdict::Differs(_)) = report.check {
                use std::io::Write as _;
                let _ = std::io::stdout().flush();
                std::process::exit(1);
            }
            Ok(())
        }
        Command::Guest { guest, invoke } => guest_command(&guest, invoke.as_deref()),
    }
}

fn lower_command(
    module: &Path,
    funcs: Vec<String>,
    emit: &[Stage],
    options: &Options,
    out_dir: Option<&Path>,
) -> Result<(), String> {
    let wasm = read_module(module).map_err(|e| e.to_string())?;
    let funcs = if funcs.is_empty() {
        let info = ModuleInfo::parse(&wasm).map_err(|e| e.to_string())?;
        let mut names: Vec<String> = info
            .exports
            .iter()
            .filter(|(_, i)| *i >= info.num_imported_funcs())
            .map(|(n, _)| n.clone())
            .collect();
        names.dedup();
        if names.is_empty() {
            return Err(format!(
                "{}: the module exports no function to lower (name one with --func)",
                module.display()
            ));
        }
        names
    } else {
        funcs
    };
    if emit.contains(&Stage::Plan) && options.mode != Mode::Auto {
        return Err("`--emit plan` needs `--mode auto`".into());
    }
    if emit.contains(&Stage::Rewritten) && options.mode != Mode::Auto {
        return Err("`--emit rewritten` needs `--mode auto`".into());
    }
    if options.mode == Mode::Auto {
        return auto_lower_command(&wasm, funcs, emit, options, out_dir);
    }
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    for func in funcs {
        let kernel = lower(&wasm, &func, options).map_err(|e| e.to_string())?;
        for stage in emit {
            let (ext, text) = stage_text(&kernel, *stage);
            match out_dir {
                Some(dir) => {
                    let path = dir.join(format!("{}.{ext}", kernel.entry));
                    std::fs::write(&path, text)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                }
                None => {
                    println!(";; ---- {} ({ext}) ----", kernel.entry);
                    print!("{text}");
                    if !text.ends_with('\n') {
                        println!();
                    }
                }
            }
        }
    }
    Ok(())
}

/// `lower --mode auto`: the plan (`plan`), the host function and the outlined functions
/// (`lowered`), and each kernel's later stages (`mir`, `llvm`, `ptx`).
fn auto_lower_command(
    wasm: &[u8],
    funcs: Vec<String>,
    emit: &[Stage],
    options: &Options,
    out_dir: Option<&Path>,
) -> Result<(), String> {
    use tensor_wasm_compiler::auto::offload::lower_outlined;
    use tensor_wasm_compiler::auto::run::prepare;
    use tensor_wasm_compiler::pipeline::entry_name;
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let write = |name: String, text: &str| -> Result<(), String> {
        match out_dir {
            Some(dir) => {
                let path = dir.join(&name);
                std::fs::write(&path, text)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))
            }
            None => {
                println!(";; ---- {name} ----");
                print!("{text}");
                Ok(())
            }
        }
    };
    if emit.contains(&Stage::Rewritten) {
        let plan = tensor_wasm_runtime::nests::plan(wasm).map_err(|e| e.to_string())?;
        let mut text = String::new();
        for line in plan.verdict_lines() {
            text.push_str(&format!(";; {line}\n"));
        }
        text.push_str(
            &wasmprinter::print_bytes(&plan.rewritten)
                .map_err(|e| format!("cannot print the rewritten module: {e}"))?,
        );
        text.push('\n');
        write("module.rewritten.wat".to_string(), &text)?;
        if emit.iter().all(|s| *s == Stage::Rewritten) {
            return Ok(());
        }
    }
    for func in funcs {
        let entry = entry_name(&func);
        if emit.contains(&Stage::Plan) {
            let plan = tensor_wasm_compiler::auto::plan::plan_json(wasm, &func)
                .map_err(|e| e.to_string())?;
            write(format!("{entry}.plan.json"), &plan)?;
        }
        if emit
            .iter()
            .all(|s| matches!(s, Stage::Plan | Stage::Rewritten))
        {
            continue;
        }
        let prepared = prepare(wasm, &func)?;
        let auto = &prepared.auto;
        if emit.contains(&Stage::Lowered) {
            let mut text = lowered_ir::print_function(&auto.f);
            for o in &auto.outlined {
                for f in [&o.kernel, &o.finish, &o.reference] {
                    text.push('\n');
                    text.push_str(&lowered_ir::print_function(f));
                }
            }
            for n in &auto.not_outlined {
                text.push_str(&format!("\n;; {} is not outlined: {}\n", n.name, n.why));
            }
            write(format!("{entry}.auto.lowered"), &text)?;
        }
        for o in &auto.outlined {
            let kernel = lower_outlined(&o.kernel, o.natural_alignment, options.sm)
                .map_err(|e| e.to_string())?;
            for stage in emit {
                if matches!(stage, Stage::Plan | Stage::Lowered | Stage::Rewritten) {
                    continue;
                }
                let (ext, text) = stage_text(&kernel, *stage);
                write(format!("{}.{ext}", kernel.entry), text)?;
            }
        }
    }
    Ok(())
}

fn stage_text(kernel: &Kernel, stage: Stage) -> (&'static str, &str) {
    match stage {
        Stage::Lowered => ("lowered", &kernel.stages.lowered),
        Stage::Mir => ("mir", &kernel.stages.mir),
        Stage::Llvm => ("ll", &kernel.stages.llvm),
        Stage::Ptx | Stage::Plan | Stage::Rewritten => ("ptx", &kernel.ptx),
    }
}

fn guest_command(guest: &Path, invoke: Option<&str>) -> Result<(), String> {
    let wasm = read_module(guest).map_err(|e| e.to_string())?;
    let values = tensor_wasm_shim::run_guest(&wasm, invoke).map_err(|e| e.to_string())?;
    for v in values {
        println!("{v}");
    }
    Ok(())
}
