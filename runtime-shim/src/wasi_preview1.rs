//! A minimal `wasi_snapshot_preview1` for guests built against wasi-libc (wasi-sdk, Rust's
//! wasm32-wasip1): enough for `_start`, `main`, `printf`, `assert` and `exit` to work.
//!
//! Provided: `args_get`, `args_sizes_get`, `environ_get`, `environ_sizes_get` (no arguments,
//! empty environment), `fd_write` (fd 1 and 2 go to the host's stdout and stderr),
//! `fd_fdstat_get` (fds 0-2 are character devices), `fd_seek` (`ESPIPE`), `fd_close`,
//! `clock_time_get` (wall clock), `sched_yield`, `random_get` (a counter-based generator: not
//! cryptographic) and `proc_exit` (ends the guest with the exit code). Every other WASI function
//! is refused before the guest runs, like any other unknown import.
//!
//! This module must not read or write guest memory outside a window checked against its
//! length, and must not give guests access to files, sockets or the host environment.

use std::io::Write;

use wasmi::{Caller, Extern, Linker, Memory};

use crate::argv::check_window;
use crate::wasi_host::GuestState;

/// The import module of WASI preview 1.
pub const WASI_MODULE: &str = "wasi_snapshot_preview1";

/// The WASI functions this module provides.
pub const WASI_FUNCTIONS: [&str; 12] = [
    "args_get",
    "args_sizes_get",
    "environ_get",
    "environ_sizes_get",
    "fd_write",
    "fd_fdstat_get",
    "fd_seek",
    "fd_close",
    "clock_time_get",
    "sched_yield",
    "random_get",
    "proc_exit",
];

const ERRNO_SUCCESS: i32 = 0;
const ERRNO_BADF: i32 = 8;
const ERRNO_FAULT: i32 = 21;
const ERRNO_INVAL: i32 = 28;
const ERRNO_SPIPE: i32 = 70;

fn memory(caller: &Caller<'_, GuestState>) -> Option<Memory> {
    match caller.get_export("memory") {
        Some(Extern::Memory(m)) => Some(m),
        _ => None,
    }
}

/// The checked window `[ptr, ptr + len)` of `mem`.
fn window(mem: &mut [u8], ptr: i32, len: usize) -> Option<&mut [u8]> {
    let len32 = u32::try_from(len).ok()?;
    check_window(ptr as u32, len32, mem.len() as u64).ok()?;
    let start = ptr as u32 as usize;
    mem.get_mut(start..start + len)
}

fn write_u32(mem: &mut [u8], ptr: i32, value: u32) -> i32 {
    match window(mem, ptr, 4) {
        Some(w) => {
            w.copy_from_slice(&value.to_le_bytes());
            ERRNO_SUCCESS
        }
        None => ERRNO_FAULT,
    }
}

fn write_u64(mem: &mut [u8], ptr: i32, value: u64) -> i32 {
    match window(mem, ptr, 8) {
        Some(w) => {
            w.copy_from_slice(&value.to_le_bytes());
            ERRNO_SUCCESS
        }
        None => ERRNO_FAULT,
    }
}

/// Writes two zero counts (no arguments, no environment).
fn zero_sizes(caller: &mut Caller<'_, GuestState>, count_ptr: i32, size_ptr: i32) -> i32 {
    let Some(m) = memory(caller) else {
        return ERRNO_FAULT;
    };
    let mem = m.data_mut(caller);
    match write_u32(mem, count_ptr, 0) {
        ERRNO_SUCCESS => write_u32(mem, size_ptr, 0),
        e => e,
    }
}

fn fd_write(
    mut caller: Caller<'_, GuestState>,
    fd: i32,
    iovs: i32,
    iovs_len: i32,
    nwritten: i32,
) -> i32 {
    let Some(m) = memory(&caller) else {
        return ERRNO_FAULT;
    };
    let mem = m.data_mut(&mut caller);
    let Ok(count) = usize::try_from(iovs_len) else {
        return ERRNO_INVAL;
    };
    let Some(table) = count.checked_mul(8).and_then(|n| window(mem, iovs, n)) else {
        return ERRNO_FAULT;
    };
    let table = table.to_vec();
    let mut bytes = Vec::new();
    for iov in table.chunks_exact(8) {
        let ptr = i32::from_le_bytes([iov[0], iov[1], iov[2], iov[3]]);
        let len = u32::from_le_bytes([iov[4], iov[5], iov[6], iov[7]]) as usize;
        match window(mem, ptr, len) {
            Some(w) => bytes.extend_from_slice(w),
            None => return ERRNO_FAULT,
        }
    }
    let written = match fd {
        1 => std::io::stdout().write_all(&bytes),
        2 => std::io::stderr().write_all(&bytes),
        _ => return ERRNO_BADF,
    };
    if written.is_err() {
        return ERRNO_BADF;
    }
    write_u32(mem, nwritten, bytes.len() as u32)
}

