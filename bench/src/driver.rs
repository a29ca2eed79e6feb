//! The few CUDA driver calls the GPU benchmark needs, straight through cudarc's `sys` bindings
//! (loaded at run time, so the binary builds and starts without CUDA): one context, modules from
//! PTX text, device memory, launches on the default stream, and events for timing. Every call's
//! result is checked; an error names the call and the driver's error name.

use cudarc::driver::sys;
use std::ffi::{c_void, CStr, CString};

/// A driver call that failed.
#[derive(Debug, Clone)]
pub struct DriverError(pub String);

impl std::fmt::Display for DriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DriverError {}

pub type Result<T> = std::result::Result<T, DriverError>;

fn check(res: sys::CUresult, what: &str) -> Result<()> {
    if res == sys::CUresult::CUDA_SUCCESS {
        return Ok(());
    }
    let mut name: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: out-pointer to a local; the driver returns a static string or leaves it null.
    let text = unsafe {
        if sys::cuGetErrorName(res, &mut name) == sys::CUresult::CUDA_SUCCESS && !name.is_null() {
            CStr::from_ptr(name).to_string_lossy().into_owned()
        } else {
            format!("{res:?}")
        }
    };
    Err(DriverError(format!("{what} failed: {text}")))
}

/// The primary context of device 0, current on this thread.
pub struct Device {
    pub name: String,
    pub sm_count: i32,
    pub l2_bytes: i32,
    device: sys::CUdevice,
}

impl Device {
    pub fn open() -> Result<Device> {
        let present = std::panic::catch_unwind(|| unsafe { sys::is_culib_present() });
        if !matches!(present, Ok(true)) {
            return Err(DriverError(
                "no cuda driver library (libcuda.so) could be loaded".into(),
            ));
        }
        // SAFETY: the library is loaded; every out-pointer is a valid local.
        unsafe {
            check(sys::cuInit(0), "cuInit")?;
            let mut device = 0;
            check(sys::cuDeviceGet(&mut device, 0), "cuDeviceGet")?;
            let mut name = [0 as std::ffi::c_char; 256];
            check(
                sys::cuDeviceGetName(name.as_mut_ptr(), 255, device),
                "cuDeviceGetName",
            )?;
            let name = CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned();
            let mut ctx = std::ptr::null_mut();
            check(
                sys::cuDevicePrimaryCtxRetain(&mut ctx, device),
                "cuDevicePrimaryCtxRetain",
            )?;
            check(sys::cuCtxSetCurrent(ctx), "cuCtxSetCurrent")?;
            let attr = |a| {
                let mut v = 0;
                check(
                    sys::cuDeviceGetAttribute(&mut v, a, device),
                    "cuDeviceGetAttribute",
                )
                .map(|_| v)
            };
            let sm_count = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
            let l2_bytes = attr(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?;
            Ok(Device {
                name,
                sm_count,
                l2_bytes,
                device,
            })
        }
    }

    /// The device's compute capability.
    pub fn compute_capability(&self) -> Result<(i32, i32)> {
        let mut major = 0;
        let mut minor = 0;
        // SAFETY: out-pointers to locals.
        unsafe {
            check(
                sys::cuDeviceGetAttribute(
                    &mut major,
                    sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                    self.device,
                ),
                "cuDeviceGetAttribute",
            )?;
            check(
                sys::cuDeviceGetAttribute(
                    &mut minor,
                    sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                    self.device,
                ),
                "cuDeviceGetAttribute",
            )?;
        }
        Ok((major, minor))
    }

    pub fn synchronize(&self) -> Result<()> {
        synchronize()
    }
}

/// Waits for all work on the current context.
pub fn synchronize() -> Result<()> {
    // SAFETY: plain call on the current context.
    check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")
}

/// A loaded module and one of its entries.
pub struct Kernel {
    module: sys::CUmodule,
    function: sys::CUfunction,
    /// `__tensor_wasm_trap` when the module has one (our kernels do, nvcc's do not).
    pub trap_word: Option<sys::CUdeviceptr>,
}

impl Kernel {
    /// JITs `ptx` and looks up `entry`; the driver's log is part of the error.
    pub fn load(ptx: &str, entry: &str) -> Result<Kernel> {
        let image = CString::new(ptx).map_err(|_| DriverError("ptx has a NUL byte".into()))?;
        let entry_c = CString::new(entry).map_err(|_| DriverError("entry has a NUL".into()))?;
        const LOG: usize = 8192;
        let mut log = vec![0u8; LOG];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values: [*mut c_void; 2] = [log.as_mut_ptr().cast(), LOG as *mut c_void];
        let mut module = std::ptr::null_mut();
        // SAFETY: image is NUL-terminated; option arrays match; the log outlives the call.
        let res = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        if let Err(e) = check(res, "cuModuleLoadDataEx") {
            let end = log.iter().position(|&b| b == 0).unwrap_or(LOG);
            return Err(DriverError(format!(
                "{e}: {}",
                String::from_utf8_lossy(&log[..end]).trim()
            )));
        }
        let mut function = std::ptr::null_mut();
        // SAFETY: the module is loaded; the name is NUL-terminated.
        check(
            unsafe { sys::cuModuleGetFunction(&mut function, module, entry_c.as_ptr()) },
            "cuModuleGetFunction",
        )?;
        let mut dptr = 0;
        let mut bytes = 0usize;
        // SAFETY: as above; a missing global is an error code, not UB.
        let res = unsafe {
            sys::cuModuleGetGlobal_v2(
                &mut dptr,
                &mut bytes,
                module,
                c"__tensor_wasm_trap".as_ptr(),
            )
        };
        let trap_word = (res == sys::CUresult::CUDA_SUCCESS && bytes == 8).then_some(dptr);
        Ok(Kernel {
            module,
            function,
            trap_word,
        })
    }

