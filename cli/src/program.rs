//! `tensor-wasm run PROGRAM.wasm [-- ARGS...]`: a WASI preview 1 command run as `wasmtime
//! run` runs it (stdout, stderr, args, env, `--dir` preopens, exit code), with its parallel
//! loop nests on the GPU (or the simulator) through `tensor-wasm-runtime`.
//!
//! stdout belongs to the program: everything this command adds (`--metrics`, `--check`'s
//! verdict) goes to stderr. This module parses options and reports; it must not decide
//! launches.

use std::io::Write as _;
use std::path::PathBuf;
use tensor_wasm_compiler::pipeline::read_module;
use tensor_wasm_runtime::race::Race;
use tensor_wasm_runtime::{Config, Device, Ending, Engine, Instance, Program, Wasi};

/// What `run` was asked for a program.
pub struct ProgramRun {
    pub module: PathBuf,
    pub args: Vec<String>,
    pub dirs: Vec<String>,
    pub env: Vec<String>,
    pub device: Device,
    pub config: Config,
    /// Also run the program in plain wasmtime and require the same stdout and exit code.
    pub check: bool,
    pub metrics: bool,
    pub race: RaceMode,
}

/// Whether the offloaded run races the same program in plain wasmtime
/// (`tensor_wasm_runtime::race`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RaceMode {
    /// On the GPU (not with --simulate, --no-offload or --check), where the program may race.
    Auto,
    /// Wherever the program may race (not with --check).
    On,
    Off,
}

/// The exit code wasmtime's CLI gives a program that traps (as if aborted).
pub const TRAP_EXIT_CODE: i32 = 134;

/// Runs the program; returns its exit code. The caller must exit right after, without atexit
/// handlers (`_exit`): the instance, its GPU context (perhaps still being made on another
/// thread) and the compiled program are leaked, not torn down.
pub fn run_program(run: &ProgramRun) -> Result<i32, String> {
    let wasm = read_module(&run.module).map_err(|e| e.to_string())?;
    let mut wasi = Wasi {
        args: std::iter::once(
            run.module
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        )
        .chain(run.args.iter().cloned())
        .collect(),
        inherit_stdio: true,
        capture_stdout: run.check,
        ..Wasi::default()
    };
    for e in &run.env {
        match e.split_once('=') {
            Some((k, v)) => wasi.env.push((k.to_string(), v.to_string())),
            // `--env NAME`: the host's value, as wasmtime takes it (unset there: unset here).
            None => {
                if let Ok(v) = std::env::var(e) {
                    wasi.env.push((e.clone(), v));
                }
            }
        }
    }
    for d in &run.dirs {
        let (host, guest) = d.split_once("::").unwrap_or((d.as_str(), d.as_str()));
        wasi.dirs.push((PathBuf::from(host), guest.to_string()));
    }
    // `--check` runs the program twice: both runs read the same stdin, and the second starts
    // from copies of the --dir folders as they are now.
    let snapshot = if run.check {
        wasi.stdin = tensor_wasm_runtime::rerun::stdin_bytes()?;
        match tensor_wasm_runtime::rerun::Snapshot::take(&wasi.dirs) {
            Ok(s) => Some(s),
            Err(why) => {
                eprintln!(
                    "check: {why}: the reference run uses the folders as the first run leaves them"
                );
                None
            }
        }
    } else {
        None
    };
    let started = std::time::Instant::now();
    // The plain run starts first: a short program may be over before the analysis is.
    let race = start_race(run, &wasm, &wasi);
    if let Some(r) = &race {
        wasi.race = Some(r.gates());
    }
    let engine = Engine::new(run.device.clone(), run.config.clone());
    let engine = match engine {
        Ok(e) => e,
        Err(e) => {
            // No GPU: an error, whatever the plain run does. Finding out takes a failed
            // `dlopen`, far less than the plain run's start and compile, so it has not won.
            finish_race(race.as_ref());
            return Err(e.to_string());
        }
    };
    let offloaded = (|| {
        let program = Program::compile(&engine, &wasm).map_err(|e| e.to_string())?;
        let mut instance = program
            .instantiate(&engine, &wasi)
            .map_err(|e| e.to_string())?;
        let compiled = started.elapsed().as_secs_f64();
        if let Some(r) = &race {
            r.running();
        }
        let ending = instance.run_start().map_err(|e| e.to_string())?;
        Ok::<_, String>((program, instance, compiled, ending))
    })();
    finish_race(race.as_ref());
    let (program, mut instance, compiled, ending) = offloaded?;
    let ran = started.elapsed().as_secs_f64() - compiled;
    let ours = instance.captured_stdout();
    if let Some(out) = &ours {
        let _ = std::io::stdout().write_all(out);
        let _ = std::io::stdout().flush();
    }
    let code = exit_code(&run.module, &ending);
    if run.metrics {
        let gpu = matches!(run.device, Device::Gpu { .. });
        eprint!("{}", metrics_text(&program, &mut instance, gpu));
        let phases = program.phases();
        eprintln!(
            "# time: compile and instantiate {compiled:.3} s (analysis and rewrite {:.3} s, \
             wasmtime {:.3} s), run {ran:.3} s",
            phases.analysis_s, phases.wasmtime_s
        );
        if let Some(r) = &race {
            if let Some((at, paused_s)) = r.paused() {
                eprintln!(
                    "# race: plain wasmtime was paused after {at:.3} s, the offloaded run having \
                     started no device and launched nothing, for {paused_s:.3} s in all"
                );
            }
            match r.decided_early() {
                Some((at, why)) => eprintln!(
                    "# race: the offloaded run won after {at:.3} s, because {why}; plain wasmtime was stopped then"
                ),
                None => eprintln!(
                    "# race: the offloaded run ended first, after {:.3} s; plain wasmtime was stopped",
                    r.elapsed()
                ),
            }
        }
    }
    // The caller leaves with `_exit` (`main.rs`, `exit_now`): tearing down the CUDA context,
    // its device buffers and the store one by one took longer than the exit that reclaims
    // them, and a context still being made would have to be waited for.
    std::mem::forget(instance);
    std::mem::forget(program);
    std::mem::forget(engine);
    if run.check {
        let plain = Engine::new(Device::None, Config::default()).map_err(|e| e.to_string())?;
        let reference = Program::compile(&plain, &wasm).map_err(|e| e.to_string())?;
        let quiet = Wasi {
            inherit_stdio: false,
            dirs: snapshot
                .as_ref()
                .map_or_else(|| wasi.dirs.clone(), |s| s.dirs.clone()),
            ..wasi.clone()
        };
        let mut theirs = reference
            .instantiate(&plain, &quiet)
            .map_err(|e| e.to_string())?;
        let their_ending = theirs.run_start().map_err(|e| e.to_string())?;
        let their_code = exit_code_quiet(&their_ending);
        let same_out = ours == theirs.captured_stdout();
        let files = snapshot.as_ref().and_then(|s| s.difference());
        if !same_out || code != their_code || files.is_some() {
            eprintln!(
                "check: MISMATCH with plain wasmtime: {}",
                if !same_out {
                    "stdout differs".to_string()
                } else if code != their_code {
                    format!("exit code {code}, wasmtime {their_code}")
                } else {
                    format!("the --dir folders differ at {}", files.unwrap_or_default())
                }
            );
            return Ok(1);
        }
        eprintln!(
            "check: stdout{} and exit code equal plain wasmtime's",
            if snapshot.as_ref().is_some_and(|s| !s.dirs.is_empty()) {
                ", the --dir folders"
            } else {
                ""
            }
        );
    }
    Ok(code)
}

