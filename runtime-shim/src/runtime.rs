//! [`Runtime`]: the kernel registry, the bounded module cache, the device mirror of a linear
//! memory, and the launch path (argv parse, checks, launch, synchronize, trap readback).
//!
//! A launch always runs in this order, so behaviour without a GPU is predictable:
//! 1. parse the argv against the current memory length (`InvalidPointer`, `InvalidArgument`,
//!    `KernelArgsUnsupported`) and record the parsed list (`last_lowered_args`);
//! 2. `NotAvailable` if there is no driver;
//! 3. check the kernel id, the grid and block, and the argv against the entry's `.param` list
//!    (count and sizes), so the driver never reads a parameter we did not supply;
//! 4. load the module if the cache dropped it, clear the trap global, launch, synchronize,
//!    read the trap global (`Trap { kind, thread }`).
//!
//! Launches are synchronous: when `launch` returns, the kernel has finished and its trap word
//! has been read. The context stays usable after a trap (kernels report traps through the
//! global, never the PTX `trap` instruction).
//!
//! This module must not panic on any input and must not hand the driver a guest window it has
//! not checked against the memory length.

use std::collections::HashMap;
use std::sync::Arc;

use crate::argv::{check_arg_window, parse_argv, LoweredArg};
use crate::backend::{
    default_backend, Backend, DevicePtr, LaunchConfig, ModuleHandle, NoDevice, ParamValue,
};
use crate::error::AbiError;
use crate::kernel_cache::{CacheStats, KernelCache, DEFAULT_CACHE_CAPACITY};
use crate::ptx_text::{self, EntrySignature};
use crate::trap::{TrapWord, GUARDED_STACK_BYTES};

/// Most kernels one runtime registers (distinct PTX text + entry pairs).
pub const MAX_KERNELS: usize = 4096;

/// A kernel registered by [`Runtime::load_ptx`]. Guests see it as a non-negative `i64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KernelId(pub u32);

impl KernelId {
    /// The value a guest receives from `wasi_cuda_load_ptx`.
    pub fn as_i64(self) -> i64 {
        i64::from(self.0)
    }

    /// The id a guest passed, if it can be one.
    pub fn from_i64(raw: i64) -> Option<KernelId> {
        u32::try_from(raw).ok().map(KernelId)
    }
}

/// A launch as a guest requested it: raw integers, validated by [`Runtime::launch_guest`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GuestLaunch {
    /// The kernel id the guest passed.
    pub kernel_id: i64,
    /// Grid dimensions x, y, z.
    pub grid: [i32; 3],
    /// Block dimensions x, y, z.
    pub block: [i32; 3],
    /// Dynamic shared memory in bytes.
    pub shared_mem: i32,
}

struct KernelRecord {
    ptx: Arc<str>,
    entry: String,
    fingerprint: u64,
    signature: EntrySignature,
}

struct DeviceMirror {
    ptr: DevicePtr,
    capacity: u64,
}

/// The shim's state for one device: registry, cache, memory mirror and diagnostics.
pub struct Runtime {
    backend: Box<dyn Backend>,
    unavailable: Option<String>,
    kernels: Vec<KernelRecord>,
    by_fingerprint: HashMap<u64, Vec<KernelId>>,
    cache: KernelCache<ModuleHandle>,
    mirror: Option<DeviceMirror>,
    /// A device buffer beside the mirror for what launches return apart from the memory.
    scratch: Option<DeviceMirror>,
    /// A device buffer holding copies of mirror ranges ([`Runtime::save_ranges`]).
    saved: Option<DeviceMirror>,
    memory_len: u64,
    last_error: Option<String>,
    last_lowered_args: Vec<LoweredArg>,
    offload: crate::offload::OffloadCounters,
    deopt: crate::offload::DeoptGuard,
    /// The per-thread stack this runtime gave the context (0: the driver's default).
    stack_bytes: usize,
    /// The base address of the host range page-locked by [`Runtime::lock_host_memory`].
    locked: Option<usize>,
}

impl Default for Runtime {
    fn default() -> Self {
        Runtime::new()
    }
}

impl std::fmt::Debug for Runtime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Runtime")
            .field("backend", &self.backend.name())
            .field("unavailable", &self.unavailable)
            .field("kernels", &self.kernels.len())
            .field("memory_len", &self.memory_len)
            .finish_non_exhaustive()
    }
}

impl Runtime {
    /// A runtime on the default provider (cudarc on device 0), or without a device when the
    /// driver cannot be loaded; never fails.
    pub fn new() -> Self {
        Runtime::with_backend(default_backend())
    }

    /// A runtime that has no device: loads register text, launches parse and record argv and
    /// then return `NotAvailable`.
    pub fn without_device(reason: impl Into<String>) -> Self {
        Runtime::with_backend(Box::new(NoDevice::new(reason)))
    }

    /// A runtime on the given provider.
    pub fn with_backend(backend: Box<dyn Backend>) -> Self {
        let unavailable = backend.unavailable_reason();
        Runtime {
            backend,
            unavailable,
            kernels: Vec::new(),
            by_fingerprint: HashMap::new(),
            cache: KernelCache::new(DEFAULT_CACHE_CAPACITY),
            mirror: None,
            scratch: None,
            saved: None,
            memory_len: 0,
            last_error: None,
            last_lowered_args: Vec::new(),
            offload: Default::default(),
            deopt: Default::default(),
            stack_bytes: 0,
            locked: None,
        }
    }

    /// The auto-offload counters (`tensor_wasm_offload_success_total`, ...).
    pub fn offload_counters(&self) -> &crate::offload::OffloadCounters {
        &self.offload
    }

    /// The auto-offload counters, for the host side that decides launches.
    pub fn offload_counters_mut(&mut self) -> &mut crate::offload::OffloadCounters {
        &mut self.offload
    }

    /// The deopt guard of auto-offloaded kernels (by fingerprint).
    pub fn deopt_guard_mut(&mut self) -> &mut crate::offload::DeoptGuard {
        &mut self.deopt
    }

    /// The provider's name: `cudarc`, `cust` or `none`.
    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    /// Whether a device is there to launch on.
    pub fn is_available(&self) -> bool {
        self.unavailable.is_none()
    }

    /// Why there is no device (the loader's or the driver's words), when there is none.
    pub fn unavailable_reason(&self) -> Option<&str> {
        self.unavailable.as_deref()
    }

    /// The message of the most recent failed call, if any call has failed. A successful call
    /// does not clear it (errno style).
    pub fn last_error(&self) -> Option<String> {
        self.last_error.clone()
    }

    /// The argv records of the most recent launch, as parsed (empty if its argv was rejected).
    pub fn last_lowered_args(&self) -> &[LoweredArg] {
        &self.last_lowered_args
    }

    /// Counters of the module cache.
    pub fn cache_stats(&self) -> CacheStats {
        self.cache.stats()
    }

    /// Unloads every cached module. Kernel ids stay valid: a later launch loads again.
    pub fn clear_cache(&mut self) {
        for module in self.cache.clear() {
            self.backend.unload_module(module);
        }
    }

