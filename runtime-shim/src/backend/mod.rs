//! The [`Backend`] trait: the few driver operations the shim needs, and the providers that
//! implement it.
//!
//! Providers are explicit choices: [`cudarc_driver::CudarcBackend`] (the default; it loads the
//! CUDA driver library at run time, so the crate builds and runs anywhere and reports
//! `NotAvailable` where no driver is) and, behind the feature `cust`,
//! `cust_driver::CustBackend` (cust 0.3.2, linked against libcuda at build time).
//! [`NoDevice`] is the provider of a machine without CUDA: every call is `NotAvailable`.
//!
//! A backend moves bytes only when asked (explicit upload and download, never managed
//! memory). It must not parse argv, check guest windows or keep a cache: the runtime does
//! that once for every provider.

pub mod cudarc_driver;
#[cfg(feature = "cust")]
pub mod cust_driver;

use crate::error::AbiError;

/// A device address.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DevicePtr(pub u64);

/// A loaded module with one resolved entry, owned by the backend that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ModuleHandle(pub u64);

/// Grid, block and dynamic shared memory of one launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in x, y, z; each at least 1.
    pub grid: [u32; 3],
    /// Threads per block in x, y, z; each at least 1.
    pub block: [u32; 3],
    /// Dynamic shared memory per block, in bytes.
    pub shared_mem: u32,
}

/// One kernel parameter as the driver receives it: typed, so each backend lays out the bytes
/// itself.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ParamValue {
    /// `.s32`
    I32(i32),
    /// `.s64`
    I64(i64),
    /// `.f32`
    F32(f32),
    /// `.f64`
    F64(f64),
    /// `.u32`
    U32(u32),
    /// `.u64`
    U64(u64),
    /// A `.u64` device address.
    Ptr(DevicePtr),
}

impl ParamValue {
    /// The little-endian bytes the kernel reads from its `.param` slot (4 or 8 of them).
    pub fn to_bytes(self) -> ParamBytes {
        match self {
            ParamValue::I32(v) => ParamBytes::four(v.to_le_bytes()),
            ParamValue::F32(v) => ParamBytes::four(v.to_bits().to_le_bytes()),
            ParamValue::U32(v) => ParamBytes::four(v.to_le_bytes()),
            ParamValue::I64(v) => ParamBytes::eight(v.to_le_bytes()),
            ParamValue::F64(v) => ParamBytes::eight(v.to_bits().to_le_bytes()),
            ParamValue::U64(v) => ParamBytes::eight(v.to_le_bytes()),
            ParamValue::Ptr(p) => ParamBytes::eight(p.0.to_le_bytes()),
        }
    }
}

/// The raw bytes of one parameter, 8-byte aligned so its address can go into the
/// `void**` array of `cuLaunchKernel`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C, align(8))]
pub struct ParamBytes {
    bytes: [u8; 8],
    len: usize,
}

impl ParamBytes {
    fn four(b: [u8; 4]) -> Self {
        let mut bytes = [0u8; 8];
        bytes[..4].copy_from_slice(&b);
        ParamBytes { bytes, len: 4 }
    }

    fn eight(bytes: [u8; 8]) -> Self {
        ParamBytes { bytes, len: 8 }
    }

    /// The parameter's bytes.
    pub fn as_slice(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// Pointer to the first byte, for a `void**` parameter array.
    pub fn as_mut_ptr(&mut self) -> *mut std::ffi::c_void {
        self.bytes.as_mut_ptr().cast()
    }
}

/// The driver operations of one CUDA provider on one device.
///
/// Implementations make their context current in every method, so a backend may be moved
/// between threads; the runtime serialises calls through `&mut self`.
pub trait Backend: Send {
    /// Provider name for messages and `tensor-wasm` output (`cudarc`, `cust`, `none`).
    fn name(&self) -> &'static str;

    /// Why this provider cannot launch anything, or `None` when it has a device.
    fn unavailable_reason(&self) -> Option<String> {
        None
    }

    /// JITs `ptx` and resolves `entry`. A JIT failure is `MalformedPtx` carrying the driver's
    /// error log.
    fn load_module(&mut self, ptx: &str, entry: &str) -> Result<ModuleHandle, AbiError>;

    /// Unloads a module; unknown handles are ignored.
    fn unload_module(&mut self, module: ModuleHandle);

