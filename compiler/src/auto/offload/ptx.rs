//! An outlined kernel's PTX: from the disk cache (`run --cache DIR`), or lowered in-process
//! (LLVM), either on the host's thread when the kernel first launches or, through
//! [`Prelowering`], on a thread beside the host while the CUDA context is being made (a
//! launch that waits for the context then finds its PTX ready instead of lowering it after).
//!
//! This module makes and keeps PTX text; it must not load modules, launch, or decide
//! whether a kernel launches.

use super::Kernel;
use crate::pipeline::{self, BoundsCheckMode, Mode, Options};
use lowered_ir::LoweredFunction;
use std::collections::HashMap;
use std::thread::JoinHandle;

/// A kernel's entry name and its PTX.
pub type EntryPtx = (String, String);

/// PTX files in a directory, one per kernel fingerprint (`<fingerprint>.ptx`, the entry name
/// on its first line as a comment). A file that cannot be read or written is a miss, never
/// an error: the kernel is lowered again.
#[derive(Clone, Debug)]
pub struct PtxCache {
    pub dir: std::path::PathBuf,
}

impl PtxCache {
    fn path(&self, fingerprint: u64) -> std::path::PathBuf {
        self.dir.join(format!("{fingerprint:016x}.ptx"))
    }

    /// `(entry, ptx)` of a kernel lowered earlier.
    pub fn get(&self, fingerprint: u64) -> Option<EntryPtx> {
        let text = std::fs::read_to_string(self.path(fingerprint)).ok()?;
        let (first, ptx) = text.split_once('\n')?;
        let entry = first.strip_prefix("// tensor-wasm entry: ")?;
        Some((entry.to_string(), ptx.to_string()))
    }

    /// Keeps a lowered kernel (written to a temporary file, then renamed into place).
    pub fn put(&self, fingerprint: u64, entry: &str, ptx: &str) {
        let _ = std::fs::create_dir_all(&self.dir);
        let tmp = self
            .dir
            .join(format!("{fingerprint:016x}.{}.tmp", std::process::id()));
        let text = format!("// tensor-wasm entry: {entry}\n{ptx}");
        if std::fs::write(&tmp, text).is_ok() {
            let _ = std::fs::rename(&tmp, self.path(fingerprint));
        }
    }
}

/// The PTX of an outlined kernel (without checks, `Outlined::kernel`): kernel mode, or auto
/// mode when the launch proves every access aligned (the converter then emits natural
/// accesses).
pub fn lower_outlined(
    kernel: &LoweredFunction,
    natural_alignment: bool,
    sm: u32,
) -> crate::error::Result<pipeline::Kernel> {
    let options = Options {
        mode: if natural_alignment {
            Mode::Auto
        } else {
            Mode::Kernel
        },
        sm,
        bounds_checks: BoundsCheckMode::Off,
        link_imports: false,
        other_memories: false,
    };
    // Kernel mode answers -1 to any growth; an outlined nest must never grow the memory
    // (`dependence` leaves such a loop on the CPU), since the CPU's run would.
    let grows = kernel
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| matches!(i.op, lowered_ir::LoweredOp::MemoryGrow { .. }));
    if grows {
        return Err(crate::error::CompileError::Unsupported {
            func: kernel.name.clone(),
            op: "memory.grow".into(),
            reason: "an outlined nest runs on the memory its launch gets".into(),
        });
    }
    pipeline::lower_lowered(kernel, &options)
}

/// The entry and PTX of a kernel: from `cache` when it holds them, else lowered (and kept
/// there).
pub fn kernel_ptx(
    function: &LoweredFunction,
    natural_alignment: bool,
    fingerprint: u64,
    sm: u32,
    cache: Option<&PtxCache>,
) -> Result<EntryPtx, String> {
    if let Some(ptx) = cache.and_then(|c| c.get(fingerprint)) {
        return Ok(ptx);
    }
    let k = lower_outlined(function, natural_alignment, sm).map_err(|e| e.to_string())?;
    if let Some(cache) = cache {
        cache.put(fingerprint, &k.entry, &k.ptx);
    }
    Ok((k.entry, k.ptx))
}

/// Kernels being lowered on threads of their own, by fingerprint: those whose launch would
/// go ahead once the CUDA context is made, lowered while it is (about 0.3 s of the driver's,
/// against 0.02-0.1 s of lowering per kernel). Dropping it waits for every thread, so no
/// LLVM runs while the process exits.
#[derive(Default)]
pub struct Prelowering {
    jobs: HashMap<u64, JoinHandle<Result<EntryPtx, String>>>,
    /// Kernels whose lowering started here, all of them (`run --metrics`).
    started: u64,
}

impl Prelowering {
    /// At most this many threads lower at once; a kernel beyond them is lowered when it
    /// launches, as without this.
    pub const MAX_THREADS: usize = 8;
    /// Each thread's stack (the pipeline's passes recurse over the function's regions).
    const STACK_BYTES: usize = 64 << 20;

    /// Starts lowering `kernel` on a thread of its own unless it is being lowered already
    /// or [`Self::MAX_THREADS`] are still working; says whether it started.
    pub fn start(&mut self, kernel: &Kernel<'_>, sm: u32, cache: Option<PtxCache>) -> bool {
        if self.jobs.contains_key(&kernel.fingerprint) {
            return false;
        }
        let working = self.jobs.values().filter(|j| !j.is_finished()).count();
        if working >= Self::MAX_THREADS {
            return false;
        }
        let function = kernel.function.clone();
        let (natural, fingerprint) = (kernel.natural_alignment, kernel.fingerprint);
        let spawned = std::thread::Builder::new()
            .name("lower-kernel".into())
            .stack_size(Self::STACK_BYTES)
            .spawn(move || kernel_ptx(&function, natural, fingerprint, sm, cache.as_ref()));
        match spawned {
            Ok(job) => {
                self.jobs.insert(fingerprint, job);
                self.started += 1;
                true
            }
            Err(_) => false,
        }
    }

    /// The PTX of `fingerprint` if its lowering started here (waiting for its thread), once.
    pub fn take(&mut self, fingerprint: u64) -> Option<Result<EntryPtx, String>> {
        let job = self.jobs.remove(&fingerprint)?;
        Some(
            job.join()
                .unwrap_or_else(|_| Err("lowering the kernel panicked".into())),
        )
    }

    /// How many kernels started lowering here.
    pub fn started(&self) -> u64 {
        self.started
    }

    /// Takes over `other`'s threads (the executor made once the context is, from the one
    /// that waited for it).
    pub fn adopt(&mut self, mut other: Prelowering) {
        self.started += other.started;
        self.jobs.extend(other.jobs.drain());
        other.started = 0;
    }
}

impl Drop for Prelowering {
    fn drop(&mut self) {
        for (_, job) in self.jobs.drain() {
            let _ = job.join();
        }
    }
}

#[cfg(test)]
mod tests {
    /// An outlined nest never grows the memory on the device: kernel mode would answer -1
    /// where the CPU's run grows it.
    #[test]
    fn an_outlined_kernel_that_grows_the_memory_is_refused() {
        let wasm = wat::parse_str(
            r#"(module (memory 1) (func (export "f") (param i32)
                 (drop (memory.grow (local.get 0)))))"#,
        )
        .expect("WAT");
        let f =
            crate::pipeline::lower_to_lowered_ir(&wasm, "f", &Default::default()).expect("lowers");
        let e = super::lower_outlined(&f, false, 80).expect_err("refused");
        assert!(e.to_string().contains("memory.grow"), "{e}");
    }
}
