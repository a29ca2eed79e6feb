//! The default CUDA provider: the driver API through cudarc 0.19, with libcuda loaded at run
//! time.
//!
//! [`CudarcBackend::new`] first checks that a driver library can be opened and that it has
//! every symbol this file calls, so that no later call can reach cudarc's panicking loader; a
//! missing library, a missing symbol or a failing `cuInit` is `NotAvailable`. It retains the
//! device's primary context and makes it current at the start of every method.
//!
//! This module must not panic, must not use managed memory, and must not let a handle it did
//! not create reach the driver (modules and allocations are looked up in its own tables).

use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};
use std::mem::MaybeUninit;

use cudarc::driver::sys;

use super::{Backend, DevicePtr, LaunchConfig, ModuleHandle, ParamValue};
use crate::error::AbiError;
use crate::trap::TRAP_GLOBAL;

/// Every driver symbol this backend calls; all are checked before the first call.
const SYMBOLS: &[&str] = &[
    "cuInit",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxSetCurrent",
    "cuCtxSynchronize",
    "cuCtxSetLimit",
    "cuModuleLoadDataEx",
    "cuModuleGetFunction",
    "cuModuleGetGlobal_v2",
    "cuModuleUnload",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemcpyHtoD_v2",
    "cuMemcpyDtoH_v2",
    "cuMemcpyDtoD_v2",
    "cuMemsetD8_v2",
    "cuMemHostRegister_v2",
    "cuMemHostUnregister",
    "cuLaunchKernel",
    "cuGetErrorName",
    "cuGetErrorString",
];

/// Bytes of JIT error log kept for a `MalformedPtx` message.
const JIT_LOG_BYTES: usize = 8 * 1024;

struct LoadedModule {
    module: sys::CUmodule,
    function: sys::CUfunction,
    trap: Option<DevicePtr>,
}

/// The cudarc provider on one device.
pub struct CudarcBackend {
    device: sys::CUdevice,
    ctx: sys::CUcontext,
    device_name: String,
    modules: HashMap<u64, LoadedModule>,
    next_module: u64,
    /// Our allocations: start address and size in bytes.
    allocations: HashMap<u64, u64>,
    /// Host ranges page-locked by `lock_host`, by base address.
    locked: Vec<usize>,
}

// SAFETY: the raw handles are plain driver tokens, valid from any thread once the context is
// current; every method makes it current first, and `&mut self` serialises use.
unsafe impl Send for CudarcBackend {}

/// The driver's name and description of a result code.
fn describe(res: sys::CUresult) -> String {
    let mut name = MaybeUninit::<*const std::ffi::c_char>::uninit();
    let mut text = MaybeUninit::<*const std::ffi::c_char>::uninit();
    // SAFETY: both calls only write a pointer to a static string when they succeed.
    unsafe {
        let name = (sys::cuGetErrorName(res, name.as_mut_ptr()) == sys::CUresult::CUDA_SUCCESS)
            .then(|| {
                CStr::from_ptr(name.assume_init())
                    .to_string_lossy()
                    .into_owned()
            });
        let text = (sys::cuGetErrorString(res, text.as_mut_ptr()) == sys::CUresult::CUDA_SUCCESS)
            .then(|| {
                CStr::from_ptr(text.assume_init())
                    .to_string_lossy()
                    .into_owned()
            });
        match (name, text) {
            (Some(n), Some(t)) => format!("{n} ({})", t.to_lowercase()),
            (Some(n), None) => n,
            _ => format!("{res:?}"),
        }
    }
}

fn check(res: sys::CUresult, what: &str) -> Result<(), String> {
    if res == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what}: {}", describe(res)))
    }
}

/// Opens the driver library and checks its symbols without cudarc's panicking paths.
pub(crate) fn probe_library() -> Result<(), String> {
    let probe = std::panic::catch_unwind(|| {
        // SAFETY: opening the driver library runs its initialisers, which is what loading
        // CUDA means; nothing is called yet.
        if !unsafe { sys::is_culib_present() } {
            return Err("no cuda driver library (libcuda.so) could be loaded".to_string());
        }
        // SAFETY: is_culib_present just opened one of the candidates, so culib will not panic.
        let lib = unsafe { sys::culib() };
        for name in SYMBOLS {
            // SAFETY: the symbol is only looked up, never called through this type.
            if unsafe { lib.get::<unsafe extern "C" fn()>(name.as_bytes()) }.is_err() {
                return Err(format!("the cuda driver library has no symbol {name}"));
            }
        }
        Ok(())
    });
    probe.unwrap_or_else(|_| Err("loading the cuda driver library panicked".to_string()))
}

