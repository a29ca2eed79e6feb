//! tensor-wasm-shim: the runtime that loads and launches PTX through the W1.1 typed-argv
//! contract (seeds/000 sections 3.3, 6, 7; DESIGN.md sections 4 and 7; docs/ABI.md).
//!
//! The pieces, each in its own module:
//! - [`argv`]: the wire format, its caps and the pointer-window checks;
//! - [`error`]: [`AbiError`] and its stable negative codes;
//! - [`trap`]: the wasm trap kinds and the `__tensor_wasm_trap` word;
//! - [`ptx_text`]: what the shim reads from PTX text before a driver sees it;
//! - [`kernel_cache`]: the bounded LRU of loaded modules;
//! - [`backend`]: the driver operations, with the cudarc provider (default) and cust (feature);
//! - [`runtime`]: registry, cache, device mirror of a linear memory and the launch path;
//! - [`wasi_host`]: the wasi:cuda/host@0.2.0 imports for guests over wasmi, and [`run_guest`];
//! - [`wasi_preview1`]: the small WASI subset that lets wasi-libc guests start, print and exit.
//!
//! The crate must build and run on machines without CUDA (every device operation then reports
//! `NotAvailable`), and must not panic on any input: argv, PTX text and guests are untrusted.

pub mod argv;
pub mod backend;
pub mod error;
pub mod kernel_cache;
pub mod offload;
pub mod ptx_text;
pub mod runtime;
pub mod trap;
pub mod wasi_host;
pub mod wasi_preview1;

pub use argv::{encode_argv, parse_argv, LoweredArg, MAX_KERNEL_ARGS, MAX_KERNEL_ARGS_BYTES};
pub use backend::{Backend, DevicePtr, LaunchConfig, ModuleHandle, ParamValue};
pub use error::AbiError;
pub use kernel_cache::CacheStats;
pub use runtime::{GuestLaunch, KernelId, Runtime};
pub use trap::{TrapKind, GUARDED_STACK_BYTES, STACK_GUARD_GLOBAL, TRAP_GLOBAL};
pub use wasi_host::{run_guest, Guest, GuestError, GuestValue, HOST_MODULE};

/// Another name for [`Runtime`], as the seed documents call the host state.
pub type Shim = Runtime;