    /// Allocates `bytes` of device memory (at least one byte is allocated for 0).
    fn alloc(&mut self, bytes: u64) -> Result<DevicePtr, AbiError>;

    /// Frees memory from [`Backend::alloc`]; unknown pointers are ignored.
    fn free(&mut self, ptr: DevicePtr);

    /// Copies `src` to device memory at `dst`.
    fn upload(&mut self, dst: DevicePtr, src: &[u8]) -> Result<(), AbiError>;

    /// Copies device memory at `src` into `dst`.
    fn download(&mut self, src: DevicePtr, dst: &mut [u8]) -> Result<(), AbiError>;

    /// Copies `len` bytes of device memory from `src` to `dst` (the ranges do not overlap),
    /// in order with launches. Providers without it say `NotAvailable`; callers then copy
    /// through the host.
    fn copy_on_device(&mut self, dst: DevicePtr, src: DevicePtr, len: u64) -> Result<(), AbiError> {
        let _ = (dst, src, len);
        Err(AbiError::not_available(format!(
            "{} cannot copy within the device",
            self.name()
        )))
    }

    /// Sets `len` bytes of device memory at `dst` to `byte`, in order with launches; as
    /// [`Backend::copy_on_device`] where unsupported.
    fn fill_on_device(&mut self, dst: DevicePtr, byte: u8, len: u64) -> Result<(), AbiError> {
        let _ = (dst, byte, len);
        Err(AbiError::not_available(format!(
            "{} cannot fill device memory",
            self.name()
        )))
    }

    /// Page-locks `len` bytes of host memory at `base` for the device's copy engines, so that
    /// uploads from and downloads into them run at the link's speed (on the H200 about 55
    /// GB/s against 7-14 GB/s from pageable memory). Providers without it say
    /// `NotAvailable`; copies then go on from pageable memory.
    ///
    /// # Safety
    /// The bytes must stay mapped at `base` until [`Backend::unlock_host`] with the same
    /// `base`, and no copy may span the locked range's edge.
    unsafe fn lock_host(&mut self, base: *const u8, len: usize) -> Result<(), AbiError> {
        let _ = (base, len);
        Err(AbiError::not_available(format!(
            "{} cannot page-lock host memory",
            self.name()
        )))
    }

    /// Undoes [`Backend::lock_host`] of `base`; an unknown `base` is ignored.
    fn unlock_host(&mut self, base: *const u8) {
        let _ = base;
    }

    /// Launches the module's entry with these parameters, asynchronously.
    fn launch(
        &mut self,
        module: ModuleHandle,
        config: &LaunchConfig,
        params: &[ParamValue],
    ) -> Result<(), AbiError>;

    /// Waits for all launched work.
    fn synchronize(&mut self) -> Result<(), AbiError>;

    /// Sets the per-thread device stack size in bytes (deep device-function recursion needs
    /// more than the driver's default). Backends without the notion keep their default.
    fn set_stack_size(&mut self, bytes: usize) -> Result<(), AbiError> {
        let _ = bytes;
        Ok(())
    }

    /// Address of the module's `__tensor_wasm_trap` global, if it declares one of 8 bytes.
    fn trap_global(&mut self, module: ModuleHandle) -> Result<Option<DevicePtr>, AbiError>;

    /// Reads the module's trap word (0 when it has no trap global).
    fn read_trap(&mut self, module: ModuleHandle) -> Result<u64, AbiError> {
        match self.trap_global(module)? {
            Some(ptr) => {
                let mut word = [0u8; 8];
                self.download(ptr, &mut word)?;
                Ok(u64::from_le_bytes(word))
            }
            None => Ok(0),
        }
    }

    /// Writes 0 to the module's trap word, if it has one.
    fn clear_trap(&mut self, module: ModuleHandle) -> Result<(), AbiError> {
        match self.trap_global(module)? {
            Some(ptr) => self.upload(ptr, &[0u8; 8]),
            None => Ok(()),
        }
    }
}

/// The provider of a machine without CUDA: every operation is `NotAvailable` with the reason
/// the real provider gave.
#[derive(Debug, Clone)]
pub struct NoDevice {
    reason: String,
}

impl NoDevice {
    /// A provider that reports `reason` for every call.
    pub fn new(reason: impl Into<String>) -> Self {
        NoDevice {
            reason: reason.into(),
        }
    }