impl CudarcBackend {
    /// Initialises the driver and retains the primary context of device `ordinal`.
    /// Any failure is `NotAvailable` with the reason.
    pub fn new(ordinal: i32) -> Result<Self, AbiError> {
        probe_library().map_err(AbiError::not_available)?;
        // SAFETY: every symbol exists (probed above); out-pointers are valid locals.
        unsafe {
            check(sys::cuInit(0), "cuInit").map_err(AbiError::not_available)?;
            let mut count = 0;
            check(sys::cuDeviceGetCount(&mut count), "cuDeviceGetCount")
                .map_err(AbiError::not_available)?;
            if ordinal < 0 || ordinal >= count {
                return Err(AbiError::not_available(format!(
                    "no cuda device {ordinal} (the driver sees {count})"
                )));
            }
            let mut device = 0;
            check(sys::cuDeviceGet(&mut device, ordinal), "cuDeviceGet")
                .map_err(AbiError::not_available)?;
            let mut name = [0 as std::ffi::c_char; 256];
            let device_name = if sys::cuDeviceGetName(name.as_mut_ptr(), 255, device)
                == sys::CUresult::CUDA_SUCCESS
            {
                CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned()
            } else {
                format!("cuda device {ordinal}")
            };
            let mut ctx = std::ptr::null_mut();
            check(
                sys::cuDevicePrimaryCtxRetain(&mut ctx, device),
                "cuDevicePrimaryCtxRetain",
            )
            .map_err(AbiError::not_available)?;
            let backend = CudarcBackend {
                device,
                ctx,
                device_name,
                modules: HashMap::new(),
                next_module: 1,
                allocations: HashMap::new(),
                locked: Vec::new(),
            };
            backend.make_current().map_err(|e| match e {
                AbiError::LaunchFailed { reason } => AbiError::not_available(reason),
                other => other,
            })?;
            Ok(backend)
        }
    }

    /// The device's name as the driver reports it.
    pub fn device_name(&self) -> &str {
        &self.device_name
    }

    fn make_current(&self) -> Result<(), AbiError> {
        // SAFETY: ctx is the primary context this backend retained.
        check(unsafe { sys::cuCtxSetCurrent(self.ctx) }, "cuCtxSetCurrent")
            .map_err(AbiError::launch_failed)
    }

    /// Whether `len` bytes from `ptr` lie in one of our allocations (any offset in it: the
    /// footprint transfers move parts of the linear memory) or are a module's trap global.
    fn owns(&self, ptr: DevicePtr, len: usize) -> bool {
        let in_alloc = self.allocations.iter().any(|(&start, &size)| {
            ptr.0 >= start
                && (ptr.0 - start)
                    .checked_add(len as u64)
                    .is_some_and(|end| end <= size)
        });
        in_alloc || self.modules.values().any(|m| m.trap == Some(ptr))
    }
}