    /// Registers per thread, as the JIT compiled it.
    pub fn registers(&self) -> Result<i32> {
        let mut v = 0;
        // SAFETY: out-pointer to a local; the function is loaded.
        check(
            unsafe {
                sys::cuFuncGetAttribute(
                    &mut v,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS,
                    self.function,
                )
            },
            "cuFuncGetAttribute",
        )?;
        Ok(v)
    }

    /// Enqueues one launch on the default stream. Each parameter is its raw bytes.
    pub fn launch(&self, grid: [u32; 3], block: [u32; 3], params: &[Vec<u8>]) -> Result<()> {
        let mut storage: Vec<Vec<u8>> = params.to_vec();
        let mut pointers: Vec<*mut c_void> =
            storage.iter_mut().map(|b| b.as_mut_ptr().cast()).collect();
        // SAFETY: one pointer per kernel parameter, each to bytes of the parameter's size;
        // both vectors outlive the call, which copies the values.
        check(
            unsafe {
                sys::cuLaunchKernel(
                    self.function,
                    grid[0],
                    grid[1],
                    grid[2],
                    block[0],
                    block[1],
                    block[2],
                    0,
                    std::ptr::null_mut(),
                    pointers.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            },
            "cuLaunchKernel",
        )
    }
}

impl Drop for Kernel {
    fn drop(&mut self) {
        // SAFETY: the module is ours and no launch of it is pending (callers synchronize).
        unsafe { sys::cuModuleUnload(self.module) };
    }
}

/// A device allocation.
pub struct Buffer {
    pub ptr: sys::CUdeviceptr,
    pub bytes: usize,
}

impl Buffer {
    pub fn new(bytes: usize) -> Result<Buffer> {
        let mut ptr = 0;
        // SAFETY: out-pointer to a local.
        check(unsafe { sys::cuMemAlloc_v2(&mut ptr, bytes) }, "cuMemAlloc")?;
        Ok(Buffer { ptr, bytes })
    }

