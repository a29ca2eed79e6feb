//! The wasi:cuda/host@0.2.0 imports for wasm guests, over wasmi, and [`run_guest`].
//!
//! Raw function-import ABI (seeds/000 section 6), module `wasi:cuda/host@0.2.0`:
//!
//! | import                        | signature                                              |
//! |-------------------------------|--------------------------------------------------------|
//! | `wasi_cuda_load_ptx`          | `(ptx_ptr, ptx_len, entry_ptr, entry_len: i32) -> i64` |
//! | `wasi_cuda_launch`            | `(kid: i64, gx, gy, gz, bx, by, bz, shmem, args_ptr, args_len: i32) -> i32` |
//! | `wasi_cuda_sync`              | `() -> i32`                                            |
//! | `wasi_cuda_last_error_len`    | `() -> i32`                                            |
//! | `wasi_cuda_last_error_copy`   | `(ptr, len: i32) -> i32`                               |
//!
//! A negative result is an [`AbiError`] code; `load_ptx` returns a kernel id >= 0, `launch`
//! and `sync` return 0, `last_error_len` the message's byte length (0 when none) and
//! `last_error_copy` the number of bytes copied. Guest lengths and offsets are read as u32, so
//! a negative length is a huge window (`InvalidPointer`).
//!
//! Guests built against wasi-libc also get the small WASI subset of [`crate::wasi_preview1`];
//! any other import is refused, by name, before the guest runs.
//!
//! The host functions never trap the guest: every failure is a return code. They must not
//! read or write guest memory outside a window checked against its current length.

use std::fmt;

use wasmi::{Caller, Engine, Extern, ExternType, Linker, Memory, Module, Store, Val, ValType};

use crate::argv::{check_window, MAX_KERNEL_ARGS_BYTES};
use crate::error::AbiError;
use crate::runtime::{GuestLaunch, Runtime};
use crate::wasi_preview1::{self, WASI_FUNCTIONS, WASI_MODULE};

/// The import module of the host functions.
pub const HOST_MODULE: &str = "wasi:cuda/host@0.2.0";

/// The host functions this module provides, by name.
pub const HOST_FUNCTIONS: [&str; 5] = [
    "wasi_cuda_load_ptx",
    "wasi_cuda_launch",
    "wasi_cuda_sync",
    "wasi_cuda_last_error_len",
    "wasi_cuda_last_error_copy",
];

/// What a guest's store holds: the runtime its host calls drive.
#[derive(Debug)]
pub struct GuestState {
    /// The runtime behind the host functions.
    pub runtime: Runtime,
    /// State of the generator behind WASI `random_get` (never 0).
    pub random_state: u64,
}

/// A value a guest function returned.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GuestValue {
    /// An `i32`.
    I32(i32),
    /// An `i64`.
    I64(i64),
    /// An `f32` (bits preserved).
    F32(f32),
    /// An `f64` (bits preserved).
    F64(f64),
    /// A `v128`, as a little-endian integer.
    V128(u128),
    /// A function reference; `true` when null.
    FuncRef {
        /// Whether the reference is null.
        is_null: bool,
    },
    /// An external reference; `true` when null.
    ExternRef {
        /// Whether the reference is null.
        is_null: bool,
    },
}

impl fmt::Display for GuestValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuestValue::I32(v) => write!(f, "{v}"),
            GuestValue::I64(v) => write!(f, "{v}"),
            GuestValue::F32(v) => write!(f, "{v}"),
            GuestValue::F64(v) => write!(f, "{v}"),
            GuestValue::V128(v) => write!(f, "0x{v:032x}"),
            GuestValue::FuncRef { is_null } | GuestValue::ExternRef { is_null } => {
                f.write_str(if *is_null { "null" } else { "ref" })
            }
        }
    }
}

impl GuestValue {
    fn from_val(val: &Val) -> GuestValue {
        match val {
            Val::I32(v) => GuestValue::I32(*v),
            Val::I64(v) => GuestValue::I64(*v),
            Val::F32(v) => GuestValue::F32(v.to_float()),
            Val::F64(v) => GuestValue::F64(v.to_float()),
            Val::V128(v) => GuestValue::V128(v.as_u128()),
            Val::FuncRef(r) => GuestValue::FuncRef {
                is_null: r.is_null(),
            },
            Val::ExternRef(r) => GuestValue::ExternRef {
                is_null: r.is_null(),
            },
        }
    }
}