    /// Changes how many modules stay loaded (at least 1), unloading the least recently used.
    pub fn set_cache_capacity(&mut self, capacity: usize) {
        for module in self.cache.set_capacity(capacity) {
            self.backend.unload_module(module);
        }
    }

    /// Length of the linear memory that argv windows are checked against: the length of the
    /// last [`Runtime::upload`] (0 before any).
    pub fn memory_len(&self) -> u64 {
        self.memory_len
    }

    /// Device address of the mirror's first byte (guest offset 0), once memory was uploaded.
    pub fn mirror_ptr(&self) -> Option<DevicePtr> {
        self.mirror.as_ref().map(|m| m.ptr)
    }

    /// The entry signature read from the PTX of a registered kernel.
    pub fn kernel_signature(&self, kernel: KernelId) -> Option<&EntrySignature> {
        self.kernels.get(kernel.0 as usize).map(|k| &k.signature)
    }

    fn record<T>(&mut self, result: Result<T, AbiError>) -> Result<T, AbiError> {
        if let Err(e) = &result {
            self.last_error = Some(e.to_string());
        }
        result
    }

    /// Records an error found outside the runtime (a host function's own check) as the last
    /// error, and returns it.
    pub fn record_error(&mut self, error: AbiError) -> AbiError {
        self.last_error = Some(error.to_string());
        error
    }

    fn require_device(&self) -> Result<(), AbiError> {
        match &self.unavailable {
            Some(reason) => Err(AbiError::not_available(reason.clone())),
            None => Ok(()),
        }
    }

    // ----- kernels ---------------------------------------------------------------------------

    /// Registers `entry` of `ptx` and returns its id. The text must declare `.entry ENTRY`
    /// (checked before any driver call: `MalformedPtx`). With a device the module is JITted
    /// now, so a driver rejection is `MalformedPtx` with the driver's log; without one the
    /// text is only registered. Loading the same text and entry twice gives the same id.
    pub fn load_ptx(&mut self, ptx: &str, entry: &str) -> Result<KernelId, AbiError> {
        let result = self.load_ptx_inner(ptx, entry);
        self.record(result)
    }

    /// [`Runtime::load_ptx`] for bytes from a guest: both must be UTF-8; trailing NUL bytes
    /// (a C string's terminator) are ignored.
    pub fn load_ptx_bytes(&mut self, ptx: &[u8], entry: &[u8]) -> Result<KernelId, AbiError> {
        let result = (|| {
            let ptx = std::str::from_utf8(trim_nuls(ptx))
                .map_err(|e| AbiError::malformed_ptx(format!("ptx text is not utf-8: {e}")))?;
            let entry = std::str::from_utf8(trim_nuls(entry))
                .map_err(|e| AbiError::malformed_ptx(format!("entry name is not utf-8: {e}")))?;
            self.load_ptx_inner(ptx, entry)
        })();
        self.record(result)
    }

    fn load_ptx_inner(&mut self, ptx: &str, entry: &str) -> Result<KernelId, AbiError> {
        if ptx.contains('\0') {
            return Err(AbiError::malformed_ptx("ptx text contains a nul byte"));
        }
        let Some(signature) = ptx_text::find_entry(ptx, entry) else {
            let declared: Vec<String> = ptx_text::entries(ptx)
                .into_iter()
                .map(|e| e.name)
                .take(8)
                .collect();
            return Err(AbiError::malformed_ptx(if declared.is_empty() {
                format!("ptx declares no .entry, so not {entry:?}")
            } else {
                format!(
                    "ptx declares no .entry {entry:?} (it declares {})",
                    declared.join(", ")
                )
            }));
        };
        let fingerprint = ptx_text::fingerprint(ptx, entry);
        if let Some(ids) = self.by_fingerprint.get(&fingerprint) {
            for &id in ids {
                let k = &self.kernels[id.0 as usize];
                if &*k.ptx == ptx && k.entry == entry {
                    return Ok(id);
                }
            }
        }
        if self.kernels.len() >= MAX_KERNELS {
            return Err(AbiError::out_of_resources(format!(
                "the kernel registry is full ({MAX_KERNELS} kernels)"
            )));
        }
        if self.is_available() {
            if self.stack_bytes < GUARDED_STACK_BYTES && ptx_text::declares_stack_guard(ptx) {
                // Guarded recursion trap past half of this stack, never overflow it.
                self.backend
                    .set_stack_size(GUARDED_STACK_BYTES)
                    .map_err(|e| {
                        AbiError::out_of_resources(format!(
                            "the module recurses and needs a {GUARDED_STACK_BYTES}-byte stack per \
                             thread, which the device refused: {e}"
                        ))
                    })?;
                self.stack_bytes = GUARDED_STACK_BYTES;
            }
            let module = self.backend.load_module(ptx, entry)?;
            self.cache_module(fingerprint, module);
        }
        let id = KernelId(self.kernels.len() as u32);
        self.kernels.push(KernelRecord {
            ptx: Arc::from(ptx),
            entry: entry.to_string(),
            fingerprint,
            signature,
        });
        self.by_fingerprint.entry(fingerprint).or_default().push(id);
        Ok(id)
    }

    fn cache_module(&mut self, fingerprint: u64, module: ModuleHandle) {
        for gone in self.cache.insert(fingerprint, module) {
            if gone != module {
                self.backend.unload_module(gone);
            }
        }
    }

    fn module_for(&mut self, kernel: KernelId) -> Result<ModuleHandle, AbiError> {
        let record = self
            .kernels
            .get(kernel.0 as usize)
            .ok_or(AbiError::InvalidKernelId {
                kernel_id: kernel.as_i64(),
            })?;
        let fingerprint = record.fingerprint;
        if let Some(module) = self.cache.get(fingerprint) {
            return Ok(module);
        }
        let (ptx, entry) = (record.ptx.clone(), record.entry.clone());
        let module = self.backend.load_module(&ptx, &entry)?;
        self.cache_module(fingerprint, module);
        Ok(module)
    }

    // ----- memory ----------------------------------------------------------------------------

    /// Copies `memory` (a linear memory, possibly followed by extra arrays) to the device
    /// mirror, growing it if needed; argv windows are then checked against `memory.len()`.
    pub fn upload(&mut self, memory: &[u8]) -> Result<(), AbiError> {
        let result = self.upload_inner(memory);
        self.record(result)
    }

    fn upload_inner(&mut self, memory: &[u8]) -> Result<(), AbiError> {
        self.require_device()?;
        let len = memory.len() as u64;
        let fits = self.mirror.as_ref().is_some_and(|m| m.capacity >= len);
        if !fits {
            if let Some(old) = self.mirror.take() {
                self.backend.free(old.ptr);
            }
            let ptr = self.backend.alloc(len)?;
            self.mirror = Some(DeviceMirror { ptr, capacity: len });
        }
        let ptr = self.mirror.as_ref().map(|m| m.ptr).unwrap_or(DevicePtr(0));
        self.backend.upload(ptr, memory)?;
        self.memory_len = len;
        Ok(())
    }

