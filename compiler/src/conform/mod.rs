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
    let gpu = match backend {
        Backend::Gpu => Some(Rc::new(RefCell::new(GpuExec::new()?))),
        Backend::Interp => None,
    };
    Ok(Report {
        backend: backend.name().to_string(),
        files: scripts
            .iter()
            .map(|p| run_script_file_on(p, gpu.clone()))
            .collect(),
    })
}
