//! `tensor-wasm conform`: the WebAssembly spec test suite through the pipeline.
//!
//! For each `.wast` script ([`wast`] reads it), every module is instantiated ([`instance`]),
//! every function an assertion invokes is lowered by the frontend and the six families to a
//! verified LoweredFunction (callees lazily, on first call), run by the LoweredOp reference
//! interpreter, and judged ([`runner`]); [`report`] renders the per-file table and the JSON.
//! Backends: `interp` (the reference interpreter) and `gpu` ([`gpu`]: map mode on the device,
//! one launch per call in script order; without a GPU it fails with one NotAvailable line).
//!
//! This module must not change how functions are lowered: it drives the same stages as
//! `tensor-wasm lower`, so a passing assertion is evidence about the real pipeline.

pub(crate) mod device_link;
pub mod gpu;
pub mod instance;
pub mod linking;
pub mod proposals;
pub mod report;
pub mod runner;
pub mod tables;
pub mod wast;

#[cfg(test)]
mod differential;
pub mod engines;
#[cfg(test)]
mod tests;

pub use report::{FileReport, Report, Totals};
pub use runner::{AssertionResult, Outcome, Skip};

use gpu::GpuExec;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Where the assertions run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// The LoweredOp reference interpreter on the CPU.
    Interp,
    /// The GPU through the runtime shim (map mode).
    Gpu,
}

impl Backend {
    /// Parses `interp` or `gpu`.
    pub fn from_name(name: &str) -> Result<Backend, String> {
        match name {
            "interp" => Ok(Backend::Interp),
            "gpu" => Ok(Backend::Gpu),
            other => Err(format!(
                "unknown backend `{other}` (expected `interp` or `gpu`)"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Interp => "interp",
            Backend::Gpu => "gpu",
        }
    }
}

/// The `.wast` files named by `paths`: files as given, directories searched recursively,
/// each directory's files in name order.
pub fn collect_scripts(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    if paths.is_empty() {
        return Err("name at least one .wast file or directory".into());
    }
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            collect_dir(p, &mut out)?;
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(format!("{}: no such file or directory", p.display()));
        }
    }
    Ok(out)
}

/// A directory's `.wast` files in name order, then its subdirectories' in name order.
fn collect_dir(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    let (dirs, files): (Vec<PathBuf>, Vec<PathBuf>) = paths.into_iter().partition(|p| p.is_dir());
    out.extend(
        files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "wast")),
    );
    for d in dirs {
        collect_dir(&d, out)?;
    }
    Ok(())
}

/// Runs the script text `text` (named `file` in the report) through the interpreter.
pub fn run_script_text(file: &str, text: &str) -> FileReport {
    run_script_text_on(file, text, None)
}

/// Runs the script text on the GPU when `gpu` is given, else through the interpreter.
pub fn run_script_text_on(file: &str, text: &str, gpu: Option<Rc<RefCell<GpuExec>>>) -> FileReport {
    let mut runner = match gpu {
        Some(gpu) => runner::ScriptRunner::on_gpu(gpu),
        None => runner::ScriptRunner::new(),
    };
    match wast::parse_script(text) {
        Ok(directives) => FileReport {
            file: file.to_string(),
            error: None,
            results: runner.run(directives),
        },
        Err(e) => FileReport {
            file: file.to_string(),
            error: Some(format!("the script does not parse: {e}")),
            results: Vec::new(),
        },
    }
}

/// Runs one script file through the interpreter.
pub fn run_script_file(path: &Path) -> FileReport {
    run_script_file_on(path, None)
}

/// Runs one script file on the GPU when `gpu` is given, else through the interpreter.
pub fn run_script_file_on(path: &Path, gpu: Option<Rc<RefCell<GpuExec>>>) -> FileReport {
    let file = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => run_script_text_on(&file, &text, gpu),
            Err(_) => FileReport {
                file,
                error: Some("the script is not UTF-8 text".into()),
                results: Vec::new(),
            },
        },
        Err(e) => FileReport {
            file,
            error: Some(format!("cannot read the script: {e}")),
            results: Vec::new(),
        },
    }
}

/// Runs every script under `paths` on `backend`.
pub fn run_conformance(paths: &[PathBuf], backend: Backend) -> Result<Report, String> {
    let scripts = collect_scripts(paths)?;
    if scripts.is_empty() {
        return Err("no .wast files found".into());
    }
    let files = match backend {
        Backend::Gpu => {
            let gpu = Rc::new(RefCell::new(GpuExec::new()?));
            scripts
                .iter()
                .map(|p| run_script_file_on(p, Some(gpu.clone())))
                .collect()
        }
        Backend::Interp => run_scripts_in_parallel(&scripts),
    };
    Ok(Report {
        backend: backend.name().to_string(),
        files,
    })
}

/// Stack of each interpreter worker: the main thread's 8 MiB, since the interpreter and the
/// frontend recurse as deep on a worker as they do there (call-depth scripts).
const WORKER_STACK_BYTES: usize = 8 << 20;

/// Runs the scripts through the interpreter on one worker per core (each script is
/// independent: its own modules, registrations and runner), the largest first, reported in
/// `scripts`' order.
fn run_scripts_in_parallel(scripts: &[PathBuf]) -> Vec<FileReport> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(scripts.len());
    // The largest scripts first, so one long script does not start last and run alone.
    let mut order: Vec<usize> = (0..scripts.len()).collect();
    order
        .sort_by_key(|&i| std::cmp::Reverse(std::fs::metadata(&scripts[i]).map_or(0, |m| m.len())));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let slots: Vec<std::sync::Mutex<Option<FileReport>>> = scripts
        .iter()
        .map(|_| std::sync::Mutex::new(None))
        .collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..workers)
            .map_while(|_| {
                std::thread::Builder::new()
                    .name("conform".into())
                    .stack_size(WORKER_STACK_BYTES)
                    .spawn_scoped(scope, || loop {
                        let at = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&i) = order.get(at) else { break };
                        let path = &scripts[i];
                        let report = run_script_file_on(path, None);
                        *slots[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(report);
                    })
                    .ok()
            })
            .collect();
        for worker in workers {
            // Joined here so a worker's panic does not become the scope's: its script
            // (left without a report) runs again below.
            let _ = worker.join();
        }
    });
    // A script whose worker could not start or panicked is run here, so every file reports.
    slots
        .into_iter()
        .zip(scripts)
        .map(|(slot, path)| {
            slot.into_inner()
                .unwrap_or_else(|e| e.into_inner())
                .unwrap_or_else(|| run_script_file_on(path, None))
        })
        .collect()
}