    /// Makes the device mirror hold `len` bytes (a larger allocation is kept; a smaller one
    /// is replaced, and its contents are lost) without copying anything: the footprint
    /// transfers ([`Runtime::upload_range`], [`Runtime::download_range`]) fill it.
    pub fn ensure_mirror(&mut self, len: u64) -> Result<(), AbiError> {
        let result = (|| {
            self.require_device()?;
            if self.mirror.as_ref().is_none_or(|m| m.capacity < len) {
                if let Some(old) = self.mirror.take() {
                    self.backend.free(old.ptr);
                }
                let ptr = self.backend.alloc(len.max(1))?;
                self.mirror = Some(DeviceMirror { ptr, capacity: len });
            }
            self.memory_len = len;
            Ok(())
        })();
        self.record(result)
    }

    /// A device buffer of at least `len` bytes apart from the mirror (kept for later
    /// launches, grown when too small), for what a launch returns beside the memory: each
    /// thread's part of a reduction. Returns its address as a byte offset from the mirror's
    /// first byte (wrapping: it may lie below it), which a lowered kernel adds to `mem` as it
    /// adds any address. The mirror must exist ([`Runtime::ensure_mirror`]).
    pub fn scratch_offset(&mut self, len: u64) -> Result<u64, AbiError> {
        let result = (|| {
            self.require_device()?;
            let Some(mirror) = self.mirror.as_ref().map(|m| m.ptr) else {
                return Err(AbiError::InvalidPointer {
                    offset: 0,
                    len,
                    memory_len: self.memory_len,
                });
            };
            if self.scratch.as_ref().is_none_or(|s| s.capacity < len) {
                if let Some(old) = self.scratch.take() {
                    self.backend.free(old.ptr);
                }
                let ptr = self.backend.alloc(len.max(1))?;
                self.scratch = Some(DeviceMirror { ptr, capacity: len });
            }
            let scratch = self.scratch.as_ref().map_or(0, |s| s.ptr.0);
            Ok(scratch.wrapping_sub(mirror.0))
        })();
        self.record(result)
    }

    /// Copies `bytes.len()` bytes of the scratch buffer ([`Runtime::scratch_offset`]) from
    /// byte `offset`.
    pub fn download_scratch(&mut self, offset: u64, bytes: &mut [u8]) -> Result<(), AbiError> {
        let result = (|| {
            self.require_device()?;
            let end = offset.checked_add(bytes.len() as u64);
            match &self.scratch {
                Some(s) if end.is_some_and(|end| end <= s.capacity) => {
                    self.backend.download(DevicePtr(s.ptr.0 + offset), bytes)
                }
                _ => Err(AbiError::InvalidPointer {
                    offset: 0,
                    len: bytes.len() as u64,
                    memory_len: 0,
                }),
            }
        })();
        self.record(result)
    }

    /// Page-locks the host's copy of the memory, `len` bytes at `base`, so that the transfers
    /// from and into it ([`Runtime::upload_range`], [`Runtime::download_range`]) run at the
    /// link's speed; one range at a time (a range locked before is unlocked first). An error
    /// leaves nothing locked, and copies go on from pageable memory.
    ///
    /// # Safety
    /// The range must stay mapped at `base` until [`Runtime::unlock_host_memory`] or the
    /// runtime is dropped, and every transfer from or into host memory that overlaps it must
    /// lie within it.
    pub unsafe fn lock_host_memory(&mut self, base: *const u8, len: usize) -> Result<(), AbiError> {
        self.unlock_host_memory();
        self.require_device()?;
        // SAFETY: passed on from this function's contract.
        unsafe { self.backend.lock_host(base, len)? };
        self.locked = Some(base as usize);
        Ok(())
    }

    /// Undoes [`Runtime::lock_host_memory`] (nothing when nothing is locked).
    pub fn unlock_host_memory(&mut self) {
        if let Some(base) = self.locked.take() {
            self.backend.unlock_host(base as *const u8);
        }
    }

    /// Copies `bytes` to the mirror at byte `offset`; the range must lie in the mirror's
    /// current length ([`Runtime::ensure_mirror`]).
    pub fn upload_range(&mut self, offset: u64, bytes: &[u8]) -> Result<(), AbiError> {
        let result = (|| {
            let base = self.mirror_window(offset, bytes.len() as u64)?;
            self.backend.upload(base, bytes)
        })();
        self.record(result)
    }

    /// Copies `bytes.len()` bytes of the mirror from byte `offset` into `bytes`.
    pub fn download_range(&mut self, offset: u64, bytes: &mut [u8]) -> Result<(), AbiError> {
        let result = (|| {
            let base = self.mirror_window(offset, bytes.len() as u64)?;
            self.backend.download(base, bytes)
        })();
        self.record(result)
    }

    /// Copies `len` bytes of the mirror from byte `src` to byte `dst` on the device (the
    /// ranges must not overlap). `NotAvailable` from a provider that cannot is not recorded
    /// as an error: the caller copies through the host instead.
    pub fn copy_within_mirror(&mut self, dst: u64, src: u64, len: u64) -> Result<(), AbiError> {
        if dst < src.saturating_add(len) && src < dst.saturating_add(len) {
            return Err(AbiError::invalid_argument("overlapping device copy"));
        }
        let to = self.mirror_window(dst, len)?;
        let from = self.mirror_window(src, len)?;
        match self.backend.copy_on_device(to, from, len) {
            Err(e @ AbiError::NotAvailable { .. }) => Err(e),
            other => self.record(other),
        }
    }

    /// Copies the mirror's `ranges` (each in the mirror, sorted or not) one after another into
    /// a device buffer apart from the mirror (kept, grown when too small), on the device and
    /// in order with launches: a launch that may trap after overwriting some of them leaves
    /// their earlier bytes there, for [`Runtime::download_saved`]. `NotAvailable` from a
    /// provider that cannot copy within the device is not recorded as an error: the caller
    /// then keeps the bytes on the host instead.
    pub fn save_ranges(&mut self, ranges: &[(u64, u64)]) -> Result<(), AbiError> {
        let result = (|| {
            let total = ranges
                .iter()
                .try_fold(0u64, |t, &(lo, hi)| t.checked_add(hi.saturating_sub(lo)))
                .ok_or_else(|| AbiError::invalid_argument("saved ranges past 2^64 bytes"))?;
            let mut sources = Vec::with_capacity(ranges.len());
            for &(lo, hi) in ranges {
                sources.push(self.mirror_window(lo, hi.saturating_sub(lo))?);
            }
            if self.saved.as_ref().is_none_or(|s| s.capacity < total) {
                if let Some(old) = self.saved.take() {
                    self.backend.free(old.ptr);
                }
                let ptr = self.backend.alloc(total.max(1))?;
                self.saved = Some(DeviceMirror {
                    ptr,
                    capacity: total,
                });
            }
            let base = self.saved.as_ref().map_or(0, |s| s.ptr.0);
            let mut at = 0;
            for (&(lo, hi), from) in ranges.iter().zip(sources) {
                let len = hi.saturating_sub(lo);
                self.backend
                    .copy_on_device(DevicePtr(base + at), from, len)?;
                at += len;
            }
            Ok(())
        })();
        match result {
            Err(e @ AbiError::NotAvailable { .. }) => Err(e),
            other => self.record(other),
        }
    }

