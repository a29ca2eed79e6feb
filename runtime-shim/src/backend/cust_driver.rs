//! The second CUDA provider (feature `cust`): cust 0.3.2, linked against libcuda at build time.
//!
//! cust owns initialisation, the device, the primary context and device allocations
//! (`DeviceBuffer`, freed when dropped); module loading (with the JIT error log), launches,
//! copies and trap-global lookups go through `cust::sys`, the raw driver API cust re-exports,
//! because cust 0.3's typed `launch!` cannot take a parameter list built at run time.
//!
//! Building needs a CUDA root (`include/cuda.h`, `lib64/libcuda.so`); on a machine without
//! CUDA, `runtime-shim/scripts/build-cust.sh` makes a stub one (docs/ABI.md). A binary built
//! with this feature needs `libcuda.so.1` at load time, which is why it is not the default.
//!
//! This module must not panic and must not let a handle it did not create reach the driver.
//! It formats cust errors with `Debug`: cust's `Display` asks the driver for a string and
//! panics inside `to_string` when the driver (a stub, say) returns none.

use std::collections::HashMap;
use std::ffi::{c_void, CStr, CString};

use cust::context::Context;
use cust::device::Device;
use cust::memory::DeviceBuffer;
use cust::sys;
use cust::CudaFlags;

use super::{Backend, DevicePtr, LaunchConfig, ModuleHandle, ParamValue};
use crate::error::AbiError;
use crate::trap::TRAP_GLOBAL;

const JIT_LOG_BYTES: usize = 8 * 1024;

struct LoadedModule {
    module: sys::CUmodule,
    function: sys::CUfunction,
    trap: Option<DevicePtr>,
}

/// The cust provider on one device.
pub struct CustBackend {
    // Dropped last (fields drop in order): buffers and modules need the context.
    modules: HashMap<u64, LoadedModule>,
    buffers: HashMap<u64, DeviceBuffer<u8>>,
    next_module: u64,
    context: Context,
}

// SAFETY: cust's Context is Send; the raw module handles are driver tokens valid from any
// thread once the context is current, which every method ensures.
unsafe impl Send for CustBackend {}

fn describe(res: sys::CUresult) -> String {
    let mut name: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: cuGetErrorName writes a pointer to a static string on success.
    let ok = unsafe { sys::cuGetErrorName(res, &mut name) } == sys::CUresult::CUDA_SUCCESS;
    if ok && !name.is_null() {
        // SAFETY: non-null pointer to a NUL-terminated static string.
        unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned()
    } else {
        format!("{res:?}")
    }
}

fn check(res: sys::CUresult, what: &str) -> Result<(), AbiError> {
    if res == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(AbiError::launch_failed(format!(
            "{what}: {}",
            describe(res)
        )))
    }
}

impl CustBackend {
    /// Initialises CUDA through cust and retains device `ordinal`'s primary context; any
    /// failure is `NotAvailable`.
    pub fn new(ordinal: u32) -> Result<Self, AbiError> {
        let na = |what: &str, e: cust::error::CudaError| {
            AbiError::not_available(format!("{what}: {e:?}"))
        };
        cust::init(CudaFlags::empty()).map_err(|e| na("cuInit", e))?;
        let device = Device::get_device(ordinal).map_err(|e| na("cuDeviceGet", e))?;
        let context = Context::new(device).map_err(|e| na("cuDevicePrimaryCtxRetain", e))?;
        Ok(CustBackend {
            modules: HashMap::new(),
            buffers: HashMap::new(),
            next_module: 1,
            context,
        })
    }

    fn make_current(&self) -> Result<(), AbiError> {
        // SAFETY: the context is the primary context this backend retained.
        check(
            unsafe { sys::cuCtxSetCurrent(self.context.as_raw()) },
            "cuCtxSetCurrent",
        )
    }

    /// Whether `[ptr, ptr + len)` lies in one of our buffers or is a module's trap word.
    fn owns(&self, ptr: DevicePtr, len: usize) -> bool {
        let in_buffer = self.buffers.iter().any(|(base, buf)| {
            ptr.0 >= *base && ptr.0 - base + len as u64 <= buf.len().max(1) as u64
        });
        in_buffer || (len <= 8 && self.modules.values().any(|m| m.trap == Some(ptr)))
    }
}

impl Backend for CustBackend {
    fn name(&self) -> &'static str {
        "cust"
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
        // SAFETY: NUL-terminated image; option arrays of equal length; log outlives the call.
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
                "the driver would not jit it: {}{}{text}",
                describe(res),
                if text.is_empty() { "" } else { ": " },
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
        // SAFETY: module is loaded; a missing global is an error result.
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
                // SAFETY: loaded by this backend and removed from the table.
                unsafe { sys::cuModuleUnload(m.module) };
            }
        }
    }

    fn alloc(&mut self, bytes: u64) -> Result<DevicePtr, AbiError> {
        self.make_current()?;
        let size = usize::try_from(bytes.max(1))
            .map_err(|_| AbiError::out_of_resources(format!("{bytes} bytes of device memory")))?;
        let buffer = DeviceBuffer::<u8>::zeroed(size).map_err(|e| {
            AbiError::out_of_resources(format!(
                "cannot allocate {bytes} bytes of device memory: {e:?}"
            ))
        })?;
        let ptr = buffer.as_device_ptr().as_raw();
        self.buffers.insert(ptr, buffer);
        Ok(DevicePtr(ptr))
    }

    fn free(&mut self, ptr: DevicePtr) {
        if self.make_current().is_ok() {
            self.buffers.remove(&ptr.0);
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
        // SAFETY: the destination range lies in memory this backend owns.
        check(
            unsafe { sys::cuMemcpyHtoD_v2(dst.0, src.as_ptr().cast(), src.len()) },
            "cuMemcpyHtoD",
        )
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
        check(
            unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), src.0, dst.len()) },
            "cuMemcpyDtoH",
        )
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
        // SAFETY: one valid parameter pointer per declared parameter (checked by the runtime);
        // storage and pointers outlive the call, which copies the values.
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
        check(res, "cuLaunchKernel")
    }

    fn synchronize(&mut self) -> Result<(), AbiError> {
        self.make_current()?;
        cust::context::CurrentContext::synchronize()
            .map_err(|e| AbiError::launch_failed(format!("cuCtxSynchronize: {e:?}")))
    }

    fn trap_global(&mut self, module: ModuleHandle) -> Result<Option<DevicePtr>, AbiError> {
        self.modules
            .get(&module.0)
            .map(|m| m.trap)
            .ok_or_else(|| AbiError::launch_failed(format!("unknown module handle {}", module.0)))
    }
}

impl Drop for CustBackend {
    fn drop(&mut self) {
        if self.make_current().is_err() {
            return;
        }
        self.buffers.clear();
        for (_, m) in self.modules.drain() {
            // SAFETY: loaded by this backend, unloaded once.
            unsafe { sys::cuModuleUnload(m.module) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_never_panics() {
        // Against the stub libcuda of scripts/build-cust.sh this is NotAvailable.
        match CustBackend::new(0) {
            Ok(b) => assert_eq!(b.name(), "cust"),
            Err(e) => assert_eq!(e.code(), -1, "{e}"),
        }
    }
}