/// Starts the plain run that races this one, when `run` asks for it and the program may.
fn start_race(run: &ProgramRun, wasm: &[u8], wasi: &Wasi) -> Option<Race> {
    let wanted = match run.race {
        RaceMode::Off => false,
        RaceMode::On => true,
        RaceMode::Auto => matches!(run.device, Device::Gpu { .. }),
    };
    if !wanted || run.check {
        return None;
    }
    match crate::race::start(run, wasm, wasi) {
        Ok(r) => Some(r),
        Err(why) => {
            if run.metrics {
                eprintln!("# race: none, because {why}");
            }
            None
        }
    }
}

/// The offloaded run is over (it ended, or failed to start): it takes the race if the race
/// is still open. Where the plain run ended first, its watcher is ending the process with
/// its output, and this thread waits for that.
fn finish_race(race: Option<&Race>) {
    if race.is_some_and(|r| !r.finish()) {
        loop {
            std::thread::park();
        }
    }
}

fn exit_code_quiet(ending: &Ending) -> i32 {
    match ending {
        Ending::Exit(c) => *c,
        Ending::Returned(_) => 0,
        Ending::Trap(_) => TRAP_EXIT_CODE,
    }
}

/// The exit code, printing a trap as wasmtime does.
fn exit_code(module: &std::path::Path, ending: &Ending) -> i32 {
    if let Ending::Trap(msg) = ending {
        eprintln!(
            "Error: failed to run main module `{}`\n\nCaused by:\n    {}",
            module.display(),
            msg.replace('\n', "\n    ")
        );
    }
    exit_code_quiet(ending)
}