    /// The bytes the last [`Runtime::save_ranges`] kept of `ranges` (the same list), each
    /// into `memory` at its own offset.
    pub fn download_saved(
        &mut self,
        ranges: &[(u64, u64)],
        memory: &mut [u8],
    ) -> Result<(), AbiError> {
        let result = (|| {
            self.require_device()?;
            let Some(saved) = self.saved.as_ref().map(|s| (s.ptr.0, s.capacity)) else {
                return Err(AbiError::invalid_argument("no bytes were saved"));
            };
            let mut at = 0u64;
            for &(lo, hi) in ranges {
                let len = hi.saturating_sub(lo);
                let end = at.checked_add(len).filter(|e| *e <= saved.1);
                let dst = memory.get_mut(lo as usize..hi as usize);
                let (Some(end), Some(dst)) = (end, dst) else {
                    return Err(AbiError::InvalidPointer {
                        offset: lo,
                        len,
                        memory_len: memory.len() as u64,
                    });
                };
                self.backend.download(DevicePtr(saved.0 + at), dst)?;
                at = end;
            }
            Ok(())
        })();
        self.record(result)
    }

    /// Sets `len` bytes of the mirror from byte `dst` to `byte` on the device; as
    /// [`Runtime::copy_within_mirror`] where the provider cannot.
    pub fn fill_within_mirror(&mut self, dst: u64, byte: u8, len: u64) -> Result<(), AbiError> {
        let to = self.mirror_window(dst, len)?;
        match self.backend.fill_on_device(to, byte, len) {
            Err(e @ AbiError::NotAvailable { .. }) => Err(e),
            other => self.record(other),
        }
    }

    /// The device address of mirror bytes `offset .. offset + len`, checked against the
    /// mirror's length with overflow-safe arithmetic.
    fn mirror_window(&self, offset: u64, len: u64) -> Result<DevicePtr, AbiError> {
        self.require_device()?;
        let fits = offset
            .checked_add(len)
            .is_some_and(|end| end <= self.memory_len);
        match (&self.mirror, fits) {
            (Some(m), true) => Ok(DevicePtr(m.ptr.0 + offset)),
            _ => Err(AbiError::InvalidPointer {
                offset,
                len,
                memory_len: self.memory_len,
            }),
        }
    }

    /// Copies the first `memory.len()` bytes of the mirror back; `memory` may not be longer
    /// than the last upload.
    pub fn download(&mut self, memory: &mut [u8]) -> Result<(), AbiError> {
        let result = self.download_inner(memory);
        self.record(result)
    }

    fn download_inner(&mut self, memory: &mut [u8]) -> Result<(), AbiError> {
        self.require_device()?;
        let len = memory.len() as u64;
        if len > self.memory_len {
            return Err(AbiError::invalid_argument(format!(
                "download of {len} bytes from a mirror of {} bytes",
                self.memory_len
            )));
        }
        match &self.mirror {
            Some(m) => {
                let ptr = m.ptr;
                self.backend.download(ptr, memory)
            }
            None => Ok(()),
        }
    }

    // ----- launches --------------------------------------------------------------------------

    /// Parses `argv` against [`Runtime::memory_len`], records it, and launches synchronously.
    /// Pointer records become `mirror + guest_offset`. Without a device this returns
    /// `NotAvailable` after parsing and recording.
    pub fn launch(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        shared_mem: u32,
        argv: &[u8],
    ) -> Result<(), AbiError> {
        let result = (|| {
            let args = self.parse_and_record(argv, self.memory_len)?;
            self.require_device()?;
            let config = checked_config(grid, block, shared_mem)?;
            self.launch_params(kernel, &config, &[], &args)
        })();
        self.record(result)
    }

    /// Launches an already-parsed argument list (windows are checked here too).
    pub fn launch_args(
        &mut self,
        kernel: KernelId,
        config: &LaunchConfig,
        args: &[LoweredArg],
    ) -> Result<(), AbiError> {
        let result = (|| {
            self.last_lowered_args.clear();
            check_windows(args, self.memory_len)?;
            self.last_lowered_args = args.to_vec();
            self.require_device()?;
            let config = checked_config(config.grid, config.block, config.shared_mem)?;
            self.launch_params(kernel, &config, &[], args)
        })();
        self.record(result)
    }

    /// Launches a kernel the compiler lowered (DESIGN.md section 4): its parameters are
    /// `mem` (the mirror's address), `mem_len`, then `scalar_args`. `mem_len` may not exceed
    /// the uploaded length; map-mode arrays placed after the wasm memory are passed as pointer
    /// records in `scalar_args`.
    pub fn launch_lowered(
        &mut self,
        kernel: KernelId,
        grid: [u32; 3],
        block: [u32; 3],
        mem_len: u64,
        scalar_args: &[LoweredArg],
    ) -> Result<(), AbiError> {
        let result = (|| {
            self.last_lowered_args.clear();
            if mem_len > self.memory_len {
                return Err(AbiError::InvalidPointer {
                    offset: 0,
                    len: mem_len,
                    memory_len: self.memory_len,
                });
            }
            check_windows(scalar_args, self.memory_len)?;
            let mem_window = LoweredArg::window(0, mem_len);
            self.last_lowered_args = [mem_window, LoweredArg::U64(mem_len)]
                .into_iter()
                .chain(scalar_args.iter().copied())
                .collect();
            self.require_device()?;
            let config = checked_config(grid, block, 0)?;
            let base = self.mirror_ptr().unwrap_or(DevicePtr(0));
            let prefix = [ParamValue::Ptr(base), ParamValue::U64(mem_len)];
            self.launch_params(kernel, &config, &prefix, scalar_args)
        })();
        self.record(result)
    }

    /// The whole guest launch of `wasi_cuda_launch`: parse `argv` against `memory`, record,
    /// then (with a device) validate the request, upload `memory`, launch, synchronize, read
    /// the trap word, and download the mirror back into `memory` (also after a trap, so
    /// writes made before it stay visible, as on the CPU).
    pub fn launch_guest(
        &mut self,
        request: &GuestLaunch,
        argv: &[u8],
        memory: &mut [u8],
    ) -> Result<(), AbiError> {
        let result = (|| {
            let args = self.parse_and_record(argv, memory.len() as u64)?;
            self.require_device()?;
            let kernel = KernelId::from_i64(request.kernel_id)
                .filter(|k| (k.0 as usize) < self.kernels.len())
                .ok_or(AbiError::InvalidKernelId {
                    kernel_id: request.kernel_id,
                })?;
            let config = guest_config(request)?;
            self.check_signature(kernel, &[], &args)?;
            self.upload_inner(memory)?;
            let launched = self.launch_params(kernel, &config, &[], &args);
            match launched {
                Ok(()) | Err(AbiError::Trap { .. }) => {
                    self.download_inner(memory)?;
                    launched
                }
                Err(e) => Err(e),
            }
        })();
        self.record(result)
    }