/// Why a guest could not be run. Messages are one line and start lowercase.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GuestError {
    /// The bytes are not a valid wasm module (or wat text).
    #[error("invalid guest module: {0}")]
    InvalidModule(String),
    /// The guest imports something the host does not provide.
    #[error("guest imports {module}::{name}, which this host does not provide (it provides {HOST_MODULE}::{{{}}} and {WASI_MODULE}::{{{}}})", HOST_FUNCTIONS.join(", "), WASI_FUNCTIONS.join(", "))]
    UnsupportedImport {
        /// The import's module.
        module: String,
        /// The import's name.
        name: String,
    },
    /// The guest imports a host function with another type than the host's.
    #[error("guest imports {HOST_MODULE}::{name} as {found}, but the host defines {expected}")]
    ImportTypeMismatch {
        /// The host function's name.
        name: String,
        /// The type the guest declared.
        found: String,
        /// The type the host provides.
        expected: String,
    },
    /// The guest does not export a memory called `memory`.
    #[error("guest exports no memory named \"memory\"")]
    NoMemory,
    /// Instantiation failed (an import of the wrong type, a start function trap).
    #[error("cannot instantiate guest: {0}")]
    Instantiate(String),
    /// The export to invoke does not exist or is not a function.
    #[error("guest exports no function {0:?}")]
    NoSuchExport(String),
    /// The export to invoke takes parameters, which the runner cannot supply.
    #[error("guest function {name:?} takes {params} parameters; only functions without parameters can be invoked")]
    InvokeNeedsArgs {
        /// The export's name.
        name: String,
        /// How many parameters it takes.
        params: usize,
    },
    /// The guest called WASI `proc_exit` with a non-zero code.
    #[error("guest exited with code {code} in {name:?}")]
    Exit {
        /// The export that was running.
        name: String,
        /// The exit code.
        code: i32,
    },
    /// The guest trapped.
    #[error("guest trapped in {name:?}: {message}")]
    Trap {
        /// The export that was running.
        name: String,
        /// wasmi's description of the trap.
        message: String,
    },
}

/// An instantiated guest with the wasi:cuda/host imports bound to a [`Runtime`].
pub struct Guest {
    store: Store<GuestState>,
    instance: wasmi::Instance,
}

impl fmt::Debug for Guest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Guest")
            .field("runtime", &self.store.data().runtime)
            .finish_non_exhaustive()
    }
}

impl Guest {
    /// Validates and instantiates `wasm` (binary, or wat text) with the host imports bound to
    /// `runtime`. Every import must be one of [`HOST_FUNCTIONS`] or of the WASI subset
    /// ([`WASI_FUNCTIONS`]), and the guest must export its memory as `memory`.
    pub fn new(wasm: &[u8], runtime: Runtime) -> Result<Guest, GuestError> {
        let engine = Engine::default();
        let module =
            Module::new(&engine, wasm).map_err(|e| GuestError::InvalidModule(one_line(&e)))?;
        for import in module.imports() {
            let wasi = import.module() == WASI_MODULE && WASI_FUNCTIONS.contains(&import.name());
            let provided =
                import.module() == HOST_MODULE && HOST_FUNCTIONS.contains(&import.name());
            if wasi {
                // Types are checked by the linker at instantiation.
                continue;
            }
            if !provided {
                return Err(GuestError::UnsupportedImport {
                    module: import.module().to_string(),
                    name: import.name().to_string(),
                });
            }
            let expected = host_function_type(import.name());
            let matches = match (import.ty(), &expected) {
                (ExternType::Func(f), Some((params, results))) => {
                    f.params() == params.as_slice() && f.results() == results.as_slice()
                }
                _ => false,
            };
            if !matches {
                return Err(GuestError::ImportTypeMismatch {
                    name: import.name().to_string(),
                    found: describe_extern(import.ty()),
                    expected: expected
                        .map(|(p, r)| describe_func(&p, &r))
                        .unwrap_or_default(),
                });
            }
        }
        let exports_memory = module
            .exports()
            .any(|e| e.name() == "memory" && matches!(e.ty(), ExternType::Memory(_)));
        if !exports_memory {
            return Err(GuestError::NoMemory);
        }
        let state = GuestState {
            runtime,
            random_state: 0x9e37_79b9_7f4a_7c15,
        };
        let mut store = Store::new(&engine, state);
        let linker = host_linker(&engine).map_err(|e| GuestError::Instantiate(one_line(&e)))?;
        let instance = linker
            .instantiate_and_start(&mut store, &module)
            .map_err(|e| GuestError::Instantiate(one_line(&e)))?;
        Ok(Guest { store, instance })
    }