impl Backend for CudarcBackend {
    fn name(&self) -> &'static str {
        "cudarc"
    }

    fn load_module(&mut self, ptx: &str, entry: &str) -> Result<ModuleHandle, AbiError> {
        self.make_current()?;
        let image = CString::new(ptx)
            .map_err(|_| AbiError::malformed_ptx("ptx text contains a nul byte"))?;
        let entry_c = CString::new(entry)
            .map_err(|_| AbiError::malformed_ptx("entry name contains a nul byte"))?;
        let mut log = vec![0u8; JIT_LOG_BYTES];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), JIT_LOG_BYTES as *mut c_void];
        let mut module = std::ptr::null_mut();
        // SAFETY: image is NUL-terminated; the option arrays have matching lengths and the log
        // buffer outlives the call.
        let res = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        if res != sys::CUresult::CUDA_SUCCESS {
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            let text = String::from_utf8_lossy(&log[..end]);
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            return Err(AbiError::malformed_ptx(format!(
                "the driver would not jit it: {}{}{}",
                describe(res),
                if text.is_empty() { "" } else { ": " },
                text
            )));
        }
        let mut function = std::ptr::null_mut();
        // SAFETY: module was just loaded; entry_c is NUL-terminated.
        let res = unsafe { sys::cuModuleGetFunction(&mut function, module, entry_c.as_ptr()) };
        if res != sys::CUresult::CUDA_SUCCESS {
            // SAFETY: module is loaded and unused.
            unsafe { sys::cuModuleUnload(module) };
            return Err(AbiError::malformed_ptx(format!(
                "the module has no entry {entry}: {}",
                describe(res)
            )));
        }
        let trap_name = CString::new(TRAP_GLOBAL).unwrap_or_default();
        let mut dptr: sys::CUdeviceptr = 0;
        let mut bytes = 0usize;
        // SAFETY: module is loaded; a missing global is an error result, not UB.
        let res =
            unsafe { sys::cuModuleGetGlobal_v2(&mut dptr, &mut bytes, module, trap_name.as_ptr()) };
        let trap = (res == sys::CUresult::CUDA_SUCCESS && bytes == 8).then_some(DevicePtr(dptr));
        let handle = self.next_module;
        self.next_module += 1;
        self.modules.insert(
            handle,
            LoadedModule {
                module,
                function,
                trap,
            },
        );
        Ok(ModuleHandle(handle))
    }

    fn unload_module(&mut self, module: ModuleHandle) {
        if let Some(m) = self.modules.remove(&module.0) {
            if self.make_current().is_ok() {
                // SAFETY: the module came from cuModuleLoadDataEx and is removed from the table.
                unsafe { sys::cuModuleUnload(m.module) };
            }
        }
    }

    fn alloc(&mut self, bytes: u64) -> Result<DevicePtr, AbiError> {
        self.make_current()?;
        let size = usize::try_from(bytes.max(1))
            .map_err(|_| AbiError::out_of_resources(format!("{bytes} bytes of device memory")))?;
        let mut dptr: sys::CUdeviceptr = 0;
        // SAFETY: out-pointer is a valid local.
        let res = unsafe { sys::cuMemAlloc_v2(&mut dptr, size) };
        if res != sys::CUresult::CUDA_SUCCESS {
            return Err(AbiError::out_of_resources(format!(
                "cannot allocate {bytes} bytes of device memory: {}",
                describe(res)
            )));
        }
        self.allocations.insert(dptr, bytes);
        Ok(DevicePtr(dptr))
    }

    fn free(&mut self, ptr: DevicePtr) {
        if self.allocations.remove(&ptr.0).is_some() && self.make_current().is_ok() {
            // SAFETY: ptr came from cuMemAlloc_v2 and is removed from the table.
            unsafe { sys::cuMemFree_v2(ptr.0) };
        }
    }

    fn upload(&mut self, dst: DevicePtr, src: &[u8]) -> Result<(), AbiError> {
        self.make_current()?;
        if src.is_empty() {
            return Ok(());
        }
        if !self.owns(dst, src.len()) {
            return Err(AbiError::invalid_argument(format!(
                "upload of {} bytes to device address 0x{:x} outside this backend's memory",
                src.len(),
                dst.0
            )));
        }
        // SAFETY: dst is one of our allocations or a module global; the caller sized it.
        let res = unsafe { sys::cuMemcpyHtoD_v2(dst.0, src.as_ptr().cast(), src.len()) };
        check(res, "cuMemcpyHtoD").map_err(AbiError::launch_failed)
    }

    fn download(&mut self, src: DevicePtr, dst: &mut [u8]) -> Result<(), AbiError> {
        self.make_current()?;
        if dst.is_empty() {
            return Ok(());
        }
        if !self.owns(src, dst.len()) {
            return Err(AbiError::invalid_argument(format!(
                "download of {} bytes from device address 0x{:x} outside this backend's memory",
                dst.len(),
                src.0
            )));
        }
        // SAFETY: as in upload.
        let res = unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), src.0, dst.len()) };
        check(res, "cuMemcpyDtoH").map_err(AbiError::launch_failed)
    }

    unsafe fn lock_host(&mut self, base: *const u8, len: usize) -> Result<(), AbiError> {
        self.make_current()?;
        if len == 0 || self.locked.contains(&(base as usize)) {
            return Ok(());
        }
        // SAFETY: the caller keeps the range mapped until `unlock_host` (the trait's
        // contract); flags 0: locked for this context's copies only.
        let res = unsafe { sys::cuMemHostRegister_v2(base as *mut c_void, len, 0) };
        check(res, "cuMemHostRegister").map_err(AbiError::launch_failed)?;
        self.locked.push(base as usize);
        Ok(())
    }

    fn unlock_host(&mut self, base: *const u8) {
        let Some(at) = self.locked.iter().position(|&b| b == base as usize) else {
            return;
        };
        self.locked.swap_remove(at);
        if self.make_current().is_ok() {
            // SAFETY: `base` was registered by `lock_host` and is removed from the list.
            unsafe { sys::cuMemHostUnregister(base as *mut c_void) };
        }
    }

    fn copy_on_device(&mut self, dst: DevicePtr, src: DevicePtr, len: u64) -> Result<(), AbiError> {
        self.make_current()?;
        if len == 0 {
            return Ok(());
        }
        let n = usize::try_from(len).map_err(|_| AbiError::invalid_argument("copy too large"))?;
        if !self.owns(dst, n) || !self.owns(src, n) {
            return Err(AbiError::invalid_argument(format!(
                "device copy of {len} bytes from 0x{:x} to 0x{:x} outside this backend's memory",
                src.0, dst.0
            )));
        }
        // SAFETY: both ranges lie in our allocations (checked above).
        let res = unsafe { sys::cuMemcpyDtoD_v2(dst.0, src.0, n) };
        check(res, "cuMemcpyDtoD").map_err(AbiError::launch_failed)
    }

    fn fill_on_device(&mut self, dst: DevicePtr, byte: u8, len: u64) -> Result<(), AbiError> {
        self.make_current()?;
        if len == 0 {
            return Ok(());
        }
        let n = usize::try_from(len).map_err(|_| AbiError::invalid_argument("fill too large"))?;
        if !self.owns(dst, n) {
            return Err(AbiError::invalid_argument(format!(
                "device fill of {len} bytes at 0x{:x} outside this backend's memory",
                dst.0
            )));
        }
        // SAFETY: the range lies in our allocations (checked above).
        let res = unsafe { sys::cuMemsetD8_v2(dst.0, byte, n) };
        check(res, "cuMemsetD8").map_err(AbiError::launch_failed)
    }

    fn launch(
        &mut self,
        module: ModuleHandle,
        config: &LaunchConfig,
        params: &[ParamValue],
    ) -> Result<(), AbiError> {
        self.make_current()?;
        let function = self
            .modules
            .get(&module.0)
            .ok_or_else(|| AbiError::launch_failed(format!("unknown module handle {}", module.0)))?
            .function;
        let mut storage: Vec<_> = params.iter().map(|p| p.to_bytes()).collect();
        let mut pointers: Vec<*mut c_void> = storage.iter_mut().map(|b| b.as_mut_ptr()).collect();
        let [gx, gy, gz] = config.grid;
        let [bx, by, bz] = config.block;
        // SAFETY: function belongs to a loaded module; `pointers` holds one valid pointer per
        // parameter (the runtime checked the count against the entry's signature) and both
        // vectors outlive the call, which copies the parameter values.
        let res = unsafe {
            sys::cuLaunchKernel(
                function,
                gx,
                gy,
                gz,
                bx,
                by,
                bz,
                config.shared_mem,
                std::ptr::null_mut(),
                pointers.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        check(res, "cuLaunchKernel").map_err(AbiError::launch_failed)
    }

    fn set_stack_size(&mut self, bytes: usize) -> Result<(), AbiError> {
        self.make_current()?;
        // SAFETY: plain driver call on the current context (the symbol was probed).
        check(
            unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, bytes) },
            "cuCtxSetLimit",
        )
        .map_err(AbiError::launch_failed)
    }

    fn synchronize(&mut self) -> Result<(), AbiError> {
        self.make_current()?;
        // SAFETY: plain driver call on the current context.
        check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")
            .map_err(AbiError::launch_failed)
    }

    fn trap_global(&mut self, module: ModuleHandle) -> Result<Option<DevicePtr>, AbiError> {
        self.modules
            .get(&module.0)
            .map(|m| m.trap)
            .ok_or_else(|| AbiError::launch_failed(format!("unknown module handle {}", module.0)))
    }
}

impl Drop for CudarcBackend {
    fn drop(&mut self) {
        if self.make_current().is_err() {
            return;
        }
        // SAFETY: every handle below was created by this backend and is released once.
        unsafe {
            for (_, m) in self.modules.drain() {
                sys::cuModuleUnload(m.module);
            }
            for (ptr, _) in self.allocations.drain() {
                sys::cuMemFree_v2(ptr);
            }
            for base in self.locked.drain(..) {
                sys::cuMemHostUnregister(base as *mut c_void);
            }
            sys::cuDevicePrimaryCtxRelease_v2(self.device);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_never_panics() {
        // On a machine without a driver this is NotAvailable; with one it is Ok.
        match CudarcBackend::new(0) {
            Ok(b) => assert_eq!(b.name(), "cudarc"),
            Err(e) => assert_eq!(e.code(), -1, "{e}"),
        }
    }

    #[test]
    fn bad_ordinal_is_not_available() {
        let err = CudarcBackend::new(-1)
            .err()
            .expect("ordinal -1 cannot exist");
        assert_eq!(err.code(), -1, "{err}");
    }
}