    /// Sets the per-thread device stack size in bytes for later launches (recursion in device
    /// functions). The driver reserves it for every resident thread, so ask for what you need.
    pub fn set_stack_size(&mut self, bytes: usize) -> Result<(), AbiError> {
        let result = self
            .require_device()
            .and_then(|()| self.backend.set_stack_size(bytes));
        if result.is_ok() {
            self.stack_bytes = bytes;
        }
        self.record(result)
    }

    /// Waits for all launched work (launches are already synchronous, so this only surfaces
    /// asynchronous driver errors).
    pub fn sync(&mut self) -> Result<(), AbiError> {
        let result = self
            .require_device()
            .and_then(|()| self.backend.synchronize());
        self.record(result)
    }

    fn parse_and_record(
        &mut self,
        argv: &[u8],
        memory_len: u64,
    ) -> Result<Vec<LoweredArg>, AbiError> {
        self.last_lowered_args.clear();
        let args = parse_argv(argv, memory_len)?;
        self.last_lowered_args = args.clone();
        Ok(args)
    }

    fn check_signature(
        &self,
        kernel: KernelId,
        prefix: &[ParamValue],
        args: &[LoweredArg],
    ) -> Result<(), AbiError> {
        let record = self
            .kernels
            .get(kernel.0 as usize)
            .ok_or(AbiError::InvalidKernelId {
                kernel_id: kernel.as_i64(),
            })?;
        let sig = &record.signature;
        let given = prefix.len() + args.len();
        if sig.param_sizes.len() != given {
            return Err(AbiError::invalid_argument(format!(
                "entry {} declares {} params but the launch passes {given}",
                sig.name,
                sig.param_sizes.len()
            )));
        }
        let sizes = prefix
            .iter()
            .map(|p| p.to_bytes().as_slice().len())
            .chain(args.iter().map(LoweredArg::param_size));
        for (i, (declared, size)) in sig.param_sizes.iter().zip(sizes).enumerate() {
            if let Some(declared) = declared {
                if *declared != size {
                    return Err(AbiError::invalid_argument(format!(
                        "param {i} of entry {} is {declared} bytes but the launch passes {size}",
                        sig.name
                    )));
                }
            }
        }
        Ok(())
    }

    fn launch_params(
        &mut self,
        kernel: KernelId,
        config: &LaunchConfig,
        prefix: &[ParamValue],
        args: &[LoweredArg],
    ) -> Result<(), AbiError> {
        self.check_signature(kernel, prefix, args)?;
        let base = self.mirror_ptr().map(|p| p.0).unwrap_or(0);
        let params: Vec<ParamValue> = prefix
            .iter()
            .copied()
            .chain(args.iter().map(|a| to_param(a, base)))
            .collect();
        let module = self.module_for(kernel)?;
        self.backend.clear_trap(module)?;
        self.backend.launch(module, config, &params)?;
        self.backend.synchronize()?;
        let word = self.backend.read_trap(module)?;
        match TrapWord::decode(word) {
            None => Ok(()),
            Some(t) => {
                // Leave the global clear so a later reader never sees a stale trap.
                self.backend.clear_trap(module)?;
                match t.kind() {
                    Some(kind) => Err(AbiError::Trap {
                        kind,
                        thread: t.thread,
                    }),
                    None => Err(AbiError::launch_failed(format!(
                        "kernel wrote unknown trap code {} from thread {}",
                        t.code, t.thread
                    ))),
                }
            }
        }
    }
}

impl Drop for Runtime {
    fn drop(&mut self) {
        self.unlock_host_memory();
        self.clear_cache();
        if let Some(m) = self.mirror.take() {
            self.backend.free(m.ptr);
        }
        if let Some(m) = self.scratch.take() {
            self.backend.free(m.ptr);
        }
        if let Some(m) = self.saved.take() {
            self.backend.free(m.ptr);
        }
    }
}

fn trim_nuls(bytes: &[u8]) -> &[u8] {
    let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
    &bytes[..end]
}

fn check_windows(args: &[LoweredArg], memory_len: u64) -> Result<(), AbiError> {
    for arg in args {
        check_arg_window(arg, memory_len)?;
    }
    Ok(())
}

fn to_param(arg: &LoweredArg, base: u64) -> ParamValue {
    match *arg {
        LoweredArg::I32(v) => ParamValue::I32(v),
        LoweredArg::I64(v) => ParamValue::I64(v),
        LoweredArg::F32(v) => ParamValue::F32(v),
        LoweredArg::F64(v) => ParamValue::F64(v),
        LoweredArg::U32(v) => ParamValue::U32(v),
        LoweredArg::U64(v) => ParamValue::U64(v),
        LoweredArg::Ptr { guest_offset, .. } => {
            ParamValue::Ptr(DevicePtr(base.wrapping_add(u64::from(guest_offset))))
        }
        LoweredArg::Ptr64 { guest_offset, .. } => {
            ParamValue::Ptr(DevicePtr(base.wrapping_add(guest_offset)))
        }
    }
}

fn checked_config(
    grid: [u32; 3],
    block: [u32; 3],
    shared_mem: u32,
) -> Result<LaunchConfig, AbiError> {
    if grid.contains(&0) || block.contains(&0) {
        return Err(AbiError::invalid_argument(format!(
            "grid {grid:?} and block {block:?} must have every dimension at least 1"
        )));
    }
    Ok(LaunchConfig {
        grid,
        block,
        shared_mem,
    })
}