    /// Why there is no device.
    pub fn reason(&self) -> &str {
        &self.reason
    }

    fn err(&self) -> AbiError {
        AbiError::not_available(self.reason.clone())
    }
}

impl Backend for NoDevice {
    fn name(&self) -> &'static str {
        "none"
    }
    fn unavailable_reason(&self) -> Option<String> {
        Some(self.reason.clone())
    }
    fn load_module(&mut self, _: &str, _: &str) -> Result<ModuleHandle, AbiError> {
        Err(self.err())
    }
    fn unload_module(&mut self, _: ModuleHandle) {}
    fn alloc(&mut self, _: u64) -> Result<DevicePtr, AbiError> {
        Err(self.err())
    }
    fn free(&mut self, _: DevicePtr) {}
    fn upload(&mut self, _: DevicePtr, _: &[u8]) -> Result<(), AbiError> {
        Err(self.err())
    }
    fn download(&mut self, _: DevicePtr, _: &mut [u8]) -> Result<(), AbiError> {
        Err(self.err())
    }
    fn launch(
        &mut self,
        _: ModuleHandle,
        _: &LaunchConfig,
        _: &[ParamValue],
    ) -> Result<(), AbiError> {
        Err(self.err())
    }
    fn synchronize(&mut self) -> Result<(), AbiError> {
        Err(self.err())
    }
    fn trap_global(&mut self, _: ModuleHandle) -> Result<Option<DevicePtr>, AbiError> {
        Err(self.err())
    }
}

/// The default provider: cudarc when its driver loads, otherwise [`NoDevice`] with the reason.
/// Why the default provider cannot start, as far as loading the driver library tells (no
/// context is created: this is cheap, where [`default_backend`] takes a context, hundreds of
/// milliseconds on some machines); `None` when the library and its symbols are there.
pub fn driver_library_missing() -> Option<String> {
    cudarc_driver::probe_library().err()
}

pub fn default_backend() -> Box<dyn Backend> {
    match cudarc_driver::CudarcBackend::new(0) {
        Ok(b) => Box::new(b),
        Err(e) => Box::new(NoDevice::new(not_available_reason(e))),
    }
}

/// The provider named `name` (`cudarc`, `cust`, `none`), or `NotAvailable` when it cannot
/// start here or was not built in.
pub fn backend_by_name(name: &str) -> Result<Box<dyn Backend>, AbiError> {
    match name {
        "cudarc" => Ok(Box::new(cudarc_driver::CudarcBackend::new(0)?)),
        #[cfg(feature = "cust")]
        "cust" => Ok(Box::new(cust_driver::CustBackend::new(0)?)),
        #[cfg(not(feature = "cust"))]
        "cust" => Err(AbiError::not_available(
            "this build has no cust backend (build with --features cust)",
        )),
        "none" => Ok(Box::new(NoDevice::new("the none backend was chosen"))),
        other => Err(AbiError::invalid_argument(format!(
            "unknown backend {other:?} (expected cudarc, cust or none)"
        ))),
    }
}

fn not_available_reason(e: AbiError) -> String {
    match e {
        AbiError::NotAvailable { reason } => reason,
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn param_bytes_are_little_endian() {
        assert_eq!(ParamValue::I32(-1).to_bytes().as_slice(), &[0xff; 4]);
        assert_eq!(
            ParamValue::U64(1).to_bytes().as_slice(),
            &[1, 0, 0, 0, 0, 0, 0, 0]
        );
        assert_eq!(
            ParamValue::F32(1.0).to_bytes().as_slice(),
            &1.0f32.to_bits().to_le_bytes()
        );
        assert_eq!(
            ParamValue::Ptr(DevicePtr(0x1234))
                .to_bytes()
                .as_slice()
                .len(),
            8
        );
    }

    #[test]
    fn no_device_reports_not_available() {
        let mut b = NoDevice::new("no driver here");
        assert_eq!(b.alloc(4).unwrap_err().code(), -1);
        assert_eq!(b.synchronize().unwrap_err().code(), -1);
        assert!(b
            .load_module("", "k")
            .unwrap_err()
            .to_string()
            .contains("no driver here"));
    }

    #[test]
    fn unknown_backend_name_is_invalid() {
        assert_eq!(backend_by_name("rocm").err().unwrap().code(), -6);
        assert!(backend_by_name("none").is_ok());
    }
}