    /// Calls the exported function `name` (which must take no parameters) and returns its
    /// results.
    pub fn invoke(&mut self, name: &str) -> Result<Vec<GuestValue>, GuestError> {
        let func = self
            .instance
            .get_func(&self.store, name)
            .ok_or_else(|| GuestError::NoSuchExport(name.to_string()))?;
        let ty = func.ty(&self.store);
        if !ty.params().is_empty() {
            return Err(GuestError::InvokeNeedsArgs {
                name: name.to_string(),
                params: ty.params().len(),
            });
        }
        let mut results: Vec<Val> = ty
            .results()
            .iter()
            .map(|t| Val::default_for_ty(*t))
            .collect();
        match func.call(&mut self.store, &[], &mut results) {
            Ok(()) => Ok(results.iter().map(GuestValue::from_val).collect()),
            // WASI exit(0): a normal end, with no values to return.
            Err(e) if e.i32_exit_status() == Some(0) => Ok(Vec::new()),
            Err(e) => match e.i32_exit_status() {
                Some(code) => Err(GuestError::Exit {
                    name: name.to_string(),
                    code,
                }),
                None => Err(GuestError::Trap {
                    name: name.to_string(),
                    message: one_line(&e),
                }),
            },
        }
    }

    /// The runtime behind the host functions (for `last_lowered_args`, `last_error`, ...).
    pub fn runtime(&self) -> &Runtime {
        &self.store.data().runtime
    }

    /// The runtime, mutably.
    pub fn runtime_mut(&mut self) -> &mut Runtime {
        &mut self.store.data_mut().runtime
    }

    /// The guest's linear memory.
    pub fn memory(&self) -> &[u8] {
        match self.instance.get_memory(&self.store, "memory") {
            Some(m) => m.data(&self.store),
            None => &[],
        }
    }

    /// Tears the guest down and hands the runtime back.
    pub fn into_runtime(self) -> Runtime {
        self.store.into_data().runtime
    }
}

/// Runs a guest on the default runtime: instantiates it, calls `invoke` (or `_start`) and
/// returns the results. This is `tensor-wasm guest GUEST [--invoke NAME]`.
pub fn run_guest(wasm: &[u8], invoke: Option<&str>) -> Result<Vec<GuestValue>, GuestError> {
    let mut guest = Guest::new(wasm, Runtime::new())?;
    guest.invoke(invoke.unwrap_or("_start"))
}