fn guest_config(request: &GuestLaunch) -> Result<LaunchConfig, AbiError> {
    let dims_ok = request.grid.iter().chain(&request.block).all(|&d| d >= 1);
    if !dims_ok {
        return Err(AbiError::invalid_argument(format!(
            "grid {:?} and block {:?} must have every dimension at least 1",
            request.grid, request.block
        )));
    }
    let shared_mem = u32::try_from(request.shared_mem).map_err(|_| {
        AbiError::invalid_argument(format!(
            "shared memory size {} is negative",
            request.shared_mem
        ))
    })?;
    let to_u32 = |d: [i32; 3]| d.map(|v| v as u32);
    Ok(LaunchConfig {
        grid: to_u32(request.grid),
        block: to_u32(request.block),
        shared_mem,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::argv::encode_argv;
    use crate::trap::{TrapKind, TRAP_GLOBAL};
    use std::sync::{Arc as StdArc, Mutex};

    const VECTOR_ADD: &str = include_str!("../../golden/guests/vector_add.ptx");

    /// What the mock device saw, shared with the test.
    #[derive(Default)]
    struct MockLog {
        loads: Vec<String>,
        unloads: Vec<u64>,
        launches: Vec<(u64, LaunchConfig, Vec<ParamValue>)>,
    }

    type Kernel = Box<dyn FnMut(&mut MockMemory, &[ParamValue]) -> u64 + Send>;

    #[derive(Default)]
    struct MockMemory {
        blocks: HashMap<u64, Vec<u8>>,
        next: u64,
    }

    impl MockMemory {
        fn find(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
            self.blocks.iter_mut().find_map(|(base, bytes)| {
                let off = addr.checked_sub(*base)? as usize;
                bytes.get_mut(off..off.checked_add(len)?)
            })
        }
    }

    /// A device in host memory: kernels are Rust closures returning a trap word.
    struct MockBackend {
        log: StdArc<Mutex<MockLog>>,
        mem: MockMemory,
        modules: HashMap<u64, (String, Option<u64>)>,
        traps: HashMap<u64, u64>,
        next_module: u64,
        kernel: Kernel,
    }

    impl MockBackend {
        fn new(kernel: Kernel) -> (Self, StdArc<Mutex<MockLog>>) {
            let log = StdArc::new(Mutex::new(MockLog::default()));
            let backend = MockBackend {
                log: log.clone(),
                mem: MockMemory {
                    blocks: HashMap::new(),
                    next: 0x1000_0000,
                },
                modules: HashMap::new(),
                traps: HashMap::new(),
                next_module: 1,
                kernel,
            };
            (backend, log)
        }
    }

    impl Backend for MockBackend {
        fn name(&self) -> &'static str {
            "mock"
        }
        fn load_module(&mut self, ptx: &str, entry: &str) -> Result<ModuleHandle, AbiError> {
            if ptx.contains("jit-error") {
                return Err(AbiError::malformed_ptx("the driver would not jit it: mock"));
            }
            self.log.lock().unwrap().loads.push(entry.to_string());
            let id = self.next_module;
            self.next_module += 1;
            let trap = ptx_text::declares_trap_global(ptx).then(|| {
                let addr = 0x9000_0000 + id * 8;
                self.traps.insert(addr, 0);
                addr
            });
            self.modules.insert(id, (entry.to_string(), trap));
            Ok(ModuleHandle(id))
        }
        fn unload_module(&mut self, module: ModuleHandle) {
            self.modules.remove(&module.0);
            self.log.lock().unwrap().unloads.push(module.0);
        }
        fn alloc(&mut self, bytes: u64) -> Result<DevicePtr, AbiError> {
            let base = self.mem.next;
            self.mem.next += (bytes.max(1) + 0xfff) & !0xfff;
            self.mem.blocks.insert(base, vec![0; bytes as usize]);
            Ok(DevicePtr(base))
        }
        fn free(&mut self, ptr: DevicePtr) {
            self.mem.blocks.remove(&ptr.0);
        }
        fn upload(&mut self, dst: DevicePtr, src: &[u8]) -> Result<(), AbiError> {
            if let Some(word) = self.traps.get_mut(&dst.0) {
                *word = u64::from_le_bytes(src.try_into().unwrap());
                return Ok(());
            }
            let target = self
                .mem
                .find(dst.0, src.len())
                .ok_or_else(|| AbiError::launch_failed("bad upload"))?;
            target.copy_from_slice(src);
            Ok(())
        }
        fn copy_on_device(
            &mut self,
            dst: DevicePtr,
            src: DevicePtr,
            len: u64,
        ) -> Result<(), AbiError> {
            let mut bytes = vec![0u8; len as usize];
            self.download(src, &mut bytes)?;
            self.upload(dst, &bytes)
        }
        fn download(&mut self, src: DevicePtr, dst: &mut [u8]) -> Result<(), AbiError> {
            if let Some(word) = self.traps.get(&src.0) {
                dst.copy_from_slice(&word.to_le_bytes());
                return Ok(());
            }
            let source = self
                .mem
                .find(src.0, dst.len())
                .ok_or_else(|| AbiError::launch_failed("bad download"))?;
            dst.copy_from_slice(source);
            Ok(())
        }
        fn launch(
            &mut self,
            module: ModuleHandle,
            config: &LaunchConfig,
            params: &[ParamValue],
        ) -> Result<(), AbiError> {
            let (_, trap) = self
                .modules
                .get(&module.0)
                .cloned()
                .ok_or_else(|| AbiError::launch_failed("unknown module"))?;
            self.log
                .lock()
                .unwrap()
                .launches
                .push((module.0, *config, params.to_vec()));
            let word = (self.kernel)(&mut self.mem, params);
            if let Some(addr) = trap {
                let slot = self.traps.get_mut(&addr).unwrap();
                if *slot == 0 {
                    *slot = word;
                }
            }
            Ok(())
        }
        fn synchronize(&mut self) -> Result<(), AbiError> {
            Ok(())
        }
        fn trap_global(&mut self, module: ModuleHandle) -> Result<Option<DevicePtr>, AbiError> {
            Ok(self
                .modules
                .get(&module.0)
                .and_then(|(_, t)| *t)
                .map(DevicePtr))
        }
    }

    /// vector_add on the mock device: c[i] = a[i] + b[i] for i < n.
    fn vector_add_kernel() -> Kernel {
        Box::new(|mem, params| {
            let (ParamValue::Ptr(a), ParamValue::Ptr(b), ParamValue::Ptr(c), ParamValue::U32(n)) =
                (params[0], params[1], params[2], params[3])
            else {
                panic!("unexpected params {params:?}");
            };
            for i in 0..u64::from(n) {
                let x = f32::from_le_bytes(mem.find(a.0 + 4 * i, 4).unwrap().try_into().unwrap());
                let y = f32::from_le_bytes(mem.find(b.0 + 4 * i, 4).unwrap().try_into().unwrap());
                mem.find(c.0 + 4 * i, 4)
                    .unwrap()
                    .copy_from_slice(&(x + y).to_le_bytes());
            }
            0
        })
    }

    fn trap_ptx(entry: &str) -> String {
        format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n\
             .visible .global .align 8 .u64 {TRAP_GLOBAL};\n\
             .visible .entry {entry}(.param .u64 mem, .param .u64 mem_len, .param .s32 x)\n{{ ret; }}\n"
        )
    }

    fn floats(values: impl IntoIterator<Item = f32>) -> Vec<u8> {
        values.into_iter().flat_map(f32::to_le_bytes).collect()
    }

    #[test]
    fn without_device_load_registers_and_launch_records_then_not_available() {
        let mut rt = Runtime::without_device("test machine");
        assert!(!rt.is_available());
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        assert_eq!(rt.load_ptx(VECTOR_ADD, "vector_add").unwrap(), kid);
        let args = [LoweredArg::I32(-13), LoweredArg::ptr_for_encoding(0, 0)];
        let err = rt
            .launch(kid, [1, 1, 1], [32, 1, 1], 0, &encode_argv(&args))
            .unwrap_err();
        assert_eq!(err.code(), -1);
        assert!(rt.last_error().unwrap().contains("test machine"));
        assert_eq!(rt.last_lowered_args(), &args);
        assert_eq!(rt.sync().unwrap_err().code(), -1);
        assert_eq!(rt.upload(&[1, 2, 3]).unwrap_err().code(), -1);
    }

    #[test]
    fn undeclared_entry_is_malformed_ptx_without_a_device() {
        let mut rt = Runtime::without_device("test machine");
        for entry in ["_vector_add", "vector", "", "vector_add\0x"] {
            let err = rt.load_ptx(VECTOR_ADD, entry).unwrap_err();
            assert_eq!(err.code(), -4, "{entry:?}: {err}");
        }
        let err = rt.load_ptx("not ptx at all", "k").unwrap_err();
        assert_eq!(err.code(), -4);
        assert!(err.to_string().contains("declares no .entry"), "{err}");
        let err = rt.load_ptx_bytes(&[0xff, 0xfe], b"k").unwrap_err();
        assert_eq!(err.code(), -4);
        assert!(rt.last_error().unwrap().contains("utf-8"));
    }

    #[test]
    fn runtime_can_move_between_threads() {
        fn assert_send<T: Send>() {}
        assert_send::<Runtime>();
        let rt = Runtime::without_device("test machine");
        let rt = std::thread::spawn(move || rt).join().unwrap();
        assert_eq!(rt.unavailable_reason(), Some("test machine"));
    }

    #[test]
    fn full_registry_is_out_of_resources() {
        let mut rt = Runtime::without_device("test machine");
        for i in 0..MAX_KERNELS {
            rt.load_ptx(&format!(".entry k{i}()"), &format!("k{i}"))
                .unwrap();
        }
        let err = rt.load_ptx(".entry extra()", "extra").unwrap_err();
        assert_eq!(err.code(), -8, "{err}");
        // Already registered kernels still resolve.
        assert_eq!(rt.load_ptx(".entry k0()", "k0").unwrap(), KernelId(0));
    }

    #[test]
    fn trailing_nul_of_a_c_string_is_ignored() {
        let mut rt = Runtime::without_device("test machine");
        let mut bytes = VECTOR_ADD.as_bytes().to_vec();
        bytes.push(0);
        let a = rt.load_ptx_bytes(&bytes, b"vector_add\0").unwrap();
        assert_eq!(rt.load_ptx(VECTOR_ADD, "vector_add").unwrap(), a);
    }

    #[test]
    fn malformed_argv_is_rejected_before_not_available() {
        let mut rt = Runtime::without_device("test machine");
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        let bad_ptr = encode_argv(&[LoweredArg::ptr_for_encoding(0, 1)]);
        let launch = |rt: &mut Runtime, argv: &[u8]| {
            rt.launch(kid, [1; 3], [1; 3], 0, argv).unwrap_err().code()
        };
        assert_eq!(launch(&mut rt, &bad_ptr), -2);
        assert!(rt.last_lowered_args().is_empty());
        assert_eq!(launch(&mut rt, &[0x09, 0, 0, 0, 0]), -6);
        assert_eq!(launch(&mut rt, &[0x05, 0, 0]), -6);
        assert_eq!(launch(&mut rt, &vec![0x05; 5000]), -10);
        assert_eq!(
            launch(&mut rt, &encode_argv(&[LoweredArg::U32(0); 129])),
            -10
        );
    }

    #[test]
    fn vector_add_through_the_mock_device() {
        let (backend, log) = MockBackend::new(vector_add_kernel());
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        let n = 64u32;
        let mut memory = floats((0..n).map(|i| i as f32));
        memory.extend(floats((0..n).map(|i| (2 * i) as f32)));
        memory.extend(vec![0u8; 4 * n as usize]);
        rt.upload(&memory).unwrap();
        let bytes = 4 * n;
        let argv = encode_argv(&[
            LoweredArg::ptr_for_encoding(0, bytes),
            LoweredArg::ptr_for_encoding(bytes, bytes),
            LoweredArg::ptr_for_encoding(2 * bytes, bytes),
            LoweredArg::U32(n),
        ]);
        rt.launch(kid, [1, 1, 1], [64, 1, 1], 0, &argv).unwrap();
        rt.download(&mut memory).unwrap();
        let c = &memory[2 * bytes as usize..];
        for i in 0..n as usize {
            let v = f32::from_le_bytes(c[4 * i..4 * i + 4].try_into().unwrap());
            assert_eq!(v, (3 * i) as f32);
        }
        let log = log.lock().unwrap();
        let (_, config, params) = &log.launches[0];
        assert_eq!(config.block, [64, 1, 1]);
        let base = rt.mirror_ptr().unwrap().0;
        assert_eq!(
            params[1],
            ParamValue::Ptr(DevicePtr(base + u64::from(bytes)))
        );
    }

    #[test]
    fn argv_must_match_the_entry_signature() {
        let (backend, _) = MockBackend::new(vector_add_kernel());
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        rt.upload(&[0u8; 64]).unwrap();
        let short = encode_argv(&[LoweredArg::ptr_for_encoding(0, 4); 3]);
        let err = rt.launch(kid, [1; 3], [1; 3], 0, &short).unwrap_err();
        assert_eq!(err.code(), -6);
        assert!(err.to_string().contains("declares 4 params"), "{err}");
        let wrong_size = encode_argv(&[
            LoweredArg::ptr_for_encoding(0, 4),
            LoweredArg::ptr_for_encoding(0, 4),
            LoweredArg::ptr_for_encoding(0, 4),
            LoweredArg::U64(1),
        ]);
        let err = rt.launch(kid, [1; 3], [1; 3], 0, &wrong_size).unwrap_err();
        assert_eq!(err.code(), -6);
        assert!(err.to_string().contains("param 3"), "{err}");
    }

    #[test]
    fn bad_kernel_id_and_geometry() {
        let (backend, _) = MockBackend::new(vector_add_kernel());
        let mut rt = Runtime::with_backend(Box::new(backend));
        let err = rt.launch(KernelId(7), [1; 3], [1; 3], 0, &[]).unwrap_err();
        assert_eq!(err.code(), -3);
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        let err = rt.launch(kid, [0, 1, 1], [1; 3], 0, &[]).unwrap_err();
        assert_eq!(err.code(), -6);
        let mut memory = vec![0u8; 16];
        let request = GuestLaunch {
            kernel_id: -5,
            grid: [1; 3],
            block: [1; 3],
            shared_mem: 0,
        };
        assert_eq!(
            rt.launch_guest(&request, &[], &mut memory)
                .unwrap_err()
                .code(),
            -3
        );
        let request = GuestLaunch {
            kernel_id: kid.as_i64(),
            block: [-1, 1, 1],
            ..request
        };
        assert_eq!(
            rt.launch_guest(&request, &[], &mut memory)
                .unwrap_err()
                .code(),
            -6
        );
        let request = GuestLaunch {
            block: [1, 1, 1],
            shared_mem: -1,
            ..request
        };
        assert_eq!(
            rt.launch_guest(&request, &[], &mut memory)
                .unwrap_err()
                .code(),
            -6
        );
    }

    #[test]
    fn jit_failure_is_malformed_ptx_and_not_registered() {
        let (backend, _) = MockBackend::new(vector_add_kernel());
        let mut rt = Runtime::with_backend(Box::new(backend));
        let ptx = format!("{VECTOR_ADD}\n// jit-error\n");
        assert_eq!(rt.load_ptx(&ptx, "vector_add").unwrap_err().code(), -4);
        assert_eq!(rt.load_ptx(VECTOR_ADD, "vector_add").unwrap(), KernelId(0));
    }

    #[test]
    fn trap_is_reported_and_the_next_launch_succeeds() {
        let calls = StdArc::new(Mutex::new(0u32));
        let seen = calls.clone();
        let kernel: Kernel = Box::new(move |_, params| {
            *seen.lock().unwrap() += 1;
            match params[2] {
                ParamValue::I32(0) => 0,
                ParamValue::I32(x) => {
                    crate::trap::TrapWord::encode(TrapKind::IntegerDivideByZero, x as u32)
                }
                _ => panic!("bad params"),
            }
        });
        let (backend, _) = MockBackend::new(kernel);
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(&trap_ptx("k"), "k").unwrap();
        rt.upload(&[0u8; 256]).unwrap();
        let err = rt
            .launch_lowered(kid, [1; 3], [32, 1, 1], 256, &[LoweredArg::I32(17)])
            .unwrap_err();
        assert_eq!(
            err,
            AbiError::Trap {
                kind: TrapKind::IntegerDivideByZero,
                thread: 17
            }
        );
        assert_eq!(err.code(), -7);
        assert!(rt
            .last_error()
            .unwrap()
            .contains("integer divide by zero in thread 17"));
        rt.launch_lowered(kid, [1; 3], [32, 1, 1], 256, &[LoweredArg::I32(0)])
            .unwrap();
        assert_eq!(*calls.lock().unwrap(), 2);
        assert_eq!(rt.last_lowered_args()[1], LoweredArg::U64(256));
    }

    #[test]
    fn unknown_trap_code_is_launch_failed() {
        let (backend, _) = MockBackend::new(Box::new(|_, _| 0x0000_0002_0000_0063));
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(&trap_ptx("k"), "k").unwrap();
        rt.upload(&[0u8; 8]).unwrap();
        let err = rt
            .launch_lowered(kid, [1; 3], [1; 3], 8, &[LoweredArg::I32(1)])
            .unwrap_err();
        assert_eq!(err.code(), -5);
        assert!(err.to_string().contains("unknown trap code 99"), "{err}");
    }

    #[test]
    fn launch_lowered_checks_mem_len_and_windows() {
        let (backend, log) = MockBackend::new(Box::new(|_, _| 0));
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(&trap_ptx("k"), "k").unwrap();
        rt.upload(&[0u8; 64]).unwrap();
        let err = rt
            .launch_lowered(kid, [1; 3], [1; 3], 65, &[LoweredArg::I32(0)])
            .unwrap_err();
        assert_eq!(err.code(), -2);
        rt.launch_lowered(kid, [1; 3], [1; 3], 64, &[LoweredArg::I32(0)])
            .unwrap();
        let log = log.lock().unwrap();
        let params = &log.launches[0].2;
        assert_eq!(params[0], ParamValue::Ptr(rt.mirror_ptr().unwrap()));
        assert_eq!(params[1], ParamValue::U64(64));
    }

    #[test]
    fn cache_is_bounded_and_reloads_evicted_modules() {
        let (backend, log) = MockBackend::new(Box::new(|_, _| 0));
        let mut rt = Runtime::with_backend(Box::new(backend));
        rt.set_cache_capacity(2);
        rt.upload(&[0u8; 8]).unwrap();
        let ids: Vec<KernelId> = ["a", "b", "c"]
            .iter()
            .map(|e| rt.load_ptx(&trap_ptx(e), e).unwrap())
            .collect();
        let stats = rt.cache_stats();
        assert_eq!((stats.entries, stats.evictions, stats.capacity), (2, 1, 2));
        // "a" was evicted; launching it loads it again.
        rt.launch_lowered(ids[0], [1; 3], [1; 3], 8, &[LoweredArg::I32(0)])
            .unwrap();
        assert_eq!(log.lock().unwrap().loads, vec!["a", "b", "c", "a"]);
        rt.launch_lowered(ids[0], [1; 3], [1; 3], 8, &[LoweredArg::I32(0)])
            .unwrap();
        let stats = rt.cache_stats();
        assert_eq!((stats.hits, stats.misses), (1, 1));
        rt.clear_cache();
        assert_eq!(rt.cache_stats().entries, 0);
        assert_eq!(log.lock().unwrap().unloads.len(), 4);
        rt.launch_lowered(ids[2], [1; 3], [1; 3], 8, &[LoweredArg::I32(0)])
            .unwrap();
    }

    /// Saved ranges keep the mirror's bytes of the moment: later writes to the mirror do not
    /// reach them, and they come back into the host's memory at their own offsets.
    #[test]
    fn saved_ranges_come_back_as_they_were() {
        let (backend, _) = MockBackend::new(Box::new(|_, _| 0));
        let mut rt = Runtime::with_backend(Box::new(backend));
        let bytes: Vec<u8> = (0..32).collect();
        rt.upload(&bytes).unwrap();
        let ranges = [(20, 28), (4, 8)];
        rt.save_ranges(&ranges).unwrap();
        rt.upload_range(0, &[0xee; 32]).unwrap();
        let mut host = vec![0u8; 32];
        rt.download_saved(&ranges, &mut host).unwrap();
        let mut want = vec![0u8; 32];
        want[20..28].copy_from_slice(&bytes[20..28]);
        want[4..8].copy_from_slice(&bytes[4..8]);
        assert_eq!(host, want);
        // A range past the mirror is refused before anything is copied.
        assert_eq!(
            rt.save_ranges(&[(30, 40)]).unwrap_err().code(),
            -2,
            "invalid pointer"
        );
        // A larger set grows the buffer.
        rt.save_ranges(&[(0, 32)]).unwrap();
        rt.download_saved(&[(0, 32)], &mut host).unwrap();
        assert_eq!(host, vec![0xee; 32]);
    }

    #[test]
    fn download_longer_than_the_mirror_is_invalid() {
        let (backend, _) = MockBackend::new(Box::new(|_, _| 0));
        let mut rt = Runtime::with_backend(Box::new(backend));
        rt.upload(&[1u8; 8]).unwrap();
        let mut buf = [0u8; 9];
        assert_eq!(rt.download(&mut buf).unwrap_err().code(), -6);
        let mut buf = [0u8; 8];
        rt.download(&mut buf).unwrap();
        assert_eq!(buf, [1u8; 8]);
    }

    #[test]
    fn guest_launch_uploads_and_downloads_memory() {
        let (backend, _) = MockBackend::new(vector_add_kernel());
        let mut rt = Runtime::with_backend(Box::new(backend));
        let kid = rt.load_ptx(VECTOR_ADD, "vector_add").unwrap();
        let mut memory = floats([1.0, 2.0, 10.0, 20.0, 0.0, 0.0]);
        let argv = encode_argv(&[
            LoweredArg::ptr_for_encoding(0, 8),
            LoweredArg::ptr_for_encoding(8, 8),
            LoweredArg::ptr_for_encoding(16, 8),
            LoweredArg::U32(2),
        ]);
        let request = GuestLaunch {
            kernel_id: kid.as_i64(),
            grid: [1; 3],
            block: [32, 1, 1],
            shared_mem: 0,
        };
        rt.launch_guest(&request, &argv, &mut memory).unwrap();
        assert_eq!(&memory[16..], &floats([11.0, 22.0])[..]);
    }
}