fn fd_fdstat_get(mut caller: Caller<'_, GuestState>, fd: i32, stat: i32) -> i32 {
    if !(0..=2).contains(&fd) {
        return ERRNO_BADF;
    }
    let Some(m) = memory(&caller) else {
        return ERRNO_FAULT;
    };
    match window(m.data_mut(&mut caller), stat, 24) {
        Some(w) => {
            // filetype character_device (2), no flags, no rights.
            w.fill(0);
            w[0] = 2;
            ERRNO_SUCCESS
        }
        None => ERRNO_FAULT,
    }
}

fn random_get(mut caller: Caller<'_, GuestState>, buf: i32, len: i32) -> i32 {
    let Some(m) = memory(&caller) else {
        return ERRNO_FAULT;
    };
    let Ok(len) = usize::try_from(len) else {
        return ERRNO_INVAL;
    };
    let (mem, state) = m.data_and_store_mut(&mut caller);
    match window(mem, buf, len) {
        Some(w) => {
            for byte in w {
                state.random_state ^= state.random_state << 13;
                state.random_state ^= state.random_state >> 7;
                state.random_state ^= state.random_state << 17;
                *byte = state.random_state as u8;
            }
            ERRNO_SUCCESS
        }
        None => ERRNO_FAULT,
    }
}

/// Adds the WASI functions to `linker`.
pub fn add_to_linker(linker: &mut Linker<GuestState>) -> Result<(), wasmi::Error> {
    let m = WASI_MODULE;
    linker.func_wrap(
        m,
        "args_get",
        |_: Caller<'_, GuestState>, _: i32, _: i32| ERRNO_SUCCESS,
    )?;
    linker.func_wrap(
        m,
        "environ_get",
        |_: Caller<'_, GuestState>, _: i32, _: i32| ERRNO_SUCCESS,
    )?;
    linker.func_wrap(
        m,
        "args_sizes_get",
        |mut c: Caller<'_, GuestState>, a: i32, b: i32| zero_sizes(&mut c, a, b),
    )?;
    linker.func_wrap(
        m,
        "environ_sizes_get",
        |mut c: Caller<'_, GuestState>, a: i32, b: i32| zero_sizes(&mut c, a, b),
    )?;
    linker.func_wrap(m, "fd_write", fd_write)?;
    linker.func_wrap(m, "fd_fdstat_get", fd_fdstat_get)?;
    linker.func_wrap(
        m,
        "fd_seek",
        |_: Caller<'_, GuestState>, _: i32, _: i64, _: i32, _: i32| ERRNO_SPIPE,
    )?;
    linker.func_wrap(m, "fd_close", |_: Caller<'_, GuestState>, fd: i32| {
        if (0..=2).contains(&fd) {
            ERRNO_SUCCESS
        } else {
            ERRNO_BADF
        }
    })?;
    linker.func_wrap(
        m,
        "clock_time_get",
        |mut c: Caller<'_, GuestState>, _id: i32, _precision: i64, out: i32| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            let Some(m) = memory(&c) else {
                return ERRNO_FAULT;
            };
            write_u64(m.data_mut(&mut c), out, nanos)
        },
    )?;
    linker.func_wrap(m, "sched_yield", |_: Caller<'_, GuestState>| ERRNO_SUCCESS)?;
    linker.func_wrap(m, "random_get", random_get)?;
    linker.func_wrap(
        m,
        "proc_exit",
        |_: Caller<'_, GuestState>, code: i32| -> Result<(), wasmi::Error> {
            Err(wasmi::Error::i32_exit(code))
        },
    )?;
    Ok(())
}