fn one_line(e: &dyn fmt::Display) -> String {
    e.to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A linker with the five host functions and the WASI subset of [`crate::wasi_preview1`].
pub fn host_linker(engine: &Engine) -> Result<Linker<GuestState>, wasmi::Error> {
    let mut linker = Linker::new(engine);
    wasi_preview1::add_to_linker(&mut linker)?;
    linker.func_wrap(HOST_MODULE, "wasi_cuda_load_ptx", host_load_ptx)?;
    linker.func_wrap(HOST_MODULE, "wasi_cuda_launch", host_launch)?;
    linker.func_wrap(HOST_MODULE, "wasi_cuda_sync", host_sync)?;
    linker.func_wrap(HOST_MODULE, "wasi_cuda_last_error_len", host_last_error_len)?;
    linker.func_wrap(
        HOST_MODULE,
        "wasi_cuda_last_error_copy",
        host_last_error_copy,
    )?;
    Ok(linker)
}

fn guest_memory(caller: &Caller<'_, GuestState>) -> Option<Memory> {
    match caller.get_export("memory") {
        Some(Extern::Memory(m)) => Some(m),
        _ => None,
    }
}

fn no_memory() -> AbiError {
    AbiError::invalid_argument("guest exports no memory named \"memory\"")
}

/// Copies the checked window `[ptr, ptr + len)` out of `memory`.
fn read_window(memory: &[u8], ptr: i32, len: i32) -> Result<Vec<u8>, AbiError> {
    let (offset, len) = (ptr as u32, len as u32);
    check_window(offset, len, memory.len() as u64)?;
    let start = offset as usize;
    Ok(memory[start..start + len as usize].to_vec())
}

fn host_load_ptx(
    mut caller: Caller<'_, GuestState>,
    ptx_ptr: i32,
    ptx_len: i32,
    entry_ptr: i32,
    entry_len: i32,
) -> i64 {
    let Some(memory) = guest_memory(&caller) else {
        let e = caller.data_mut().runtime.record_error(no_memory());
        return i64::from(e.code());
    };
    let (mem, state) = memory.data_and_store_mut(&mut caller);
    let texts = read_window(mem, ptx_ptr, ptx_len)
        .and_then(|ptx| Ok((ptx, read_window(mem, entry_ptr, entry_len)?)));
    let result = match texts {
        Ok((ptx, entry)) => state.runtime.load_ptx_bytes(&ptx, &entry),
        Err(e) => Err(state.runtime.record_error(e)),
    };
    match result {
        Ok(kid) => kid.as_i64(),
        Err(e) => i64::from(e.code()),
    }
}

#[allow(clippy::too_many_arguments)] // the wasi:cuda ABI fixes this signature
fn host_launch(
    mut caller: Caller<'_, GuestState>,
    kernel_id: i64,
    gx: i32,
    gy: i32,
    gz: i32,
    bx: i32,
    by: i32,
    bz: i32,
    shared_mem: i32,
    args_ptr: i32,
    args_len: i32,
) -> i32 {
    let Some(memory) = guest_memory(&caller) else {
        return caller.data_mut().runtime.record_error(no_memory()).code();
    };
    let (mem, state) = memory.data_and_store_mut(&mut caller);
    let runtime = &mut state.runtime;
    let argv = check_window(args_ptr as u32, args_len as u32, mem.len() as u64).and_then(|()| {
        if args_len as u32 as usize > MAX_KERNEL_ARGS_BYTES {
            Err(AbiError::args_unsupported(format!(
                "argv is {} bytes, over the cap of {MAX_KERNEL_ARGS_BYTES}",
                args_len as u32
            )))
        } else {
            read_window(mem, args_ptr, args_len)
        }
    });
    let argv = match argv {
        Ok(a) => a,
        Err(e) => return runtime.record_error(e).code(),
    };
    let request = GuestLaunch {
        kernel_id,
        grid: [gx, gy, gz],
        block: [bx, by, bz],
        shared_mem,
    };
    match runtime.launch_guest(&request, &argv, mem) {
        Ok(()) => 0,
        Err(e) => e.code(),
    }
}

fn host_sync(mut caller: Caller<'_, GuestState>) -> i32 {
    match caller.data_mut().runtime.sync() {
        Ok(()) => 0,
        Err(e) => e.code(),
    }
}

fn host_last_error_len(caller: Caller<'_, GuestState>) -> i32 {
    let len = caller.data().runtime.last_error().map_or(0, |m| m.len());
    i32::try_from(len).unwrap_or(i32::MAX)
}

fn host_last_error_copy(mut caller: Caller<'_, GuestState>, ptr: i32, len: i32) -> i32 {
    let Some(memory) = guest_memory(&caller) else {
        return caller.data_mut().runtime.record_error(no_memory()).code();
    };
    let (mem, state) = memory.data_and_store_mut(&mut caller);
    if len < 0 {
        let e = AbiError::invalid_argument(format!("last_error_copy length {len} is negative"));
        return state.runtime.record_error(e).code();
    }
    if let Err(e) = check_window(ptr as u32, len as u32, mem.len() as u64) {
        return state.runtime.record_error(e).code();
    }
    let message = state.runtime.last_error().unwrap_or_default();
    let n = message.len().min(len as usize);
    let start = ptr as u32 as usize;
    mem[start..start + n].copy_from_slice(&message.as_bytes()[..n]);
    n as i32
}

/// The type a host function has, for messages about guests that import one with another.
pub fn host_function_type(name: &str) -> Option<(Vec<ValType>, Vec<ValType>)> {
    use ValType::{I32, I64};
    Some(match name {
        "wasi_cuda_load_ptx" => (vec![I32; 4], vec![I64]),
        "wasi_cuda_launch" => {
            let mut params = vec![I64];
            params.extend([I32; 9]);
            (params, vec![I32])
        }
        "wasi_cuda_sync" | "wasi_cuda_last_error_len" => (vec![], vec![I32]),
        "wasi_cuda_last_error_copy" => (vec![I32; 2], vec![I32]),
        _ => return None,
    })
}

fn describe_func(params: &[ValType], results: &[ValType]) -> String {
    let list = |tys: &[ValType]| {
        tys.iter()
            .map(|t| format!("{t:?}").to_lowercase())
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!("func ({}) -> ({})", list(params), list(results))
}

fn describe_extern(ty: &ExternType) -> String {
    match ty {
        ExternType::Func(f) => describe_func(f.params(), f.results()),
        ExternType::Memory(_) => "a memory".to_string(),
        ExternType::Table(_) => "a table".to_string(),
        ExternType::Global(_) => "a global".to_string(),
    }
}