    /// Copies `src` to byte `offset` of the buffer.
    pub fn upload(&self, offset: usize, src: &[u8]) -> Result<()> {
        assert!(offset + src.len() <= self.bytes, "upload past the end");
        // SAFETY: the range lies inside the allocation (asserted); src is valid for its length.
        check(
            unsafe {
                sys::cuMemcpyHtoD_v2(self.ptr + offset as u64, src.as_ptr().cast(), src.len())
            },
            "cuMemcpyHtoD",
        )
    }

    /// Copies bytes from `offset` into `dst`.
    pub fn download(&self, offset: usize, dst: &mut [u8]) -> Result<()> {
        assert!(offset + dst.len() <= self.bytes, "download past the end");
        // SAFETY: as in upload.
        check(
            unsafe {
                sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), self.ptr + offset as u64, dst.len())
            },
            "cuMemcpyDtoH",
        )
    }

    /// Enqueues a device-to-device copy of the first `bytes` of `src` into this buffer.
    pub fn copy_from(&self, src: &Buffer, bytes: usize) -> Result<()> {
        assert!(bytes <= self.bytes && bytes <= src.bytes);
        // SAFETY: both ranges lie inside their allocations.
        check(
            unsafe { sys::cuMemcpyDtoDAsync_v2(self.ptr, src.ptr, bytes, std::ptr::null_mut()) },
            "cuMemcpyDtoDAsync",
        )
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        // SAFETY: the allocation is ours; callers synchronize before dropping.
        unsafe { sys::cuMemFree_v2(self.ptr) };
    }
}

/// Reads and clears an 8-byte trap word.
pub fn take_trap_word(ptr: sys::CUdeviceptr) -> Result<u64> {
    let mut word = 0u64;
    // SAFETY: ptr is an 8-byte module global; the out-pointer is a local.
    unsafe {
        check(
            sys::cuMemcpyDtoH_v2((&mut word as *mut u64).cast(), ptr, 8),
            "cuMemcpyDtoH",
        )?;
        let zero = 0u64;
        check(
            sys::cuMemcpyHtoD_v2(ptr, (&zero as *const u64).cast(), 8),
            "cuMemcpyHtoD",
        )?;
    }
    Ok(word)
}

/// A pair of timing events on the default stream.
pub struct Timer {
    start: sys::CUevent,
    end: sys::CUevent,
}

impl Timer {
    pub fn new() -> Result<Timer> {
        let mut start = std::ptr::null_mut();
        let mut end = std::ptr::null_mut();
        // SAFETY: out-pointers to locals.
        unsafe {
            check(sys::cuEventCreate(&mut start, 0), "cuEventCreate")?;
            check(sys::cuEventCreate(&mut end, 0), "cuEventCreate")?;
        }
        Ok(Timer { start, end })
    }

    pub fn start(&self) -> Result<()> {
        // SAFETY: a live event on the default stream.
        check(
            unsafe { sys::cuEventRecord(self.start, std::ptr::null_mut()) },
            "cuEventRecord",
        )
    }

    pub fn stop(&self) -> Result<()> {
        // SAFETY: as in start.
        check(
            unsafe { sys::cuEventRecord(self.end, std::ptr::null_mut()) },
            "cuEventRecord",
        )
    }

    /// Milliseconds between the two records; call after synchronizing.
    pub fn elapsed_ms(&self) -> Result<f32> {
        let mut ms = 0f32;
        // SAFETY: both events were recorded and have completed.
        check(
            unsafe { sys::cuEventElapsedTime(&mut ms, self.start, self.end) },
            "cuEventElapsedTime",
        )?;
        Ok(ms)
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        // SAFETY: the events are ours.
        unsafe {
            sys::cuEventDestroy_v2(self.start);
            sys::cuEventDestroy_v2(self.end);
        }
    }
}