/// `--metrics`: the counters in Prometheus text, then one line per nest and outcome, then
/// the transfers.
fn metrics_text(program: &Program, instance: &mut Instance, gpu: bool) -> String {
    let mut out = instance.counters().prometheus_text();
    if let Some(why) = program.not_offloaded() {
        out.push_str(&format!("# nothing offloaded: {why}\n"));
    }
    for nest in program.nests() {
        let name = format!("nest_{}", nest.index);
        // Each outcome once, with its count and the first entry's detail.
        let mut outcomes: Vec<(String, usize, String)> = Vec::new();
        for e in instance.events().iter().filter(|e| e.loop_name == name) {
            let (what, detail) = match &e.fallback {
                None => ("gpu".to_string(), format!("{} threads", e.threads)),
                Some((reason, detail)) => (format!("cpu ({reason})"), detail.clone()),
            };
            match outcomes.iter_mut().find(|(w, _, _)| *w == what) {
                Some((_, n, _)) => *n += 1,
                None => outcomes.push((what, 1, detail)),
            }
        }
        let list: Vec<String> = outcomes
            .iter()
            .map(|(w, n, d)| format!("{w} x{n} (first: {d})"))
            .collect();
        // A loop run as two kernels one after the other: two launches per call.
        out.push_str(&format!(
            "# {name}: loop at byte {} of `{}`{}: {}\n",
            nest.region.start,
            nest.function,
            nest.parts(),
            if list.is_empty() {
                "never called".to_string()
            } else {
                list.join(", ")
            }
        ));
    }
    if let Some(s) = instance.transfer_stats() {
        // The GPU's launch calls in all: with the transfers and kernels, loading, saves and
        // arguments (the hook's time less this, outside first-call checks, is its deciding).
        let calls = match gpu {
            true => format!(", {:.3} s in launch calls", s.launch_s),
            false => String::new(),
        };
        out.push_str(&format!(
            "# transfers: {} launches, {} bytes up in {:.3} s, {} bytes down in {:.3} s, kernels {:.3} s{calls}\n",
            s.launches, s.bytes_up, s.upload_s, s.bytes_down, s.download_s, s.kernel_s
        ));
        if s.attempt_s > 0.0 {
            // Where the hook's deciding goes: the attempts at the loops' entries, split.
            // A launch that waits for the context waits inside its attempt, outside its
            // launch call.
            let rest = s.attempt_s - s.tests_s - s.finish_s - s.launch_s - s.context_wait_s;
            out.push_str(&format!(
                "# deciding: {:.3} s in attempts at the loops' entries: launch-time tests {:.3} s, finish functions {:.3} s, {} {:.3} s, waiting for the context {:.3} s, the rest {:.3} s (trip counts, the cost model, arguments, first-call checks' native runs)\n",
                s.attempt_s,
                s.tests_s,
                s.finish_s,
                if gpu { "launch calls" } else { "simulated launches" },
                s.launch_s,
                s.context_wait_s,
                rest.max(0.0),
            ));
        }
        if s.device_bulk_bytes > 0 {
            out.push_str(&format!(
                "# device bulk: {} bytes of memcpy/memmove/memset in resident regions copied or set on the device\n",
                s.device_bulk_bytes
            ));
        }
        if s.locked_bytes > 0 {
            out.push_str(&format!(
                "# page-locked: {} bytes of the memory in {:.3} s (transfers from and into them run at the link's speed)\n",
                s.locked_bytes, s.lock_s
            ));
        }
        if s.saved_bytes > 0 {
            out.push_str(&format!(
                "# device saves: {} bytes that launches which may trap would overwrite in resident regions kept aside on the device\n",
                s.saved_bytes
            ));
        }
        if let (true, Some((nest, ns))) = (gpu, s.context_early) {
            out.push_str(&format!(
                "# device: context started before wasmtime compiled the module: one call of nest_{nest} takes about {:.3} s on the CPU by its constant trip counts\n",
                ns / 1e9
            ));
        }
        if gpu {
            out.push_str(&format!(
                "# device: context made in {:.3} s (a launch waited {:.3} s for it), kernels lowered in {:.3} s of the host's ({} started beside it while the context was made) and loaded in {:.3} s\n",
                s.context_s, s.context_wait_s, s.lower_s, s.prelowered, s.load_s
            ));
        }
    }
    let h = instance.hook_times();
    if h.calls > 0 {
        out.push_str(&format!(
            "# hook: {} nest calls through the host ({} of them backed off at once), {:.3} s deciding and launching, {:.3} s in native nests\n",
            h.calls, h.backed_off, h.decide_s, h.native_s
        ));
    }
    if h.skipped > 0 {
        out.push_str(&format!(
            "# back-off: {} nest calls ran natively at their call site without asking the host (with the {} above, the `backoff` fallbacks)\n",
            h.skipped, h.backed_off
        ));
    }
    let c = instance.check_times();
    if c.checks > 0 {
        out.push_str(&format!(
            "# first-call checks: {}, copy {:.3} s, native side {:.3} s, kernel side {:.3} s, after {:.3} s\n",
            c.checks, c.copy_s, c.native_s, c.kernel_s, c.apply_s
        ));
    }
    out
}
